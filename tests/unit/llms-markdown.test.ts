import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { load } from 'js-yaml';
import type { Provider } from '../../src/components/ProviderDirectory/providers';
import { absoluteLink, cleanMarkdownBody, pageMarkdown, type ConvertOptions } from '../../src/plugins/llmsMarkdown';
import { propertyRows } from '../../src/remark/schemaTable';

const DOCS_URL = 'https://app.takeshape.io/docs';
const PROVIDERS: Provider[] = [
  {
    id: 'shopify',
    name: 'Shopify',
    purpose: 'Products from a Shopify store.',
    category: 'commerce',
    auth: 'oauth2Bearer',
    path: '/services/providers/shopify',
  },
  {
    id: 'openai',
    name: 'OpenAI',
    purpose: 'Embeddings and chat completions.',
    category: 'ai-models',
    auth: 'bearer',
    path: '/services/providers/openai',
  },
  {
    id: 'bigcommerce',
    name: 'BigCommerce',
    purpose: 'Products from BigCommerce.',
    category: 'commerce',
    auth: 'bearer',
    path: '/services/providers/bigcommerce',
  },
];

const options = (sourcePath: string): ConvertOptions => ({ sourcePath, docsUrl: DOCS_URL, providers: PROVIDERS });
const convert = (source: string, sourcePath = 'docs/api/webhooks.md') => cleanMarkdownBody(source, options(sourcePath));

