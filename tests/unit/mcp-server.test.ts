import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { loadCorpus } from '../../mcp/corpus';
import { SERVER_NAME, createDocsMcpServer } from '../../mcp/server';
import { mcpSearchLatency } from '../../scripts/mcpBench';

const REPO_ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(REPO_ROOT, 'tests/fixtures/docs-corpus');
const WEBHOOKS_MD = readFileSync(path.join(FIXTURE, 'api/webhooks.md'), 'utf8');
const PACKAGE_JSON = readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8');

interface Hit {
  path: string;
  title: string;
  heading: string | null;
  url: string;
  snippet: string;
}

let client: Client;

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

async function search(query: string, limit?: number): Promise<Hit[]> {
  const result = await call('search_docs', limit === undefined ? { query } : { query, limit });
  assert.equal(result.isError, undefined, textOf(result));
  return (result.structuredContent as { results: Hit[] }).results;
}

/** Asserts an error result that leaks nothing from outside the corpus, and returns its message. */
async function expectError(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(name, args);
  const text = textOf(result);
  assert.equal(result.isError, true, `expected an error, got: ${text.slice(0, 200)}`);
  assert.ok(!text.includes('"takeshape-docs"') && !text.includes(PACKAGE_JSON.slice(0, 40)), 'leaked package.json');
  return text;
}

