// Search's own logic, without a build or a browser: result snippets, the typo fallback, what a built page gives the
// index, search areas and the terms a result link asks the page to highlight.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { load } from 'cheerio';
import { highlightTerms } from '../../src/clientModules/searchHighlight';
import { SEARCH_CONFIG } from '../../src/config/search';
import { AREA_OF_GUIDES, AREA_OF_OTHER_DOCS, areaSlug } from '../../src/search/areas';
import { searchRecordOf } from '../../src/search/searchRecord';
import { snippetWindow, type SnippetPart } from '../../src/search/snippet';
import { editDistance } from '../../src/text/editDistance';
import {
  FIRST_LETTER_SHARD,
  MIN_TYPO_WORD,
  buildTypoDictionary,
  correctedQuery,
  shardsNear,
  type DictionaryEntry,
  type DictionaryReader,
} from '../../src/search/typoDictionary';

/** A snippet as a reader sees it, marks in [brackets]. */
const shown = (parts: SnippetPart[]) => parts.map(({ text, marked }) => (marked ? `[${text}]` : text)).join('');
const plain = (parts: SnippetPart[]) => parts.map(({ text }) => text).join('');
/** Text with [brackets] around the matched words, as parts. */
const partsOf = (text: string): SnippetPart[] =>
  text
    .split(/(\[[^\]]*\])/)
    .filter(Boolean)
    .map((piece) =>
      piece.startsWith('[') ? { text: piece.slice(1, -1), marked: true } : { text: piece, marked: false },
    );
const snippet = (text: string) => snippetWindow(partsOf(text), SEARCH_CONFIG.snippetLength);
/** The snippet's text without the ellipses that mark a cut. */
const windowText = (parts: SnippetPart[]) => plain(parts).replace(/^…|…$/g, '');

describe('result snippets', () => {
  const middle =
    'Every project has its own API endpoint and keys. To receive events, create a [webhook] in the ' +
    'project settings and choose the content types it watches. TakeShape then sends a signed request to your URL.';

  test('a long text is cut to about the snippet length around the first match, with … on both cut sides', () => {
    const parts = snippet(middle);
    const text = windowText(parts);
    assert.ok(text.length <= SEARCH_CONFIG.snippetLength, `${text.length} characters: ${shown(parts)}`);
    assert.ok(text.length >= SEARCH_CONFIG.snippetLength * 0.7, `only ${text.length} characters: ${shown(parts)}`);
    assert.ok(plain(parts).startsWith('…') && plain(parts).endsWith('…'), shown(parts));
    assert.match(shown(parts), /\w+ \w+ \[webhook\] /, 'no words of context before the match');
  });

  test('the snippet is cut between words and keeps the page text as it was', () => {
    const full = plain(partsOf(middle));
    const text = windowText(snippet(middle));
    const start = full.indexOf(text);
    assert.notEqual(start, -1, text);
    assert.ok(start === 0 || full[start - 1] === ' ', `starts inside a word: ${text}`);
    const end = start + text.length;
    assert.ok(end === full.length || full[end] === ' ', `ends inside a word: ${text}`);
  });

  test('every match inside the window is marked', () => {
    const parts = snippet(
      'Every project has its own API endpoint. A [webhook] calls your URL; each [webhook] ' +
        'request is signed with the secret of the project.',
    );
    assert.match(shown(parts), /\[webhook\] calls your URL; each \[webhook\]/);
  });

  test('a match at the very start opens the snippet, with no … before it', () => {
    const parts = snippet(
      '[Webhooks] let your application react to changes in content as they happen, without polling.',
    );
    assert.deepEqual(parts[0], { text: 'Webhooks', marked: true });
    assert.ok(plain(parts).endsWith('…'), shown(parts));
  });

  test('a match at the very end closes the snippet, with no … after it', () => {
    const parts = snippet('Every project has its own API endpoint and keys, and each one can call a [webhook]');
    assert.deepEqual(parts.at(-1), { text: 'webhook', marked: true });
    assert.ok(plain(parts).startsWith('…'), shown(parts));
    assert.ok(windowText(parts).length <= SEARCH_CONFIG.snippetLength, shown(parts));
  });

  test('a text with no match shows its beginning', () => {
    const parts = snippet('No match in this text, but it is long and goes on for well over the snippet length.');
    assert.ok(parts.every((part) => !part.marked));
    assert.match(plain(parts), /^No match in this text/);
    assert.ok(plain(parts).endsWith('…'), shown(parts));
  });

  test('a short text is shown whole, without …', () => {
    assert.equal(shown(snippet('Create a [webhook] & test it')), 'Create a [webhook] & test it');
  });
});