describe('clean Markdown of a page', () => {
  test('drops import and export lines of MDX, but not those in code blocks', () => {
    const body = convert(
      [
        "import ProviderDirectory from '@site/src/components/ProviderDirectory';",
        "import { a, b } from './things';",
        'export const meta = 1;',
        '',
        'Text.',
        '',
        '```js',
        "import { readFile } from 'node:fs/promises';",
        'export async function read() {}',
        '```',
      ].join('\n'),
      'docs/services/intro.mdx',
    );
    assert.doesNotMatch(body, /ProviderDirectory|\.\/things|export const/);
    assert.match(body, /^Text\.$/m);
    assert.match(body, /^import \{ readFile \} from 'node:fs\/promises';$/m);
    assert.match(body, /^export async function read\(\) \{\}$/m);
  });

  test('drops the requires= marker of example checks from fences and keeps the title', () => {
    const body = convert(
      ['```graphql title="export.graphql" requires=admin-api', 'mutation { tsExportProject { id } }', '```'].join('\n'),
    );
    assert.match(body, /^```graphql title="export.graphql"$/m);
    assert.doesNotMatch(body, /requires=/);
  });

  test('leaves out the interactive <ApiExplorer /> and keeps the text around it', () => {
    const body = convert(
      ['Run a query below.', '', '<ApiExplorer />', '', 'Then read the result.'].join('\n'),
      'docs/api/api-explorer.mdx',
    );
    assert.doesNotMatch(body, /ApiExplorer/);
    assert.match(body, /^Run a query below\.$/m);
    assert.match(body, /^Then read the result\.$/m);
  });

  test('renders <ProviderDirectory /> as a list of every provider, by category in directory order', () => {
    const body = convert('## Find a service\n\n<ProviderDirectory />\n\n## Next', 'docs/services/intro.mdx');
    assert.doesNotMatch(body, /<ProviderDirectory/);
    const expected = [
      '### Commerce',
      '',
      `- [BigCommerce](${DOCS_URL}/services/providers/bigcommerce): Products from BigCommerce.`,
      `- [Shopify](${DOCS_URL}/services/providers/shopify): Products from a Shopify store.`,
      '',
      '### AI models',
      '',
      `- [OpenAI](${DOCS_URL}/services/providers/openai): Embeddings and chat completions.`,
    ].join('\n');
    assert.ok(body.includes(expected), body);
    assert.match(body, /## Next$/);
  });

  test('a component without a Markdown rendering fails with the page and the component', () => {
    assert.throws(() => convert('<Tabs />', 'docs/cli.md'), /docs\/cli\.md: .*<Tabs \/>/);
  });

  test('expands ::schema-properties to a Markdown table of the definition', () => {
    const body = convert('Intro.\n\n::schema-properties{definition="query"}\n\nAfter.', 'docs/schema/spec.md');
    assert.doesNotMatch(body, /::schema-properties/);
    const lines = body.split('\n');
    const header = lines.indexOf('| Property | Type | Required | Description |');
    assert.ok(header > 0, body);
    assert.equal(lines[header + 1], '| --- | --- | --- | --- |');
    const rows = propertyRows('query');
    assert.deepEqual(
      lines.slice(header + 2, header + 2 + rows.length),
      rows.map(
        (row) => `| \`${row.name}\` | ${row.type} | ${row.required ? 'yes' : 'no'} | ${row.description || '—'} |`,
      ),
    );
    assert.equal(lines[header + 2 + rows.length], '');
  });

  test('rewrites relative links to docs files as absolute URLs, resolved from the page', () => {
    const body = convert(
      [
        'See [API keys](../api/api-keys.md#rotate-a-key), [errors](./errors.md) and [services](services/intro.mdx).',
        '![Diagram](/img/flow.svg) and [guide](/guides/nextjs-blog-part-1).',
      ].join('\n'),
      'docs/get-started/auth.md',
    );
    assert.match(body, /\[API keys\]\(https:\/\/app\.takeshape\.io\/docs\/api\/api-keys#rotate-a-key\)/);
    assert.match(body, /\[errors\]\(https:\/\/app\.takeshape\.io\/docs\/get-started\/errors\)/);
    assert.match(body, /\[services\]\(https:\/\/app\.takeshape\.io\/docs\/get-started\/services\/intro\)/);
    assert.match(body, /!\[Diagram\]\(https:\/\/app\.takeshape\.io\/docs\/img\/flow\.svg\)/);
    assert.match(body, /\[guide\]\(https:\/\/app\.takeshape\.io\/docs\/guides\/nextjs-blog-part-1\)/);
  });

  test('resolves links of top-level pages and site-relative links of guides', () => {
    assert.equal(absoluteLink('services/intro.mdx', 'docs/cli.md', DOCS_URL), `${DOCS_URL}/services/intro`);
    assert.equal(
      absoluteLink('../../api/errors.md', 'docs/schema/resolvers/intro.md', DOCS_URL),
      `${DOCS_URL}/api/errors`,
    );
    assert.equal(
      absoluteLink('/api/where-filter', 'guides/2022-09-13-filtering-with-where.md', DOCS_URL),
      `${DOCS_URL}/api/where-filter`,
    );
    assert.equal(absoluteLink('/docs/api/cdn#sizes', 'guides/x.md', DOCS_URL), `${DOCS_URL}/api/cdn#sizes`);
  });

  test('leaves external links, mail links and same-page anchors alone', () => {
    for (const target of ['https://app.takeshape.io', 'mailto:support@takeshape.io', '#troubleshooting']) {
      assert.equal(absoluteLink(target, 'docs/api/webhooks.md', DOCS_URL), target);
    }
  });

  test('keeps code blocks and code spans untouched', () => {
    const source = [
      'A [link](./errors.md) and `[not a link](./errors.md)`.',
      '',
      '```markdown',
      '[API keys](../api/api-keys.md)',
      ':::note',
      '::schema-properties{definition="query"}',
      '<ProviderDirectory />',
      '```',
      '',
      '  ~~~',
      '  [indented](./x.md)',
      '  ~~~',
    ].join('\n');
    const body = convert(source);
    assert.match(
      body,
      /^A \[link\]\(https:\/\/app\.takeshape\.io\/docs\/api\/errors\) and `\[not a link\]\(\.\/errors\.md\)`\.$/m,
    );
    assert.ok(body.includes(source.split('\n').slice(2, 8).join('\n')), body);
    assert.ok(body.includes('```\n[indented](./x.md)\n```'), body);
  });

  test('turns admonitions into blockquotes that name their kind', () => {
    const body = convert(
      [
        ':::note',
        'Transforms apply to [images](./cdn.md) only.',
        '',
        'A second paragraph.',
        ':::',
        '',
        ':::warning Sapper is no longer developed',
        'Start new projects on SvelteKit.',
        ':::',
        '',
        ':::tip',
        '```bash',
        'npm run build',
        '```',
        ':::',
      ].join('\n'),
    );
    assert.ok(
      body.includes(
        `> **Note:** Transforms apply to [images](${DOCS_URL}/api/cdn) only.\n>\n> A second paragraph.\n\n` +
          '> **Warning: Sapper is no longer developed**\n>\n> Start new projects on SvelteKit.\n\n' +
          '> **Tip:**\n>\n> ```bash\n> npm run build\n> ```',
      ),
      body,
    );
    assert.doesNotMatch(body, /^:::/m);
  });

  test('rewrites link definitions, keeps a bare `:name` as text and the blank lines between list items', () => {
    const body = convert(
      [
        'See [keys][k] and `util:noop`; util:noop returns its input at 9:00.',
        '',
        '1. One',
        '2. Two',
        '',
        '3. Three',
        '',
        '[k]: ../api/api-keys.md',
      ].join('\n'),
      'docs/get-started/auth.md',
    );
    assert.match(body, /^\[k\]: https:\/\/app\.takeshape\.io\/docs\/api\/api-keys$/m);
    assert.match(body, /util:noop returns its input at 9:00\.$/m);
    assert.match(body, /^1\. One\n2\. Two\n\n3\. Three$/m);
  });

  test('lists every variant of code tabs, each under its label', () => {
    const body = convert(
      [
        'Send it:',
        '',
        '::::tabs{group="http-client"}',
        ':::tab{label="curl"}',
        'Run:',
        '',
        '```bash',
        'curl -X POST https://api.takeshape.io/project/PROJECT_ID/v3/graphql',
        '```',
        ':::',
        ':::tab{label="fetch"}',
        '```js',
        "await fetch('https://api.takeshape.io/project/PROJECT_ID/v3/graphql', { method: 'POST' });",
        '```',
        ':::',
        '::::',
      ].join('\n'),
    );
    assert.equal(
      body,
      [
        'Send it:',
        '',
        '**curl**',
        '',
        'Run:',
        '',
        '```bash',
        'curl -X POST https://api.takeshape.io/project/PROJECT_ID/v3/graphql',
        '```',
        '',
        '**fetch**',
        '',
        '```js',
        "await fetch('https://api.takeshape.io/project/PROJECT_ID/v3/graphql', { method: 'POST' });",
        '```',
      ].join('\n'),
    );
  });

  test('code tabs with an unknown group or label fail with the page and line', () => {
    const tabs = (group: string, label: string) =>
      `::::tabs{group="${group}"}\n:::tab{label="${label}"}\nA\n:::\n:::tab{label="npm"}\nB\n:::\n::::`;
    assert.throws(() => convert(tabs('shells', 'npm')), /docs\/api\/webhooks\.md:1: tabs need group=/);
    assert.throws(() => convert(tabs('package-manager', 'bun')), /one of npm, yarn, pnpm; got "bun"/);
  });

  test('drops HTML comments such as the truncate marker, and runs of blank lines', () => {
    assert.equal(convert('First.\n\n<!-- truncate -->\n\n\n\nSecond.'), 'First.\n\nSecond.');
  });

  test('re-emits only title, description and url as front matter, then the title as H1', () => {
    const source = '---\ntitle: Old\nkeywords: [a, b]\nsidebar_label: Short\n---\n\nBody text.\n';
    const title = 'Filtering made easier: the where argument';
    const meta = { title, description: 'Filter lists: with where.', url: `${DOCS_URL}/guides/filtering-with-where` };
    const page = pageMarkdown(meta, convert(source));
    const [, frontMatter, rest] = page.match(/^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/) ?? [];
    assert.deepEqual(load(frontMatter), meta);
    assert.equal(rest, `# ${title}\n\nBody text.\n`);
    assert.doesNotMatch(page, /keywords|sidebar_label/);
  });
});
