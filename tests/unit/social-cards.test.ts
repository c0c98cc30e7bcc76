import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { SOCIAL_CARD, socialCardPath } from '../../src/config/socialCards';
import { socialCardRenderer } from '../../src/plugins/socialCards';

describe('social cards', () => {
  test('each page gets its own card: 1200×630 PNG, at most 100 KB', async () => {
    const render = socialCardRenderer();
    const cards = await Promise.all([
      render({ title: 'Webhooks', area: 'API' }),
      render({ title: 'Build a Next.js blog with TakeShape, part 1: pages, routes and data fetching', area: 'Guides' }),
    ]);
    for (const card of cards) {
      const { format, width, height } = await sharp(card).metadata();
      assert.deepEqual({ format, width, height }, { format: 'png', width: 1200, height: 630 });
      assert.ok(card.length <= SOCIAL_CARD.maxBytes, `${card.length} bytes`);
    }
    assert.notDeepEqual(cards[0], cards[1]);
  });

  test("a page's card is named by its route under the base URL", () => {
    assert.equal(socialCardPath('/docs/api/webhooks', '/docs/'), '/docs/img/social/api/webhooks.png');
    assert.equal(
      socialCardPath('/docs/guides/nextjs-blog-part-1', '/docs/'),
      '/docs/img/social/guides/nextjs-blog-part-1.png',
    );
  });
});
