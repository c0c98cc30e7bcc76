/**
 * Drives the navbar search box of a doc page in Chromium, as a reader types: the results each judged query shows, and
 * the time from its last keystroke to the first frame that shows them, once the index is loaded.
 */
import type { Browser, Page } from '@playwright/test';
import type { SearchEngineAdapter } from './engine';
import type { JudgedQuery } from './queries';
import { score, type Scored } from './score';

/** A fast typist's pace: every keystroke starts a search, as it does for a reader. */
const TYPING_DELAY_MS = 50;
const SHOWN_TIMEOUT_MS = 30_000;
/** Typed first and not scored, so every scored query runs on a loaded index. */
const WARM_UP_QUERY = 'takeshape';

interface Shown {
  urls: string[];
  /** From the last keystroke to the first animation frame in which the results are in the page. */
  ms: number;
}

declare global {
  interface Window {
    searchBenchLastKey?: number;
    searchBenchShown?: Promise<Shown>;
  }
}

function recordLastKey(): void {
  window.addEventListener('keydown', () => (window.searchBenchLastKey = performance.now()), true);
}

/** Checked once a frame from before the first keystroke, so the time is the frame's, not a poll's. */
async function watchResults(
  shownResults: SearchEngineAdapter['shownResults'],
  query: string,
  box: string,
  timeout: number,
): Promise<Shown> {
  const started = performance.now();
  // No named function inside: tsx would wrap it in a __name helper the page lacks.
  for (;;) {
    await new Promise(requestAnimationFrame);
    const urls = shownResults(query, box);
    if (urls) return { urls, ms: performance.now() - (window.searchBenchLastKey ?? NaN) };
    if (performance.now() - started > timeout) throw new Error(`no results shown for "${query}"`);
  }
}

/** A doc page in a fresh browser context (empty cache), hydrated and quiet, with the engine's recorder installed. */
export async function openDocPage(browser: Browser, url: string, engine: SearchEngineAdapter): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(engine.initScript);
  await context.addInitScript(recordLastKey);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

/** Empties the box, types `query` key by key and waits for the engine to show its results. */
export async function typeQuery(page: Page, engine: SearchEngineAdapter, query: string): Promise<Shown> {
  const box = page.locator(engine.box);
  await box.fill('');
  const args = [engine.shownResults.toString(), JSON.stringify(query), JSON.stringify(engine.box), SHOWN_TIMEOUT_MS];
  await page.evaluate(`void (window.searchBenchShown = (${watchResults})(${args.join(', ')}))`);
  await box.pressSequentially(query, { delay: TYPING_DELAY_MS });
  return page.evaluate(() => window.searchBenchShown!);
}

/** Every judged query typed in turn into one page, scored, with its keystroke-to-results time. */
export async function searchRelevance(
  browser: Browser,
  pageUrl: string,
  engine: SearchEngineAdapter,
  queries: JudgedQuery[],
): Promise<{ scored: Scored; ms: number }[]> {
  const page = await openDocPage(browser, pageUrl, engine);
  try {
    await typeQuery(page, engine, WARM_UP_QUERY);
    const runs: { scored: Scored; ms: number }[] = [];
    for (const judged of queries) {
      const { urls, ms } = await typeQuery(page, engine, judged.query);
      runs.push({ scored: score(judged, urls), ms });
    }
    return runs;
  } finally {
    await page.context().close();
  }
}
