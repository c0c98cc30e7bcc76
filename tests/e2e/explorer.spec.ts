import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { SITE } from '../../src/config/site';

const explorerPath = `${SITE.baseUrl}api/api-explorer`;
/** The explorer's own chunk, named by the magic comment of its dynamic import. */
const EXPLORER_CHUNK = /\/assets\/js\/api-explorer\.[0-9a-f]+\.js$/;

type Editor = 'query' | 'variables' | 'response';
const editorSelectors: Record<Editor, string> = {
  query: '.graphiql-query-editor .CodeMirror',
  variables: '.graphiql-editor-tool .CodeMirror',
  response: '.graphiql-response .CodeMirror',
};

/** The whole text of one of GraphiQL's editors; CodeMirror renders only the lines in view. */
function editorText(page: Page, editor: Editor): Promise<string> {
  return page
    .locator(editorSelectors[editor])
    .first()
    .evaluate((element) => (element as HTMLElement & { CodeMirror: { getValue(): string } }).CodeMirror.getValue());
}

async function responseJson(page: Page): Promise<unknown> {
  const text = await editorText(page, 'response');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function waitForExplorer(page: Page): Promise<void> {
  for (const selector of Object.values(editorSelectors)) {
    await page.locator(selector).first().waitFor();
  }
}

/** Replaces the query editor's text by typing, as a reader does, then runs it with the keyboard shortcut. */
async function typeAndRun(page: Page, query: string): Promise<void> {
  await page.locator(editorSelectors.query).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // insertText types the text as one input, so the editor's bracket closing does not add braces of its own.
  await page.keyboard.insertText(query);
  await expect.poll(() => editorText(page, 'query')).toBe(query);
  await page.keyboard.press('ControlOrMeta+Enter');
}

const toteQuery = '{ getProductList(where: {sku: {eq: "TOTE-001"}}) { items { name sku price } total } }';
const tote = (price: number) => ({
  data: { getProductList: { items: [{ name: 'Canvas Tote', sku: 'TOTE-001', price }], total: 1 } },
});

test('the API Explorer page loads the explorer and says it runs on sample data in the browser', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, explorerPath);
  await expect(page.getByRole('heading', { name: 'Try the sample API' })).toBeVisible();
  await expect(page.locator('article')).toContainText('nothing you type or run is sent anywhere');
  const explorer = page.getByRole('region', { name: 'API explorer' });
  await expect(explorer).toBeVisible();
  await waitForExplorer(page);
  expect(await editorText(page, 'query')).toContain('getProductList');
  await expect(explorer.getByRole('button', { name: 'Reset sample data' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a query typed into the editor runs in the page and shows its result, with no request sent', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, explorerPath);
  await waitForExplorer(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await typeAndRun(page, toteQuery);
  await expect.poll(() => responseJson(page)).toEqual(tote(24));
  expect(requests.filter((request) => ['fetch', 'xhr', 'websocket'].includes(request.resourceType()))).toEqual([]);
  expect(requests.filter((request) => !request.url().startsWith(new URL(page.url()).origin))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the run button is reached with Tab, out of the query editor, and runs the query with Enter', async ({ page }) => {
  await gotoHydrated(page, explorerPath);
  await waitForExplorer(page);
  await page.locator(editorSelectors.query).click();
  const run = page.getByRole('button', { name: /^Execute query/ });
  let reached = false;
  for (let press = 0; press < 5 && !reached; press += 1) {
    await page.keyboard.press('Tab');
    reached = await run.evaluate((button) => button === document.activeElement);
  }
  expect(reached, 'Tab from the query editor never reaches the run button').toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(async () => JSON.stringify(await responseJson(page))).toContain('"getProductList"');
});

test('"Try it" on a where-filter example opens it in the explorer, where it returns the response the page shows', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, `${SITE.baseUrl}api/where-filter`);
  // The price band example: its variables block, the "Try it" link after it, and the response block after that.
  const variablesBlock = page.locator('.theme-code-block').filter({ hasText: '"gte": 20' }).first();
  const variables = JSON.parse(await variablesBlock.locator('code').innerText());
  expect(variables.where.price).toEqual({ gte: 20, lte: 50 });
  const tryIt = variablesBlock.locator('xpath=following-sibling::*[1]').getByRole('link', { name: /^Try it/ });
  await expect(tryIt).toHaveAccessibleName(/open this query in the API explorer/);
  const responseBlock = variablesBlock.locator('xpath=following-sibling::*[contains(@class, "theme-code-block")][1]');
  const shown = JSON.parse(await responseBlock.locator('code').innerText());
  expect(shown.data.getProductList.items.length).toBeGreaterThan(0);

  await tryIt.click();
  await expect(page).toHaveURL(new RegExp(`${explorerPath}#query=`));
  await waitForExplorer(page);
  await expect.poll(() => editorText(page, 'query')).toContain('query FilterProducts');
  expect(JSON.parse(await editorText(page, 'variables'))).toEqual(variables);
  await page.getByRole('button', { name: /^Execute query/ }).click();
  await expect.poll(() => responseJson(page)).toHaveProperty('data.getProductList.total');
  const result = (await responseJson(page)) as typeof shown;
  // The page writes placeholders such as PRODUCT_ID_1 for the generated ids; every other value must match.
  const withoutIds = (items: Record<string, unknown>[]) => items.map(({ _id, ...fields }) => fields);
  expect(withoutIds(result.data.getProductList.items)).toEqual(withoutIds(shown.data.getProductList.items));
  expect(result.data.getProductList.total).toBe(shown.data.getProductList.total);
  for (const item of result.data.getProductList.items) expect(typeof item._id).toBe('string');
  expect(consoleErrors).toEqual([]);
});

test('a query with an unknown field shows the validation error in the result', async ({ page }) => {
  await gotoHydrated(page, explorerPath);
  await waitForExplorer(page);
  await typeAndRun(page, '{ getProductList { items { name weight } } }');
  await expect
    .poll(() => editorText(page, 'response'))
    .toContain('Cannot query field \\"weight\\" on type \\"Product\\".');
});

test('a mutation changes the sample data, and "Reset sample data" brings the original back', async ({ page }) => {
  const seed = JSON.parse(readFileSync(path.join(__dirname, '../../examples/sample-project/seed.json'), 'utf8'));
  const toteId = seed.Product.find((product: { sku: string }) => product.sku === 'TOTE-001')._id;
  await gotoHydrated(page, explorerPath);
  await waitForExplorer(page);
  await typeAndRun(page, `mutation { updateProduct(input: {_id: "${toteId}", price: 99}) { result { name price } } }`);
  await expect
    .poll(() => responseJson(page))
    .toEqual({ data: { updateProduct: { result: { name: 'Canvas Tote', price: 99 } } } });
  await typeAndRun(page, toteQuery);
  await expect.poll(() => responseJson(page)).toEqual(tote(99));

  await page.getByRole('button', { name: 'Reset sample data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sample data reset' })).toBeVisible();
  await typeAndRun(page, toteQuery);
  await expect.poll(() => responseJson(page)).toEqual(tote(24));
});

test('the explorer follows the colour mode and stays readable in both', async ({ page }) => {
  /** Contrast of the query editor's text with the background behind it, per WCAG. */
  const contrast = () =>
    page.locator(editorSelectors.query).evaluate((editor) => {
      const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r, g, b] = rgb(colour).map((channel) => {
          const value = channel / 255;
          return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let element: Element | null = editor;
      let background = 'rgba(0, 0, 0, 0)';
      while (element && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
        background = getComputedStyle(element).backgroundColor;
        element = element.parentElement;
      }
      const name = editor.querySelector('.cm-property') ?? editor;
      const [light, dark] = [luminance(getComputedStyle(name).color), luminance(background)].sort((a, b) => b - a);
      return { ratio: (light + 0.05) / (dark + 0.05), backgroundLuminance: luminance(background) };
    });

  await gotoHydrated(page, explorerPath);
  await waitForExplorer(page);
  await expect(page.locator('body')).toHaveClass(/graphiql-light/);
  const light = await contrast();
  expect(light.backgroundLuminance).toBeGreaterThan(0.5);
  expect(light.ratio).toBeGreaterThanOrEqual(4.5);

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveClass(/graphiql-dark/);
  await expect.poll(async () => (await contrast()).backgroundLuminance).toBeLessThan(0.1);
  expect((await contrast()).ratio).toBeGreaterThanOrEqual(4.5);
});

test('the location hash is read as text: markup in it is shown, never run', async ({ page, consoleErrors }) => {
  const query = '{ getProductList { total } } # <img src=x onerror="window.__hashRan = true">';
  await gotoHydrated(page, `${explorerPath}#${new URLSearchParams({ query })}`);
  await waitForExplorer(page);
  await expect.poll(() => editorText(page, 'query')).toBe(query);
  expect(await page.evaluate(() => (window as { __hashRan?: boolean }).__hashRan)).toBeUndefined();
  expect(await page.locator('[data-api-explorer] img[src="x"]').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

for (const pagePath of [`${SITE.baseUrl}glossary`, `${SITE.baseUrl}api/where-filter`]) {
  test(`${pagePath} loads no explorer code`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, pagePath);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => EXPLORER_CHUNK.test(script))).toEqual([]);
  });
}

test('the explorer chunk is the one the API Explorer page loads', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await gotoHydrated(page, explorerPath);
  await waitForExplorer(page);
  expect(scripts.filter((script) => EXPLORER_CHUNK.test(script))).toHaveLength(1);
});

