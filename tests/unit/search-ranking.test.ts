// The ranking the site's search and the MCP server share (src/search/ranking.ts), its snippets, and the two ways a
// page becomes section records: from a Pagefind fragment in the browser, from Markdown in the MCP server.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pageOfFragment, CODE_END_MARKER, CODE_START_MARKER, OPENING_MARKER } from '../../src/search/fragmentPage';
import { parseMarkdown } from '../../src/markdown/markdown';
import { sectionsOfMarkdown } from '../../src/search/markdownSections';
import {
  indexPage,
  isTopical,
  queryTerms,
  rankPages,
  unmatchedTerms,
  weighTerms,
  type QueryTerm,
  type SearchPage,
  type SearchSection,
} from '../../src/search/ranking';
import { pageSnippet, type SnippetPart } from '../../src/search/snippet';

const section = (heading: string | null, text: string, code = ''): SearchSection => ({
  headings: heading ? [heading] : [],
  anchor: heading ? heading.toLowerCase().replace(/\W+/g, '-') : null,
  text,
  code,
});

const page = (url: string, title: string, sections: SearchSection[], extra: Partial<SearchPage> = {}): SearchPage => ({
  url,
  title,
  area: 'API',
  isGuide: false,
  description: '',
  keywords: '',
  sections,
  ...extra,
});

/** The URLs of the ranked pages, best first, each with the anchor of the section it links to. */
const ranking = (query: string, pages: SearchPage[]) =>
  rankPages(pages.map(indexPage), queryTerms(query)).map(
    ({ page: ranked, sections }) =>
      `${ranked.url}${sections[0].section.anchor ? `#${sections[0].section.anchor}` : ''}`,
  );

const shown = (parts: SnippetPart[]) => parts.map(({ text, marked }) => (marked ? `[${text}]` : text)).join('');

