import { expect, gotoHydrated, scriptsLoadedBy, test } from './fixtures';

const page1 = '/docs/schema/spec';
const toggleName = /Switch between dark and light mode/;

test('a diagram is in the HTML as SVG, before any script runs', async ({ request }) => {
  const html = await (await request.get(page1)).text();
  expect(html).toMatch(/<svg id="?diagram-[0-9a-f]{16}-light"?/);
  expect(html).toContain('Editable file');
});

test('the diagram follows the colour mode, with no console errors', async ({ page, consoleErrors }) => {
  await gotoHydrated(page, page1);
  const diagram = page.locator('.docusaurus-mermaid-container').first();
  const light = diagram.locator('svg[id$="-light"]');
  const dark = diagram.locator('svg[id$="-dark"]');
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  await expect(light.getByText('Deploy', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: toggleName }).click();
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('on a phone the diagram fits the content column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, page1);
  const svg = page.locator('.docusaurus-mermaid-container svg[id$="-light"]').first();
  const article = page.locator('article').first();
  const [svgBox, articleBox] = [await svg.boundingBox(), await article.boundingBox()];
  expect(svgBox!.width).toBeGreaterThan(100);
  expect(svgBox!.x + svgBox!.width).toBeLessThanOrEqual(articleBox!.x + articleBox!.width + 1);
});

test('a page with a diagram loads no diagram library', async ({ page }) => {
  const bodies = await scriptsLoadedBy(page, page1);
  expect(bodies.length).toBeGreaterThan(0);
  // `securityLevel` is a Mermaid setting; only the library itself spells it.
  for (const body of bodies) expect(body).not.toContain('securityLevel');
});
