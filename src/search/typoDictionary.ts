/**
 * The typo fallback's dictionary: every word of the indexed pages, split into one file per word length, so that
 * correcting a word fetches only the files of the lengths one edit away, however large the site grows.
 */
import { editDistance } from '../text/editDistance';
import { queryTerms, unmatchedTerms, type IndexedPage, type QueryTerm } from './ranking';

/** Where the dictionary files sit under the site's base URL. */
export const DICTIONARY_DIR = 'search-dictionary';

/** Words shorter than this are too ambiguous to correct. */
export const MIN_TYPO_WORD = 5;
const MAX_WORD = 30;

/** Lowercase words of letters, as a reader types them. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

export const dictionaryFile = (length: number) => `${length}.json`;

/** A word and how many times the indexed pages use it. */
export type DictionaryEntry = readonly [word: string, count: number];

/** Per word length, the words of `texts` with at least MIN_TYPO_WORD - 1 letters, most frequent first. */
export function buildTypoDictionary(texts: string[]): Map<number, DictionaryEntry[]> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      if (word.length >= MIN_TYPO_WORD - 1 && word.length <= MAX_WORD) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const byLength = new Map<number, DictionaryEntry[]>();
  const ranked = [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b));
  for (const entry of ranked) {
    const bucket = byLength.get(entry[0].length) ?? [];
    bucket.push(entry);
    byLength.set(entry[0].length, bucket);
  }
  return byLength;
}

/** Reads the words of one length; an empty list when there is no such file. */
export type DictionaryReader = (length: number) => Promise<readonly DictionaryEntry[]>;

/**
 * The query (words separated by spaces) with each of `suspects` that is not an indexed word replaced by the most frequent indexed word one
 * letter away (wrong, missing or extra). Null when no word changes, or when a suspect that is not an indexed word
 * has no such neighbour: the query is then not a typo of something the site has. Suspects shorter than
 * MIN_TYPO_WORD stay.
 */
export async function correctedQuery(
  query: string,
  read: DictionaryReader,
  suspects: readonly string[],
): Promise<string | null> {
  let changed = false;
  let uncorrectable = false;
  const words = await Promise.all(
    query
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .map(async (word) => {
        if (word.length < MIN_TYPO_WORD || !suspects.includes(word)) return word;
        const [shorter, same, longer] = await Promise.all([
          read(word.length - 1),
          read(word.length),
          read(word.length + 1),
        ]);
        if (same.some(([known]) => known === word)) return word;
        const nearest = [...same, ...shorter, ...longer]
          .filter(([candidate]) => editDistance(word, candidate, 1) <= 1)
          .sort(([, countA], [, countB]) => countB - countA);
        if (!nearest.length) {
          uncorrectable = true;
          return word;
        }
        changed = true;
        return nearest[0][0];
      }),
  );
  return changed && !uncorrectable ? words.join(' ') : null;
}

/** What one search gives the typo fallback: the pages it ranked and the candidates they came from. */
export interface RankedAnswer {
  /** The query's terms as they were ranked, weighed. */
  terms: QueryTerm[];
  candidates: IndexedPage[];
  ranked: readonly unknown[];
}

/** A query of letters only that matched nothing: a typo to correct. */
const isTypoSuspect = (term: QueryTerm) => term.word.length >= MIN_TYPO_WORD && /^\p{L}+$/u.test(term.word);

/**
 * Runs `search` for the query's terms. When a word of MIN_TYPO_WORD or more letters matched no word of any
 * candidate and is not an indexed word, runs it again with the dictionary's correction, and keeps that answer when it
 * ranks any page. The browser's search and the MCP server's share this.
 */
export async function searchWithTypoFallback<Answer extends RankedAnswer>(
  query: string,
  search: (terms: QueryTerm[]) => Promise<Answer>,
  read: DictionaryReader,
): Promise<{ terms: QueryTerm[]; correctedFrom: string | null; answer: Answer }> {
  const terms = queryTerms(query);
  const answer = await search(terms);
  const suspects = unmatchedTerms(answer.candidates, terms).filter(isTypoSuspect);
  if (!suspects.length) return { terms: answer.terms, correctedFrom: null, answer };
  const words = terms.map((term) => term.word);
  const correction = await correctedQuery(
    words.join(' '),
    read,
    suspects.map((term) => term.word),
  );
  if (!correction) return { terms: answer.terms, correctedFrom: null, answer };
  const correctedTerms = queryTerms(correction);
  const corrected = await search(correctedTerms);
  return corrected.ranked.length
    ? { terms: corrected.terms, correctedFrom: query.trim(), answer: corrected }
    : { terms: answer.terms, correctedFrom: null, answer };
}
