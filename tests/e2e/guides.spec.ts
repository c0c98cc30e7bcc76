import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { test, expect, gotoHydrated } from './fixtures';
import { readGuides } from '../../scripts/lib/docs';
import { SITE } from '../../src/config/site';

const guidesBase = `${SITE.baseUrl}guides`;
const guides = readGuides();
const tags = yaml.load(readFileSync('guides/tags.yml', 'utf8')) as Record<string, { label: string; permalink: string }>;

function postsTagged(tag: string): number {
  return guides.filter((guide) => ((guide.frontMatter.tags as string[]) ?? []).includes(tag)).length;
}

test('the guides list shows all six articles, newest first', async ({ page }) => {
  await gotoHydrated(page, guidesBase);
  await expect(page.locator('h1')).toHaveText('Guides');
  const titles = page.locator('article h2');
  await expect(titles).toHaveCount(6);
  await expect(titles.first()).toHaveText(/Tailwind/);
  await expect(titles.last()).toHaveText(/Sapper/);
  await expect(page.locator('article').first()).toContainText(/min read/);
});

test('the tags page lists every tag with its number of guides', async ({ page }) => {
  await gotoHydrated(page, `${guidesBase}/tags`);
  for (const [id, tag] of Object.entries(tags)) {
    const link = page.locator(`a[href="${guidesBase}/tags${tag.permalink}"]`);
    await expect(link).toContainText(tag.label);
    await expect(link).toContainText(String(postsTagged(id)));
  }
});

for (const [id, tag] of Object.entries(tags)) {
  test(`the "${tag.label}" tag page lists its ${postsTagged(id)} guide(s)`, async ({ page }) => {
    await gotoHydrated(page, `${guidesBase}/tags${tag.permalink}`);
    await expect(page.locator('h1')).toContainText(tag.label);
    await expect(page.locator('article h2')).toHaveCount(postsTagged(id));
  });
}

test('the archive lists every guide', async ({ page }) => {
  await gotoHydrated(page, `${guidesBase}/archive`);
  await expect(page.locator('main li a')).toHaveCount(6);
});

test('the authors page lists the two teams that write the guides', async ({ page }) => {
  await gotoHydrated(page, `${guidesBase}/authors`);
  await expect(page.locator('main')).toContainText('TakeShape Docs Team');
  await expect(page.locator('main')).toContainText('TakeShape Developer Relations');
});

test('a guide shows its authors, reading time, tags and last update', async ({ page }) => {
  await gotoHydrated(page, `${guidesBase}/filtering-with-where`);
  const article = page.locator('article');
  await expect(article).toContainText(/min read/);
  await expect(article.getByRole('link', { name: 'Filtering', exact: true })).toBeVisible();
  await expect(article).toContainText(/Last updated/);
});

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed is well-formed and lists the six guides`, async ({ page, request }) => {
    const response = await request.get(`${guidesBase}/${feed}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('about:blank');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const entries = Array.from(doc.querySelectorAll('item, entry'));
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        titles: entries.map((entry) => entry.querySelector('title')?.textContent ?? ''),
        links: entries.map(
          (entry) =>
            entry.querySelector('link')?.getAttribute('href') ?? entry.querySelector('link')?.textContent ?? '',
        ),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.titles).toHaveLength(6);
    for (const link of parsed.links) expect(link).toMatch(new RegExp(`^${SITE.url}${guidesBase}/`));
  });
}

test('guides are found by the search', async ({ page }) => {
  await gotoHydrated(page, `${SITE.baseUrl}search?q=sapper`);
  await expect(page.locator('#__docusaurus_skipToContent_fallback article a').first()).toHaveAttribute(
    'href',
    new RegExp(`${guidesBase}/sapper-static-site`),
    { timeout: 15_000 },
  );
});
