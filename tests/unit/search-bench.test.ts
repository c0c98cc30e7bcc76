import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readDocs, readGuides, type Page } from '../../scripts/lib/docs';
import { HELDOUT_QUERIES } from '../../scripts/search/heldout-queries';
import { PROBE_QUERIES } from '../../scripts/search/probe-queries';
import { CATEGORIES, JUDGED_QUERIES } from '../../scripts/search/queries';
import { headings } from '../../src/markdown/markdown';
import { normalisePath, reciprocalRank, score, summarise } from '../../scripts/search/score';

describe('search bench: URL normalisation', () => {
  test('drops the origin, the highlight terms, the hash and a trailing slash or .html', () => {
    assert.equal(normalisePath('/docs/api/webhooks?_highlight=secret#test-a-webhook'), '/docs/api/webhooks');
    assert.equal(normalisePath('http://127.0.0.1:3000/docs/api/webhooks/'), '/docs/api/webhooks');
    assert.equal(normalisePath('/docs/api/webhooks.html'), '/docs/api/webhooks');
    assert.equal(normalisePath('/docs/glossary#locale'), '/docs/glossary');
  });
});

describe('search bench: reciprocal rank', () => {
  test('is 1/rank of the first result that opens an expected page', () => {
    const results = ['/docs/glossary#webhook', '/docs/api/webhooks#test-a-webhook', '/docs/api/webhooks'];
    assert.equal(reciprocalRank(results, ['/docs/api/webhooks']), 1 / 2);
    assert.equal(reciprocalRank(results, ['/docs/glossary', '/docs/api/webhooks']), 1);
  });

  test('is 0 when no expected page is among the first ten', () => {
    const results = Array.from({ length: 10 }, (_, index) => `/docs/page-${index}`);
    assert.equal(reciprocalRank([...results, '/docs/api/webhooks'], ['/docs/api/webhooks']), 0);
    assert.equal(reciprocalRank([], ['/docs/api/webhooks']), 0);
  });
});

describe('search bench: MRR@10 and hit@1', () => {
  test('average over all queries and within each category', () => {
    const scored = [
      score({ query: 'a', category: 'area', expected: ['/docs/a'] }, ['/docs/a']),
      score({ query: 'b', category: 'typo', expected: ['/docs/b'] }, ['/docs/x', '/docs/b']),
      score({ query: 'c', category: 'typo', expected: ['/docs/c'] }, []),
      score({ query: 'd', category: 'area', expected: ['/docs/d'] }, ['/docs/x', '/docs/y', '/docs/d#h']),
    ];
    const { overall, byCategory } = summarise(scored);
    assert.deepEqual(overall, { queries: 4, mrr: (1 + 1 / 2 + 0 + 1 / 3) / 4, hit1: 1 / 4 });
    assert.deepEqual([...byCategory.keys()], ['area', 'typo']);
    assert.deepEqual(byCategory.get('area'), { queries: 2, mrr: (1 + 1 / 3) / 2, hit1: 1 / 2 });
    assert.deepEqual(byCategory.get('typo'), { queries: 2, mrr: 1 / 4, hit1: 0 });
  });
});

/**
 * The anchors of a page's headings as Docusaurus makes them with github-slugger: an explicit `{#id}`, else the
 * lowercased text without punctuation and with spaces as hyphens, numbered from -1 when it repeats on the page.
 */
function anchorsOf(page: Page): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    headings(page.tree).map(({ text }) => {
      const explicit = /\{#([^}]+)\}\s*$/.exec(text);
      if (explicit) return explicit[1];
      const base = text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-');
      const repeat = seen.get(base) ?? 0;
      seen.set(base, repeat + 1);
      return repeat ? `${base}-${repeat}` : base;
    }),
  );
}

describe('search bench: judged queries', () => {
  const anchors = new Map<string, Set<string>>([
    ...readDocs().map((page) => [`/docs/${page.id}`, anchorsOf(page)] as const),
    ...readGuides().map(
      (page) => [`/docs/guides/${page.id.replace(/^\d{4}-\d{2}-\d{2}-/, '')}`, anchorsOf(page)] as const,
    ),
  ]);
  const halves = [...JUDGED_QUERIES, ...HELDOUT_QUERIES];
  const all = [...halves, ...PROBE_QUERIES];

  test('at least 200, each typed once, split into halves with the same mix of categories', () => {
    assert.ok(halves.length >= 200);
    assert.equal(new Set(all.map(({ query }) => query.toLowerCase())).size, all.length);
    for (const category of CATEGORIES) {
      const [tuning, heldOut] = [JUDGED_QUERIES, HELDOUT_QUERIES].map(
        (half) => half.filter((judged) => judged.category === category).length,
      );
      assert.ok(Math.min(tuning, heldOut) >= 10, category);
      assert.ok(Math.abs(tuning - heldOut) <= 1, category);
    }
  });

  test('expect only pages that exist', () => {
    const missing = all.flatMap(({ expected }) => expected.filter((page) => !anchors.has(page)));
    assert.deepEqual(missing, []);
  });

  test('name only headings of their first expected page', () => {
    const missing = all.filter(({ expected, heading }) => heading && !anchors.get(expected[0])?.has(heading));
    assert.deepEqual(
      missing.map(({ query, heading }) => `${query}: #${heading}`),
      [],
    );
  });
});