describe('typo fallback', () => {
  const pages = [
    'Webhooks. Create a webhook in the project settings; TakeShape signs each webhook request with the webhook secret.',
    'Shopify. Connect Shopify to your project, and Shopify products become shapes you can query. Shapes hold fields.',
    'Roles and permissions. A role grants permissions on shapes; API keys get the permissions of their role.',
    'Sharing. Shares of a project are listed in the project settings.',
  ];
  const dictionary = buildTypoDictionary(pages);
  const read: DictionaryReader = async (shard) => dictionary.get(shard) ?? [];
  const firstLetterShards = [...dictionary].filter(([shard]) => shard.startsWith(FIRST_LETTER_SHARD));
  const allWords = firstLetterShards.flatMap(([, entries]) => entries);

  test('the dictionary holds each word of the pages once per family, in lower case, in the shards of its letters', () => {
    const words = allWords.map(([word]) => word);
    assert.equal(new Set(words).size, words.length, 'a word appears twice among the first-letter shards');
    assert.equal(
      [...dictionary.values()].flat().length,
      2 * words.length,
      'a word is missing from the second-letter shards',
    );
    for (const [shard, entries] of dictionary)
      for (const [word] of entries)
        assert.match(shard, new RegExp(`^(first-${word[0]}|second-${word[1]})-${word.length}$`), `${word} in ${shard}`);
    assert.ok(words.includes('webhook') && words.includes('shopify') && words.includes('permissions'));
    assert.ok(!words.includes('Webhook') && !words.includes('Shopify'), 'a word kept its capital letter');
  });

  test('each shard lists the most used words first', () => {
    assert.deepEqual(dictionary.get('first-s-6'), [
      ['shapes', 3],
      ['secret', 1],
      ['shares', 1],
    ]);
    for (const entries of dictionary.values()) {
      const counts = entries.map(([, count]) => count);
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => b - a),
        `${entries.map(([word, count]) => `${word} ${count}`)}`,
      );
    }
  });

  test('words too short to correct to are left out', () => {
    const words = new Set([...dictionary.values()].flat().map(([word]) => word));
    for (const short of ['a', 'in', 'the', 'api', 'you']) assert.ok(!words.has(short), short);
  });

  for (const [typed, expected] of [
    ['webhok', 'webhook'],
    ['shopfy', 'shopify'],
    ['permisions', 'permissions'],
    ['shapess', 'shapes'],
    ['sectet', 'secret'],
    ['rloe', 'role'],
    ['rols', 'role'],
  ]) {
    test(`"${typed}" is corrected to "${expected}"`, async () => {
      assert.equal(await correctedQuery(typed, read, [typed]), expected);
    });
  }

  test('only the suspect words change; the others and the word order stay', async () => {
    assert.equal(await correctedQuery('create webhok secret', read, ['webhok']), 'create webhook secret');
    assert.equal(await correctedQuery('shopfy webhok', read, ['shopfy']), 'shopify webhok');
  });

  test('two neighbouring letters swapped are one typo, anywhere in the word', async () => {
    for (const [typed, expected] of [
      ['webhoko', 'webhook'],
      ['wbehook', 'webhook'],
      ['sohpify', 'shopify'],
    ])
      assert.equal(await correctedQuery(typed, read, [typed]), expected, typed);
  });

  test('of two words one letter away, the one the pages use more wins', async () => {
    // "shaoes" is one letter from both "shapes" (used 3 times) and "shares" (once).
    assert.equal(await correctedQuery('shaoes', read, ['shaoes']), 'shapes');
  });

  test('known words, short words, words with nothing near and words not suspected give null', async () => {
    assert.equal(await correctedQuery('webhook', read, ['webhook']), null);
    assert.equal(await correctedQuery('rol', read, ['rol']), null);
    assert.equal(await correctedQuery('zzzzzz', read, ['zzzzzz']), null);
    assert.equal(await correctedQuery('webhok', read, []), null);
  });

  test('a typo in the first letter is corrected too: wrong, missing, extra or swapped with the second', async () => {
    for (const [typed, expected] of [
      ['vebhook', 'webhook'],
      ['ebhook', 'webhook'],
      ['xwebhook', 'webhook'],
      ['qhopify', 'shopify'],
      ['hopify', 'shopify'],
      ['hsopify', 'shopify'],
    ])
      assert.equal(await correctedQuery(typed, read, [typed]), expected, typed);
  });

  test('a correction reads only the shards near the word, and finds what a search of every word finds', async () => {
    const shardsRead = new Set<string>();
    const counting: DictionaryReader = async (shard) => {
      shardsRead.add(shard);
      return dictionary.get(shard) ?? ([] as DictionaryEntry[]);
    };
    await correctedQuery('webhok', counting, ['webhok']);
    assert.deepEqual([...shardsRead].sort(), shardsNear('webhok').sort());
    assert.equal(shardsRead.size, 7);

    const byEveryWord = (typed: string) => {
      if (allWords.some(([word]) => word === typed)) return null;
      const order = (word: string) => [0, -1, 1].indexOf(word.length - typed.length);
      const nearest = allWords
        .filter(([word]) => editDistance(typed, word, 1) <= 1)
        .sort(([a, countA], [b, countB]) => countB - countA || order(a) - order(b) || a.localeCompare(b));
      return nearest[0]?.[0] ?? null;
    };
    const typos = allWords.flatMap(([word]) =>
      [...word].flatMap((_, at) => [
        word.slice(0, at) + word.slice(at + 1),
        `${word.slice(0, at)}x${word.slice(at + 1)}`,
        `${word.slice(0, at)}e${word.slice(at)}`,
        word.slice(0, at) + word.slice(at + 1, at + 2) + word.slice(at, at + 1) + word.slice(at + 2),
      ]),
    );
    for (const typed of typos.filter((typo) => typo.length >= MIN_TYPO_WORD))
      assert.equal(await correctedQuery(typed, read, [typed]), byEveryWord(typed), typed);
  });
});

