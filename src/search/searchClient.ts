/**
 * The browser side of search. Pagefind runs the query in its own Web Worker and fetches only the index chunks the
 * query's words need, then each shown result's text. When a word of the query matched nothing, the typo dictionary
 * suggests a corrected query, which is searched instead.
 */
import siteConfig from '@generated/docusaurus.config';
import { SEARCH_CONFIG } from '../config/search';
import { loadOnce } from './loadOnce';
import { excerptParts, snippetWindow, type SnippetPart } from './snippet';
import {
  DICTIONARY_DIR,
  MIN_TYPO_WORD,
  correctedQuery,
  dictionaryFile,
  wordsOf,
  type DictionaryEntry,
} from './typoDictionary';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string };
  weighted_locations: { balanced_score: number }[];
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  data: () => Promise<PagefindData>;
}

interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[] } | null>;
}

export interface ShownHeading {
  title: string;
  url: string;
  snippet: SnippetPart[];
}

/** One page in the results: its title, area and best snippet, and the headings under which the query matched. */
export interface ShownResult {
  url: string;
  title: string;
  area: string;
  snippet: SnippetPart[];
  /** The best-matching section's URL: the page itself, or one of `headings`. */
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
  await module.options({
    baseUrl: '/',
    excerptLength: 24,
    highlightParam: SEARCH_CONFIG.highlightParam,
    ranking: SEARCH_CONFIG.ranking,
  });
  await module.init();
  return module;
});

const dictionaryBuckets = new Map<number, Promise<readonly DictionaryEntry[]>>();

/** The dictionary's words of one length, fetched once; none when the file is missing or the fetch fails. */
function readDictionary(length: number): Promise<readonly DictionaryEntry[]> {
  let bucket = dictionaryBuckets.get(length);
  if (!bucket) {
    bucket = fetch(`${baseUrl}${DICTIONARY_DIR}/${dictionaryFile(length)}`).then(
      (response) => (response.ok ? (response.json() as Promise<DictionaryEntry[]>) : []),
      () => [],
    );
    dictionaryBuckets.set(length, bucket);
  }
  return bucket;
}

const score = (heading: PagefindSubResult) =>
  heading.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);

const snippetOf = (excerpt: string) => snippetWindow(excerptParts(excerpt), SEARCH_CONFIG.snippetLength);

/** Headings shown under a result: the best-matching few, in page order. */
const HEADINGS_PER_RESULT = 3;

function bestHeadings(sections: PagefindSubResult[]): PagefindSubResult[] {
  const headings = sections.filter((section) => section.anchor);
  const best = new Set([...headings].sort((a, b) => score(b) - score(a)).slice(0, HEADINGS_PER_RESULT));
  return headings.filter((section) => best.has(section));
}

function shownResult(data: PagefindData): ShownResult {
  const sections = data.sub_results.length ? data.sub_results : [{ ...data, title: '', weighted_locations: [] }];
  const best = sections.reduce((top, section) => (score(section) > score(top) ? section : top), sections[0]);
  const pageUrl = data.url.split('#')[0];
  return {
    url: pageUrl,
    title: data.meta.title ?? pageUrl,
    area: data.meta.area ?? '',
    snippet: snippetOf(best.excerpt),
    bestUrl: best.url,
    bestHeading: best.anchor ? best.title : null,
    headings: bestHeadings(data.sub_results).map((section) => ({
      title: section.title,
      url: section.url,
      snippet: snippetOf(section.excerpt),
    })),
  };
}

/** Words of a question that say nothing about its topic ("how do I verify a webhook"). */
const QUESTION_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it my of on or should the to what when where which who why with you your'.split(
    ' ',
  ),
);

/**
 * The words Pagefind is asked for. Each word loads the index chunk of its word range, so a question's filler words
 * would cost a chunk each; they are dropped while the query has other words.
 */
export function searchTerms(query: string): string {
  const words = query.trim().split(/\s+/);
  const topical = words.filter((word) => !QUESTION_WORDS.has(word.toLowerCase()));
  return (topical.length ? topical : words).join(' ');
}

/** The words Pagefind marked in a result's excerpts, in lower case. */
function markedWords(data: PagefindData): string[] {
  return [data, ...data.sub_results].flatMap((section) =>
    excerptParts(section.excerpt).flatMap((part) => (part.marked ? wordsOf(part.text) : [])),
  );
}

/**
 * The query's words of MIN_TYPO_WORD or more letters that no shown result matched in full. For a word it does not
 * know, Pagefind falls back to a shorter prefix of it ("webhok" finds "web"), so a result count alone cannot tell.
 */
function unmatchedWords(query: string, shown: PagefindData[]): string[] {
  const marked = shown.flatMap(markedWords);
  return wordsOf(query).filter(
    (word) => word.length >= MIN_TYPO_WORD && !marked.some((markedWord) => markedWord.startsWith(word)),
  );
}

/** Loads the results from `start`, SEARCH_CONFIG.resultsPerPage of them. */
function pageOf(results: PagefindResult[], start: number): Promise<PagefindData[]> {
  return Promise.all(results.slice(start, start + SEARCH_CONFIG.resultsPerPage).map((result) => result.data()));
}

/**
 * Searches `query`, in one area when `area` is set (the search page's `ctx`). When a word of the query matched
 * nothing and is not an indexed word, the query is searched again with the typo dictionary's correction, and the
 * corrected results are shown if there are any.
 */
export async function search(query: string, area?: string): Promise<SearchAnswer> {
  const engine = await loadSearch();
  const filters = area ? { area } : undefined;
  const run = async (term: string) => (await engine.search(term, { filters }))?.results ?? [];
  let searched = searchTerms(query);
  let correctedFrom: string | null = null;
  let results = await run(searched);
  let shown = await pageOf(results, 0);
  const unmatched = unmatchedWords(searched, shown);
  if (unmatched.length) {
    // Only a query whose every unmatched word has a correction is searched again; anything else is not a typo.
    const correction = await correctedQuery(searched, readDictionary, unmatched);
    const corrected = correction ? await run(correction) : [];
    if (correction && corrected.length) {
      [results, correctedFrom, searched] = [corrected, query.trim(), correction];
      shown = await pageOf(results, 0);
    }
  }
  return {
    searched,
    correctedFrom,
    total: results.length,
    first: shown.map(shownResult),
    show: async (start) => (await pageOf(results, start)).map(shownResult),
  };
}
