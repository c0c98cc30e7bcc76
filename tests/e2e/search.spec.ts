import { test, expect, gotoHydrated, recordHydrationTime, runAxe, scriptsLoadedBy } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { SITE } from '../../src/config/site';

const searchPage = `${SITE.baseUrl}search`;
const docPage = `${SITE.baseUrl}get-started/quickstart`;
const hostile = '<img src=x onerror="window.__pwned=1">"><script>window.__pwned=2</script>';

const searchBox = (page: Page) => page.locator('nav.navbar').getByRole('combobox', { name: 'Search' });
const panelOf = (page: Page) => page.locator('nav.navbar .navbar__search [data-status]');

/** Types `query` into the navbar box and waits until the panel has settled on it. */
async function typeInBox(page: Page, query: string): Promise<Locator> {
  await searchBox(page).fill(query);
  const panel = panelOf(page);
  await expect(panel).toHaveAttribute('data-query', query.trim());
  // The first query of a page loads the engine, its index chunks and ten results' text: slow on a busy machine.
  await expect(panel).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  return panel;
}

/** Opens the search page for `query` and waits until its results have settled. */
async function openSearchPage(page: Page, params: string): Promise<Locator> {
  await gotoHydrated(page, `${searchPage}?${params}`);
  const status = page.locator('main [data-status]');
  // The page fetches each of its ten results' sections: on a busy 2-core machine that can take longer than 5 s.
  await expect(status).toHaveAttribute('data-status', /done|failed/, { timeout: 15_000 });
  return page.locator('main');
}

const resultTitles = (page: Page) => page.locator('main article h2 a');