describe('docs MCP server (in memory)', () => {
  before(async () => {
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await createDocsMcpServer(FIXTURE).connect(serverTransport);
    client = new Client({ name: 'mcp-server-test', version: '1.0.0' });
    await client.connect(clientTransport);
  });

  after(() => client.close());

  test('initialize reports the server name and the tools capability', () => {
    assert.equal(client.getServerVersion()?.name, SERVER_NAME);
    assert.ok(client.getServerCapabilities()?.tools);
    assert.match(client.getInstructions() ?? '', /search_docs/);
  });

  test('tools/list lists the three tools with input schemas', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_page', 'list_pages', 'search_docs']);
    const schemaOf = (name: string) => tools.find((tool) => tool.name === name)?.inputSchema;
    assert.deepEqual(schemaOf('search_docs')?.required, ['query']);
    assert.deepEqual(Object.keys(schemaOf('search_docs')?.properties ?? {}).sort(), ['limit', 'query']);
    assert.deepEqual(schemaOf('get_page')?.required, ['path']);
    assert.deepEqual(Object.keys(schemaOf('list_pages')?.properties ?? {}), ['area']);
    assert.ok(tools.every((tool) => tool.annotations?.readOnlyHint === true));
  });

  test('search_docs ranks the page whose title matches first', async () => {
    // Both pages mention webhooks and API keys; the title decides.
    assert.equal((await search('webhooks'))[0].path, '/docs/api/webhooks');
    assert.equal((await search('API keys'))[0].path, '/docs/api/api-keys');
    assert.equal((await search('REST resolvers'))[0].path, '/docs/schema/resolvers/types/rest');
  });

  test('search_docs returns path, title, the best section with its url, and a snippet around the match', async () => {
    const [hit] = await search('timingSafeEqual');
    assert.deepEqual(Object.keys(hit).sort(), ['heading', 'path', 'snippet', 'title', 'url']);
    assert.equal(hit.title, 'Webhooks');
    assert.equal(hit.heading, 'Verify that a request came from TakeShape');
    assert.equal(hit.url, 'https://app.takeshape.io/docs/api/webhooks#verify-that-a-request-came-from-takeshape');
    assert.match(hit.snippet, /timingSafeEqual/);
    assert.ok(hit.snippet.length <= 230, `snippet of ${hit.snippet.length} characters`);
  });

  test('search_docs finds a page despite a typo or a partial word', async () => {
    assert.equal((await search('webhoks'))[0].path, '/docs/api/webhooks');
    assert.equal((await search('resolvr'))[0].path, '/docs/schema/resolvers/types/rest');
    assert.equal((await search('modelling'))[0].path, '/docs/data/modeling');
    assert.equal((await search('webh'))[0].path, '/docs/api/webhooks');
  });

  test('search_docs respects limit, defaults to 5 and caps at 20', async () => {
    assert.equal((await search('takeshape', 2)).length, 2);
    assert.equal((await search('takeshape', 1)).length, 1);
    assert.equal((await search('takeshape')).length, 5);
    assert.match(await expectError('search_docs', { query: 'takeshape', limit: 21 }), /limit/);
    assert.match(await expectError('search_docs', { query: 'takeshape', limit: 0 }), /limit/);
  });

  test('search_docs answers an empty result list for words no page has', async () => {
    assert.deepEqual(await search('zzzzqqq'), []);
  });

  test('get_page returns the Markdown for every accepted path form', async () => {
    const forms = [
      '/docs/api/webhooks',
      'api/webhooks',
      'api/webhooks.md',
      '/docs/api/webhooks.md',
      '/docs/api/webhooks/',
      '/docs/api/webhooks#the-payload',
      'https://app.takeshape.io/docs/api/webhooks',
    ];
    for (const form of forms) {
      const result = await call('get_page', { path: form });
      assert.equal(result.isError, undefined, `${form}: ${textOf(result)}`);
      assert.equal(textOf(result), WEBHOOKS_MD, form);
    }
    const nested = await call('get_page', { path: 'schema/resolvers/types/rest' });
    assert.match(textOf(nested), /^---\ntitle: REST resolvers\n/);
  });

  test('list_pages lists every page in manifest order, or the pages of one area', async () => {
    const all = await call('list_pages', {});
    const pages = (all.structuredContent as { pages: { path: string; area: string }[] }).pages;
    assert.deepEqual(
      pages.map((page) => page.path),
      JSON.parse(readFileSync(path.join(FIXTURE, 'llms-pages.json'), 'utf8')).map(
        (entry: { path: string }) => entry.path,
      ),
    );
    const api = await call('list_pages', { area: 'api' });
    assert.deepEqual(
      (api.structuredContent as { pages: { path: string; area: string }[] }).pages.map((page) => page.path),
      ['/docs/api/api-keys', '/docs/api/webhooks'],
    );
    assert.match(textOf(api), /"title": "API keys"/);
  });

  describe('bad input is an error result, never a file outside the corpus', () => {
    test('an empty or whitespace query', async () => {
      assert.match(await expectError('search_docs', { query: '' }), /query is empty/);
      assert.match(await expectError('search_docs', { query: '   \n' }), /query is empty/);
    });

    test('a missing or mistyped argument', async () => {
      assert.match(await expectError('search_docs', {}), /query/);
      assert.match(await expectError('search_docs', { query: 42 }), /query/);
      assert.match(await expectError('get_page', { path: '' }), /path/);
    });

    test('an unknown path, with the closest pages suggested', async () => {
      const message = await expectError('get_page', { path: '/docs/api/webhook' });
      assert.match(message, /No docs page at "\/docs\/api\/webhook"/);
      assert.match(message, /Closest pages: \/docs\/api\/webhooks \(Webhooks\)/);
      assert.match(await expectError('get_page', { path: 'webhooks' }), /Closest pages: \/docs\/api\/webhooks/);
    });

    test('paths that leave the corpus', async () => {
      for (const escape of ['../../package.json', '/docs/../../package.json', 'api/../../../package.json', '..']) {
        assert.match(await expectError('get_page', { path: escape }), /leaves the docs corpus/, escape);
      }
    });

    test('absolute file paths and NUL bytes', async () => {
      for (const absolute of [path.join(REPO_ROOT, 'package.json'), '/etc/passwd', 'C:\\Windows\\win.ini']) {
        assert.match(await expectError('get_page', { path: absolute }), /absolute file path/, absolute);
      }
      assert.match(await expectError('get_page', { path: 'api/webhooks\0.md' }), /NUL byte/);
    });

    test('an input of any length is echoed back cut to its first 80 characters', async () => {
      const long = `api/${'x'.repeat(10_000)}`;
      for (const [tool, args] of [
        ['get_page', { path: long }],
        ['get_page', { path: `../${long}` }],
        ['get_page', { path: `/${long}` }],
        ['list_pages', { area: long }],
      ] as const) {
        const message = await expectError(tool, args);
        assert.ok(message.length < 600, `${tool} answered ${message.length} characters`);
        assert.ok(message.includes(`${long.slice(0, 40)}`), `${tool} does not name the start of the input`);
        assert.ok(!message.includes('x'.repeat(100)), `${tool} echoes the input in full`);
      }
    });

    test('an unknown area, with the valid areas listed', async () => {
      const message = await expectError('list_pages', { area: 'billing' });
      assert.equal(message, 'Unknown area "billing". Valid areas: get-started, api, data, schema, guides.');
    });
  });
});

