/**
 * The browser side of search. Pagefind finds the candidate pages on the main thread, fetching only the index
 * chunks the query's words need; the candidate pages' text (src/search/candidatePages.ts) is fetched, each page once,
 * cut into sections and ranked by src/search/ranking.ts, the ranking the MCP server uses too. When a word matched
 * nothing, the typo dictionary suggests a corrected query, which is searched instead.
 */
import siteConfig from '@generated/docusaurus.config';
import { SEARCH_CONFIG } from '../config/search';
import { findCandidatePages } from './candidatePages';
import { loadOnce } from './loadOnce';
import { pageOfFragment, type PagefindFragment } from './fragmentPage';
import {
  UNMATCHED_RANK,
  indexPage,
  isTopical,
  queryTerms,
  rankPages,
  weighTerms,
  type IndexedPage,
  type QueryTerm,
  type RankedPage,
} from './ranking';
import { pageSnippet, sectionSnippet, type SnippetPart } from './snippet';
import { DICTIONARY_DIR, dictionaryFile, searchWithTypoFallback, type DictionaryEntry } from './typoDictionary';

interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindFragment>;
}

interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /** Each filter's values with their page counts, over every page. */
  filters: () => Promise<Record<string, Record<string, number>>>;
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[] } | null>;
  /** Loads the index chunks `term` needs, without searching. */
  preload: (term: string, options?: { filters?: Record<string, string> }) => Promise<void>;
}

export interface ShownHeading {
  title: string;
  url: string;
  snippet: SnippetPart[];
}

/** One page in the results: its title, area and snippet, the section it links to, and its best headings. */
export interface ShownResult {
  url: string;
  title: string;
  area: string;
  snippet: SnippetPart[];
  /** The best-matching section's URL: the page itself, or one of its headings. */
  bestUrl: string;
  bestHeading: string | null;
  headings: ShownHeading[];
}

export interface SearchAnswer {
  /** The words the results are for: the reader's topical words, or their correction. */
  searched: string;
  /** Set when the results are for a corrected query. */
  correctedFrom: string | null;
  total: number;
  /** The first SEARCH_CONFIG.resultsPerPage results. */
  first: ShownResult[];
  /** Loads the results from `start`, SEARCH_CONFIG.resultsPerPage at a time. */
  show: (start: number) => Promise<ShownResult[]>;
}

const { baseUrl } = siteConfig;

/** Starts loading Pagefind; the navbar box calls this on the first hover or focus. A failed load is retried. */
export const loadSearch = loadOnce(async (): Promise<Pagefind> => {
  const module = (await import(
    /* webpackIgnore: true */ `${baseUrl}${SEARCH_CONFIG.indexDir}/pagefind.js`
  )) as Pagefind;
  // Search on the main thread (read before init): Pagefind's worker made results later, median 39 against 24 ms.
  await module.options({
    noWorker: true,
    baseUrl: '/',
    highlightParam: SEARCH_CONFIG.highlightParam,
    ranking: SEARCH_CONFIG.ranking,
  });
  await module.init();
  return module;
});

const dictionaryShards = new Map<string, Promise<readonly DictionaryEntry[]>>();

/** The dictionary's words of one shard, fetched once; none when the file is missing or the fetch fails. */
function readDictionary(shard: string): Promise<readonly DictionaryEntry[]> {
  let words = dictionaryShards.get(shard);
  if (!words) {
    words = fetch(`${baseUrl}${DICTIONARY_DIR}/${dictionaryFile(shard)}`).then(
      (response) => (response.ok ? (response.json() as Promise<DictionaryEntry[]>) : []),
      () => [],
    );
    dictionaryShards.set(shard, words);
  }
  return words;
}

const indexedPages = new Map<string, Promise<IndexedPage>>();

/** A result's page cut into sections, fetched and split once per page; a failed fetch is retried next time. */
function indexedPageOf(result: PagefindResult): Promise<IndexedPage> {
  let page = indexedPages.get(result.id);
  if (!page) {
    page = result.data().then((fragment) => indexPage(pageOfFragment(fragment)));
    page.catch(() => indexedPages.delete(result.id));
    indexedPages.set(result.id, page);
  }
  return page;
}

/** Fragments fetched at once for one query: a query the reader has typed past stops after these. */
const FETCHES_AT_ONCE = 3;

/**
 * The results' pages, in order, fetched FETCHES_AT_ONCE at a time in rank order; `checkFresh` throws once a newer query
 * was typed, so the pages of a query typed past are not all fetched.
 */
async function indexedPagesOf(results: PagefindResult[], checkFresh: () => void): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  let next = 0;
  const fetchNext = async () => {
    for (checkFresh(); next < results.length; checkFresh()) {
      const index = next++;
      pages[index] = await indexedPageOf(results[index]);
    }
  };
  await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, fetchNext));
  return pages;
}

/** The pages ranked, then those Pagefind found but no query word matches here (another word form), in its order. */
function inRankOrder(pages: IndexedPage[], terms: QueryTerm[]): RankedPage[] {
  const ranked = rankPages(pages, terms);
  const matched = new Set(ranked.map(({ page }) => page));
  const unmatched = pages
    .filter(({ page }) => !matched.has(page) && page.sections.length)
    .map(({ page }) => ({ page, sections: [{ section: page.sections[0], order: 0, rank: UNMATCHED_RANK }] }));
  return [...ranked, ...unmatched];
}

