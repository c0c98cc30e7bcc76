/**
 * Observed load figures of a page in Chromium with a mid-range phone emulated (Lighthouse's mobile network and CPU
 * settings), for `npm run bench`. Lighthouse simulates its timings from one fast load, so they move with the machine's
 * load; these are measured in throttled loads, and their medians move far less between runs.
 */
import type { Browser } from '@playwright/test';

/** Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU four times slower. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Long tasks are counted until this long after hydration, which covers the effects that run after it. */
const SETTLE_MS = 2000;

export interface PhoneLoad {
  fcp: number;
  lcp: number;
  hydrated: number;
  /** Layout shifts not caused by input, summed over the load. */
  cls: number;
  /** Task time over 50 ms per task, from the first contentful paint until the page settles (how TBT is defined). */
  blocking: number;
}

interface PageTimes {
  fcp?: number;
  lcp?: number;
  hydrated?: number;
  cls: number;
  longTasks: [number, number][];
}

declare global {
  interface Window {
    phoneLoadTimes?: PageTimes;
  }
}

/** Runs in the page before its own scripts and records paints, hydration and long tasks. */
function recordPageTimes(): void {
  const times: PageTimes = { cls: 0, longTasks: [] };
  window.phoneLoadTimes = times;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') times.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) times.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) times.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) times.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    if (times.hydrated === undefined && document.documentElement?.dataset.hasHydrated === 'true')
      times.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
}

async function loadOnce(browser: Browser, url: string): Promise<PhoneLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordPageTimes);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const times = (await page.evaluate(() => window.phoneLoadTimes))!;
    const fcp = times.fcp ?? NaN;
    const blocking = times.longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0);
    return { fcp, lcp: times.lcp ?? NaN, hydrated: times.hydrated ?? NaN, cls: times.cls, blocking };
  } finally {
    await context.close();
  }
}

/**
 * `runs` loads of each of `urls`, each in a fresh browser context, so each starts with a cold cache. The URLs take
 * turns (a, b, a, b…), so two builds compared in one run meet the same load on a busy machine.
 */
export async function phoneLoads(browser: Browser, urls: string[], runs: number): Promise<PhoneLoad[][]> {
  const loads: PhoneLoad[][] = urls.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [index, url] of urls.entries()) loads[index].push(await loadOnce(browser, url));
  }
  return loads;
}
