import { test, expect, gotoHydrated } from './fixtures';
import { ALL_REDIRECTS, GONE_PATHS } from '../../src/config/redirects';
import { SITE } from '../../src/config/site';

const base = SITE.baseUrl.slice(0, -1);

for (const { from, to } of ALL_REDIRECTS) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(`${base}${from}`);
    await expect(page).toHaveURL(`${base}${to}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('h1')).not.toHaveText('Page Not Found');
  });
}

for (const gone of GONE_PATHS) {
  test(`obsolete ${gone} shows the not-found page`, async ({ page }) => {
    const response = await page.goto(`${base}${gone}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });
}

test('a legacy path with a trailing slash redirects too', async ({ page }) => {
  await page.goto(`${base}/webhooks/`);
  await expect(page).toHaveURL(`${base}/api/webhooks`);
});

test('/page.html lands on the clean path', async ({ page }) => {
  await page.goto(`${base}/get-started/branches.html`);
  await expect(page).toHaveURL(`${base}/get-started/branches`);
  await expect(page.locator('h1')).toHaveText('Branches');
});

test('/page/index.html lands on the clean path', async ({ page }) => {
  await gotoHydrated(page, `${base}/api/webhooks/index.html`);
  await expect(page).toHaveURL(`${base}/api/webhooks`);
  await expect(page.locator('h1')).toHaveText('Webhooks');
});

test('query and hash survive the .html clean-up', async ({ page }) => {
  await gotoHydrated(page, `${base}/api/webhooks/index.html?ref=old#top`);
  await expect(page).toHaveURL(`${base}/api/webhooks?ref=old#top`);
});