test.describe('navbar search box', () => {
  test('mod+k focuses the box, with Control or Meta', async ({ page }) => {
    await gotoHydrated(page, docPage);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).blur();
    await page.keyboard.press('Meta+k');
    await expect(searchBox(page)).toBeFocused();
  });

  for (const start of ['hover', 'focus'] as const) {
    test(`the index starts loading on the first ${start} of the box, never at page load`, async ({ page }) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`${SITE.baseUrl}pagefind/`)) indexRequests.push(request.url());
      });
      await gotoHydrated(page, docPage);
      await page.waitForLoadState('networkidle');
      expect(indexRequests).toEqual([]);
      await searchBox(page)[start]();
      await expect.poll(() => indexRequests.some((url) => url.endsWith('/pagefind.js'))).toBe(true);
    });
  }

  test('the page hydrates without the search code, which arrives before the box is used', async ({ page }) => {
    await recordHydrationTime(page);
    // The search client is the script that knows where Pagefind's own script is.
    const searchCode = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' && (await response.text()).includes('/pagefind.js'),
    );
    await page.goto(docPage);
    const { startTime, hydratedAt } = await page.evaluate(
      (url) => {
        const hydrated = (window as unknown as { hydratedAt?: number }).hydratedAt;
        const entry = performance.getEntriesByName(url)[0];
        return { startTime: entry.startTime, hydratedAt: hydrated ?? Infinity };
      },
      (await searchCode).url(),
    );
    expect(hydratedAt).toBeLessThan(startTime);
    await expect(searchBox(page)).not.toBeFocused();
  });

  test('typing shows up to 10 suggestions, each with its area and a marked snippet', async ({ page }) => {
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'webhooks');
    const suggestions = panel.getByRole('option');
    // Ten pages and the "See all results" entry.
    await expect(suggestions).toHaveCount(11);
    await expect(suggestions.first()).toContainText('Webhooks');
    await expect(suggestions.first()).toContainText('API');
    await expect(suggestions.first().locator('mark').first()).toHaveText(/webhook/i);
    await expect(suggestions.last()).toHaveText('See all results');
  });

  test('the panel opens under the box, on its right edge', async ({ page }) => {
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'webhooks');
    const [box, shown] = [await searchBox(page).boundingBox(), await panel.boundingBox()];
    expect(shown!.y).toBeGreaterThan(box!.y + box!.height - 1);
    expect(Math.abs(shown!.x + shown!.width - (box!.x + box!.width))).toBeLessThan(2);
  });

  test('arrow keys move through the suggestions and Enter opens the active one', async ({ page }) => {
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'webhooks');
    const box = searchBox(page);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = panel.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    const target = await second.getAttribute('href');
    await box.press('Enter');
    await expect(page).toHaveURL(target!);
  });

  test('on a short screen the panel scrolls the option chosen with the arrow keys into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'webhooks');
    const last = panel.getByRole('option').last();
    await expect(last).not.toBeInViewport();
    await searchBox(page).press('ArrowUp');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport();
  });

  test('Escape closes the suggestions, and a second Escape empties the box', async ({ page }) => {
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'webhooks');
    await expect(panel).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(panel).toBeHidden();
    await expect(searchBox(page)).toHaveValue('webhooks');
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('"See all results" opens the search page for the query', async ({ page }) => {
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'api keys');
    await panel.getByRole('option', { name: 'See all results' }).click();
    await expect(page).toHaveURL(`${searchPage}?q=api%20keys`);
    await expect(page.locator('h1')).toHaveText('Search results for "api keys"');
  });

  test('Enter with no suggestion chosen opens the search page', async ({ page }) => {
    await gotoHydrated(page, docPage);
    await typeInBox(page, 'roles');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`${searchPage}?q=roles`);
  });

  test('a query that matches nothing says "No results"', async ({ page }) => {
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'zqxjvkw');
    await expect(panel).toContainText('No results');
    await expect(panel.getByRole('option')).toHaveCount(0);
  });

  test('a suggestion opens its page with the terms marked', async ({ page }) => {
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'webhooks');
    await panel.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/api\/webhooks\?_highlight=webhooks/);
    await expect(page.locator('article mark').first()).toHaveText(/webhooks?/i);
  });

  const newTabClicks: [string, Parameters<Locator['click']>[0]][] = [
    ['Ctrl+click', { modifiers: ['ControlOrMeta'] }],
    ['a middle click', { button: 'middle' }],
  ];
  for (const [how, click] of newTabClicks) {
    test(`a suggestion is a link: ${how} opens it in a new tab and leaves this one as it was`, async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, docPage);
      const panel = await typeInBox(page, 'webhooks');
      const first = panel.getByRole('option').first();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^\/docs\/api\/webhooks\?_highlight=webhooks/);
      const [tab] = await Promise.all([context.waitForEvent('page'), first.click(click)]);
      // Read in the tab's document: with Chromium 150, Playwright's URL of a tab opened this way stayed about:blank.
      await expect
        .poll(() => tab.evaluate(() => location.pathname + location.search).catch(() => 'navigating'))
        .toBe(href!.split('#')[0]);
      await expect(page).toHaveURL(docPage);
      await expect(searchBox(page)).toHaveValue('webhooks');
    });
  }

  test('on a phone the focused box widens over the brand, so the whole query shows', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoHydrated(page, docPage);
    const box = searchBox(page);
    const narrow = (await box.boundingBox())!;
    await box.click();
    const query = 'rotate an api key safely';
    await typeInBox(page, query);
    const wide = (await box.boundingBox())!;
    expect(wide.width).toBeGreaterThan(narrow.width * 2);
    expect(wide.x).toBeGreaterThanOrEqual(0);
    expect(wide.x + wide.width).toBeLessThanOrEqual(320);
    expect(await box.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await box.press('Escape');
    await box.press('Escape');
    await expect(box).not.toBeFocused();
    expect((await box.boundingBox())!.width).toBe(narrow.width);
  });

  test('searching starts no Web Worker, so its script is never downloaded', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await gotoHydrated(page, docPage);
    await typeInBox(page, 'webhooks');
    await expect(panelOf(page).getByRole('option').first()).toContainText(/Webhook/i);
    expect(workers).toEqual([]);
  });

  test('a query the reader stays on goes to the data layer with its result count, and no cookie is set', async ({
    page,
  }) => {
    await gotoHydrated(page, docPage);
    const searchEvents = () =>
      page.evaluate(() => (window.dataLayer as { event: string }[]).filter((event) => event.event === 'search'));
    await typeInBox(page, 'zqxjvkw');
    await expect.poll(searchEvents).toEqual([{ event: 'search', query: 'zqxjvkw', results: 0 }]);
    // Typed key by key, each prefix of the query is searched and shown, but only the query the reader stops on counts.
    await searchBox(page).fill('');
    await searchBox(page).pressSequentially('webhooks');
    await expect(panelOf(page)).toHaveAttribute('data-query', 'webhooks');
    await expect(panelOf(page)).toHaveAttribute('data-status', 'done');
    await expect.poll(searchEvents).toEqual([
      { event: 'search', query: 'zqxjvkw', results: 0 },
      { event: 'search', query: 'webhooks', results: expect.any(Number) },
    ]);
    expect(((await searchEvents())[1] as unknown as { results: number }).results).toBeGreaterThan(10);
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });
});

