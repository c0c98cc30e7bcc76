/** Scoring of the search bench: reciprocal rank of each query, then MRR@10 and hit@1 overall and per category. */
import { cleanPath } from '../../src/config/redirects';
import type { Category, JudgedQuery } from './queries';

export const CUTOFF = 10;

/** The page a result opens: no origin, `?_highlight=…` or `#hash`, and the server's own path clean-up. */
export function normalisePath(url: string): string {
  return cleanPath(new URL(url, 'http://localhost').pathname);
}

/** 1/rank of the first result among the top CUTOFF that opens an expected page, 0 when none does. */
export function reciprocalRank(results: string[], expected: string[]): number {
  const wanted = new Set(expected.map(normalisePath));
  const rank = results.slice(0, CUTOFF).findIndex((url) => wanted.has(normalisePath(url)));
  return rank === -1 ? 0 : 1 / (rank + 1);
}

export interface Scored extends JudgedQuery {
  results: string[];
  rr: number;
}

export interface Score {
  queries: number;
  mrr: number;
  hit1: number;
}

const scoreOf = (scored: Scored[]): Score => ({
  queries: scored.length,
  mrr: scored.reduce((sum, { rr }) => sum + rr, 0) / scored.length,
  hit1: scored.filter(({ rr }) => rr === 1).length / scored.length,
});

export const score = (query: JudgedQuery, results: string[]): Scored => ({
  ...query,
  results,
  rr: reciprocalRank(results, query.expected),
});

/** MRR@10 and hit@1 over every query, and over each category in the order they first appear. */
export function summarise(scored: Scored[]): { overall: Score; byCategory: Map<Category, Score> } {
  const categories = [...new Set(scored.map(({ category }) => category))];
  return {
    overall: scoreOf(scored),
    byCategory: new Map(
      categories.map((category) => [category, scoreOf(scored.filter((s) => s.category === category))]),
    ),
  };
}