describe('docs corpus loader', () => {
  let dir: string;

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'docs-corpus-'));
  });

  after(() => rmSync(dir, { recursive: true, force: true }));

  const corpusWith = (name: string, md: string) => {
    const corpus = path.join(dir, name);
    mkdirSync(corpus);
    const entry = { path: '/docs/secret', md, title: 'Secret', description: '', area: 'api', keywords: [] };
    writeFileSync(path.join(corpus, 'llms-pages.json'), JSON.stringify([entry]));
    return corpus;
  };

  test('refuses manifest entries that point outside the corpus folder', () => {
    writeFileSync(path.join(dir, 'outside.md'), '# Outside\n');
    assert.throws(() => loadCorpus(corpusWith('dotdot', '../outside.md')), /leaves the corpus folder/);
    assert.throws(() => loadCorpus(corpusWith('absolute', path.join(dir, 'outside.md'))), /absolute path/);
    const linked = corpusWith('symlink', 'linked.md');
    symlinkSync(path.join(dir, 'outside.md'), path.join(linked, 'linked.md'));
    assert.throws(() => loadCorpus(linked), /outside the corpus folder/);
  });

  test('names the missing manifest and how to make it', () => {
    assert.throws(() => loadCorpus(path.join(dir, 'nowhere')), /does not exist: run "npm run build"/);
    mkdirSync(path.join(dir, 'empty'));
    assert.throws(() => loadCorpus(path.join(dir, 'empty')), /No llms-pages.json in .*npm run build/);
  });
});

describe('mcp/main.ts over stdio', () => {
  test('serves the tools to a client that spawns it', async () => {
    const transport = new StdioClientTransport({
      command: 'node',
      args: ['--import', 'tsx', 'mcp/main.ts', '--corpus', FIXTURE],
      cwd: REPO_ROOT,
      stderr: 'pipe',
    });
    const stdioClient = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
    const protocolErrors: Error[] = [];
    stdioClient.onerror = (error) => protocolErrors.push(error);
    await stdioClient.connect(transport);
    try {
      assert.equal(stdioClient.getServerVersion()?.name, SERVER_NAME);
      const { tools } = await stdioClient.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_page', 'list_pages', 'search_docs']);
      assert.deepEqual(protocolErrors, [], 'stdout carried something other than JSON-RPC');
    } finally {
      await stdioClient.close();
    }
  });

  test('exits with a message on stderr, and nothing on stdout, when the corpus is missing', () => {
    const run = spawnSync('node', ['--import', 'tsx', 'mcp/main.ts', '--corpus', path.join(FIXTURE, 'missing')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /does not exist: run "npm run build"/);
  });
});

describe('MCP search bench helper', () => {
  test('times 50 queries over the corpus', async () => {
    const figures = await mcpSearchLatency(FIXTURE);
    assert.equal(figures.pages, 6);
    assert.equal(figures.queries, 50);
    assert.ok(figures.p50 >= 0 && figures.p50 <= figures.p95, JSON.stringify(figures));
  });
});
