import { test, expect, gotoHydrated, scriptsLoadedBy } from './fixtures';
import { SITE } from '../../src/config/site';
import { readProviders } from '../../src/plugins/providerDirectory';

const directory = `${SITE.baseUrl}services/intro`;

test('the services directory lists every provider, grouped by category', async ({ page }) => {
  await gotoHydrated(page, directory);
  const cards = page.locator('main li').filter({ has: page.getByText('Auth:') });
  await expect(cards).toHaveCount(38);
  await expect(page.getByText('38 services', { exact: true })).toBeVisible();
  for (const group of ['Commerce', 'AI models', 'Identity', 'Generic connectors']) {
    await expect(page.getByRole('region', { name: group })).toBeVisible();
  }
});

test('typing in the filter narrows the cards, and clearing it brings them back', async ({ page }) => {
  await gotoHydrated(page, directory);
  const filter = page.getByLabel('Filter services');
  const cards = page.locator('main li').filter({ has: page.getByText('Auth:') });
  await filter.fill('reviews');
  await expect(page.getByRole('region', { name: 'Reviews and UGC' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Commerce' })).toHaveCount(0);
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(38);
  await expect(page.getByText(`${shown} of 38 services`)).toBeVisible();
  await filter.fill('shopify');
  await expect(cards.getByRole('link', { name: 'Shopify', exact: true })).toBeVisible();
  await filter.fill('zzzz');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No service matches “zzzz”.')).toBeVisible();
  await filter.fill('<img src=x onerror="window.__pwned=1">');
  await expect(page.getByText('No service matches “<img src=x onerror="window.__pwned=1">”.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await filter.fill('');
  await expect(cards).toHaveCount(38);
});

test('a card opens its provider page', async ({ page }) => {
  await gotoHydrated(page, directory);
  await page.getByLabel('Filter services').fill('stripe');
  await page.locator('main li').getByRole('link', { name: 'Stripe', exact: true }).click();
  await expect(page).toHaveURL(`${SITE.baseUrl}services/providers/stripe`);
  await expect(page.locator('h1')).toHaveText('Stripe');
});

test('the directory data ships with the services page only', async ({ page }) => {
  const { purpose } = readProviders(process.cwd())[0];
  const elsewhere = await scriptsLoadedBy(page, `${SITE.baseUrl}get-started/quickstart`);
  expect(elsewhere.length).toBeGreaterThan(0);
  for (const body of elsewhere) expect(body).not.toContain(purpose);
  const here = await scriptsLoadedBy(page, directory);
  expect(here.some((body) => body.includes(purpose))).toBe(true);
});
