import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, recordHydrationTime } from './fixtures';
import { SITE } from '../../src/config/site';

const STYLESHEET = /\/assets\/css\/styles\.[0-9a-f]+\.css$/;

/** Where the title, the first paragraph, the navbar and the sidebar or menu button are drawn. */
const boxesOf = (page: Page) =>
  page.evaluate(() =>
    ['article h1', 'article p', '.navbar__inner', '.theme-doc-sidebar-container, .navbar__toggle'].map((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round);
    }),
  );

for (const [width, mode] of [
  [412, 'dark'],
  [1280, 'light'],
] as const) {
  test(`at ${width} px in ${mode} mode a page is styled by its inline CSS: the stylesheet, held back until after hydration, moves nothing`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
    await page.addInitScript(() => {
      (window as unknown as { shifted: number }).shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifted: number }).shifted += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STYLESHEET, async (route) => {
      await held;
      await route.continue();
    });
    // Hydration is the moment this test needs: the stylesheet is fetched only once the page has hydrated.
    await page.goto(`${SITE.baseUrl}api/where-filter`, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.evaluate(() => Array.from(document.styleSheets).some((sheet) => sheet.href))).toBe(false);
    const before = await boxesOf(page);
    release();
    await page.waitForFunction(() =>
      Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/css/')),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await boxesOf(page)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
}

const QUICKSTART = `${SITE.baseUrl}get-started/quickstart`;

/**
 * Serves the quickstart in two parts, the second a second after the first (the navbar and sidebar, then the article),
 * as on a slow phone connection; every other file comes from the test server. `seen` gets each other path asked for,
 * and whether the article had been sent by then.
 */
async function quickstartInTwoParts(
  html: string,
  baseURL: string,
  seen: (path: string, articleSent: boolean) => void = () => undefined,
): Promise<{ url: string; close: () => void }> {
  const articleStart = html.indexOf('<article');
  let articleSent = false;
  const server = createServer((req, res) => {
    if (req.url === QUICKSTART) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, articleStart));
      setTimeout(() => {
        articleSent = true;
        res.end(html.slice(articleStart));
      }, 1000);
      return;
    }
    seen(req.url!, articleSent);
    void fetch(new URL(req.url!, baseURL)).then(async (upstream) => {
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${QUICKSTART}`,
    close: () => server.close(),
  };
}

test("on a slow connection a page's first frame already shows its title, its opening paragraph and its first section heading", async ({
  page,
  request,
  baseURL,
}) => {
  const server = await quickstartInTwoParts(await (await request.get(QUICKSTART)).text(), baseURL!);
  try {
    // A requestAnimationFrame callback runs just before a frame is drawn, so the first one sees what the first frame shows.
    await page.addInitScript(() =>
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: string[] }).firstFrame = ['article h1', 'article p', 'article h2'].filter(
          (selector) => document.querySelector(selector),
        );
      }),
    );
    await page.goto(server.url, { waitUntil: 'commit' });
    const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: string[] }).firstFrame);
    expect(await firstFrame.jsonValue()).toEqual(['article h1', 'article p', 'article h2']);
  } finally {
    server.close();
  }
});

test('on a slow connection the scripts are fetched once the article has arrived, and the page hydrates', async ({
  page,
  request,
  baseURL,
}) => {
  const scripts: { path: string; articleSent: boolean }[] = [];
  const server = await quickstartInTwoParts(
    await (await request.get(QUICKSTART)).text(),
    baseURL!,
    (path, articleSent) => {
      if (path.endsWith('.js')) scripts.push({ path, articleSent });
    },
  );
  try {
    await page.goto(server.url, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(({ articleSent }) => !articleSent)).toEqual([]);
  } finally {
    server.close();
  }
});

for (const pagePath of [
  'get-started/quickstart',
  'services/providers/stripe',
  'guides/nextjs-blog-part-1',
  'guides',
  'no-such-page',
]) {
  test(`${pagePath}: every script the page runs before it hydrates is named in its HTML`, async ({ page, request }) => {
    const url = `${SITE.baseUrl}${pagePath}`;
    // Read from the HTML itself: the webpack runtime removes a chunk's script element once the chunk has loaded.
    const html = await (await request.get(url)).text();
    const named = [...html.matchAll(/<script src="?([^"\s>]+\.js)"?/g)].map(([, src]) => src);
    await recordHydrationTime(page);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        // Scripts the page runs; links to other pages prefetch theirs, which the page does not wait for.
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' &&
            entry.startTime < (window as unknown as { hydratedAt: number }).hydratedAt,
        )
        .map(({ name }) => new URL(name).pathname),
    );
    expect(named.length).toBeGreaterThan(2);
    expect(fetched.filter((src) => !named.includes(src))).toEqual([]);
  });
}
