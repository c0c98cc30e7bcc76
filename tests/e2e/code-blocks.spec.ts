import type { Locator, Page } from '@playwright/test';
import { CODE_THEMES } from '../../src/config/codeThemes';
import { expect, gotoHydrated, scriptsLoadedBy, test } from './fixtures';

const quickstart = '/docs/get-started/quickstart';
const graphqlBlock = (page: Page) =>
  page.locator('.theme-code-block.language-graphql').filter({ hasText: 'getProductList(size: 10)' }).first();

/** `rgb(r, g, b)` of a theme colour written as hex or rgb(). */
function rgb(color: string): string {
  if (!color.startsWith('#')) return color.replace(/\s+/g, '').replace(/,/g, ', ');
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const keywordColor = (mode: 'light' | 'dark') =>
  rgb(CODE_THEMES[mode].styles.find((style) => style.types.includes('keyword'))!.style.color!);

test('code arrives highlighted in the HTML, before any script runs', async ({ request }) => {
  const html = await (await request.get(quickstart)).text();
  expect(html).toMatch(/<span class="token keyword">query<\/span>/);
  expect(html).toContain('>list-products.mjs</div>');
});

test('no script a doc page loads carries a syntax highlighter', async ({ page }) => {
  const bodies = await scriptsLoadedBy(page, quickstart);
  expect(bodies.length).toBeGreaterThan(0);
  // Every Prism grammar has `lookbehind` patterns; the property name survives minification.
  for (const body of bodies) expect(body).not.toContain('lookbehind');
});

test('token colours follow the colour mode', async ({ page, consoleErrors }) => {
  await gotoHydrated(page, quickstart);
  const keyword = graphqlBlock(page).locator('.token.keyword').first();
  await expect(keyword).toHaveCSS('color', keywordColor('light'));
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(keyword).toHaveCSS('color', keywordColor('dark'));
  await expect(graphqlBlock(page)).toHaveCSS('background-color', rgb(CODE_THEMES.dark.plain.backgroundColor as string));
  expect(consoleErrors).toEqual([]);
});

test('the copy button copies the code exactly as shown', async ({ page, context, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, quickstart);
  const block = graphqlBlock(page);
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await block.locator('code').textContent());
  expect(copied).toMatch(/^query \{\n {2}getProductList\(size: 10\) \{\n/);
  expect(copied.endsWith('}')).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('on a narrow screen a wide block can be wrapped and unwrapped', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, quickstart);
  const block = page.locator('.theme-code-block.language-bash').filter({ hasText: 'curl -X POST' }).first();
  const code = block.locator('code');
  const scrolls = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  expect(await scrolls()).toBe(true);
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await scrolls()).toBe(false);
  await wrap.click();
  await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  const wideBlock = (page: Page) =>
    page.locator('.theme-code-block.language-bash').filter({ hasText: 'curl -X POST' }).first();

  /**
   * How far the colour two pixels inside one edge of a code block, in its bottom padding (no text there), is from the
   * block's background colour: the largest difference of one channel, 0 to 255.
   */
  async function edgeShade(page: Page, pre: Locator, side: 'left' | 'right'): Promise<number> {
    const box = (await pre.boundingBox())!;
    const x = side === 'left' ? box.x + 2 : box.x + box.width - 3;
    const shot = await page.screenshot({ clip: { x, y: box.y + box.height - 10, width: 1, height: 1 } });
    const pixel = await page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
    }, shot.toString('base64'));
    const background = (await pre.evaluate((element) => getComputedStyle(element).backgroundColor))
      .match(/\d+/g)!
      .slice(0, 3)
      .map(Number);
    return Math.max(...pixel.map((channel, index) => Math.abs(channel - background[index])));
  }

  test('the copy button shows without a tap', async ({ page }) => {
    await gotoHydrated(page, quickstart);
    await expect(graphqlBlock(page).getByRole('button', { name: 'Copy code to clipboard' })).toHaveCSS('opacity', '1');
  });

  test('a line wider than the block shades the edge it runs past, until it is scrolled to that end', async ({
    page,
  }) => {
    await gotoHydrated(page, quickstart);
    const pre = wideBlock(page).locator('pre');
    await pre.scrollIntoViewIfNeeded();
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await edgeShade(page, pre, 'right')).toBeGreaterThan(20);
    expect(await edgeShade(page, pre, 'left')).toBeLessThan(4);
    await pre.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          element.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
          element.scrollLeft = element.scrollWidth;
        }),
    );
    expect(await edgeShade(page, pre, 'right')).toBeLessThan(4);
    expect(await edgeShade(page, pre, 'left')).toBeGreaterThan(20);
  });
});
