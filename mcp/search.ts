/**
 * Full-text search over the corpus, ranked like the site's search: a title match beats a heading match, which beats
 * the description and then the body. Typo-tolerant (fuzzy) and prefix-matching: "webhok" and "webh" find Webhooks.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Corpus, CorpusPage } from './corpus';

export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 20;

export interface SearchHit {
  path: string;
  title: string;
  url: string;
  snippet: string;
}

export interface DocsSearch {
  search(query: string, limit?: number): SearchHit[];
}

interface IndexedPage {
  id: string;
  title: string;
  headings: string;
  description: string;
  text: string;
}

// Words that occur on every page add only noise to a question-like query. Not "where": it is a TakeShape argument.
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when which with you your'.split(
    ' ',
  ),
);

const SNIPPET_BEFORE = 60;
const SNIPPET_AFTER = 160;

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** Lower-cases letter by letter, so that positions in the result are positions in `text`. */
const lowerCaseInPlace = (text: string) =>
  text.replace(/\p{Lu}/gu, (letter) => (letter.toLowerCase().length === letter.length ? letter.toLowerCase() : letter));

/** Where `term` first starts a word in `lowerText`, or -1. */
function firstWordStart(lowerText: string, term: string): number {
  for (let at = lowerText.indexOf(term); at >= 0; at = lowerText.indexOf(term, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(lowerText[at - 1])) return at;
  }
  return -1;
}

/** Up to ~220 characters of the body around the first word that matched, cut at word boundaries. */
function snippetOf(page: CorpusPage, lowerText: string, terms: string[]): string {
  const starts = terms.map((term) => firstWordStart(lowerText, term)).filter((at) => at >= 0);
  if (!starts.length) return page.description || page.text.slice(0, SNIPPET_BEFORE + SNIPPET_AFTER);
  const firstMatch = Math.min(...starts);
  let start = Math.max(0, firstMatch - SNIPPET_BEFORE);
  let end = Math.min(page.text.length, firstMatch + SNIPPET_AFTER);
  const spaceAfterStart = page.text.indexOf(' ', start);
  if (start > 0 && spaceAfterStart >= 0 && spaceAfterStart < firstMatch) start = spaceAfterStart + 1;
  const spaceBeforeEnd = page.text.lastIndexOf(' ', end);
  if (end < page.text.length && spaceBeforeEnd > firstMatch) end = spaceBeforeEnd;
  return `${start > 0 ? '…' : ''}${page.text.slice(start, end).trim()}${end < page.text.length ? '…' : ''}`;
}

/** Indexes every page of the corpus once; `search` then answers in memory. */
export function createDocsSearch(corpus: Corpus): DocsSearch {
  const index = new MiniSearch<IndexedPage>({
    fields: ['title', 'headings', 'description', 'text'],
    processTerm,
    searchOptions: { boost: { title: 6, headings: 3, description: 2, text: 1 }, fuzzy: 0.2, prefix: true },
  });
  index.addAll(
    corpus.pages.map((page) => ({
      id: page.key,
      title: page.title,
      headings: page.headings.join('\n'),
      description: page.description,
      text: page.text,
    })),
  );

  const lowerTexts = new Map(corpus.pages.map((page) => [page.key, lowerCaseInPlace(page.text)]));
  const toHit = (result: SearchResult): SearchHit => {
    const page = corpus.byKey.get(result.id as string) as CorpusPage;
    const snippet = snippetOf(page, lowerTexts.get(page.key) as string, result.terms);
    return { path: page.path, title: page.title, url: page.url, snippet };
  };

  return {
    search(query, limit = DEFAULT_LIMIT) {
      const count = Math.min(Math.max(1, Math.floor(limit)), MAX_LIMIT);
      return index.search(query).slice(0, count).map(toHit);
    },
  };
}
