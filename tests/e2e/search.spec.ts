import { test, expect, gotoHydrated, scriptsLoadedBy } from './fixtures';
import { SITE } from '../../src/config/site';

const searchPage = `${SITE.baseUrl}search`;

test('typing in the search bar suggests pages, and a suggestion opens the page', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  await page.locator('nav.navbar').getByPlaceholder('Search').fill('webhooks');
  const suggestions = page.getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole('listbox')).toContainText(/webhook/i);
  await suggestions.first().click();
  await expect(page).toHaveURL(/_highlight=webhooks/);
  await expect(page.locator('article mark').first()).toBeVisible();
});

test('mod+k focuses the search bar', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  await page.keyboard.press('Control+k');
  await expect(page.locator('nav.navbar').getByPlaceholder('Search')).toBeFocused();
});

test('the search page lists results for q', async ({ page }) => {
  await gotoHydrated(page, `${searchPage}?q=api%20keys`);
  await expect(page.locator('h1')).toHaveText('Search results for "api keys"');
  const results = page.locator('#__docusaurus_skipToContent_fallback article');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  await expect(results.first().getByRole('link')).toHaveText(/API keys/i);
  await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText(/documents? found/);
});

test('a query that matches nothing says "No results"', async ({ page }) => {
  await gotoHydrated(page, `${searchPage}?q=zqxjvkw`);
  await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText('No results');
});

test('the search bar says "No results" when nothing matches', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  await page.locator('nav.navbar').getByPlaceholder('Search').fill('zqxjvkw');
  await expect(page.getByRole('listbox')).toContainText('No results');
});

test('a _highlight link marks the terms on the target page', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}api/webhooks?_highlight=secret`);
  await expect(page.locator('article mark').first()).toHaveText(/secret/i);
});

// `data-markjs` is the attribute mark.js sets on its marks; only the library itself spells it.
test('the highlighter loads only for a page opened with terms to mark', async ({ page }) => {
  const plain = await scriptsLoadedBy(page, `${SITE.baseUrl}api/webhooks`);
  expect(plain.length).toBeGreaterThan(0);
  for (const body of plain) expect(body).not.toContain('data-markjs');
  const highlighted = await scriptsLoadedBy(page, `${SITE.baseUrl}api/webhooks?_highlight=secret`);
  expect(highlighted.some((body) => body.includes('data-markjs'))).toBe(true);
});

test('a highlighter that fails to load leaves the page working, unmarked and free of errors', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const highlighted = `${SITE.baseUrl}api/webhooks?_highlight=secret`;
  const probe = await browser.newPage();
  const markChunks: string[] = [];
  probe.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text()).includes('data-markjs'))
      markChunks.push(response.url());
  });
  await gotoHydrated(probe, highlighted);
  await expect.poll(() => markChunks.length).toBe(1);
  await probe.close();
  await page.route(markChunks[0], (route) => route.abort());
  await gotoHydrated(page, highlighted);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1')).toHaveText('Webhooks');
  await expect(page.locator('article mark')).toHaveCount(0);
  expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
});

test('searching again from a highlighted page marks only the new terms', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}api/webhooks?_highlight=secret`);
  await expect(page.locator('article mark').first()).toHaveText(/secret/i);
  await page.locator('nav.navbar').getByPlaceholder('Search').fill('webhooks');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /webhooks/i })
    .first()
    .click();
  await expect(page).toHaveURL(/_highlight=webhooks/);
  await expect(page.locator('article mark').first()).toHaveText(/webhooks?/i);
  await expect(page.locator('article mark', { hasText: /^secret$/i })).toHaveCount(0);
});

const hostile = '<img src=x onerror="window.__pwned=1">"><script>window.__pwned=2</script>';

test('a hostile q is shown as text and never runs', async ({ page }) => {
  await gotoHydrated(page, `${searchPage}?q=${encodeURIComponent(hostile)}`);
  await expect(page.locator('h1')).toContainText('<img src=x');
  await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText('No results');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});

test('a hostile _highlight is never executed', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}api/webhooks?_highlight=${encodeURIComponent(hostile)}`);
  await expect(page.locator('h1')).toHaveText('Webhooks');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('article img[src="x"]')).toHaveCount(0);
});

test('the search index loads only once the search box is hovered or focused', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/search-index.*\.json/.test(request.url())) indexRequests.push(request.url());
  });
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await page.locator('nav.navbar').getByPlaceholder('Search').focus();
  await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  expect(indexRequests[0]).toMatch(/search-index-[0-9a-f]+\.json/);
});