test.describe('ranking by sections', () => {
  test('the section whose heading holds every word of the query comes first, and opens at that heading', async ({
    page,
  }) => {
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'create an api key');
    const first = panel.getByRole('option').first();
    await expect(first).toContainText('API keys › Create an API key');
    await expect(first).toHaveAttribute('href', /\/api\/api-keys\?[^#]*#create-an-api-key$/);
    await first.click();
    await expect(page).toHaveURL(/\/api\/api-keys\?[^#]*#create-an-api-key$/);
    await expect(page.locator('h2#create-an-api-key')).toBeInViewport();
  });

  test('a snippet quotes the prose around the match, not a code block that has it too', async ({ page }) => {
    // "onlyEnabled" is in a code block near the top of the where filter page, and in its prose further down.
    await gotoHydrated(page, docPage);
    const panel = await typeInBox(page, 'onlyEnabled');
    const option = panel.locator('[role="option"][href*="/api/where-filter"]');
    const mark = option.locator('mark').first();
    await expect(mark).toHaveText('onlyEnabled');
    // The marked word with the words either side of it, as the snippet shows them.
    const quoted = await mark.evaluate((element) => {
      const before = (element.previousSibling?.textContent ?? '').split(' ').slice(-3).join(' ');
      const after = (element.nextSibling?.textContent ?? '').split(' ').slice(0, 3).join(' ');
      return `${before}${element.textContent}${after}`.replace(/…/g, '').trim();
    });
    await gotoHydrated(page, `${SITE.baseUrl}api/where-filter`);
    await expect(page.locator('article').locator('p, li').filter({ hasText: quoted }).first()).toBeVisible();
    await expect(page.locator('article pre').filter({ hasText: quoted })).toHaveCount(0);
  });

  test('an answer that arrives after a newer query was typed is dropped, never shown over the newer one', async ({
    page,
  }) => {
    await gotoHydrated(page, docPage);
    // "roles" is searched once, so that its index chunk and pages are loaded when it is typed again below.
    await typeInBox(page, 'roles');
    await searchBox(page).fill('');
    // Every state the panel takes, as "status:query".
    // Watched from the search box's container, so a panel that React mounts anew is watched too.
    await page.evaluate(() => {
      const container = document.querySelector('nav.navbar .navbar__search')!;
      const states: string[] = [];
      (window as unknown as { panelStates: string[] }).panelStates = states;
      const record = (panel: Element) =>
        states.push(`${panel.getAttribute('data-status')}:${panel.getAttribute('data-query')}`);
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const added = Array.from(mutation.addedNodes).filter((node): node is Element => node instanceof Element);
          const panels = added.flatMap((node) => [node, ...Array.from(node.querySelectorAll('[data-status]'))]);
          if (mutation.type === 'attributes') record(mutation.target as Element);
          else for (const panel of panels.filter((node) => node.hasAttribute('data-status'))) record(panel);
        }
      }).observe(container, {
        attributes: true,
        attributeFilter: ['data-status', 'data-query'],
        childList: true,
        subtree: true,
      });
    });
    // The index chunk of "webhooks" is held back until "roles", typed after it, has shown its results.
    const indexChunks = `**${SITE.baseUrl}pagefind/index/*`;
    let release: () => Promise<void> = async () => undefined;
    const held = new Promise<void>((resolve) => {
      let holding = false;
      void page.route(indexChunks, async (route) => {
        if (holding) return route.continue();
        holding = true;
        // Unrouting while this request is held would let Playwright continue it at once, so it waits for release.
        release = async () => {
          await route.continue();
          await page.unroute(indexChunks);
        };
        resolve();
      });
    });
    await searchBox(page).fill('webhooks');
    await held;
    await typeInBox(page, 'roles');
    const firstAnswer = page.waitForResponse((response) => response.url().includes('/pagefind/index/'));
    await release();
    await firstAnswer;
    // A search of the same word through the same Pagefind answers after the held one, so the stale answer is in.
    await page.evaluate(async (url) => {
      const pagefind = (await import(url)) as { search: (term: string) => Promise<unknown> };
      await pagefind.search('webhooks');
    }, `${SITE.baseUrl}pagefind/pagefind.js`);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(panelOf(page)).toHaveAttribute('data-query', 'roles');
    await expect(panelOf(page).getByRole('option').first()).toContainText(/Role/i);
    const states = await page.evaluate(() => (window as unknown as { panelStates: string[] }).panelStates);
    expect(states).toContain('done:roles');
    expect(states).not.toContain('done:webhooks');
  });
});

