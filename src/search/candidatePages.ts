/**
 * Which of Pagefind's pages the browser's search ranks by sections (src/search/ranking.ts), and in which order the
 * rest follow as the reader asks for more.
 */
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
  const [everyWord, ...eachWord] = await Promise.all([words.join(' '), ...(words.length > 1 ? words : [])].map(find));
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
