// Which of Pagefind's pages the browser's search ranks by sections (src/search/candidatePages.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEARCH_CONFIG } from '../../src/config/search';
import { findCandidatePages, stemOfPrefix, type FoundPage } from '../../src/search/candidatePages';
import { queryTerms } from '../../src/search/ranking';

/** A Pagefind stand-in: each page holds some words; a page's score for a search is the sum of its words' scores. */
function pagefind(pages: Record<string, Record<string, number>>) {
  const searches: string[] = [];
  const find = async (words: string): Promise<FoundPage[]> => {
    searches.push(words);
    const wanted = words.split(' ');
    return Object.entries(pages)
      .filter(([, held]) => wanted.every((word) => word in held))
      .map(([id, held]) => ({ id, score: wanted.reduce((sum, word) => sum + held[word], 0) }))
      .sort((a, b) => b.score - a.score);
  };
  return { find, searches };
}

/** `count` pages named prefix-1… holding `words`, each word scoring `score`. */
const pagesHolding = (prefix: string, count: number, words: string[], score: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `${prefix}-${index + 1}`,
      Object.fromEntries(words.map((word) => [word, score])),
    ]),
  );

test('a page lacking only a filler word is ranked when many pages hold every word', async () => {
  const { find } = pagefind({
    ...pagesHolding('every', 14, ['services', 'over', 'branch'], 0.5),
    branches: { services: 0.4, branch: 12 },
    other: { services: 0.1 },
  });
  const {
    candidates,
    found,
    pagesHolding: holding,
  } = await findCandidatePages(find, queryTerms('services over branch'));
  const ids = candidates.map((page) => page.id);
  assert.equal(ids.length, SEARCH_CONFIG.candidates + SEARCH_CONFIG.partialCandidates);
  assert.deepEqual(
    ids.slice(0, SEARCH_CONFIG.candidates),
    Array.from({ length: 10 }, (_, i) => `every-${i + 1}`),
  );
  assert.ok(ids.includes('branches'), 'the page holding the main word at its best is ranked');
  assert.ok(!ids.includes('other'), 'a page holding one word weakly is not');
  // Further results are the pages with every word; a page with one common word is not listed.
  assert.ok(!found.some((page) => page.id === 'other'));
  assert.equal(found.length, 14 + 1);
  assert.deepEqual(holding, [16, 14, 15], 'the words are weighed by the pages holding each');
});

test('while few pages hold every word, the candidates fill with pages holding any', async () => {
  const { find } = pagefind({
    ...pagesHolding('every', 2, ['rest', 'cache'], 1),
    ...pagesHolding('rest', 20, ['rest'], 2),
    ...pagesHolding('cache', 3, ['cache'], 0.1),
  });
  const { candidates, found, pagesHolding: holding } = await findCandidatePages(find, queryTerms('rest cache'));
  const ids = candidates.map((page) => page.id);
  assert.deepEqual(ids.slice(0, 2), ['every-1', 'every-2']);
  assert.equal(ids.length, SEARCH_CONFIG.candidates + SEARCH_CONFIG.partialCandidates);
  assert.ok(
    ids.slice(2).every((id) => id.startsWith('rest-')),
    'by the sum of their scores',
  );
  assert.equal(found.length, 2 + 20 + 3, 'every page with any word can be shown');
  assert.deepEqual(holding, [22, 5]);
});

test('a page holding most words at their best outranks pages holding only a rare word as candidates', async () => {
  // Pagefind scores a word by how rare it is: 'lost' scores far above 'api' and 'key' on any page.
  const { find } = pagefind({
    ...pagesHolding('lost', 20, ['lost'], 20),
    'api-keys': { api: 3, key: 3 },
    ...pagesHolding('api', 12, ['api', 'key'], 1),
  });
  const { candidates } = await findCandidatePages(find, queryTerms('lost api key'));
  assert.equal(candidates[0].id, 'api-keys');
});

test("a one-word query ranks Pagefind's first pages and searches once", async () => {
  const { find, searches } = pagefind(pagesHolding('webhook', 30, ['webhook'], 1));
  const { candidates, found, pagesHolding: holding } = await findCandidatePages(find, queryTerms('webhook'));
  assert.equal(candidates.length, SEARCH_CONFIG.candidates);
  assert.equal(found.length, 30);
  assert.equal(holding, null);
  assert.deepEqual(searches, ['webhook']);
});

test('a word typed past its stem is searched again by the stem, the pages of the word as typed first', async () => {
  // Pagefind holds stems: "permiss" for permission and permissions, which "permissio" does not start.
  const { find, searches } = pagefind({
    typed: { permissio: 1 },
    ...pagesHolding('stem', 12, ['permiss'], 2),
  });
  const { candidates, found } = await findCandidatePages(find, queryTerms('permissio'));
  assert.deepEqual(searches, ['permissio', 'permiss']);
  assert.equal(candidates[0].id, 'typed');
  assert.equal(candidates.length, SEARCH_CONFIG.candidates);
  assert.equal(found.length, 13);
});

test('a word that many pages hold, or that is no stem away from a shorter one, is searched once', async () => {
  const many = pagefind(pagesHolding('permissions', 12, ['permissions'], 1));
  await findCandidatePages(many.find, queryTerms('permissions'));
  assert.deepEqual(many.searches, ['permissions']);
  const unchanged = pagefind({ cli: { unlink: 1 } });
  await findCandidatePages(unchanged.find, queryTerms('unlink'));
  assert.deepEqual(unchanged.searches, ['unlink']);
});

test('the stem of a word being typed is that of the words it may start', () => {
  assert.equal(stemOfPrefix('permissio'), 'permiss');
  assert.equal(stemOfPrefix('mappin'), 'map');
  assert.equal(stemOfPrefix('annotatio'), 'annot');
  assert.equal(stemOfPrefix('embeddi'), 'embed');
  assert.equal(stemOfPrefix('webhook'), null);
  assert.equal(stemOfPrefix('takeshape:get'), null);
});
