/**
 * Prints the site's speed and size figures: cold build time, what pages load (raw and gzip), the search index,
 * Lighthouse mobile scores through our server (medians of several runs), load timings measured with a phone's
 * network and CPU emulated, requests per second under load on loopback (a page, an asset, and the MCP endpoint of
 * the production server in its own process: scripts/mcpLoad.ts, also `npm run bench:mcp`),
 * the size of llms-full.txt and the docs MCP server's search latency, and the site search's relevance, latency and
 * bytes (scripts/search/).
 * Usage: npm run bench [-- --skip-build] [-- --skip-lighthouse] [-- --skip-phone] [-- --skip-search]
 *   [-- --before <build folder>]: the phone loads and critical-path CSS of an older build too, its loads taking turns
 *   with this build's in one run; [-- --phone-runs <n>] loads of each page (5); [-- --port <n>] serves this build
 *   on port n and the older one on n + 1 (default: free ports), for machines where each job has its own ports.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { CHROMIUM, launchChromium, serveBuild } from './lib/bench';
import { mcpSearchLatency } from './mcpBench';
import { describeRounds, mcpThroughput, type McpLoadOptions } from './mcpLoad';
import { phoneLoads, type PhoneLoad } from './phoneLoad';
import { DICTIONARY_DIR } from '../src/search/typoDictionary';
import { SEARCH_CONFIG } from '../src/config/search';
import { engineOfBuild } from './search/engine';
import { searchReport } from './search/report';

const BUILD_DIR = path.resolve('build');
// glossary has no GraphQL example, where-filter has many, schema/spec has a diagram, api-explorer loads the explorer.
const WEIGHT_PAGES = [
  'get-started/quickstart',
  'glossary',
  'api/where-filter',
  'schema/spec',
  'api/api-explorer',
  'guides',
];
const LIGHTHOUSE_PAGES = ['get-started/quickstart', 'schema/spec', 'guides/nextjs-blog-part-1', 'search?q=webhooks'];
const LIGHTHOUSE_RUNS = 5;
// The quickstart, a long reference page, a provider page and a long guide.
const PHONE_PAGES = [
  'get-started/quickstart',
  'api/where-filter',
  'services/providers/stripe',
  'guides/nextjs-blog-part-1',
];
const PHONE_RUNS = Number(optionValue('--phone-runs') ?? 5);
const MCP_LOAD: McpLoadOptions = { dir: BUILD_DIR, rounds: 3, duration: 10, connections: 20 };
const PORT = Number(optionValue('--port') ?? 0);

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

interface Size {
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizeOf = (buffer: Buffer): Size => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const show = (size: Size) => `${kb(size.raw)} raw, ${kb(size.gzip)} gzip`;

function coldBuildSeconds(): number {
  execFileSync('npx', ['docusaurus', 'clear'], { stdio: 'ignore' });
  const started = process.hrtime.bigint();
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore', env: { ...process.env, CI: 'true' } });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** What the browser fetches to show a page (scripts it runs, styles, the document), by kind, from the files served. */
async function pageWeight(baseUrl: string, page: string): Promise<Record<'html' | 'js' | 'css' | 'other', Size>> {
  const browser = await launchChromium();
  const totals = {
    html: { raw: 0, gzip: 0 },
    js: { raw: 0, gzip: 0 },
    css: { raw: 0, gzip: 0 },
    other: { raw: 0, gzip: 0 },
  };
  const tab = await browser.newPage();
  tab.on('response', async (response) => {
    const body = await response.body().catch(() => null);
    if (!body) return;
    const type = response.request().resourceType();
    const kind = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other';
    totals[kind] = add(totals[kind], sizeOf(body));
  });
  await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
  await browser.close();
  return totals;
}

