import { test, expect, gotoHydrated } from './fixtures';
import { ROUTES, SITE } from '../../src/config/site';

// Static hosts and CDNs serve a page's index.html at its trailing-slash URL too, where our server redirects instead.
const pageTypes = {
  'docs page': 'api/webhooks',
  'MDX docs page': 'services/intro',
  'API explorer': 'api/api-explorer',
  'guides list': ROUTES.guidesBase,
  guide: `${ROUTES.guidesBase}/nextjs-blog-part-2`,
  'guides archive': `${ROUTES.guidesBase}/archive`,
  'guides tags': `${ROUTES.guidesBase}/tags`,
  'guides tag': `${ROUTES.guidesBase}/tags/nextjs`,
  'guides authors': `${ROUTES.guidesBase}/authors`,
  search: `${ROUTES.search}?q=webhook`,
};

for (const [type, route] of Object.entries(pageTypes)) {
  test(`a ${type} served at its trailing-slash URL keeps one main landmark, with no console error`, async ({
    page,
    consoleErrors,
  }) => {
    const [path, query = ''] = route.split('?');
    const clean = `${SITE.baseUrl}${path}`;
    const html = await (await page.request.get(clean)).text();
    await page.route(`**${clean}/${query ? `?${query}` : ''}`, (request) =>
      request.fulfill({ body: html, contentType: 'text/html' }),
    );
    await gotoHydrated(page, `${clean}/${query ? `?${query}` : ''}`);
    await expect(page).toHaveURL(new RegExp(`${clean}/`));
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
}

test('a docs page at its trailing-slash URL names its clean URL as canonical', async ({ page }) => {
  const clean = `${SITE.baseUrl}api/webhooks`;
  const html = await (await page.request.get(clean)).text();
  await page.route(`**${clean}/`, (request) => request.fulfill({ body: html, contentType: 'text/html' }));
  await gotoHydrated(page, `${clean}/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE.url}${clean}`);
});
