import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect, gotoHydrated } from './fixtures';
import { EXTERNAL_LINKS } from '../../src/config/links';
import { DESKTOP_BREAKPOINT_PX, SITE } from '../../src/config/site';

const base = SITE.baseUrl;

test('the navbar links every area in the spec order', async ({ page }) => {
  await gotoHydrated(page, `${base}get-started/quickstart`);
  const navbar = page.locator('nav.navbar');
  const expected: [string, string][] = [
    ['Quickstart', `${base}get-started/quickstart`],
    ['API', `${base}api/api-explorer`],
    ['Data', `${base}data/intro`],
    ['Schema', `${base}schema/intro`],
    ['Services', `${base}services/intro`],
    ['Guides', `${base}guides`],
    ['Changelog', EXTERNAL_LINKS.changelog],
    ['Help', `${base}get-started/help`],
    ['Marketing Site', EXTERNAL_LINKS.marketing],
  ];
  for (const [label, href] of expected) {
    await expect(navbar.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  const left = navbar.locator('.navbar__items:not(.navbar__items--right) .navbar__link:visible');
  await expect(left).toHaveText(['Quickstart', 'API', 'Data', 'Schema', 'Services']);
  const right = navbar.locator('.navbar__items--right .navbar__link:visible');
  await expect(right).toHaveText(['Guides', 'Changelog', 'Help', 'Marketing Site']);
});

test('clicking a navbar item navigates without a full reload', async ({ page }) => {
  await gotoHydrated(page, `${base}get-started/quickstart`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('nav.navbar').getByRole('link', { name: 'Data', exact: true }).click();
  await expect(page).toHaveURL(`${base}data/intro`);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the footer has the About, Users, Community and Legal groups', async ({ page }) => {
  await gotoHydrated(page, `${base}get-started/quickstart`);
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['About', 'Users', 'Community', 'Legal']);
  await expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', EXTERNAL_LINKS.login);
  await expect(footer.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', EXTERNAL_LINKS.signup);
  for (const label of ['Cookie policy', 'Privacy policy', 'Terms']) {
    await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', /^https:\/\//);
  }
});

test('the sidebar shows every area and marks the current page', async ({ page }) => {
  await gotoHydrated(page, `${base}get-started/auth`);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  for (const area of ['Get started', 'API', 'Data', 'Schema', 'Services', 'AI', 'Import & export']) {
    await expect(sidebar.getByText(area, { exact: true }).first()).toBeVisible();
  }
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', `${base}get-started/auth`);
});

test('the mobile sidebar opens at 996 px and closes when the window widens past it', async ({ page }) => {
  await page.setViewportSize({ width: DESKTOP_BREAKPOINT_PX, height: 900 });
  await gotoHydrated(page, `${base}get-started/quickstart`);
  await expect(page.locator('nav.navbar').getByRole('link', { name: 'API', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const mobileSidebar = page.locator('.navbar-sidebar');
  await expect(mobileSidebar).toBeVisible();
  await expect(mobileSidebar.getByText('Get started', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: DESKTOP_BREAKPOINT_PX + 1, height: 900 });
  await expect(mobileSidebar).toBeHidden();
  await expect(page.locator('nav.navbar').getByRole('link', { name: 'API', exact: true })).toBeVisible();
});

test('the mobile sidebar closes on back navigation', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await gotoHydrated(page, `${base}get-started/quickstart`);
  await page.locator('article .markdown p a[href^="/docs/"]').first().click();
  await expect(page).not.toHaveURL(/quickstart$/);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.goBack();
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
});

test('the navbar hides while scrolling down and comes back when scrolling up', async ({ page }) => {
  await gotoHydrated(page, `${base}api/where-filter`);
  const navbar = page.locator('nav.navbar');
  const top = async () => (await navbar.boundingBox())?.y ?? 0;
  await page.mouse.move(640, 500);
  // The theme hides the navbar when a scroll continues downward from a position below the top.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.mouse.wheel(0, 800);
  await expect.poll(top).toBeLessThan(0);
  await page.mouse.wheel(0, -400);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
});

test('links in view prefetch the files of the pages they open, each file once', async ({ page }) => {
  await gotoHydrated(page, `${base}schema/spec`);
  await page.waitForLoadState('networkidle');
  const hrefs = await page.$$eval('link[rel="prefetch"]', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(hrefs.filter((href) => /\/assets\/js\/[^/]+\.js$/.test(href)).length).toBeGreaterThan(5);
  // Before, routes sharing chunks made one page add ~350 prefetch links for ~25 files.
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test('the sidebar lists every provider page under Services, Providers', async ({ page }) => {
  const providerFiles = readdirSync(path.join(__dirname, '../../docs/services/providers')).filter((file) =>
    /\.mdx?$/.test(file),
  );
  await gotoHydrated(page, `${base}services/providers/stripe`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const links = sidebar.locator(
    "xpath=//li[contains(@class, 'menu__list-item')][div/a[normalize-space() = 'Providers']]/ul//a[contains(@class, 'menu__link')]",
  );
  await expect(links).toHaveCount(providerFiles.length);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs.sort()).toEqual(
    providerFiles.map((file) => `${base}services/providers/${file.replace(/\.mdx?$/, '')}`).sort(),
  );
});
