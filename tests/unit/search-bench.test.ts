import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readDocs, readGuides } from '../../scripts/lib/docs';
import { JUDGED_QUERIES } from '../../scripts/search/queries';
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

describe('search bench: judged queries', () => {
  const pages = new Set([
    ...readDocs().map((page) => `/docs/${page.id}`),
    ...readGuides().map((page) => `/docs/guides/${page.id.replace(/^\d{4}-\d{2}-\d{2}-/, '')}`),
  ]);

  test('at least 60, each typed once, in every category', () => {
    assert.ok(JUDGED_QUERIES.length >= 60);
    assert.equal(new Set(JUDGED_QUERIES.map(({ query }) => query)).size, JUDGED_QUERIES.length);
    for (const category of ['area', 'task', 'api', 'typo', 'prefix'])
      assert.ok(JUDGED_QUERIES.filter((judged) => judged.category === category).length >= 10, category);
  });

  test('expect only pages that exist', () => {
    const missing = JUDGED_QUERIES.flatMap(({ expected }) => expected.filter((page) => !pages.has(page)));
    assert.deepEqual(missing, []);
  });
});
