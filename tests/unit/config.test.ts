import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { version as docusaurusVersion } from '@docusaurus/core/package.json';
import { createAnalyticsConfig, pageFeedbackEvent, pageViewEvent } from '../../src/config/analytics';
import { ANNOUNCEMENT_BAR } from '../../src/config/announcement';
import { FOOTER_LINK_GROUPS } from '../../src/config/footer';
import { EXTERNAL_LINKS } from '../../src/config/links';
import { NAVBAR_ITEMS } from '../../src/config/navbar';
import { SITE } from '../../src/config/site';

describe('site constants', () => {
  test('the framework version is the installed Docusaurus', () => {
    assert.equal(docusaurusVersion, SITE.frameworkVersion);
  });
});

describe('navbar', () => {
  test('highlights an area item on the pages of its area only', () => {
    const activeLabels = (path: string) =>
      NAVBAR_ITEMS.filter((item) => item.activeBaseRegex && new RegExp(item.activeBaseRegex as string).test(path)).map(
        (item) => item.label,
      );
    assert.deepEqual(activeLabels('/docs/api/webhooks'), ['API']);
    assert.deepEqual(activeLabels('/docs/schema/intro'), ['Schema']);
    assert.deepEqual(activeLabels('/docs/get-started/quickstart'), ['Quickstart']);
    assert.deepEqual(activeLabels('/docs/get-started/help'), ['Help']);
    assert.deepEqual(activeLabels('/docs/get-started/branches'), []);
    assert.deepEqual(activeLabels('/docs/glossary'), []);
  });
});

describe('footer', () => {
  test('Legal has the cookie policy, privacy policy and terms', () => {
    const legal = FOOTER_LINK_GROUPS.find((group) => group.title === 'Legal');
    assert.deepEqual(
      legal?.items.map((item) => item.label),
      ['Cookie policy', 'Privacy policy', 'Terms'],
    );
  });

  test('every external link is one of the typed external URLs', () => {
    const known = new Set<string>(Object.values(EXTERNAL_LINKS));
    const hrefs = FOOTER_LINK_GROUPS.flatMap((group) => group.items.map((item) => item.href)).filter(Boolean);
    for (const href of hrefs) assert.ok(known.has(href as string), `${href} is not in EXTERNAL_LINKS`);
  });
});

describe('external links', () => {
  test('are all https URLs', () => {
    for (const [name, href] of Object.entries(EXTERNAL_LINKS)) {
      assert.equal(new URL(href).protocol, 'https:', name);
    }
  });
});

describe('analytics', () => {
  test('a page view carries the path, title and app context', () => {
    const config = createAnalyticsConfig({ version: '1.2.3', build: 'abc1234' });
    assert.deepEqual(pageViewEvent(config, '/docs/api/webhooks', 'Webhooks | TakeShape Docs'), {
      event: 'page_view',
      path: '/docs/api/webhooks',
      title: 'Webhooks | TakeShape Docs',
      app: { name: 'takeshape-docs', namespace: 'docs', version: '1.2.3', build: 'abc1234' },
    });
  });

  test('a page feedback event carries the path and the answer', () => {
    assert.deepEqual(pageFeedbackEvent('/docs/api/webhooks', 'yes'), {
      event: 'page_feedback',
      path: '/docs/api/webhooks',
      answer: 'yes',
    });
    assert.equal(pageFeedbackEvent('/docs/guides/nextjs-blog-part-1', 'no').answer, 'no');
  });

  test('a "No" carries the reasons picked, in a fixed order, and the comment trimmed to 500 characters', () => {
    const event = pageFeedbackEvent('/docs/api/webhooks', 'no', {
      reasons: ['outdated', 'wrong'],
      comment: `  ${'a'.repeat(600)}  `,
    });
    assert.deepEqual(event.reasons, ['wrong', 'outdated']);
    assert.equal(event.comment, 'a'.repeat(500));
    assert.deepEqual(pageFeedbackEvent('/docs/api/webhooks', 'no', { reasons: [], comment: '   ' }), {
      event: 'page_feedback',
      path: '/docs/api/webhooks',
      answer: 'no',
    });
  });

  test('without a git commit the build is "unknown"', () => {
    assert.equal(createAnalyticsConfig({ version: SITE.version, build: null }).app.build, 'unknown');
  });

  test('only an http(s) endpoint turns on the beacon', () => {
    assert.equal(createAnalyticsConfig({ version: '1', build: 'x' }).endpoint, null);
    assert.equal(createAnalyticsConfig({ version: '1', build: 'x', endpoint: '' }).endpoint, null);
    assert.equal(createAnalyticsConfig({ version: '1', build: 'x', endpoint: 'javascript:alert(1)' }).endpoint, null);
    assert.equal(
      createAnalyticsConfig({ version: '1', build: 'x', endpoint: 'https://collect.example.com/e' }).endpoint,
      'https://collect.example.com/e',
    );
  });
});

describe('announcement bar', () => {
  test('is closeable, has an id, and links only to docs pages', () => {
    assert.equal(ANNOUNCEMENT_BAR.isCloseable, true);
    assert.match(ANNOUNCEMENT_BAR.id, /\S/);
    for (const [, href] of ANNOUNCEMENT_BAR.content.matchAll(/href="([^"]+)"/g)) {
      assert.ok(href.startsWith(SITE.baseUrl), href);
    }
  });
});