describe('ranking', () => {
  const apiKeys = page('/docs/api/api-keys', 'API keys', [
    section(null, 'An API key lets an application call your project.'),
    section('Rotate a key', 'Create a new key, move your callers to it, then delete the old one.'),
    section('Create an API key', 'Open the project settings and choose a role for the key.'),
  ]);
  const createProject = page('/docs/get-started/create-project', 'Create a project', [
    section(null, 'Create a project from a pattern or from scratch. Every project has its own API and API key list.'),
  ]);

  test('a page whose heading holds every query word ranks first, and its result links to that heading', () => {
    assert.deepEqual(ranking('create an api key', [createProject, apiKeys]), [
      '/docs/api/api-keys#create-an-api-key',
      '/docs/get-started/create-project',
    ]);
  });

  test('a synonym matches the word the page uses, ranks its section first and is marked in the snippet', () => {
    const history = page('/docs/schema/history', 'Schema history', [
      section(null, 'Each deploy of the schema is kept as a version.'),
      section('Restore a version', 'Restoring an earlier schema brings back its shapes.'),
    ]);
    const editing = page('/docs/schema/editing', 'Edit the schema', [
      section(null, 'Change a shape, then deploy the schema.'),
    ]);
    assert.deepEqual(ranking('undo a schema change', [editing, history]), [
      '/docs/schema/history#restore-a-version',
      '/docs/schema/editing',
    ]);
    const terms = queryTerms('undo a schema change');
    const [first] = rankPages([history].map(indexPage), terms);
    assert.match(shown(pageSnippet(first, terms, 80)), /\[Restoring\] an earlier \[schema\]/);
  });

  test('a word being typed matches the words it starts, and once typed out, only itself, on the same pages', () => {
    const webhooks = page('/docs/api/webhooks', 'Webhooks', [section(null, 'A webhook calls your endpoint.')]);
    const web = page('/docs/get-started/web', 'On the web', [section(null, 'Open the web client.')]);
    const pages = [webhooks, web];
    assert.deepEqual(ranking('web', pages).sort(), ['/docs/api/webhooks', '/docs/get-started/web']);
    assert.deepEqual(ranking('web client', pages), ['/docs/get-started/web']);
    assert.deepEqual(ranking('web', pages).sort(), ['/docs/api/webhooks', '/docs/get-started/web']);
  });

  test('a rare query word counts for more than a word on most pages', () => {
    const locales = page('/docs/data/localization', 'Translations', [
      section('Per item', 'One item can hold several languages.'),
    ]);
    const limits = page('/docs/services/providers/yelp', 'Yelp', [section('Limits', 'Each call may include a key.')]);
    const terms = queryTerms('how many languages does my plan include');
    const weighed = weighTerms(terms, [2, 40, 60], 100);
    assert.deepEqual(
      weighed.map((term) => [term.word, Number(term.weight?.toFixed(2))]),
      [
        ['languages', 1],
        ['plan', 0.62],
        ['include', 0.57],
      ],
    );
    const first = (pages: SearchPage[], ranked: QueryTerm[]) => rankPages(pages.map(indexPage), ranked)[0].page.url;
    // Unweighed, each page matches one word and the order they came in decides; weighed, the rarer word wins.
    assert.equal(first([limits, locales], terms), '/docs/services/providers/yelp');
    assert.equal(first([limits, locales], weighed), '/docs/data/localization');
    assert.equal(first([locales, limits], weighed), '/docs/data/localization');
  });

  test('a page whose summary names the word ranks above a page that only mentions it in its text', () => {
    const services = page('/docs/services/intro', 'Services', [section(null, 'Connect the APIs your project calls.')], {
      keywords: 'services, integrations, providers',
    });
    const provider = page('/docs/services/providers/reviews', 'Reviews', [
      section('Before you start', 'Copy the key from the Integrations screen of your reviews account.'),
    ]);
    assert.deepEqual(ranking('integrations', [provider, services]), [
      '/docs/services/intro',
      '/docs/services/providers/reviews#before-you-start',
    ]);
  });

  test('an exact phrase beats all the words apart, which beat most of the words', () => {
    const phrase = page('/phrase', 'One', [section(null, 'You rotate the signing secret every month.')]);
    const apart = page('/apart', 'Two', [section(null, 'The secret is signing every request; rotate it monthly.')]);
    const most = page('/most', 'Three', [section(null, 'The signing key of every request.')]);
    assert.deepEqual(ranking('rotate signing secret', [most, apart, phrase]), ['/phrase', '/apart', '/most']);
  });

  test('a match in the title beats one in a heading, which beats one in the text', () => {
    const inText = page('/text', 'Project settings', [section(null, 'Webhooks are listed here.')]);
    const inHeading = page('/heading', 'Services', [section('Webhooks of a service', 'A service can call back.')]);
    const inTitle = page('/title', 'Webhooks', [section(null, 'Receive an HTTP request when content changes.')]);
    assert.deepEqual(ranking('webhooks', [inText, inHeading, inTitle]), [
      '/title',
      '/heading#webhooks-of-a-service',
      '/text',
    ]);
  });

  test('words close together beat words far apart', () => {
    const far = page('/far', 'One', [
      section(
        null,
        'Schedule the import of products from the store, once the catalogue has been reviewed for publishing.',
      ),
    ]);
    const close = page('/close', 'Two', [section(null, 'You can schedule publishing for any item.')]);
    assert.deepEqual(ranking('schedule publishing', [far, close]), ['/close', '/far']);
  });

  test('a page that holds the rest of the query in another section beats one whose best section matches a little better and has nothing else', () => {
    const onlyThere = page('/only-there', 'One', [section('Merge a branch', 'Merging copies the changes.')]);
    const elsewhereToo = page('/elsewhere-too', 'Two', [
      section('Merge branches', 'Merging copies the changes.'),
      section('Before you merge', 'Compare the schema.'),
    ]);
    assert.deepEqual(ranking('merge branch schema', [onlyThere, elsewhereToo]), [
      '/elsewhere-too#merge-branches',
      '/only-there#merge-a-branch',
    ]);
  });

  test('a section that answers in one passage beats a longer one whose words lie far apart in its text', () => {
    const filler = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
    const spread = page('/spread', 'One', [
      section('Overview', `Rotate the secret. ${filler} Each webhook signs. ${filler} Every payload arrives.`),
    ]);
    const together = page('/together', 'Two', [section('Signing', 'Rotate the secret each webhook uses.')]);
    assert.deepEqual(ranking('rotate webhook payload', [spread, together]), ['/together#signing', '/spread#overview']);
  });

  test('a page with the query as one of its keywords ranks as if its title held the query', () => {
    const titleHolds = page('/hosting', 'Static sites', [section('Hosting', 'A static site generator deploys.')]);
    const keyword = page('/deploy', 'Deploy', [section('Build output', 'Render pages at build time.')], {
      keywords: 'static site generator, deploy',
    });
    assert.deepEqual(ranking('static site generator', [titleHolds, keyword]), [
      '/deploy#build-output',
      '/hosting#hosting',
    ]);
  });

  test('guides rank after reference and task pages, unless the query names the guide’s subject or asks for a tutorial, or the guide holds every word most closely', () => {
    const guide = page(
      '/docs/guides/nextjs-blog',
      'Building a blog with Next.js',
      [section(null, 'Webhooks revalidate pages.')],
      {
        isGuide: true,
        keywords: 'nextjs blog, app router',
      },
    );
    const doc = page('/docs/api/webhooks', 'Webhooks', [
      section('Payload', 'The request revalidates no pages by itself.'),
    ]);
    const fewerWords = page('/docs/api/cdn', 'CDN', [section('Cache', 'Webhooks do not purge the cache.')]);
    assert.deepEqual(ranking('revalidate cached pages with webhooks', [guide, doc]), [
      '/docs/api/webhooks#payload',
      '/docs/guides/nextjs-blog',
    ]);
    assert.equal(ranking('next.js blog webhooks', [doc, guide])[0], '/docs/guides/nextjs-blog');
    assert.equal(ranking('revalidate pages with webhooks', [fewerWords, guide])[0], '/docs/guides/nextjs-blog');
    // Unless a reference page holds every word as well, as closely as the guide does.
    assert.equal(ranking('revalidate pages with webhooks', [guide, doc])[0], '/docs/api/webhooks#payload');
    const guideHeading = page(
      '/docs/guides/nextjs-blog',
      'Building a blog with Next.js',
      [section('Revalidate pages with webhooks', 'Add a route handler.')],
      { isGuide: true, keywords: 'nextjs blog, app router' },
    );
    assert.equal(
      ranking('revalidate pages with webhooks', [doc, guideHeading])[0],
      '/docs/guides/nextjs-blog#revalidate-pages-with-webhooks',
    );
    // Asked for a tutorial, a guide that lacks that word is not put after the other pages.
    assert.equal(
      ranking('revalidate pages with webhooks tutorial', [fewerWords, guide])[0],
      '/docs/guides/nextjs-blog',
    );
  });

  test('a guide’s subject is named by whole words of its title and keywords, not by a part of Next.js or getPost', () => {
    const guide = page(
      '/docs/guides/nextjs-blog',
      'Building a blog with Next.js',
      [section('Build the list', 'The next page shows the posts by each author.')],
      { isGuide: true, keywords: 'nextjs blog, getPost' },
    );
    const paging = page('/docs/get-started/sending-queries', 'Send queries', [
      section('Page through a list', 'Ask for the next page with from and size.'),
    ]);
    const filtering = page('/docs/api/where-filter', 'Filter with where', [
      section('Filter on relationships', 'Find the posts of one author through the relationship field.'),
    ]);
    assert.equal(ranking('next page', [guide, paging])[0], '/docs/get-started/sending-queries#page-through-a-list');
    assert.equal(ranking('author posts', [guide, filtering])[0], '/docs/api/where-filter#filter-on-relationships');
    assert.equal(ranking('next.js blog', [paging, guide])[0], '/docs/guides/nextjs-blog#build-the-list');
  });

  test('the last word matches the words it starts, as while typing; other words match their other forms', () => {
    assert.equal(ranking('create api ke', [createProject, apiKeys])[0], '/docs/api/api-keys#create-an-api-key');
    assert.equal(ranking('rotating keys', [createProject, apiKeys])[0], '/docs/api/api-keys#rotate-a-key');
  });

  test('an identifier matches as a whole, and a camelCase word by its humps', () => {
    const shapedb = page('/shapedb', 'ShapeDB resolvers', [
      section('The resolvers', 'Use takeshape:get to read one item.'),
    ]);
    const apart = page('/apart', 'Queries', [section(null, 'Get started with TakeShape queries.')]);
    assert.deepEqual(ranking('takeshape:get', [apart, shapedb]), ['/shapedb#the-resolvers']);
    const rag = page('/rag', 'RAG', [section('Search', 'Call takeshape:vectorSearch with the embedding.')]);
    assert.deepEqual(ranking('vector search', [rag]), ['/rag#search']);
  });

  test('question words count only when the query has nothing else', () => {
    assert.deepEqual(
      queryTerms("what's the difference between an api key and a token").map((term) => term.word),
      ['api', 'key', 'token'],
    );
    assert.deepEqual(
      queryTerms('how do I').map((term) => term.word),
      ['how', 'do', 'i'],
    );
  });

  test('the product name, on nearly every page, decides nothing while the query has other words', () => {
    const help = page('/docs/get-started/help', 'Get help', [
      section('Contact us', 'Write to the support team from the web client.'),
    ]);
    const account = page('/docs/account-management', 'Account management', [
      section('TakeShape support plans', 'Which plans include priority answers.'),
    ]);
    assert.deepEqual(ranking('how do i contact takeshape support', [account, help]), [
      '/docs/get-started/help#contact-us',
      '/docs/account-management#takeshape-support-plans',
    ]);
    // Alone, the name is what the reader is searching for.
    assert.deepEqual(
      queryTerms('takeshape').map((term) => [term.word, isTopical(term)]),
      [['takeshape', true]],
    );
    assert.deepEqual(queryTerms('how do').map(isTopical), [false, false]);
  });

  test('the words a question is worded with decide nothing while the query has other words', () => {
    const explorer = page('/docs/api/api-explorer', 'API Explorer', [
      section('Credentials', 'You can see the key again in the explorer.'),
    ]);
    const lostKeys = page('/docs/api/api-keys', 'API keys', [section('Lost keys', 'A lost key is gone for good.')]);
    assert.deepEqual(
      queryTerms('i lost my api key can i see it again').map((term) => term.word),
      ['lost', 'api', 'key'],
    );
    assert.equal(
      ranking('i lost my api key can i see it again', [explorer, lostKeys])[0],
      '/docs/api/api-keys#lost-keys',
    );
    assert.deepEqual(
      queryTerms('see again').map((term) => term.word),
      ['see', 'again'],
    );
  });

  test('words that match nothing are the typo suspects', () => {
    const pages = [indexPage(apiKeys)];
    assert.deepEqual(
      unmatchedTerms(pages, queryTerms('rotate webhok')).map((term) => term.word),
      ['webhok'],
    );
  });
});

