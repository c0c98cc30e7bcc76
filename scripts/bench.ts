/**
 * Prints the site's speed and size figures: cold build time, what a doc page loads (raw and gzip), search index size.
 * Usage: npm run bench [-- --skip-build]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createDocsServer } from '../server/app';
import { SITE } from '../src/config/site';

const BUILD_DIR = path.resolve('build');
const SAMPLE_PAGES = ['get-started/quickstart', 'api/where-filter', 'guides'];

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
  execFileSync('npx', ['docusaurus', 'build'], { stdio: 'ignore', env: { ...process.env, CI: 'true' } });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Everything the browser fetches to show a page, grouped by kind, measured from the files served. */
async function pageWeight(baseUrl: string, page: string): Promise<Record<'html' | 'js' | 'css' | 'other', Size>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const totals = { html: { raw: 0, gzip: 0 }, js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, other: { raw: 0, gzip: 0 } };
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

function searchIndexSize(): Size {
  return readdirSync(BUILD_DIR)
    .filter((file) => /^search-index.*\.json$/.test(file))
    .map((file) => sizeOf(readFileSync(path.join(BUILD_DIR, file))))
    .reduce(add, { raw: 0, gzip: 0 });
}

async function main(): Promise<void> {
  if (!process.argv.includes('--skip-build')) {
    console.log(`cold build: ${coldBuildSeconds().toFixed(1)} s`);
  }
  const server = createDocsServer({ dir: BUILD_DIR });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}${SITE.baseUrl}`;
  for (const page of SAMPLE_PAGES) {
    const weight = await pageWeight(baseUrl, page);
    console.log(`${page}:`);
    for (const kind of ['html', 'js', 'css', 'other'] as const) console.log(`  ${kind.padEnd(5)} ${show(weight[kind])}`);
  }
  server.close();
  console.log(`search index: ${show(searchIndexSize())}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
