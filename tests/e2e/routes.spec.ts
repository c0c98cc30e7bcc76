import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, publishedPaths } from './fixtures';
import { ROUTES, SITE } from '../../src/config/site';

const paths = publishedPaths();

/** The text of the doc at `route`, read in a second tab. */
async function markdownTextAt(page: Page, route: string): Promise<string> {
  const other = await page.context().newPage();
  await gotoHydrated(other, `${SITE.baseUrl}${route}`);
  const text = await other.locator('.theme-doc-markdown').innerText();
  await other.close();
  return text;
}

test('the sitemap lists the docs and the guides', () => {
  expect(paths.filter((p) => p.startsWith(`${SITE.baseUrl}guides/`)).length).toBeGreaterThan(0);
  expect(paths).toContain(`${SITE.baseUrl}${ROUTES.quickstart}`);
});

const quickstartUrl = `${SITE.url}${SITE.baseUrl}${ROUTES.quickstart}`;

test('the docs root shows the quickstart itself, with the quickstart as its canonical URL', async ({ page }) => {
  const html = await (await page.request.get(SITE.baseUrl)).text();
  expect(html).toContain('<h1>Quickstart');
  expect(html).not.toMatch(/http-equiv="?refresh/i);
  await gotoHydrated(page, SITE.baseUrl);
  await expect(page).toHaveURL(SITE.baseUrl);
  await expect(page.locator('h1')).toHaveText('Quickstart');
  expect(await page.locator('.theme-doc-markdown').innerText()).toBe(await markdownTextAt(page, ROUTES.quickstart));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', quickstartUrl);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
});

test('/docs/index.html shows the quickstart at the docs root', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}index.html`);
  await expect(page).toHaveURL(SITE.baseUrl);
  await expect(page.locator('h1')).toHaveText('Quickstart');
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto(`${SITE.baseUrl}no/such/page`);
  expect(response?.status()).toBe(404);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('nav.navbar')).toBeVisible();
});

test('a page title reads "Page | Site"', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}get-started/branches`);
  await expect(page).toHaveTitle(`Branches | ${SITE.title}`);
});

test('breadcrumbs lead back through the category', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}data/modeling`);
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs).toContainText('Data');
  await expect(breadcrumbs.getByRole('link', { name: 'Data' })).toHaveAttribute('href', `${SITE.baseUrl}data/intro`);
});

test('headings below h1 carry a "Direct link to" anchor and the TOC lists them', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  const firstH2 = page.locator('article h2').first();
  const text = await firstH2.evaluate((heading) => heading.firstChild?.textContent ?? '');
  await expect(firstH2.locator('a.hash-link')).toHaveAttribute('title', `Direct link to ${text}`);
  await expect(page.locator('h1 a.hash-link')).toHaveCount(0);
  await expect(page.locator('.table-of-contents').getByRole('link', { name: text })).toBeVisible();
});