describe('snippets', () => {
  const terms = queryTerms('webhook secret');

  test('come from the prose around the match, not from code that also matches', () => {
    const ranked = rankPages(
      [
        indexPage(
          page('/docs/api/webhooks', 'Webhooks', [
            section(
              'Verify a request',
              'Each request is signed with the webhook secret of the project.',
              '{"secret": "s3cr3t"}',
            ),
          ]),
        ),
      ],
      terms,
    );
    const snippet = shown(pageSnippet(ranked[0], terms, 80));
    assert.match(snippet, /\[webhook\] \[secret\]/);
    assert.doesNotMatch(snippet, /s3cr3t/);
  });

  test('come from code or a table only when the prose of the page never matches', () => {
    const ranked = rankPages(
      [
        indexPage(
          page('/docs/api/webhooks', 'Receivers', [
            section(null, 'A receiver answers quickly.'),
            section('Example', 'Compare the header in constant time.', 'const secret = process.env.WEBHOOK_SECRET;'),
          ]),
        ),
      ],
      queryTerms('secret'),
    );
    assert.match(shown(pageSnippet(ranked[0], queryTerms('secret'), 80)), /const \[secret\] = /);
  });
});

describe('section records', () => {
  test('from a Pagefind fragment: the opening text, one section per heading, code and tables apart', () => {
    const content =
      'API keys. An API key calls your project. Create an API key Open the settings. ' +
      'curl -H key Then test it. From a script Use the admin API.';
    const words = content.split(' ');
    const at = (word: string, from = 0) => words.indexOf(word, from);
    const fragment = {
      url: '/docs/api/api-keys?_highlight=key',
      raw_url: '/docs/api/api-keys',
      content,
      meta: { title: 'API keys', area: 'API', description: 'Keys.', keywords: 'api key, token' },
      anchors: [
        { element: 'span', id: OPENING_MARKER, text: '', location: 2 },
        { element: 'h2', id: 'create-an-api-key', text: 'Create an API key', location: at('Create') },
        { element: 'span', id: `${CODE_START_MARKER}0`, text: '', location: at('curl') },
        { element: 'span', id: `${CODE_END_MARKER}0`, text: '', location: at('Then') },
        { element: 'h3', id: 'from-a-script', text: 'From a script', location: at('From') },
      ],
    };
    assert.deepEqual(pageOfFragment(fragment), {
      url: '/docs/api/api-keys',
      title: 'API keys',
      area: 'API',
      isGuide: false,
      description: 'Keys.',
      keywords: 'api key, token',
      sections: [
        { headings: [], anchor: null, text: 'An API key calls your project.', code: '' },
        {
          headings: ['Create an API key'],
          anchor: 'create-an-api-key',
          text: 'Open the settings. Then test it.',
          code: 'curl -H key',
        },
        {
          headings: ['Create an API key', 'From a script'],
          anchor: 'from-a-script',
          text: 'Use the admin API.',
          code: '',
        },
      ],
    });
  });

  test('from Markdown: heading ids as Docusaurus gives them, code blocks and tables apart from prose', () => {
    const tree = parseMarkdown(
      [
        '# Branches',
        '',
        'A branch holds a copy of the schema.',
        '',
        '## Create a branch',
        '',
        'Run the command.',
        '',
        '```bash',
        'takeshape branch create',
        '```',
        '',
        '### Stored items on a branch {#check-whether-items-are-shared}',
        '',
        '| Field | Meaning |',
        '| --- | --- |',
        '| `name` | The branch name |',
        '',
        'Items are shared.',
      ].join('\n'),
      'branches.md',
    );
    assert.deepEqual(sectionsOfMarkdown(tree), [
      { headings: [], anchor: null, text: 'A branch holds a copy of the schema.', code: '' },
      {
        headings: ['Create a branch'],
        anchor: 'create-a-branch',
        text: 'Run the command.',
        code: 'takeshape branch create',
      },
      {
        headings: ['Create a branch', 'Stored items on a branch'],
        anchor: 'check-whether-items-are-shared',
        text: 'Items are shared.',
        code: 'Field Meaning name The branch name',
      },
    ]);
  });
});
