import { test, expect, gotoHydrated } from './fixtures';
import { SITE } from '../../src/config/site';

const quickstart = `${SITE.baseUrl}get-started/quickstart`;

test.describe('without browser storage', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('pages render, navigate, and the colour switch works for the visit', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await gotoHydrated(page, quickstart);
    await expect(page.locator('h1')).toHaveText('Quickstart');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('nav.navbar').getByRole('link', { name: 'Data', exact: true }).click();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('banner').filter({ hasText: 'New in the docs' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('when the next page code fails to load, the browser loads that page in full', async ({ page }) => {
  await gotoHydrated(page, quickstart);
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.locator('nav.navbar').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(`${SITE.baseUrl}services/intro`);
  await expect(page.locator('h1')).toHaveText('Services');
});

test('the wrong-baseUrl banner explains a site served from the wrong path', async ({ page }) => {
  const html = await (await page.request.get(SITE.baseUrl)).text();
  await page.route('**/elsewhere/', (route) => route.fulfill({ body: html, contentType: 'text/html' }));
  // Under a wrong baseUrl the site's scripts are not found, which is what shows the banner.
  await page.route('**/assets/js/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/elsewhere/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toContainText('did not load properly');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/elsewhere/');
});