function linkTo(pageUrl: string, terms: QueryTerm[], anchor: string | null): string {
  const params = new URLSearchParams(terms.map((term) => [SEARCH_CONFIG.highlightParam, term.typed]));
  return `${pageUrl}?${params.toString()}${anchor ? `#${anchor}` : ''}`;
}

/** Headings listed under a result: the best-matching few, in page order. */
const HEADINGS_PER_RESULT = 3;

function shownResult(ranked: RankedPage, terms: QueryTerm[]): ShownResult {
  const { page, sections } = ranked;
  const best = sections[0].section;
  const headings = sections
    .filter(({ section }) => section.anchor)
    .slice(0, HEADINGS_PER_RESULT)
    .sort((a, b) => a.order - b.order);
  return {
    url: page.url,
    title: page.title,
    area: page.area,
    snippet: pageSnippet(ranked, terms, SEARCH_CONFIG.snippetLength),
    bestUrl: linkTo(page.url, terms, best.anchor),
    bestHeading: best.headings.at(-1) ?? null,
    headings: headings.map(({ section }) => ({
      title: section.headings.at(-1) ?? page.title,
      url: linkTo(page.url, terms, section.anchor),
      snippet: sectionSnippet(section, terms, SEARCH_CONFIG.snippetLength),
    })),
  };
}

/** Thrown when a newer query made this one stale, so that it fetches nothing more. */
export class StaleSearchError extends Error {}

/**
 * What a query being typed asks for: its words without a last word of a single letter, which may start any word and
 * would load the index chunks of every word with that letter; null while only question words are left ("how do I").
 */
function searchableQuery(query: string): string | null {
  const terms = queryTerms(query);
  if ([...(terms.at(-1)?.word ?? '')].length === 1) terms.pop();
  return terms.some(isTopical) ? terms.map((term) => term.typed).join(' ') : null;
}

/** Sorts after every word that starts with the word it ends, as Pagefind compares its index chunks' word ranges. */
const LAST_CHARACTER = '\uffff';

/**
 * The words that end the range of words starting with each searched word. Pagefind matches a word's longer forms too
 * (project: projects, project_id) but loads only the index chunk whose range holds the word itself, so those forms
 * counted only once another query had loaded the next chunk: the same query ranked differently by what was typed
 * before. Loading the chunk that holds the range's end as well makes the results the same every time.
 */
const extensionsOf = (words: string) =>
  words
    .split(' ')
    .map((word) => `${word}${LAST_CHARACTER}`)
    .join(' ');

/** How many pages each area holds, read once from Pagefind's filter counts. */
const areaPageCounts = loadOnce(async () => (await (await loadSearch()).filters()).area ?? {});

/** The number of pages searched: those of `area`, or all. */
async function pagesSearched(area?: string): Promise<number> {
  const counts = await areaPageCounts();
  return area ? (counts[area] ?? 0) : Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/**
 * Searches `query`, in one area when `area` is set (the search page's `ctx`). The candidate pages are ranked by
 * sections; further pages, fetched as the reader asks for more, are ranked among themselves. Once `isStale` says a
 * newer query was typed, nothing more is fetched for this one. Null when there is nothing to search yet (see
 * searchableQuery).
 */
export async function search(query: string, area?: string, isStale = () => false): Promise<SearchAnswer | null> {
  const engine = await loadSearch();
  const searchable = searchableQuery(query);
  if (searchable === null) return null;
  const filters = area ? { area } : undefined;
  const checkFresh = () => {
    if (isStale()) throw new StaleSearchError(query);
  };
  const rankCandidates = async (typedTerms: QueryTerm[]) => {
    checkFresh();
    const find = async (words: string) => {
      await engine.preload(extensionsOf(words), { filters });
      return (await engine.search(words, { filters }))?.results ?? [];
    };
    const pages = await findCandidatePages(find, typedTerms);
    const terms = pages.pagesHolding
      ? weighTerms(typedTerms, pages.pagesHolding, await pagesSearched(area))
      : typedTerms;
    checkFresh();
    const candidates = await indexedPagesOf(pages.candidates, checkFresh);
    return { terms, found: pages.found, candidates, ranked: inRankOrder(candidates, terms) };
  };
  const { terms, correctedFrom, answer } = await searchWithTypoFallback(searchable, rankCandidates, readDictionary);
  const { found, ranked } = answer;
  const show = async (start: number) => {
    const end = Math.min(found.length, start + SEARCH_CONFIG.resultsPerPage);
    while (ranked.length < end) {
      const batch = found.slice(ranked.length, ranked.length + SEARCH_CONFIG.resultsPerPage);
      ranked.push(...inRankOrder(await Promise.all(batch.map(indexedPageOf)), terms));
    }
    return ranked.slice(start, end).map((page) => shownResult(page, terms));
  };
  return {
    searched: terms.map((term) => term.typed).join(' '),
    correctedFrom: correctedFrom && query.trim(),
    total: found.length,
    first: await show(0),
    show,
  };
}