test.describe('typos', () => {
  for (const [typed, corrected, page] of [
    ['webhok', 'webhook', 'api/webhooks'],
    ['shopfy', 'shopify', 'services/providers/shopify'],
    ['permisions', 'permissions', 'roles-permissions'],
    ['sohpify', 'shopify', 'services/providers/shopify'],
  ]) {
    test(`"${typed}" still finds ${page} in the top 3`, async ({ page: tab }) => {
      await gotoHydrated(tab, docPage);
      const panel = await typeInBox(tab, typed);
      const top = await panel
        .getByRole('option')
        .evaluateAll((options) => options.slice(0, 3).map((option) => option.getAttribute('href')!.split(/[?#]/)[0]));
      expect(top).toContain(`${SITE.baseUrl}${page}`);
      const note = panel.getByText(`Showing results for “${corrected}”`);
      if (await note.count()) await expect(note).toContainText(`No results for “${typed}”`);
    });
  }
});

test('a word typed part way, past the stem of the words it starts, finds their page first', async ({ page }) => {
  await gotoHydrated(page, docPage);
  const panel = await typeInBox(page, 'permissio');
  await expect(panel.getByRole('option').first()).toHaveAttribute('href', /\/roles-permissions\?/);
});

test.describe('search page', () => {
  test('lists results for q, ten at a time, and loads more', async ({ page }) => {
    const main = await openSearchPage(page, 'q=webhooks');
    await expect(page.locator('h1')).toHaveText('Search results for "webhooks"');
    await expect(main).toContainText(/\d+ documents found/);
    const found = Number((await main.textContent())?.match(/(\d+) documents found/)?.[1]);
    expect(found).toBeGreaterThan(10);
    await expect(resultTitles(page)).toHaveCount(10);
    await expect(resultTitles(page).first()).toHaveText('Webhooks');
    await page.getByRole('button', { name: /Load more results/ }).click();
    await expect(resultTitles(page)).toHaveCount(Math.min(found, 20));
  });

  test('shows results per heading: page title, then heading, each linked to its section', async ({ page }) => {
    await openSearchPage(page, 'q=rotate%20api%20key');
    const result = page
      .locator('main article')
      .filter({ has: page.getByRole('link', { name: 'API keys', exact: true }) });
    const heading = result.getByRole('link', { name: 'API keys › Rotate a key' });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('href', /\/api\/api-keys\?_highlight=rotate.*#rotate-a-key$/);
    // Only the best-matching headings of a page are listed, so one long page cannot push the others down.
    for (const count of await page
      .locator('main article')
      .evaluateAll((results) => results.map((result) => result.querySelectorAll('li').length)))
      expect(count).toBeLessThanOrEqual(3);
  });

  test('shows about 50 characters of text around the first match, with the match marked', async ({ page }) => {
    await openSearchPage(page, 'q=webhooks');
    const snippet = page.locator('main article').first().locator('p').last();
    await expect(snippet.locator('mark').first()).toHaveText(/webhooks?/i);
    const text = (await snippet.textContent())!.replace(/…/g, '');
    expect(text.length).toBeGreaterThan(20);
    expect(text.length).toBeLessThanOrEqual(50);
  });

  test('typing on the page searches and writes q to the URL, keeping ctx', async ({ page }) => {
    await gotoHydrated(page, `${searchPage}?q=&ctx=api`);
    await page.getByLabel('Search for', { exact: true }).fill('webhooks');
    await expect(page).toHaveURL(`${searchPage}?q=webhooks&ctx=api`);
    await expect(resultTitles(page).first()).toHaveText('Webhooks');
  });

  test('ctx limits the results to one area, and the area menu writes it', async ({ page }) => {
    const main = await openSearchPage(page, 'q=webhooks&ctx=guides');
    await expect(page.getByLabel('In', { exact: true })).toHaveValue('guides');
    await expect(main).toContainText(/found in Guides/);
    for (const href of await resultTitles(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(`${SITE.baseUrl}guides/`);
    await page.getByLabel('In', { exact: true }).selectOption('api');
    await expect(page).toHaveURL(`${searchPage}?q=webhooks&ctx=api`);
    await expect(main).toContainText(/found in API/);
  });

  test('a version under the base URL is kept; any other version is an error', async ({ page }) => {
    await openSearchPage(page, `q=webhooks&version=${encodeURIComponent(SITE.baseUrl)}`);
    await expect(resultTitles(page).first()).toHaveText('Webhooks');
    await page.getByLabel('Search for', { exact: true }).fill('roles');
    await expect(page).toHaveURL(`${searchPage}?q=roles&version=${encodeURIComponent(SITE.baseUrl)}`);
    await gotoHydrated(page, `${searchPage}?q=webhooks&version=https%3A%2F%2Fexample.com%2F`);
    await expect(page.locator('main').getByRole('alert')).toContainText('Error');
    await expect(resultTitles(page)).toHaveCount(0);
  });

  test('a query ranks the same on a fresh page as after other searches loaded more of the index', async ({ page }) => {
    // "project" ends one of Pagefind's index chunks and its longer forms (project_id) start the next, which the
    // fresh page does not load for this query but does load for "rag".
    const query = 'where is my project id shown in the web app';
    const resultLinks = () =>
      page.locator('main article a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await openSearchPage(page, `q=${encodeURIComponent(query)}`);
    const fresh = await resultLinks();
    expect(fresh.length).toBeGreaterThan(0);
    await openSearchPage(page, 'q=rag');
    await page.getByLabel('Search for', { exact: true }).fill(query);
    const status = page.locator('main [data-status]');
    await expect(status).toHaveAttribute('data-query', query);
    await expect(status).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
    expect(await resultLinks()).toEqual(fresh);
  });

  test('a query that matches nothing says "No results"', async ({ page }) => {
    const main = await openSearchPage(page, 'q=zqxjvkw');
    await expect(main.locator('[data-status]')).toHaveText('No results');
  });

  test('a match in a title ranks above a match in a heading, above a match in body text', async ({ page }) => {
    // "Shopify" is a page title, a heading of the commerce pages and a word in many bodies.
    await openSearchPage(page, 'q=shopify');
    await expect(resultTitles(page).first()).toHaveText('Shopify');
    // "Rotate a key" is a heading of API keys; other pages only mention rotating in their text.
    await openSearchPage(page, 'q=rotate');
    await expect(resultTitles(page).first()).toHaveText('API keys');
  });

  test('a synonym ranks the page that says it in its own words, and is marked there', async ({ page }) => {
    // Schema history speaks of restoring, never of undoing; the schema editing page holds "schema" and "change".
    await openSearchPage(page, 'q=undo a schema change');
    await expect(resultTitles(page).first()).toHaveText('Schema history');
    await expect(
      page
        .locator('main article')
        .first()
        .locator('mark', { hasText: /^restor/i })
        .first(),
    ).toBeVisible();
  });

  test("front-matter keywords and descriptions are searchable, not only the page's text", async ({ page }) => {
    // "internationalization" appears only in the localization page's keywords.
    await openSearchPage(page, 'q=internationalization');
    await expect(resultTitles(page).first()).toHaveText(/Locali[sz]ation/);
  });

  test('a hostile q is shown as text and never runs', async ({ page }) => {
    const main = await openSearchPage(page, `q=${encodeURIComponent(hostile)}`);
    await expect(page.locator('h1')).toHaveText(`Search results for "${hostile}"`);
    await expect(main.getByLabel('Search for', { exact: true })).toHaveValue(hostile);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });
});

test.describe('highlighting on the target page', () => {
  test('a _highlight link marks every term on the target page', async ({ page }) => {
    await gotoHydrated(page, `${SITE.baseUrl}api/webhooks?_highlight=secret&_highlight=payload`);
    await expect(page.locator('article mark', { hasText: /^secret$/i }).first()).toBeVisible();
    await expect(page.locator('article mark', { hasText: /^payload$/i }).first()).toBeVisible();
  });

  // `data-markjs` is the attribute mark.js sets on its marks; only the library itself spells it.
  test('the highlighter loads only for a page opened with terms to mark', async ({ page }) => {
    const plain = await scriptsLoadedBy(page, `${SITE.baseUrl}api/webhooks`);
    expect(plain.length).toBeGreaterThan(0);
    for (const body of plain) expect(body).not.toContain('data-markjs');
    const highlighted = await scriptsLoadedBy(page, `${SITE.baseUrl}api/webhooks?_highlight=secret`);
    expect(highlighted.some((body) => body.includes('data-markjs'))).toBe(true);
  });

  test('a highlighter that fails to load leaves the page working, unmarked and free of errors', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const highlighted = `${SITE.baseUrl}api/webhooks?_highlight=secret`;
    const probe = await browser.newPage();
    // Every script's text is read before the probe closes: scripts still arrive after hydration.
    const scripts: Promise<string | null>[] = [];
    probe.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().then((body) => (body.includes('data-markjs') ? response.url() : null)));
    });
    await gotoHydrated(probe, highlighted);
    await probe.waitForLoadState('networkidle');
    const markChunks = (await Promise.all(scripts)).filter((url): url is string => url !== null);
    expect(markChunks).toHaveLength(1);
    await probe.close();
    await page.route(markChunks[0], (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => request.url() === markChunks[0]);
    await gotoHydrated(page, highlighted);
    await failed;
    await expect(page.locator('h1')).toHaveText('Webhooks');
    await expect(page.locator('article mark')).toHaveCount(0);
    expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('searching again from a highlighted page marks only the new terms', async ({ page }) => {
    await gotoHydrated(page, `${SITE.baseUrl}api/webhooks?_highlight=secret`);
    await expect(page.locator('article mark').first()).toHaveText(/secret/i);
    const panel = await typeInBox(page, 'webhooks');
    await panel
      .getByRole('option', { name: /^Webhooks/ })
      .first()
      .click();
    await expect(page).toHaveURL(/_highlight=webhooks/);
    await expect(page.locator('article mark').first()).toHaveText(/webhooks?/i);
    await expect(page.locator('article mark', { hasText: /^secret$/i })).toHaveCount(0);
  });

  test('a hostile _highlight is never executed', async ({ page }) => {
    await gotoHydrated(page, `${SITE.baseUrl}api/webhooks?_highlight=${encodeURIComponent(hostile)}`);
    await expect(page.locator('h1')).toHaveText('Webhooks');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('article img[src="x"]')).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  // axe wants a scrolling panel to hold something focusable; keys reach its options through aria-activedescendant
  // instead, and the active option scrolls into view (tested above).
  const panelScrolls = 'scrollable-region-focusable';
  const violationsIn = async (page: Page, selector: string) =>
    (await runAxe(page, { include: selector, options: { resultTypes: ['violations'] } })).violations
      .filter((violation) => violation.id !== panelScrolls)
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

  for (const mode of ['light', 'dark']) {
    test(`axe finds no violation in the open suggestions or the results, in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, docPage);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await typeInBox(page, 'webhok');
      await searchBox(page).press('ArrowDown');
      expect(await violationsIn(page, 'nav.navbar .navbar__search')).toEqual([]);
      await openSearchPage(page, 'q=webhooks&ctx=api');
      await expect(resultTitles(page).first()).toBeVisible();
      expect(await violationsIn(page, 'main')).toEqual([]);
    });
  }
});