describe('search records of built pages', () => {
  const siteUrl = 'https://app.takeshape.io';

  /** A page as Docusaurus builds it: navbar, sidebar and footer around an article. */
  function builtPage(options: {
    htmlClass: string;
    canonical?: string;
    breadcrumbs?: string[];
    article: string;
  }): string {
    const breadcrumbs = options.breadcrumbs
      ? `<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs">` +
        `<li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/docs/"><svg viewBox="0 0 24 24"><path d="M10 19v-5h4v5"></path></svg></a></li>` +
        options.breadcrumbs
          .map(
            (crumb, index, all) =>
              `<li class="breadcrumbs__item${index === all.length - 1 ? ' breadcrumbs__item--active' : ''}">` +
              `<span class="breadcrumbs__link">${crumb}</span></li>`,
          )
          .join('') +
        '</ul></nav>'
      : '';
    return (
      `<!doctype html><html lang="en" dir="ltr" class="${options.htmlClass}"><head>` +
      '<meta charset="UTF-8"><title>Webhooks | TakeShape Docs</title>' +
      (options.canonical ? `<link rel="canonical" href="${options.canonical}">` : '') +
      '<meta name="description" content="Get a request when content changes &amp; check its &quot;signature&quot;.">' +
      '<meta name="keywords" content="webhooks,webhook secret,content events">' +
      '</head><body><div id="__docusaurus">' +
      '<nav class="navbar"><a class="navbar__brand" href="/docs/">Navbar brand</a>' +
      '<input class="navbar__search-input" placeholder="Search"></nav>' +
      '<aside class="theme-doc-sidebar-container"><ul class="menu__list"><li>Sidebar entry</li></ul></aside>' +
      `<main><article>${breadcrumbs}` +
      '<div class="pageMenu"><button type="button">Copy page</button></div>' +
      `${options.article}</article></main>` +
      '<footer class="footer">Footer links</footer></div></body></html>'
    );
  }

  const docArticle =
    '<div class="theme-doc-markdown markdown"><header><div class="titleRow"><h1>Webhooks</h1>' +
    '<div class="pageMenu" data-pagefind-ignore="all"><button type="button">Copy page</button>' +
    '<ul role="menu" hidden><li role="none"><a role="menuitem" href="/docs/api/webhooks.md">View as Markdown</a></li>' +
    '<li role="none"><a role="menuitem" href="https://chatgpt.com/">Open in ChatGPT</a></li></ul></div></div></header>' +
    '<p>A webhook makes TakeShape send an HTTP request to your URL when content changes.</p>' +
    '<h2 class="anchor" id="webhook-secret">Webhook secret<a href="#webhook-secret" class="hash-link" ' +
    'aria-label="Direct link to Webhook secret" title="Direct link to Webhook secret">\u200b</a></h2>' +
    '<p>Each request carries a signature made with the secret.</p>' +
    '<div class="docusaurus-mermaid-container"><div class="light"><svg><foreignObject><div><p>Receiver box</p>' +
    '</div></foreignObject></svg></div><div class="dark"><svg><foreignObject><div><p>Receiver box</p></div>' +
    '</foreignObject></svg></div></div>' +
    '<div class="codeBlockContainer"><pre><code>curl -X POST https://example.com/hook</code></pre>' +
    '<button type="button" aria-label="Copy code to clipboard">Copy code</button></div>' +
    '<script>window.trackingPixel = true</script><style>.x{color:red}</style>' +
    '<h2 class="anchor" id="related">Related</h2><ul><li><a href="/docs/api/api-keys">Rotating credentials</a></li></ul>' +
    '</div>';

  const docPage = (breadcrumbs: string[], canonical = `${siteUrl}/docs/api/webhooks`) =>
    builtPage({
      htmlClass:
        'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-api/webhooks',
      canonical,
      breadcrumbs,
      article: docArticle,
    });

  /** What Pagefind reads from a record: its body, title, meta and filters. */
  function indexed(html: string) {
    const $ = load(html);
    const pairs = (attribute: string) =>
      Object.fromEntries(
        $(`[${attribute}]`)
          .toArray()
          .map((element) => {
            const value = $(element).attr(attribute)!;
            const colon = value.indexOf(':');
            return [value.slice(0, colon), value.slice(colon + 1)];
          }),
      );
    const body = $('[data-pagefind-body]');
    return {
      $,
      body,
      title: $('title').text(),
      meta: pairs('data-pagefind-meta'),
      filters: pairs('data-pagefind-filter'),
    };
  }

  test('a doc page gives its title, description, keywords and its top sidebar category as the area', () => {
    const record = searchRecordOf(docPage(['API', 'Webhooks']), '/docs/api/webhooks', siteUrl);
    assert.ok(record);
    assert.equal(record.url, '/docs/api/webhooks');
    const { body, title, meta, filters } = indexed(record.html);
    assert.equal(title, 'Webhooks', 'the title carries the site name');
    assert.deepEqual(
      body
        .find('h1')
        .toArray()
        .map((h1) => load(h1).text()),
      ['Webhooks'],
    );
    assert.deepEqual(meta, {
      description: 'Get a request when content changes & check its "signature".',
      keywords: 'webhooks, webhook secret, content events',
      area: 'API',
    });
    assert.deepEqual(filters, { area: areaSlug('API') });
  });

  test('the area is the top category, not the nearest one, and a page outside every category is in Docs', () => {
    const nested = searchRecordOf(docPage(['Services', 'Providers', 'Shopify']), '/docs/api/webhooks', siteUrl);
    assert.equal(indexed(nested!.html).meta.area, 'Services');
    const topLevel = searchRecordOf(docPage(['Webhooks']), '/docs/api/webhooks', siteUrl);
    assert.equal(indexed(topLevel!.html).meta.area, AREA_OF_OTHER_DOCS);
    assert.equal(indexed(topLevel!.html).filters.area, areaSlug(AREA_OF_OTHER_DOCS));
  });

  test('only the article prose is indexed: no navigation, buttons, diagrams, scripts or heading links', () => {
    const record = searchRecordOf(docPage(['API', 'Webhooks']), '/docs/api/webhooks', siteUrl)!;
    const { body } = indexed(record.html);
    for (const [what, text] of [
      ['navbar', 'Navbar brand'],
      ['sidebar', 'Sidebar entry'],
      ['footer', 'Footer links'],
      ['breadcrumbs', 'API'],
      ['copy page menu', 'Copy page'],
      ['copy page menu item', 'View as Markdown'],
      ['open-in menu item', 'Open in ChatGPT'],
      ['related pages heading', 'Related'],
      ['related page title', 'Rotating credentials'],
      ['code block button', 'Copy code'],
      ['diagram', 'Receiver box'],
      ['script', 'trackingPixel'],
      ['style', 'color:red'],
      ['heading link', 'Direct link'],
    ]) {
      assert.ok(!body.text().includes(text), `${what} indexed`);
      assert.ok(!record.text.includes(text), `${what} in the dictionary text`);
    }
    assert.equal(body.find('button, script, style, svg, .hash-link, .docusaurus-mermaid-container').length, 0);
    assert.match(body.text(), /A webhook makes TakeShape send an HTTP request/);
    assert.match(body.text(), /curl -X POST/);
  });

  test('headings keep their ids, so a result can link to its section', () => {
    const record = searchRecordOf(docPage(['API', 'Webhooks']), '/docs/api/webhooks', siteUrl)!;
    const heading = indexed(record.html).body.find('h2#webhook-secret');
    assert.equal(heading.length, 1);
    assert.equal(heading.text().trim(), 'Webhook secret');
  });

  test("the dictionary text holds the page's words as a reader sees them", () => {
    const record = searchRecordOf(docPage(['API', 'Webhooks']), '/docs/api/webhooks', siteUrl)!;
    for (const words of ['Webhooks', 'webhook secret', 'check its "signature"', 'carries a signature'])
      assert.ok(record.text.includes(words), words);
  });

  test('a guide gives its post, in the Guides area, without its author block', () => {
    const html = builtPage({
      htmlClass: 'blog-wrapper blog-post-page plugin-blog plugin-id-default',
      canonical: `${siteUrl}/docs/guides/filtering-with-where`,
      article:
        '<header><h1 class="title">Filtering made easier: the where argument</h1>' +
        '<div class="avatar"><span class="authorName">TakeShape Docs Team</span></div></header>' +
        '<div id="__blog-post-container" class="markdown"><p>Every list query takes a where argument.</p>' +
        '<h2 class="anchor" id="operators">Operators<a href="#operators" class="hash-link">\u200b</a></h2></div>',
    });
    const record = searchRecordOf(html, '/docs/guides/filtering-with-where', siteUrl);
    assert.ok(record);
    const { body, title, meta, filters } = indexed(record.html);
    assert.equal(title, 'Filtering made easier: the where argument');
    assert.equal(meta.area, AREA_OF_GUIDES);
    assert.equal(filters.area, areaSlug(AREA_OF_GUIDES));
    assert.match(body.text(), /Every list query takes a where argument/);
    assert.equal(body.find('h2#operators').text(), 'Operators');
    assert.ok(!body.text().includes('TakeShape Docs Team'), 'the author block is indexed');
  });

  test('list pages give no record', () => {
    const html = builtPage({
      htmlClass: 'blog-wrapper blog-list-page plugin-blog plugin-id-default',
      canonical: `${siteUrl}/docs/guides`,
      article: '<header><h1>Guides</h1></header><div class="markdown"><p>Every guide, newest first.</p></div>',
    });
    assert.equal(searchRecordOf(html, '/docs/guides', siteUrl), null);
  });

  test('a page whose canonical URL is another page gives no record, so it is not found twice', () => {
    // The docs root shows the quickstart, whose own URL is canonical.
    const html = docPage(['Webhooks'], `${siteUrl}/docs/get-started/quickstart`);
    assert.equal(searchRecordOf(html, '/docs/', siteUrl), null);
    assert.ok(searchRecordOf(html, '/docs/get-started/quickstart', siteUrl));
  });
});