/** Every file of the search index and typo dictionary, without the server's precompressed copies. */
function searchIndexSize(): Size & { files: number } {
  const files = [SEARCH_CONFIG.indexDir, DICTIONARY_DIR].flatMap((dir) =>
    readdirSync(path.join(BUILD_DIR, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  return { ...files.map((file) => sizeOf(readFileSync(file))).reduce(add, { raw: 0, gzip: 0 }), files: files.length };
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>['lhr'];

async function lighthouseRun(url: string): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }))!.lhr;
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The reason a run has no performance figures (Lighthouse sometimes cannot compute its metrics from a trace). */
function failure(lhr: LighthouseResult): string | undefined {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  const metrics = lhr.audits['metrics'];
  return lhr.categories.performance?.score == null || !metrics?.details
    ? (metrics?.errorMessage ?? 'no metrics')
    : undefined;
}

/** Lighthouse's simulated figures move with the machine's load between runs, so each is the median of several. */
async function lighthouseReport(url: string): Promise<string> {
  const runs: LighthouseResult[] = [];
  const failures: string[] = [];
  while (runs.length < LIGHTHOUSE_RUNS && failures.length < LIGHTHOUSE_RUNS) {
    const lhr = await lighthouseRun(url);
    const reason = failure(lhr);
    if (reason) failures.push(reason);
    else runs.push(lhr);
  }
  if (!runs.length) return `no usable run (${failures.join('; ')})`;
  const scores = (id: string) => runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
  const audit = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  const performance = scores('performance');
  return [
    `perf ${median(performance)} (${Math.min(...performance)}-${Math.max(...performance)})`,
    `a11y ${median(scores('accessibility'))}`,
    `best ${median(scores('best-practices'))}`,
    `seo ${median(scores('seo'))}`,
    `LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
    `TBT ${Math.round(audit('total-blocking-time'))} ms`,
    `CLS ${audit('cumulative-layout-shift').toFixed(3)}`,
    `bytes ${kb(audit('total-byte-weight'))}`,
    ...(failures.length ? [`${failures.length} run(s) without figures, retried: ${failures.join('; ')}`] : []),
  ].join(', ');
}

const range = (values: number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))}-${format(Math.max(...values))})`;

function phoneSummary(loads: PhoneLoad[]): string {
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  return [
    `FCP ${range(
      loads.map((load) => load.fcp),
      seconds,
    )}`,
    `LCP ${range(
      loads.map((load) => load.lcp),
      seconds,
    )}`,
    `hydrated ${range(
      loads.map((load) => load.hydrated),
      seconds,
    )}`,
    `CLS max ${Math.max(...loads.map((load) => load.cls)).toFixed(3)}`,
    `blocking ${range(
      loads.map((load) => load.blocking),
      (value) => `${Math.round(value)} ms`,
    )}`,
  ].join(', ');
}

/** Medians and ranges of each build's loads of `page`; with two builds, the LCP of the second as a share of the first. */
async function phoneReport(builds: { label: string; baseUrl: string }[], page: string): Promise<string[]> {
  const browser = await launchChromium();
  const loads = await phoneLoads(
    browser,
    builds.map(({ baseUrl }) => `${baseUrl}${page}`),
    PHONE_RUNS,
  ).finally(() => browser.close());
  const lines = builds.map(({ label }, index) => `  ${label}: ${phoneSummary(loads[index])}`);
  if (loads.length === 2) {
    const lcp = loads.map((runs) => median(runs.map((load) => load.lcp)));
    lines.push(`  median LCP ${(lcp[1] / lcp[0]).toFixed(2)}x the earlier build's`);
  }
  return lines;
}

/**
 * The CSS a page must have before its first paint: the <style> elements in its HTML and the stylesheets its head links
 * without a loader script or a media query that defers them.
 */
function criticalPathCss(buildDir: string, page: string): Size {
  const html = readFileSync(path.join(buildDir, page.split('?')[0], 'index.html'), 'utf8');
  const head = html.slice(0, html.search(/<body[\s>]/));
  const inline = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => Buffer.from(css));
  const linked = [...head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<link[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="?stylesheet/.test(tag) && !/\bmedia="?print/.test(tag))
    .map((tag) => readFileSync(path.join(buildDir, tag.match(/href="?\/docs\/([^"\s>]+)/)![1])));
  return [...inline, ...linked].map(sizeOf).reduce(add, { raw: 0, gzip: 0 });
}

async function load(url: string): Promise<string> {
  const result = await autocannon({ url, connections: 20, duration: 5, headers: { 'accept-encoding': 'br, gzip' } });
  const errors = result.errors + result.timeouts + result.non2xx;
  return `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--skip-build'))
    console.log(`cold build (docusaurus and postbuild): ${coldBuildSeconds().toFixed(1)} s`);
  const { origin, baseUrl, close } = await serveBuild(BUILD_DIR, PORT);
  try {
    for (const page of WEIGHT_PAGES) {
      const weight = await pageWeight(baseUrl, page);
      console.log(`${page}:`);
      for (const kind of ['html', 'js', 'css', 'other'] as const)
        console.log(`  ${kind.padEnd(5)} ${show(weight[kind])}`);
    }
    const index = searchIndexSize();
    console.log(`search index and typo dictionary, ${index.files} files: ${show(index)}`);
    console.log(`llms-full.txt: ${show(sizeOf(readFileSync(path.join(BUILD_DIR, 'llms-full.txt'))))}`);
    const mcp = await mcpSearchLatency(BUILD_DIR);
    console.log(
      `MCP search_docs over ${mcp.pages} pages: p50 ${mcp.p50.toFixed(2)} ms, p95 ${mcp.p95.toFixed(2)} ms (${mcp.queries} queries)`,
    );
    if (!process.argv.includes('--skip-search'))
      await searchReport([{ label: 'build', baseUrl, engine: engineOfBuild(BUILD_DIR) }]);
    if (!process.argv.includes('--skip-lighthouse')) {
      for (const page of LIGHTHOUSE_PAGES) {
        console.log(
          `lighthouse mobile ${page}, median of ${LIGHTHOUSE_RUNS} runs: ${await lighthouseReport(`${baseUrl}${page}`)}`,
        );
      }
    }
    if (!process.argv.includes('--skip-phone')) {
      const beforeDir = optionValue('--before');
      const before = beforeDir ? await serveBuild(path.resolve(beforeDir), PORT && PORT + 1) : undefined;
      const builds = [
        ...(before ? [{ label: 'before', dir: path.resolve(beforeDir!), baseUrl: before.baseUrl }] : []),
        { label: before ? 'after' : 'build', dir: BUILD_DIR, baseUrl },
      ];
      try {
        for (const page of PHONE_PAGES) {
          const css = builds.map(({ label, dir }) => `${label} ${show(criticalPathCss(dir, page))}`).join('; ');
          console.log(`critical-path CSS ${page}: ${css}`);
          console.log(`phone load ${page}, ${PHONE_RUNS} runs each, median (range):`);
          for (const line of await phoneReport(builds, page)) console.log(line);
        }
      } finally {
        before?.close();
      }
    }
    const html = readFileSync(path.join(BUILD_DIR, 'get-started/quickstart/index.html'), 'utf8');
    const asset = html.match(/src="?(\/docs\/assets\/js\/main\.[^"\s>]+\.js)/)?.[1];
    console.log(`load, doc page: ${await load(`${baseUrl}get-started/quickstart`)}`);
    if (asset) console.log(`load, hashed asset: ${await load(`${origin}${asset}`)}`);
  } finally {
    close();
  }
  console.log(
    `load, MCP search_docs over HTTP at /docs/mcp, npm run serve in its own process: ${describeRounds(await mcpThroughput(MCP_LOAD), MCP_LOAD)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
