import { test, expect, gotoHydrated } from './fixtures';
import { ANNOUNCEMENT_BAR } from '../../src/config/announcement';
import { SITE } from '../../src/config/site';

const page1 = `${SITE.baseUrl}get-started/quickstart`;
const toggleName = /Switch between dark and light mode/;

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('starts light even when the OS prefers dark', async ({ page }) => {
    await gotoHydrated(page, page1);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the switch toggles dark mode, which persists across reloads and pages', async ({ page }) => {
    await gotoHydrated(page, page1);
    await page.getByRole('button', { name: toggleName }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // A reload can read storage before Chromium has committed the write: wait until another page of the context
    // sees it.
    const witness = await page.context().newPage();
    await witness.goto(page1);
    await expect.poll(() => witness.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await witness.close();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await gotoHydrated(page, `${SITE.baseUrl}data/intro`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a change in one tab reaches the other', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, page1);
    await gotoHydrated(second, `${SITE.baseUrl}data/intro`);
    await first.getByRole('button', { name: toggleName }).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('clearing storage returns to the default', async ({ page }) => {
    await gotoHydrated(page, page1);
    await page.getByRole('button', { name: toggleName }).click();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the logo switches to its dark variant', async ({ page }) => {
    await gotoHydrated(page, page1);
    await page.getByRole('button', { name: toggleName }).click();
    await expect(page.locator('.navbar__logo img:visible')).toHaveAttribute('src', /logo-dark\.svg$/);
  });
});

test.describe('announcement bar', () => {
  test('shows, closes, and stays closed after a reload', async ({ page }) => {
    await gotoHydrated(page, page1);
    const bar = page.getByRole('banner').filter({ hasText: 'New in the docs' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('banner').filter({ hasText: 'New in the docs' })).toHaveCount(0);
  });

  test('a new announcement id shows the bar again', async ({ page }) => {
    await gotoHydrated(page, page1);
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('banner').filter({ hasText: 'New in the docs' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(ANNOUNCEMENT_BAR.id);
  });
});