describe('search areas', () => {
  test("an area's ctx value is its label in lower case, words joined by single dashes", () => {
    assert.equal(areaSlug('API'), 'api');
    assert.equal(areaSlug('Import & export'), 'import-export');
    assert.equal(areaSlug('  Get started '), 'get-started');
    assert.equal(areaSlug('Schema (advanced)'), 'schema-advanced');
    assert.equal(areaSlug('AI / MCP 2'), 'ai-mcp-2');
  });
});

describe('highlight terms', () => {
  const param = SEARCH_CONFIG.highlightParam;

  test('each term of a result link is highlighted, whether sent once per term or as one phrase', () => {
    assert.deepEqual(highlightTerms(`?${param}=webhook&${param}=secret`), ['webhook', 'secret']);
    assert.deepEqual(highlightTerms(`?${param}=webhook%20secret`), ['webhook', 'secret']);
    assert.deepEqual(highlightTerms(`?${param}=webhook+secret`), ['webhook', 'secret']);
    assert.deepEqual(highlightTerms(`?q=x&${param}=%20webhook%20%20secret%20`), ['webhook', 'secret']);
  });

  test('a page opened without terms highlights nothing', () => {
    assert.deepEqual(highlightTerms(''), []);
    assert.deepEqual(highlightTerms(`?${param}=`), []);
    assert.deepEqual(highlightTerms(`?${param}=%20`), []);
    assert.deepEqual(highlightTerms('?q=webhook'), []);
  });
});
