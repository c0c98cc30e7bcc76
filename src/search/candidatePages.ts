/**
 * Which of Pagefind's pages the browser's search ranks by sections (src/search/ranking.ts), and in which order the
 * rest follow as the reader asks for more.
 */
import { stemmer } from 'stemmer';
import { SEARCH_CONFIG } from '../config/search';
import type { QueryTerm } from './ranking';

/** A page Pagefind found, with its score for the words searched. */
export interface FoundPage {
  id: string;
  score: number;
}

export interface CandidatePages<Page extends FoundPage> {
  /** The pages whose sections are ranked: each costs a fetch of its text. */
  candidates: Page[];
  /** Every page found: the candidates, then the rest in the order they are ranked in, a batch at a time. */
  found: Page[];
  /** How many pages hold each term, by which the terms are weighed; null for a one-word query. */
  pagesHolding: number[] | null;
}

/** Endings an English stemmer takes off, which a word being typed may have been cut short in. */
const ENDINGS = [
  ...['ing', 'ings', 'ed', 'es', 'er', 'ers', 'ion', 'ions', 'ation', 'ations', 'ization', 'ement', 'ements', 'ness'],
  ...['ity', 'ities', 'ies', 'able', 'ible', 'ive', 'ize', 'ized', 'izes', 'al', 'ally', 'ly', 'ence', 'ance', 'ful'],
];
/** The shortest stem a searched word is cut to. */
const MIN_STEM = 3;

/**
 * Pagefind indexes each word's stem (permissions as permiss) and matches a searched word's longer forms from the stem
 * on, so a word typed past its stem ("permissio", "mappin") finds almost no page. The shortest stem among those of the
 * words it may be the start of (permission, mapping), when it starts the word as typed; null when none is shorter. The
 * ranking still matches only the words that start as typed.
 */
export function stemOfPrefix(word: string): string | null {
  if (!/^\p{L}+$/u.test(word)) return null;
  let shortest = word;
  for (const ending of ENDINGS)
    for (let typed = 1; typed < ending.length; typed += 1) {
      if (!word.endsWith(ending.slice(0, typed))) continue;
      const stem = stemmer(word.slice(0, -typed) + ending);
      if (stem.length >= MIN_STEM && stem.length < shortest.length && word.startsWith(stem)) shortest = stem;
    }
  return shortest === word ? null : shortest;
}

/**
 * The candidates: the first SEARCH_CONFIG.candidates pages with every word, in Pagefind's order, then the
 * SEARCH_CONFIG.partialCandidates best of the others with any word, by the sum of their scores for each word, each as a
 * share of that word's best score (and more of those while fewer pages hold every word). Then the rest: the pages with
 * every word, or, when those are fewer than SEARCH_CONFIG.candidates, with any. The words are weighed by how many pages
 * hold each, as search_docs weighs them. `find` searches Pagefind; the searches run at once, and share the index chunks
 * they load.
 */
export async function findCandidatePages<Page extends FoundPage>(
  find: (words: string) => Promise<Page[]>,
  terms: QueryTerm[],
): Promise<CandidatePages<Page>> {
  const words = terms.map((term) => term.typed);
  const searchAll = () => Promise.all([words.join(' '), ...(words.length > 1 ? words : [])].map(find));
  let [everyWord, ...eachWord] = await searchAll();
  const fewHoldLastWord = terms.at(-1)?.prefix && (eachWord.at(-1) ?? everyWord).length < SEARCH_CONFIG.candidates;
  const shorter = fewHoldLastWord ? stemOfPrefix(words[words.length - 1]) : null;
  if (shorter) {
    // The pages the word as typed found come first; the shorter word's add to them.
    const asTyped = [everyWord, ...eachWord];
    words[words.length - 1] = shorter;
    [everyWord, ...eachWord] = (await searchAll()).map((pages, index) => {
      const found = new Set(asTyped[index].map((page) => page.id));
      return [...asTyped[index], ...pages.filter((page) => !found.has(page.id))];
    });
  }
  if (!eachWord.length)
    return { candidates: everyWord.slice(0, SEARCH_CONFIG.candidates), found: everyWord, pagesHolding: null };
  const summed = new Map<string, { page: Page; score: number }>();
  for (const pages of eachWord) {
    // Each word's scores as a share of its best, so a rare word does not outweigh the rest: every word counts alike.
    const best = Math.max(...pages.map((page) => page.score));
    for (const page of pages) {
      const entry = summed.get(page.id) ?? { page, score: 0 };
      entry.score += page.score / best;
      summed.set(page.id, entry);
    }
  }
  const bySumOfScores = [...summed.values()].sort((a, b) => b.score - a.score).map(({ page }) => page);
  const fewHoldEveryWord = everyWord.length < SEARCH_CONFIG.candidates;
  const candidates = everyWord.slice(0, SEARCH_CONFIG.candidates);
  const listed = new Set(candidates.map((page) => page.id));
  const partial = bySumOfScores
    .filter((page) => !listed.has(page.id))
    .slice(0, SEARCH_CONFIG.candidates + SEARCH_CONFIG.partialCandidates - candidates.length);
  candidates.push(...partial);
  for (const page of partial) listed.add(page.id);
  const rest = (fewHoldEveryWord ? bySumOfScores : everyWord).filter((page) => !listed.has(page.id));
  return {
    candidates,
    found: [...candidates, ...rest],
    pagesHolding: eachWord.map((pages) => pages.length),
  };
}
