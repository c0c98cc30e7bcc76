import { test, expect, gotoHydrated } from './fixtures';
import { SITE } from '../../src/config/site';

interface PageView {
  event: string;
  path: string;
  title: string;
  app: { name: string; namespace: string; version: string; build: string };
}

const pageViews = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: PageView[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'),
  );

/** Resolves once a route change's page view would have been pushed: the module waits a frame, then a task. */
const afterPageViewWouldBeSent = (page: import('@playwright/test').Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

test('a page view with the app context is pushed on load and after client-side navigation', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  await page.locator('nav.navbar').getByRole('link', { name: 'Schema', exact: true }).click();
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(async () => (await pageViews(page)).length).toBe(2);
  const [first, second] = await pageViews(page);
  expect(first.path).toBe(`${SITE.baseUrl}get-started/quickstart`);
  expect(second.path).toBe(`${SITE.baseUrl}schema/intro`);
  expect(second.title).toContain(await page.locator('h1').innerText());
  expect(second.app).toMatchObject({ name: 'takeshape-docs', namespace: 'docs', version: SITE.version });
  expect(second.app.build).toMatch(/^[0-9a-f]{7,}$|^unknown$/);
});

test('no beacon is sent when no endpoint is configured, and no cookie is set', async ({ page, context }) => {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'ping' || request.method() === 'POST') beacons.push(request.url());
  });
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  await page.locator('nav.navbar').getByRole('link', { name: 'Data', exact: true }).click();
  await expect.poll(async () => (await pageViews(page)).length).toBe(2);
  expect(beacons).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test('a hash change on the same page is not a new page view', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  await page.locator('.table-of-contents a').first().click();
  await expect(page).toHaveURL(/#/);
  await afterPageViewWouldBeSent(page);
  expect((await pageViews(page)).length).toBe(1);
});
