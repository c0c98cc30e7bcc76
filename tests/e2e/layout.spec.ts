import { test, expect, gotoHydrated } from './fixtures';
import { LAPTOP_WIDTHS, layoutProblems, resizeTo } from './layout';
import { SITE } from '../../src/config/site';

const NAVBAR_LABELS = [
  'Quickstart',
  'API',
  'Data',
  'Schema',
  'Services',
  'Guides',
  'Changelog',
  'Help',
  'Marketing Site',
];

test(`at ${LAPTOP_WIDTHS.join(', ')} px no navbar item overlaps another, and all nine are one click away`, async ({
  page,
}) => {
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  const navbar = page.locator('.navbar__inner');
  for (const width of LAPTOP_WIDTHS) {
    await resizeTo(page, width);
    expect(await layoutProblems(page), `${width} px`).toEqual([]);
    const more = navbar.getByRole('button', { name: 'More' });
    for (const label of NAVBAR_LABELS) {
      const item = navbar.getByRole('link', { name: label, exact: true });
      if (await item.isVisible()) continue;
      await more.hover();
      await expect(item, `${label} at ${width} px`).toBeVisible();
      await page.mouse.move(0, 400);
      // The menu fades out after the pointer leaves; measured before it has gone, it lies over Guides and Help.
      await expect(navbar.locator('.dropdown__menu')).toBeHidden();
    }
  }
});

/** Every 80 px from 320 to 1,920, and both sides of the two widths where the navbar changes. */
const SCANNED_WIDTHS = [...Array.from({ length: 21 }, (_, step) => 320 + step * 80), 996, 997, 1279, 1280];

test('from 320 to 1,920 px the navbar never overlaps itself and the brand stays whole, in both colour modes', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, `${SITE.baseUrl}get-started/quickstart`);
  for (const mode of ['light', 'dark']) {
    if (mode === 'dark') {
      await resizeTo(page, 1280);
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Away from where "More" appears at 1,279 px, which would open its menu over the items.
      await page.mouse.move(0, 400);
    }
    for (const width of SCANNED_WIDTHS) {
      await resizeTo(page, width);
      expect(await layoutProblems(page, { navbarOnly: true }), `${width} px, ${mode} mode`).toEqual([]);
    }
  }
});

test('on a 390 px phone a table wider than the page takes keyboard focus with a ring, and the arrow keys scroll it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, `${SITE.baseUrl}api/where-filter`);
  // Keyboard alone, from the top of the page: Tab until the first focused table.
  let reached = false;
  for (let press = 0; press < 100 && !reached; press += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.matches('article .markdown table') ?? false);
  }
  expect(reached, 'no table is reached with Tab').toBe(true);
  const focused = page.locator('article .markdown table:focus');
  expect(await focused.evaluate((table) => table.scrollWidth > table.clientWidth), 'the table fits the screen').toBe(
    true,
  );
  expect(await focused.evaluate((table) => getComputedStyle(table).outlineStyle)).not.toBe('none');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focused.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
