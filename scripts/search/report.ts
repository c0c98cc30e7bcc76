/** The search section of the bench: relevance of the judged set, keystroke-to-results latency, bytes to first results. */
import { launchChromium, percentile } from '../lib/bench';
import { bytesToFirstResults } from './bytes';
import { SEARCH_ENGINE } from './engine';
import { JUDGED_QUERIES } from './queries';
import { searchRelevance } from './relevance';
import { CUTOFF, summarise, type Score } from './score';

const DOC_PAGE = 'get-started/quickstart';
/** One query of each category, each typed on a fresh doc page. */
const BYTES_QUERIES = ['webhooks', 'how do I verify a webhook', 'shapedb:get', 'permisions', 'localiz'];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const percent = (fraction: number) => `${(fraction * 100).toFixed(0)}%`;
const figures = (score: Score) =>
  `MRR@${CUTOFF} ${score.mrr.toFixed(3)}, hit@1 ${percent(score.hit1)} (${score.queries} queries)`;

/** Prints the search figures of the site served at `baseUrl`, one line a figure, prefixed `search`. */
export async function searchReport(baseUrl: string): Promise<void> {
  const pageUrl = `${baseUrl}${DOC_PAGE}`;
  const browser = await launchChromium();
  try {
    console.log(`search engine: ${SEARCH_ENGINE.name}, queries typed into the navbar box on ${DOC_PAGE}`);
    const runs = await searchRelevance(browser, pageUrl, SEARCH_ENGINE, JUDGED_QUERIES);
    const { overall, byCategory } = summarise(runs.map(({ scored }) => scored));
    console.log(`search relevance: ${figures(overall)}`);
    for (const [category, score] of byCategory) console.log(`  ${category.padEnd(6)} ${figures(score)}`);
    for (const { scored } of runs.filter(({ scored }) => scored.rr < 1)) {
      const rank = scored.rr ? `rank ${1 / scored.rr}` : `not in top ${CUTOFF}`;
      console.log(`  "${scored.query}": ${rank}, first ${scored.results[0] ?? 'none'}`);
    }
    const ms = runs.map((run) => run.ms).sort((a, b) => a - b);
    console.log(
      `search latency, last keystroke to shown results, warm index: median ${percentile(ms, 0.5).toFixed(0)} ms, ` +
        `p95 ${percentile(ms, 0.95).toFixed(0)} ms (${ms.length} queries)`,
    );
    const wire = [];
    for (const query of BYTES_QUERIES)
      wire.push({ query, ...(await bytesToFirstResults(browser, pageUrl, SEARCH_ENGINE, query)) });
    console.log(`search bytes over the wire until the first results, each query on a fresh doc page:`);
    for (const { query, bytes, requests, encodings } of wire)
      console.log(`  "${query}": ${kib(bytes)} (${requests} requests, ${encodings.join(', ')})`);
  } finally {
    await browser.close();
  }
}
