/**
 * The typo fallback's dictionary: every word of the indexed pages, in small files (shards) by word length and by first
 * or second letter, so that correcting a word fetches only the few shards that can hold a word one edit away, however
 * large the site grows.
 */
import { SEARCH_CONFIG } from '../config/search';
import { editDistance } from '../text/editDistance';
import { queryTerms, unmatchedTerms, type IndexedPage, type QueryTerm } from './ranking';

export const DICTIONARY_DIR = SEARCH_CONFIG.dictionaryDir;

/**
 * Words shorter than this are too ambiguous to correct, or to correct to: "for" and "use" would win over "form" and
 * "user".
 */
export const MIN_TYPO_WORD = 4;
const MAX_WORD = 30;

/** Lowercase words of letters, as a reader types them. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** Each word is in one shard of each family, by first and by second letter: the words are counted in one family. */
export const FIRST_LETTER_SHARD = 'first';
const SECOND_LETTER_SHARD = 'second';

/** A letter as a shard's name spells it: a to z, or `other` for every other letter. */
const shardLetter = (letter: string) => (/^[a-z]$/.test(letter) ? letter : 'other');

/** The shard of words of `length` letters whose letter at `position` (0 or 1) is `letter`. */
function shardOf(position: 0 | 1, length: number, letter: string): string {
  return `${position === 0 ? FIRST_LETTER_SHARD : SECOND_LETTER_SHARD}-${shardLetter(letter)}-${length}`;
}

export const dictionaryFile = (shard: string) => `${shard}.json`;

/**
 * The shards holding `word` and every word one edit away from it. An edit after the first letter keeps the first
 * letter (lengths n - 1 to n + 1); a wrong first letter keeps the second; a missing first letter makes the typed first
 * letter the word's second; an extra first letter makes the typed second letter the word's first; the first two
 * letters swapped make the typed second letter the word's first.
 */
export function shardsNear(word: string): string[] {
  const [first, second, length] = [word[0], word[1], word.length];
  const near: [position: 0 | 1, length: number, letter: string][] = [
    [0, length - 1, first],
    [0, length, first],
    [0, length + 1, first],
    [1, length, second],
    [1, length + 1, first],
    [0, length - 1, second],
    [0, length, second],
  ];
  // No shard holds a word shorter than MIN_TYPO_WORD.
  const shards = near.filter(([, size]) => size >= MIN_TYPO_WORD).map((shard) => shardOf(...shard));
  return [...new Set(shards)];
}

/** A word and how many times the indexed pages use it. */
export type DictionaryEntry = readonly [word: string, count: number];

/**
 * The words of `texts` with at least MIN_TYPO_WORD letters (a shorter word is never the correction), by shard (each
 * word in the shard of its length and first letter, and in that of its length and second letter), most frequent first.
 */
export function buildTypoDictionary(texts: string[]): Map<string, DictionaryEntry[]> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      if (word.length >= MIN_TYPO_WORD && word.length <= MAX_WORD) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const shards = new Map<string, DictionaryEntry[]>();
  const ranked = [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b));
  for (const entry of ranked) {
    const [word] = entry;
    for (const shard of [shardOf(0, word.length, word[0]), shardOf(1, word.length, word[1])]) {
      const words = shards.get(shard) ?? [];
      words.push(entry);
      shards.set(shard, words);
    }
  }
  return shards;
}

/** Reads the words of one shard; an empty list when there is no such file. */
export type DictionaryReader = (shard: string) => Promise<readonly DictionaryEntry[]>;

/** Among words used as often, one of the typed word's length comes first, then a shorter one, then a longer one. */
const lengthOrder = (typed: string, word: string) => [0, -1, 1].indexOf(word.length - typed.length);

/**
 * The query (words separated by spaces) with each of `suspects` that is not an indexed word replaced by the most
 * frequent indexed word one edit away (a letter wrong, missing or extra, or two neighbouring letters swapped). Null
 * when no word changes, or when a suspect that is not an indexed word has no such neighbour: the query is then not a
 * typo of something the site has. Suspects shorter than MIN_TYPO_WORD stay.
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
        const near = new Map((await Promise.all(shardsNear(word).map(read))).flat());
        if (near.has(word)) return word;
        const nearest = [...near]
          .filter(([candidate]) => editDistance(word, candidate, 1) <= 1)
          .sort(
            ([a, countA], [b, countB]) =>
              countB - countA || lengthOrder(word, a) - lengthOrder(word, b) || a.localeCompare(b),
          );
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
