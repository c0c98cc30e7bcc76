import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { SITE } from '../../src/config/site';

function publishedPaths(): string[] {
  const sitemap = readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const pages = [...publishedPaths(), `${SITE.baseUrl}search?q=webhooks`, `${SITE.baseUrl}no/such/page`];

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`),
  );
}

// axe reads every node of a page twice (both modes): the longest guides take far longer than the default timeout.
test.describe.configure({ timeout: 120_000 });

for (const pagePath of pages) {
  test(`axe finds no violation on ${pagePath} in light and dark mode`, async ({ page }) => {
    await gotoHydrated(page, pagePath);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Reload in the stored mode, so axe never reads colours in the middle of the theme's transition.
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await violations(page)).toEqual([]);
  });
}

interface FocusStop {
  label: string;
  inSidebar: boolean;
  inToc: boolean;
  isSearch: boolean;
  isColorToggle: boolean;
  hasRing: boolean;
}

test('keyboard alone reaches search, the sidebar, the TOC and the colour switch, each with a visible focus ring', async ({
  page,
}) => {
  await gotoHydrated(page, `${SITE.baseUrl}api/webhooks`);
  const stops: FocusStop[] = [];
  for (let press = 0; press < 150; press += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          label: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '',
          inSidebar: !!element.closest('nav[aria-label="Docs sidebar"]'),
          inToc: !!element.closest('.table-of-contents'),
          isSearch: element.matches('.navbar__search input'),
          isColorToggle: /Switch between dark and light mode/.test(element.getAttribute('title') ?? ''),
          hasRing: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        };
      }),
    );
  }
  for (const kind of ['isSearch', 'inSidebar', 'inToc', 'isColorToggle'] as const) {
    const stop = stops.find((candidate) => candidate[kind]);
    expect(stop, `${kind} is never focused`).toBeTruthy();
    expect(stop?.hasRing, `${kind} (${stop?.label}) has no focus ring`).toBe(true);
  }
  expect(stops[0].label).toMatch(/Skip to main content/);
});
