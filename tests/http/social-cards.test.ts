/** Checks the social cards of the production build: run `CI=true npm run build` first. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { REPO_ROOT } from '../../scripts/lib/docs';
import { SOCIAL_CARD, socialCardPath } from '../../src/config/socialCards';
import { SITE } from '../../src/config/site';
import type { ManifestEntry } from '../../src/plugins/llmsExport';

const BUILD_DIR = path.join(REPO_ROOT, 'build');

/** The content of a meta tag of the minified HTML, whose attribute values may be unquoted. */
function metaContent(html: string, key: 'property' | 'name', value: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*\\b${key}="?${value}"?[\\s>][^>]*>`))?.[0];
  return tag
    ?.match(/\bcontent=(?:"([^"]*)"|([^\s>]+))/)
    ?.slice(1)
    .find(Boolean);
}

test('every docs page and guide names its own card, which exists, is 1200×630 and at most 100 KB', async () => {
  const manifestFile = path.join(BUILD_DIR, 'llms-pages.json');
  assert.ok(existsSync(manifestFile), 'no build: run `CI=true npm run build` first');
  const pages = JSON.parse(readFileSync(manifestFile, 'utf8')) as ManifestEntry[];
  const hashes = new Map<string, string>();
  for (const page of pages) {
    const html = readFileSync(path.join(BUILD_DIR, page.path.slice(SITE.baseUrl.length), 'index.html'), 'utf8');
    const cardPath = socialCardPath(page.path, SITE.baseUrl);
    for (const [key, value] of [
      ['property', 'og:image'],
      ['name', 'twitter:image'],
    ] as const) {
      assert.equal(metaContent(html, key, value), `${SITE.url}${cardPath}`, `${page.path}: ${value}`);
    }
    const card = readFileSync(path.join(BUILD_DIR, cardPath.slice(SITE.baseUrl.length)));
    const { format, width, height } = await sharp(card).metadata();
    assert.deepEqual({ format, width, height }, { format: 'png', width: 1200, height: 630 }, page.path);
    assert.ok(card.length <= SOCIAL_CARD.maxBytes, `${page.path}: ${card.length} bytes`);
    const hash = createHash('sha256').update(card).digest('hex');
    assert.ok(!hashes.has(hash), `${page.path} has the same card as ${hashes.get(hash)}`);
    hashes.set(hash, page.path);
  }
});
