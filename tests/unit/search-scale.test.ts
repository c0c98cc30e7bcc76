import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseMarkdown } from '../../src/markdown/markdown';
import {
  copiedFrontMatter,
  lexiconSizeFor,
  lexiconWord,
  syntheticPage,
  varyWords,
  type Variation,
} from '../../scripts/search/scale';

const variation: Variation = { seed: 3, lexiconSize: 500, common: new Set(['project', 'with']), product: 'Brionex' };
const words = (text: string) => text.match(/[A-Za-z]+/g) ?? [];

describe('search scale: generated words', () => {
  test('are the same on every call, pronounceable and at least five letters', () => {
    const lexicon = Array.from({ length: 200 }, (_, index) => lexiconWord(index));
    assert.deepEqual(
      lexicon,
      Array.from({ length: 200 }, (_, index) => lexiconWord(index)),
    );
    for (const word of lexicon) assert.match(word, /^[a-z]{5,}$/);
    assert.ok(new Set(lexicon).size > 190, 'few collisions');
  });
});

describe('search scale: lexicon size', () => {
  test('gives the wanted number of distinct words for the number of draws', () => {
    const size = lexiconSizeFor(10_000, 6_000);
    assert.ok(Math.abs(size * (1 - Math.exp(-10_000 / size)) - 6_000) < 1);
    assert.ok(lexiconSizeFor(10_000, 9_000) > size);
  });

  test('makes every draw new when no more draws than words are wanted', () => {
    assert.equal(lexiconSizeFor(5_000, 5_000), 2 ** 31);
  });
});

describe('search scale: varied text', () => {
  const text =
    'Webhooks notify your endpoint when an editor publishes content. The webhook secret signs every delivery ' +
    'of the project &amp; its branches, with retries. Webhooks in TakeShape are configured per project.';

  test('replaces some rarer words, the same way each time a word comes back, and keeps the common ones', () => {
    const varied = varyWords(text, variation);
    assert.equal(varied, varyWords(text, variation));
    assert.notEqual(varied, text);
    assert.equal(words(varied).length, words(text).length);
    assert.equal(words(varied).filter((word) => word === 'project').length, 2);
    const [first, second] = [...varied.matchAll(/(\w+) in Brionex/g)].map((match) => match[1]);
    assert.equal(first, words(varied)[0], 'both "Webhooks" become the same word');
    assert.equal(second, undefined);
  });

  test('keeps capitals, entities, short words and the product name in its place', () => {
    const varied = varyWords(text, variation);
    assert.match(varied, /&amp;/);
    assert.match(varied, /\bBrionex\b/);
    assert.doesNotMatch(varied, /TakeShape/);
    assert.match(varied, /^[A-Z]/);
    assert.match(varied, /\ban\b.*\bThe\b/);
  });

  test('differs from page to page', () => {
    assert.notEqual(varyWords(text, variation), varyWords(text, { ...variation, seed: 4 }));
  });
});

describe('search scale: front matter of a copy', () => {
  test('drops id and slug and varies title, description and keywords only', () => {
    const yaml = [
      '---',
      'id: webhooks',
      'slug: /api/webhooks',
      'title: Webhooks delivery',
      'description: Set up TakeShape webhooks that call your endpoint.',
      'keywords: [webhooks, webhook secret, content:create]',
      'sources:',
      '  - https://app.takeshape.io/docs/api/webhooks/',
      '---',
    ].join('\n');
    const copied = copiedFrontMatter(yaml, variation).split('\n');
    assert.equal(copied.length, 7);
    assert.ok(!copied.some((line) => /^(id|slug):/.test(line)));
    assert.match(copied[2], /^description: Set up Brionex /);
    assert.match(copied[3], /^keywords: \[\w+, \w+ \w+, \w+:\w+\]$/);
    assert.deepEqual(copied.slice(4), yaml.split('\n').slice(6));
  });
});

describe('search scale: a page of a copy', () => {
  const rel = 'api/webhooks.md';
  const source = [
    '---',
    'title: Webhooks',
    '---',
    '',
    'Webhooks deliver events. Read [API keys](./api-keys.md#scopes) and [errors](../get-started/errors.md), or',
    'open https://app.takeshape.io/settings to configure webhooks.',
    '',
    '## Webhooks delivery',
    '',
    '[guide]: ../../guides/2024-03-05-nextjs-blog-part-1.md',
    '',
  ].join('\n');
  const tree = parseMarkdown(source, `docs/${rel}`);
  const pageOf = (dir: string) =>
    syntheticPage({ rel, source, tree }, { dir, pages: new Set([rel, 'api/api-keys.md']), variation });
  // A copy whose page replaces "Webhooks", so that the title and prose show the variation.
  const page = Array.from({ length: 50 }, (_, index) => pageOf(`synthetic-${index + 1}`)).find(
    (candidate) => !candidate.includes('title: Webhooks'),
  )!;

  test('keeps links to pages of the copy and points the others to the originals', () => {
    assert.match(page, /\]\(\.\/api-keys\.md#scopes\)/);
    assert.match(page, /\]\(\.\.\/\.\.\/get-started\/errors\.md\)/);
    assert.match(page, /^\[guide\]: \.\.\/\.\.\/\.\.\/guides\/2024-03-05-nextjs-blog-part-1\.md$/m);
  });

  test('keeps headings, whose anchors links name, and bare URLs', () => {
    assert.match(page, /^## Webhooks delivery$/m);
    assert.match(page, /https:\/\/app\.takeshape\.io\/settings/);
  });

  test('varies the prose and the title, each word the same way throughout the page', () => {
    const varied = /^title: (\w+)$/m.exec(page)![1];
    assert.match(page, new RegExp(`^title: ${varied}$`, 'm'));
    assert.match(page, new RegExp(`^${varied} \\w+ events\\.`, 'm'));
    assert.match(page, new RegExp(`to \\w+ ${varied.toLowerCase()}\\.`));
  });
});
