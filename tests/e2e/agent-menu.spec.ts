import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated, runAxe } from './fixtures';
import { SITE } from '../../src/config/site';

const docPath = `${SITE.baseUrl}api/webhooks`;
const guidePath = `${SITE.baseUrl}guides/nextjs-blog-part-1`;
const guidesListPath = `${SITE.baseUrl}guides`;
const menuItemNames = [
  'Copy page as Markdown',
  'View as Markdown',
  'Open in ChatGPT',
  'Open in Claude',
  'Add to Cursor',
  'Add to VS Code',
  'Copy claude mcp add command',
];
const lastItem = menuItemNames[menuItemNames.length - 1];
const mcpUrl = `${SITE.url}${SITE.baseUrl}mcp`;

const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page', exact: true });
const feedback = (page: Page) => page.getByRole('group', { name: 'Was this page helpful?' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const hasFocusRing = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });

function promptOf(href: string | null): string | null {
  return new URL(href ?? '').searchParams.get('q');
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await runAxe(page);
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

test('the menu opens from the keyboard, arrows move through its items and Escape returns focus', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, docPath);
  const trigger = copyButton(page);
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  const menu = page.getByRole('menu');
  await expect(menu).toBeHidden();

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText(menuItemNames);
  expect(await focusedText(page)).toBe('Copy page as Markdown');
  expect(await hasFocusRing(menu.getByRole('menuitem').first())).toBe(true);
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe('View as Markdown');
  await page.keyboard.press('End');
  expect(await focusedText(page)).toBe(lastItem);
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe('Copy page as Markdown');
  await page.keyboard.press('ArrowUp');
  expect(await focusedText(page)).toBe(lastItem);
  await page.keyboard.press('Home');
  expect(await focusedText(page)).toBe('Copy page as Markdown');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(await hasFocusRing(trigger)).toBe(true);

  await page.keyboard.press('ArrowUp');
  await expect(menu).toBeVisible();
  expect(await focusedText(page)).toBe(lastItem);
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();

  await trigger.click();
  await expect(menu).toBeVisible();
  await page.locator('article h1').click();
  await expect(menu).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('"Copy page as Markdown" puts the page\'s Markdown export in the clipboard', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, docPath);
  const exported = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  }, `${docPath}.md`);
  expect(exported.status, `${docPath}.md is not in the build`).toBe(200);
  expect(exported.type).not.toMatch(/html/);
  expect(exported.text).toMatch(/^---\n/);
  expect(exported.text).toContain('# Webhooks');

  const trigger = copyButton(page);
  const sizeBefore = await trigger.boundingBox();
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown.' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exported.text);
  const sizeCopied = await page.getByRole('button', { name: 'Copied', exact: true }).boundingBox();
  expect([sizeCopied?.width, sizeCopied?.height]).toEqual([sizeBefore?.width, sizeBefore?.height]);
  await expect(copyButton(page)).toBeVisible({ timeout: 3_000 });
  expect(consoleErrors).toEqual([]);
});

test('a failed copy shows a short error and throws nothing', async ({ page }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.route(`**${docPath}.md`, (route) => route.abort());
  await gotoHydrated(page, docPath);
  await copyButton(page).click();
  await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('button', { name: 'Copy failed', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Could not copy the page.' })).toBeAttached();
  expect(uncaught).toEqual([]);
});

for (const pagePath of [docPath, guidePath]) {
  test(`the menu links of ${pagePath} point at its Markdown`, async ({ page }) => {
    await gotoHydrated(page, pagePath);
    await copyButton(page).click();
    const markdownUrl = `${SITE.url}${pagePath}.md`;
    const prompt = `Read ${markdownUrl} and answer my questions about it.`;

    const view = page.getByRole('menuitem', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', `${pagePath}.md`);
    expect((await page.request.get(`${pagePath}.md`)).status()).toBe(200);

    for (const [name, origin, pathname] of [
      ['Open in ChatGPT', 'https://chatgpt.com', '/'],
      ['Open in Claude', 'https://claude.ai', '/new'],
    ]) {
      const link = page.getByRole('menuitem', { name });
      const href = await link.getAttribute('href');
      const url = new URL(href ?? '');
      expect([url.origin, url.pathname]).toEqual([origin, pathname]);
      expect(href).not.toContain(' ');
      expect(promptOf(href)).toBe(prompt);
      await expect(link).toHaveAttribute('target', '_blank');
      expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    }
  });
}

test('"Connect to your editor" installs the docs MCP server in Cursor or VS Code, or copies the Claude Code command', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, docPath);
  await copyButton(page).click();
  const group = page.getByRole('menu').getByRole('group', { name: 'Connect to your editor' });
  await expect(group.getByRole('menuitem')).toHaveText([
    'Add to Cursor',
    'Add to VS Code',
    'Copy claude mcp add command',
  ]);

  const cursor = new URL((await group.getByRole('menuitem', { name: 'Add to Cursor' }).getAttribute('href')) ?? '');
  expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe('cursor://anysphere.cursor-deeplink/mcp/install');
  expect(cursor.searchParams.get('name')).toBe('takeshape-docs');
  expect(JSON.parse(Buffer.from(cursor.searchParams.get('config') ?? '', 'base64').toString('utf8'))).toEqual({
    url: mcpUrl,
  });

  const vsCode = (await group.getByRole('menuitem', { name: 'Add to VS Code' }).getAttribute('href')) ?? '';
  expect(vsCode.startsWith('vscode:mcp/install?')).toBe(true);
  expect(JSON.parse(decodeURIComponent(vsCode.slice('vscode:mcp/install?'.length)))).toEqual({
    name: 'takeshape-docs',
    type: 'http',
    url: mcpUrl,
  });
  for (const name of ['Add to Cursor', 'Add to VS Code']) {
    await expect(group.getByRole('menuitem', { name })).toHaveAttribute('target', '_self');
  }

  await group.getByRole('menuitem', { name: 'Copy claude mcp add command' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the claude mcp add command.' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `claude mcp add --transport http takeshape-docs ${mcpUrl}`,
  );
  expect(consoleErrors).toEqual([]);
});

test('the MCP endpoint the menu names answers an MCP initialize from the served build', async ({ request }) => {
  const response = await request.post(`${SITE.baseUrl}mcp`, {
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'e2e', version: '1.0.0' } },
    },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).result.serverInfo.name).toBe('takeshape-docs');
});

