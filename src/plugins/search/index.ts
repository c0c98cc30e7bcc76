/**
 * Local search. Adds the search page, and after `docusaurus build` indexes every doc page and guide: Pagefind writes
 * `pagefind/`, in chunks that a query loads only as its words need, and the typo dictionary goes to
 * `search-dictionary/`.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import pMap from 'p-map';
import sidebars from '../../../sidebars';
import { AREA_OF_GUIDES, AREA_OF_OTHER_DOCS, searchArea, type SearchArea } from '../../search/areas';
import { searchRecordOf, type SearchRecord } from '../../search/searchRecord';
import { DICTIONARY_DIR, FIRST_LETTER_SHARD, buildTypoDictionary, dictionaryFile } from '../../search/typoDictionary';
import { SEARCH_CONFIG } from '../../config/search';
import { ROUTES } from '../../config/site';

/** What the search page reads from the plugin's global data. */
export interface SearchGlobalData {
  areas: SearchArea[];
}

function searchAreas(): SearchArea[] {
  const categories = Object.values(sidebars)
    .flatMap((items) => (Array.isArray(items) ? items : []))
    .flatMap((item) => (typeof item === 'object' && item.type === 'category' ? [item.label] : []));
  return [...categories, AREA_OF_OTHER_DOCS, AREA_OF_GUIDES].map(searchArea);
}

async function recordsOf(outDir: string, routes: string[], baseUrl: string, siteUrl: string): Promise<SearchRecord[]> {
  // Bounded, like precompression: a large site has more pages than a process may hold open at once.
  const records = await pMap(
    [...new Set(routes)],
    async (route) => {
      const file = path.join(outDir, route.slice(baseUrl.length), 'index.html');
      const html = await readFile(file, 'utf8').catch(() => null);
      return html === null ? null : searchRecordOf(html, route, siteUrl);
    },
    { concurrency: availableParallelism() * 4 },
  );
  return records.filter((record): record is SearchRecord => record !== null);
}

/** Pagefind's own search UIs, highlighter and worker: the site has its own UI and searches on the main thread. */
const UNUSED_PAGEFIND_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\./;

async function writePagefindIndex(records: SearchRecord[], outputPath: string, siteDir: string): Promise<void> {
  // Docusaurus loads the config, and so this plugin, with require(), which cannot resolve Pagefind's import-only
  // package exports; its entry file loads by path.
  const entry = path.join(siteDir, 'node_modules', 'pagefind', 'lib', 'index.js');
  const { close, createIndex } = (await import(entry)) as typeof import('pagefind');
  const { index, errors } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (const record of records) {
      const added = await index.addHTMLFile({ url: record.url, content: record.html });
      if (added.errors.length) throw new Error(`Pagefind could not index ${record.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
    const unused = (await readdir(outputPath)).filter((file) => UNUSED_PAGEFIND_FILE.test(file));
    await Promise.all(unused.map((file) => rm(path.join(outputPath, file))));
  } finally {
    await close();
  }
}

async function writeTypoDictionary(records: SearchRecord[], dir: string): Promise<number> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const dictionary = buildTypoDictionary(records.map((record) => record.text));
  await Promise.all(
    [...dictionary].map(([shard, entries]) =>
      writeFile(path.join(dir, dictionaryFile(shard)), JSON.stringify(entries)),
    ),
  );
  return [...dictionary]
    .filter(([shard]) => shard.startsWith(FIRST_LETTER_SHARD))
    .reduce((sum, [, entries]) => sum + entries.length, 0);
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const { baseUrl, url: siteUrl } = context.siteConfig;
  return {
    name: 'search',
    async contentLoaded({ actions }) {
      actions.setGlobalData({ areas: searchAreas() } satisfies SearchGlobalData);
      actions.addRoute({
        path: `${baseUrl}${ROUTES.search}`,
        component: '@site/src/components/SearchPage',
        exact: true,
      });
    },
    async postBuild({ outDir, routesPaths }) {
      const started = Date.now();
      const records = await recordsOf(outDir, routesPaths, baseUrl, siteUrl);
      if (!records.length) throw new Error('The search index found no doc page or guide in the build');
      await writePagefindIndex(records, path.join(outDir, SEARCH_CONFIG.indexDir), context.siteDir);
      const words = await writeTypoDictionary(records, path.join(outDir, DICTIONARY_DIR));
      console.log(`search index: ${records.length} pages, ${words} dictionary words, ${Date.now() - started} ms`);
    },
  };
}
