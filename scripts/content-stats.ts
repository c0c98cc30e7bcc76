/** Prints words of prose per page, the median per area, and the code examples the tests check. Usage: npm run stats */
import { codeBlocks, proseWordCount } from '../src/markdown/markdown';
import { readDocs, readGuides, type Page } from './lib/docs';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

function areaOf(page: Page): string {
  return page.file.startsWith('guides/') ? 'guides' : page.id.includes('/') ? page.id.split('/')[0] : 'top level';
}

const pages = [...readDocs(), ...readGuides()];
const byArea = new Map<string, { page: Page; words: number }[]>();
for (const page of pages) {
  const entry = { page, words: proseWordCount(page.tree) };
  byArea.set(areaOf(page), [...(byArea.get(areaOf(page)) ?? []), entry]);
}

for (const [area, entries] of byArea) {
  console.log(`${area}: ${entries.length} pages, median ${median(entries.map((e) => e.words))} words`);
  for (const { page, words } of entries) console.log(`  ${String(words).padStart(5)}  ${page.file}`);
}

const blocks = pages.flatMap((page) => codeBlocks(page.source, page.file, page.tree));
const count = (lang: string) => blocks.filter((block) => block.lang === lang).length;
const allWords = pages.filter((p) => p.file.startsWith('docs/')).map((p) => proseWordCount(p.tree));
console.log(
  `docs: ${allWords.length} pages, ${allWords.reduce((a, b) => a + b, 0)} words, median ${median(allWords)}, ` +
    `smallest ${Math.min(...allWords)}`,
);
console.log(
  `code blocks: ${blocks.length} (json ${count('json')}, graphql ${count('graphql')}, mermaid ${count('mermaid')})`,
);