test('the feedback widget pushes page_feedback, thanks the reader and sends no request', async ({ page }) => {
  await gotoHydrated(page, docPath);
  const widget = feedback(page);
  await widget.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // What the widget could send with; the router's prefetch of linked pages (resource type "other") is not the widget's.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'ping', 'image'].includes(request.resourceType()) || request.method() !== 'GET') {
      requests.push(`${request.resourceType()} ${request.method()} ${request.url()}`);
    }
  });

  await widget.getByRole('button', { name: 'Yes' }).click();
  await expect(widget.getByRole('status')).toHaveText('Thanks for the feedback.');
  await expect(widget.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await expect(widget.getByRole('button', { name: 'No' })).toBeDisabled();
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'page_feedback',
    ),
  );
  expect(events).toEqual([{ event: 'page_feedback', path: docPath, answer: 'yes' }]);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(new RegExp(`${docPath}$`));
  await expect(feedback(page).getByRole('button', { name: 'No' })).toBeEnabled();
  await expect(feedback(page).getByRole('status')).toHaveText('');
});

test('a guide has the menu and the widget; the guides list has neither', async ({ page }) => {
  await gotoHydrated(page, guidePath);
  await expect(copyButton(page)).toHaveCount(1);
  await expect(feedback(page)).toHaveCount(1);
  await feedback(page).getByRole('button', { name: 'No' }).click();
  await feedback(page).getByRole('button', { name: 'Send' }).click();
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'page_feedback',
    ),
  );
  expect(events).toEqual([{ event: 'page_feedback', path: guidePath, answer: 'no' }]);

  await gotoHydrated(page, guidesListPath);
  await expect(page.locator('article').first()).toBeVisible();
  await expect(copyButton(page)).toHaveCount(0);
  await expect(feedback(page)).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`the button is visible inside the viewport in both colour modes at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const pagePath of [docPath, guidePath]) {
      await gotoHydrated(page, pagePath);
      for (const mode of ['light', 'dark']) {
        // The colour switch hides in the mobile menu; the stored choice sets the mode at every width.
        await page.evaluate((stored) => localStorage.setItem('theme', stored), mode);
        await gotoHydrated(page, pagePath);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const trigger = copyButton(page);
        await expect(trigger).toBeVisible();
        const box = await trigger.boundingBox();
        expect(box, `${pagePath} ${mode}`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        const colours = await trigger.evaluate((element) => {
          const style = getComputedStyle(element);
          return { text: style.color, border: style.borderTopColor, background: style.backgroundColor };
        });
        expect(colours.text).not.toBe(colours.background);
        expect(colours.border).not.toBe(colours.background);
      }
    }
  });
}

for (const pagePath of [docPath, guidePath]) {
  test(`the button causes no layout shift on ${pagePath}`, async ({ page, browser }) => {
    const boxes = async (target: Page) => ({
      title: await target.locator('article h1').boundingBox(),
      button: await copyButton(target).boundingBox(),
      firstParagraph: await target.locator('article p').first().boundingBox(),
    });
    const serverRendered = await browser.newPage({ javaScriptEnabled: false, viewport: page.viewportSize() });
    await serverRendered.goto(pagePath);
    await expect(copyButton(serverRendered)).toBeVisible();
    const before = await boxes(serverRendered);
    await serverRendered.close();

    await gotoHydrated(page, pagePath);
    expect(await boxes(page)).toEqual(before);
  });
}

for (const pagePath of [docPath, guidePath]) {
  for (const mode of ['light', 'dark']) {
    test(`axe finds no violation in the open menu and the answered widget on ${pagePath}, ${mode} mode`, async ({
      page,
    }) => {
      // A full axe run on a long guide takes most of the default timeout on a busy machine.
      test.slow();
      // Stored before load, not switched: axe would otherwise measure colours mid-transition.
      await page.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
      await gotoHydrated(page, pagePath);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await feedback(page).getByRole('button', { name: 'Yes' }).click();
      await expect(feedback(page).getByRole('status')).toHaveText('Thanks for the feedback.');
      await copyButton(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
