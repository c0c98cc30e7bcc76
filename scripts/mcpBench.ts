/** Search latency of the docs MCP server, measured on the search function itself (no protocol), for `npm run bench`. */
import { performance } from 'node:perf_hooks';
import { loadCorpus } from '../mcp/corpus';
import { createDocsSearch } from '../mcp/search';
import { percentile } from './lib/bench';

/** Titles, typos, prefixes, identifiers and questions: what agents send. */
const BENCH_QUERIES = [
  'webhooks',
  'webhoks',
  'webh',
  'api key',
  'api kyes',
  'rotate api key',
  'bearer token authorization header',
  'quickstart',
  'first graphql query',
  'getProductList',
  'getProduct',
  'createReview mutation',
  'where filter',
  'filtering with where',
  'sort by _updatedAt',
  'rest:get',
  'rest resolver retry timeout',
  'graphql resolver',
  'aws lambda resolver',
  'shapedb',
  'content modeling',
  'modelling',
  'shape relationships',
  'taxonomy storage type',
  'localization locales',
  'workflows publish status',
  'versions history',
  'asset cdn image transform',
  'upload assets',
  'import export project',
  'schema spec',
  'project schema json',
  'directives',
  'api indexing',
  'rag retrieval augmented generation',
  'guardrails',
  'mcp server claude desktop',
  'roles and permissions',
  'invite members',
  'branches',
  'connect a shopify service',
  'cli deploy',
  'glossary',
  'how do I verify a webhook secret',
  'how to create a project',
  'next.js blog app router',
  'tailwind typography',
  'vscode meta schema',
  'errors 401 unauthorized',
  'x',
];

const ROUNDS = 5;

/**
 * Loads the corpus in `corpusDir`, runs every query once to warm up, then times each query ROUNDS times and keeps its
 * median, so a garbage collection in one run does not decide the p95. Times are in milliseconds.
 */
export async function mcpSearchLatency(
  corpusDir: string,
): Promise<{ pages: number; queries: number; p50: number; p95: number }> {
  const corpus = loadCorpus(corpusDir);
  const index = createDocsSearch(corpus);
  for (const query of BENCH_QUERIES) await index.search(query);
  const timeOnce = async (query: string) => {
    const started = performance.now();
    await index.search(query);
    return performance.now() - started;
  };
  const medians: number[] = [];
  for (const query of BENCH_QUERIES) {
    const runs: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) runs.push(await timeOnce(query));
    medians.push(
      percentile(
        runs.sort((a, b) => a - b),
        0.5,
      ),
    );
  }
  medians.sort((a, b) => a - b);
  return {
    pages: corpus.pages.length,
    queries: medians.length,
    p50: percentile(medians, 0.5),
    p95: percentile(medians, 0.95),
  };
}
