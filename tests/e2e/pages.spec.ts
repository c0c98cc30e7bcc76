// The per-page sweep (Playwright project "pages"): one load per page checks that it renders, that axe finds
// nothing, and that the layout holds at every phone width (the same load, resized), in light and then dark mode.
import type { Page } from '@playwright/test';
import { test, expect, publishedPaths, runAxe } from './fixtures';
import { PHONE_WIDTHS, layoutProblems, resizeTo } from './layout';
import { SITE } from '../../src/config/site';

const notFound = `${SITE.baseUrl}no/such/page`;
const pages = [...publishedPaths(), SITE.baseUrl, `${SITE.baseUrl}search?q=webhooks`, notFound];

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
    why: 'CodeMirror scrolls with the cursor of its text box, which sits outside the scroller, where axe cannot see it',
  },
];

async function violations(page: Page): Promise<string[]> {
  await explorerLoaded(page);
  // Violations are all this test reads; axe skips the details of every passing node.
  const { violations: found } = await runAxe(page, { options: { resultTypes: ['violations'] } });
  return found.flatMap((violation) =>
    violation.nodes
      .filter(
        (node) =>
          !THIRD_PARTY.some((known) => known.rule === violation.id && node.target.join(' ').includes(known.selector)),
      )
      .map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`),
  );
}

/** Layout problems at each phone width, then the window back at its own size. */
async function phoneLayoutProblems(page: Page): Promise<string[]> {
  const own = page.viewportSize()!;
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await resizeTo(page, width);
    problems.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`));
  }
  await resizeTo(page, own.width, own.height);
  return problems;
}

// axe reads every node of a page twice (both modes): the longest guides take far longer than the default timeout.
test.describe.configure({ timeout: 120_000 });

for (const pagePath of pages) {
  test(`${pagePath} renders with no console error, passes axe and fits phone screens, in light and dark mode`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(pagePath === notFound ? 404 : 200);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('h1').first()).toBeVisible();
    if (pagePath !== notFound) await expect(page).not.toHaveTitle(/Page Not Found/);
    expect(await violations(page)).toEqual([]);
    expect.soft(await phoneLayoutProblems(page), 'light mode').toEqual([]);
    // With transitions off, the colours axe reads are the dark mode's own, not a frame of the switch.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await violations(page)).toEqual([]);
    expect.soft(await phoneLayoutProblems(page), 'dark mode').toEqual([]);
    // The not-found page's own 404 response is the one error its console may show.
    const ownStatus = (error: string) => pagePath === notFound && /status of 404/.test(error);
    expect(consoleErrors.filter((error) => !ownStatus(error))).toEqual([]);
  });
}