test('a new request in the hash, from a link on the page or the address bar, opens in the explorer', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, explorerPath);
  await waitForExplorer(page);
  // The page's own examples have "Try it" links too; following one changes only the hash.
  const example = page.locator('.theme-code-block').filter({ hasText: 'query ApparelProducts' }).first();
  await example
    .locator('xpath=following-sibling::*[1]')
    .getByRole('link', { name: /^Try it/ })
    .click();
  await expect.poll(() => editorText(page, 'query')).toContain('query ApparelProducts');
  await expect(page.getByRole('region', { name: 'API explorer' })).toBeInViewport();

  await page.evaluate((hash) => (window.location.hash = hash), new URLSearchParams({ query: toteQuery }).toString());
  await expect.poll(() => editorText(page, 'query')).toBe(toteQuery);
  // A heading anchor is not a request: the explorer keeps what it has.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // The explorer reads the hash on hashchange; a rendered frame after it has nothing left to change.
        window.addEventListener('hashchange', () => requestAnimationFrame(() => setTimeout(resolve, 0)), {
          once: true,
        });
        window.location.hash = 'variables';
      }),
  );
  expect(await editorText(page, 'query')).toBe(toteQuery);
  expect(consoleErrors).toEqual([]);
});

test('at 1280 px the query editor shows every line of the default query whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, explorerPath);
  await waitForExplorer(page);
  const fits = await page
    .locator(editorSelectors.query)
    .first()
    .evaluate((element) => {
      const info = (
        element as HTMLElement & { CodeMirror: { getScrollInfo(): { width: number; clientWidth: number } } }
      ).CodeMirror.getScrollInfo();
      return info.width <= info.clientWidth;
    });
  expect(fits).toBe(true);
});

test('on a phone the explorer runs to the screen edges and the query editor takes most of the width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, explorerPath);
  await waitForExplorer(page);
  const frame = (await page.locator('[data-api-explorer]').boundingBox())!;
  expect(frame.x).toBe(0);
  expect(frame.width).toBe(390);
  const editor = (await page.locator('.graphiql-query-editor').boundingBox())!;
  expect(editor.width).toBeGreaterThan(390 * 0.85);
});
