/** The search section of the bench: relevance of the judged set, keystroke-to-results latency, bytes to first results. */
import type { Browser } from '@playwright/test';
import { launchChromium, percentile } from '../lib/bench';
import { bytesToFirstResults, type WireBytes } from './bytes';
import type { SearchEngineAdapter } from './engine';
import { HELDOUT_QUERIES } from './heldout-queries';
import { PROBE_QUERIES } from './probe-queries';
import { JUDGED_QUERIES } from './queries';
import { searchRelevance } from './relevance';
import { CUTOFF, summarise, type Score, type Scored } from './score';

const DOC_PAGE = 'get-started/quickstart';
/** One query of each category, each typed on a fresh doc page. */
export const BYTES_QUERIES = ['webhooks', 'how do I verify a webhook', 'takeshape:get', 'permisions', 'localiz'];
/**
 * Times each query is typed into each build: its bytes move with how many prefixes typed on the way got as far as
 * fetching pages ("permisions" made 35 to 47 requests across tries), so a query counts by the median of its runs.
 */
const BYTES_RUNS = 5;

/** A build served for the bench, and how to read its search box. */
export interface ServedSearch {
  label: string;
  baseUrl: string;
  engine: SearchEngineAdapter;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const percent = (fraction: number) => `${(fraction * 100).toFixed(0)}%`;
const figures = (score: Score) =>
  `MRR@${CUTOFF} ${score.mrr.toFixed(3)}, hit@1 ${Math.round(score.hit1 * score.queries)}/${score.queries} ` +
  `(${percent(score.hit1)})`;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The judged sets, reported apart: ranking may be tuned against the tuning half and the probe set only. */
const JUDGED_SETS = [
  { set: 'tuning half', queries: JUDGED_QUERIES },
  { set: 'held-out half', queries: HELDOUT_QUERIES },
  { set: 'probe set', queries: PROBE_QUERIES },
];
export const JUDGED = JUDGED_SETS.flatMap(({ queries }) => queries);

/** The judged queries a ranking change may be tried against: every set but the held-out half. */
export const TUNING_JUDGED = JUDGED_SETS.filter(({ queries }) => queries !== HELDOUT_QUERIES).flatMap(
  ({ queries }) => queries,
);

/** Judged queries per round; each round types its queries into every build in turn, so all builds see the same machine. */
const ROUND_SIZE = 13;

/** The parts of the report: the judged queries' relevance with their latency, and the bytes to first results. */
export const SEARCH_REPORT_PARTS = ['relevance', 'bytes'] as const;
export type SearchReportPart = (typeof SEARCH_REPORT_PARTS)[number];

/**
 * Prints the search figures of each served build, one line a figure, prefixed `search`. Relevance, latency and bytes
 * are measured in rounds that alternate between the builds.
 */
export async function searchReport(
  builds: ServedSearch[],
  parts: readonly SearchReportPart[] = SEARCH_REPORT_PARTS,
): Promise<void> {
  const browser = await launchChromium();
  try {
    if (parts.includes('relevance')) await relevanceReport(browser, builds);
    if (parts.includes('bytes')) await bytesReport(browser, builds);
  } finally {
    await browser.close();
  }
}

async function relevanceReport(browser: Browser, builds: ServedSearch[]): Promise<void> {
  const runs = new Map(builds.map(({ label }) => [label, [] as Awaited<ReturnType<typeof searchRelevance>>]));
  for (let start = 0; start < JUDGED.length; start += ROUND_SIZE) {
    const round = JUDGED.slice(start, start + ROUND_SIZE);
    for (const { label, baseUrl, engine } of builds)
      runs.get(label)!.push(...(await searchRelevance(browser, `${baseUrl}${DOC_PAGE}`, engine, round)));
  }
  for (const { label, engine } of builds) {
    console.log(`search [${label}] engine: ${engine.name}, queries typed into the navbar box on ${DOC_PAGE}`);
    const built = runs.get(label)!;
    printJudgedSets(
      label,
      built.map(({ scored }) => scored),
    );
    const ms = built.map((run) => run.ms).sort((a, b) => a - b);
    console.log(
      `search [${label}] latency, last keystroke to shown results, warm index: median ` +
        `${percentile(ms, 0.5).toFixed(0)} ms, p95 ${percentile(ms, 0.95).toFixed(0)} ms (${ms.length} queries)`,
    );
  }
}

/**
 * Prints each judged set's MRR@10 and hit@1, overall and by category, and the tuning half's and probe set's misses;
 * the held-out half's queries are never printed, so that no ranking change is made for them.
 */
export function printJudgedSets(label: string, scored: Scored[]): void {
  for (const { set, queries } of JUDGED_SETS) {
    const inSet = new Set(queries.map(({ query }) => query));
    const scoredInSet = scored.filter(({ query }) => inSet.has(query));
    if (!scoredInSet.length) continue;
    const { overall, byCategory } = summarise(scoredInSet);
    console.log(`search [${label}] relevance, ${set}: ${figures(overall)}`);
    for (const [category, score] of byCategory) console.log(`  ${category.padEnd(8)} ${figures(score)}`);
    const typos = scoredInSet.filter(({ category }) => category === 'typo');
    if (typos.length)
      console.log(
        `  typos with their page in the top 3: ${typos.filter(({ rr }) => rr >= 1 / 3).length}/${typos.length}`,
      );
    if (queries !== HELDOUT_QUERIES)
      for (const miss of scoredInSet.filter(({ rr }) => rr < 1)) {
        const rank = miss.rr ? `rank ${1 / miss.rr}` : `not in top ${CUTOFF}`;
        console.log(`  "${miss.query}": ${rank}, first ${miss.results[0] ?? 'none'}`);
      }
  }
}

async function bytesReport(browser: Browser, builds: ServedSearch[]): Promise<void> {
  const runs = new Map(builds.map(({ label }) => [label, BYTES_QUERIES.map(() => [] as WireBytes[])]));
  for (let run = 0; run < BYTES_RUNS; run += 1)
    for (const [index, query] of BYTES_QUERIES.entries())
      for (const { label, baseUrl, engine } of builds)
        runs.get(label)![index].push(await bytesToFirstResults(browser, `${baseUrl}${DOC_PAGE}`, engine, query));
  for (const { label } of builds) {
    const byQuery = runs.get(label)!;
    const medians = byQuery.map((measured) => median(measured.map(({ bytes }) => bytes)));
    console.log(
      `search [${label}] bytes over the wire until the first results, each query on a fresh doc page, the median of ` +
        `${BYTES_RUNS} runs per query: median ${kib(median(medians))} (${kib(Math.min(...medians))} to ` +
        `${kib(Math.max(...medians))})`,
    );
    for (const [index, query] of BYTES_QUERIES.entries()) {
      const bytes = byQuery[index].map((measured) => measured.bytes);
      const requests = byQuery[index].map((measured) => measured.requests);
      const encodings = [...new Set(byQuery[index].flatMap((measured) => measured.encodings))];
      console.log(
        `  "${query}": ${kib(medians[index])} (runs ${kib(Math.min(...bytes))} to ${kib(Math.max(...bytes))}, ` +
          `${Math.min(...requests)} to ${Math.max(...requests)} requests, ${encodings.join(', ')})`,
      );
    }
  }
}
