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

/** The API explorer renders after its chunk loads: axe must read GraphiQL itself, not the loading text. */
async function explorerLoaded(page: Page): Promise<void> {
  if ((await page.locator('[data-api-explorer]').count()) === 0) return;
  for (const editor of ['.graphiql-query-editor', '.graphiql-editor-tool', '.graphiql-response']) {
    await page.locator(`${editor} .CodeMirror`).first().waitFor();
  }
}

/**
 * Violations inside GraphiQL's own markup that neither its props nor our CSS can change, each for one rule and one
 * selector only, so that everything else in the explorer is still checked.
 */
const THIRD_PARTY: { rule: string; selector: string; why: string }[] = [
  {
    rule: 'nested-interactive',
    selector: '.graphiql-tab',
    why: 'GraphiQL renders each editor tab as role="tab" around the button that selects it',
  },
  {
    rule: 'scrollable-region-focusable',
    selector: '.CodeMirror-scroll',
    why: "CodeMirror scrolls with the cursor of its text box, which sits outside the scroller, where axe cannot see it",
  },
];

async function violations(page: Page): Promise<string[]> {
  await explorerLoaded(page);
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((violation) =>
    violation.nodes
      .filter(
        (node) =>
          !THIRD_PARTY.some(
            (known) => known.rule === violation.id && node.target.join(' ').includes(known.selector),
          ),
      )
      .map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`),
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
