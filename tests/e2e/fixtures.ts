import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** Console errors and uncaught exceptions of a page, collected for the whole test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** Keystrokes typed before React hydrates are lost, so every interaction waits for it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Makes the pages `page` opens record, as `window.hydratedAt`, the time React finished hydrating them. */
export async function recordHydrationTime(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
  });
}

/** The text of every script a page runs until the network is idle. */
export async function scriptsLoadedBy(page: Page, url: string): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  // The body of a script the page before was still loading is gone once `url` opens: that script is not this page's.
  const record = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  };
  page.on('response', record);
  try {
    await gotoHydrated(page, url);
    await page.waitForLoadState('networkidle');
    return await Promise.all(scripts);
  } finally {
    page.off('response', record);
  }
}

/** Every page the build published, read from its sitemap. */
export function publishedPaths(): string[] {
  const sitemap = readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * axe-core from our own devDependency, not the one @axe-core/playwright pins: 4.14 checks colour contrast in half the
 * time, and the builder's 4.14 release needs Node 22.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's results for `page`, or for the part of it `include` selects. On a page without iframes axe runs in the page
 * itself (axe.run): AxeBuilder's default runs axe in each frame and merges the results in a new blank page, the same
 * result in twice the time. Once axe is in the document, AxeBuilder gets nothing to inject instead of its 550 KB source,
 * which it would inject twice a run.
 */
export async function runAxe(
  page: Page,
  { include, options = {} }: { include?: string; options?: RunOptions } = {},
): Promise<AxeResults> {
  const injected = await page.evaluate(() => 'axe' in window);
  const builder =
    page.frames().length > 1
      ? new AxeBuilder({ page, axeSource })
      : new AxeBuilder({ page, axeSource: injected ? ';' : axeSource }).setLegacyMode();
  builder.options(options);
  return (include ? builder.include(include) : builder).analyze();
}
