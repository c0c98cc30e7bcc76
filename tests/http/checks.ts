/** HTTP checks every way of serving the build must pass: our server and nginx with the generated config. */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MCP_RATE_LIMIT, MAX_BODY_BYTES } from '../../mcp/http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inlineScriptHashesOf } from '../../server/inlineScripts';
import { markdownAlternateOf } from '../../server/markdownAlternates';
import { DOCUMENT_ONLY_HEADERS, MAX_URL_LENGTH, MCP_PATH } from '../../server/policy';
import type { ManifestEntry } from '../../src/plugins/llmsExport';
import { ALL_REDIRECTS, GONE_PATHS } from '../../src/config/redirects';
import { SEARCH_CONFIG } from '../../src/config/search';
import { DICTIONARY_DIR } from '../../src/search/typoDictionary';
import { SITE } from '../../src/config/site';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the path sent exactly as given: no client-side normalisation of `..` or encodings. */
export function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer[] } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    // An array is sent in chunks, without a Content-Length.
    if (Array.isArray(options.body)) for (const chunk of options.body) req.write(chunk);
    req.end(typeof options.body === 'string' ? options.body : undefined);
  });
}

/** The build both servers serve (nginx through a symlink to it). */
const BUILD_DIR = 'build';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];
const PACKAGE_JSON_MARK = '"name": "takeshape-docs"';

function assertSecurityHeaders(response: RawResponse): void {
  for (const name of SECURITY_HEADERS) assert.ok(response.headers[name], `missing ${name}`);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/);
}

/** A hashed script, style or search chunk: nosniff, and none of the headers only a document obeys. */
function assertSubresourceHeaders(response: RawResponse, label: string): void {
  assert.equal(response.headers['x-content-type-options'], 'nosniff', label);
  for (const name of DOCUMENT_ONLY_HEADERS)
    assert.equal(response.headers[name.toLowerCase()], undefined, `${label}: ${name}`);
}

/** What agents that want Markdown send, and what Chromium sends for a page. */
const AGENT_ACCEPT = 'text/markdown, text/html;q=0.9, */*;q=0.8';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const markdownLink = (markdownPath: string) => `<${markdownPath}>; rel="alternate"; type="text/markdown"`;
const varyOf = (response: RawResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const jsonRpc = (method: string, params: Record<string, unknown> = {}, id: number | string = 1) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params });

/** A JSON-RPC error response with no result, as both servers answer a request they refuse. */
function assertJsonRpcError(response: RawResponse, status: number, label: string): { code: number; message: string } {
  assert.equal(response.status, status, `${label}: ${response.body.toString('utf8').slice(0, 200)}`);
  assert.match(String(response.headers['content-type']), /^application\/json/, label);
  const body = JSON.parse(response.body.toString('utf8')) as {
    jsonrpc: string;
    error?: { code: number; message: string };
  };
  assert.equal(body.jsonrpc, '2.0', label);
  assert.equal(typeof body.error?.code, 'number', label);
  return body.error!;
}

function manifest(): ManifestEntry[] {
  return JSON.parse(readFileSync(`${BUILD_DIR}/llms-pages.json`, 'utf8')) as ManifestEntry[];
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

/** Registers the checks as node tests; `port()` is read when the tests run, after the server has started. */
export function registerHttpChecks(port: () => number): void {
  const get = (path: string, headers?: Record<string, string>) => rawRequest(port(), path, { headers });

  test('a docs page: 200, HTML, security headers, revalidation and an ETag', async () => {
    const response = await get('/docs/get-started/quickstart');
    assert.equal(response.status, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assertSecurityHeaders(response);
    assert.match(String(response.headers['cache-control']), /max-age=0, must-revalidate/);
    assert.ok(response.headers.etag, 'no ETag');
    assert.match(decoded(response), /<h1[^>]*>Quickstart<\/h1>/);
  });

  test('the CSP allows exactly the inline scripts of the page, by hash', async () => {
    for (const path of ['/docs/', '/docs/get-started/quickstart', '/docs/guides', '/docs/search']) {
      const response = await get(path);
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      // 'wasm-unsafe-eval', for search's WebAssembly, allows no JavaScript eval.
      assert.doesNotMatch(scriptSrc, /'unsafe-inline'|'unsafe-eval'/);
      for (const hash of inlineScriptHashesOf(decoded(response)))
        assert.ok(csp.includes(`'sha256-${hash}'`), `${path}: ${hash}`);
    }
  });

  test('llms.txt and the Markdown copy of a page: 200, text/plain and text/markdown in UTF-8', async () => {
    for (const [path, type, start] of [
      ['/docs/llms.txt', 'text/plain', '# TakeShape Docs\n'],
      ['/docs/api/webhooks.md', 'text/markdown', '---\ntitle: Webhooks\n'],
    ]) {
      const response = await get(path, { 'accept-encoding': 'br' });
      assert.equal(response.status, 200, path);
      assert.match(String(response.headers['content-type']), new RegExp(`^${type}; ?charset=utf-8$`, 'i'), path);
      assertSecurityHeaders(response);
      assert.ok(decoded(response).startsWith(start), path);
    }
  });

  test('Accept: text/markdown gets the Markdown of a docs page or guide at its own URL, with Vary: Accept', async () => {
    for (const path of ['/docs/api/webhooks', '/docs/guides/nextjs-blog-part-1']) {
      const file = readFileSync(`${BUILD_DIR}${path.slice('/docs'.length)}.md`, 'utf8');
      for (const accept of ['text/markdown', AGENT_ACCEPT]) {
        for (const encoding of ['br', 'gzip', '']) {
          const response = await get(path, { accept, 'accept-encoding': encoding });
          const label = `${path}, ${accept}, ${encoding || 'identity'}`;
          assert.equal(response.status, 200, label);
          assert.match(String(response.headers['content-type']), /^text\/markdown; ?charset=utf-8$/i, label);
          assert.ok(varyOf(response).includes('accept'), `${label}: Vary ${response.headers.vary}`);
          assert.equal(response.headers.link, undefined, label);
          assertSecurityHeaders(response);
          assert.equal(decoded(response), file, label);
        }
      }
    }
  });

  test('every page with Markdown names it in a Link header and in its head, and varies by Accept', async () => {
    const pages = [{ path: '/docs/', md: 'get-started/quickstart.md' }, ...manifest()];
    for (const page of pages) {
      const markdownPath = `/docs/${page.md}`;
      const response = await get(page.path, { accept: BROWSER_ACCEPT, 'accept-encoding': 'br' });
      assert.equal(response.status, 200, page.path);
      assert.match(String(response.headers['content-type']), /^text\/html/, page.path);
      assert.equal(response.headers.link, markdownLink(markdownPath), page.path);
      assert.deepEqual(varyOf(response).sort(), ['accept', 'accept-encoding'], page.path);
      assert.equal(markdownAlternateOf(decoded(response)), markdownPath, page.path);
    }
  });

  test('HTML wins when the client names no Markdown, refuses it, or lists HTML first', async () => {
    for (const accept of [BROWSER_ACCEPT, '*/*', 'text/markdown;q=0, */*', 'text/html, text/markdown']) {
      const response = await get('/docs/api/webhooks', { accept });
      assert.match(String(response.headers['content-type']), /^text\/html/, accept);
      assert.equal(response.headers.link, markdownLink('/docs/api/webhooks.md'), accept);
    }
  });

  test('pages without Markdown and other files ignore Accept and get no Link header', async () => {
    for (const [path, type] of [
      ['/docs/guides', 'text/html'],
      ['/docs/search', 'text/html'],
      ['/docs/llms.txt', 'text/plain'],
      ['/docs/api/webhooks.md', 'text/markdown'],
    ]) {
      const response = await get(path, { accept: 'text/markdown' });
      assert.equal(response.status, 200, path);
      assert.ok(
        String(response.headers['content-type']).startsWith(type),
        `${path}: ${response.headers['content-type']}`,
      );
      assert.equal(response.headers.link, undefined, path);
      assert.ok(!varyOf(response).includes('accept'), `${path}: Vary ${response.headers.vary}`);
    }
  });

  test('a negotiated Markdown answer revalidates: its ETag gets 304, and HEAD gets no body', async () => {
    const headers = { accept: 'text/markdown', 'accept-encoding': 'br' };
    const first = await get('/docs/api/webhooks', headers);
    const second = await get('/docs/api/webhooks', { ...headers, 'if-none-match': String(first.headers.etag) });
    assert.equal(second.status, 304);
    assert.equal(second.body.length, 0);
    const head = await rawRequest(port(), '/docs/api/webhooks', { method: 'HEAD', headers });
    assert.equal(head.status, 200);
    assert.match(String(head.headers['content-type']), /^text\/markdown/);
    assert.equal(head.body.length, 0);
  });

  test('an MCP client over HTTP initializes, lists the tools, searches and reads a page', async () => {
    const client = new Client({ name: 'http-check', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port()}${MCP_PATH}`)));
    try {
      assert.equal(client.getServerVersion()?.name, 'takeshape-docs');
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_page', 'list_pages', 'search_docs']);
      const search = (await client.callTool({
        name: 'search_docs',
        arguments: { query: 'webhook secret' },
      })) as CallToolResult;
      const [first] = (search.structuredContent as { results: { path: string }[] }).results;
      assert.equal(first.path, '/docs/api/webhooks');
      const page = (await client.callTool({ name: 'get_page', arguments: { path: first.path } })) as CallToolResult;
      const text = page.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      assert.equal(text, readFileSync(`${BUILD_DIR}/api/webhooks.md`, 'utf8'));
    } finally {
      await client.close();
    }
  });

  test('the MCP endpoint answers POST with JSON, no caching and the security headers', async () => {
    const response = await rawRequest(port(), MCP_PATH, {
      method: 'POST',
      headers: MCP_HEADERS,
      body: jsonRpc('initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'http-check', version: '1.0.0' },
      }),
    });
    assert.equal(response.status, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['mcp-session-id'], undefined, 'a stateless server hands out no session');
    assertSecurityHeaders(response);
    assert.equal(String(response.headers['content-security-policy']).split('frame-ancestors').length, 2);
  });

  test('the MCP endpoint takes POST only, and POST goes nowhere else', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await rawRequest(port(), MCP_PATH, { method });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.allow, 'POST', method);
    }
    for (const path of ['/docs/api/webhooks', `${MCP_PATH}/`, '/docs/']) {
      const response = await rawRequest(port(), path, { method: 'POST', headers: MCP_HEADERS, body: '{}' });
      assert.equal(response.status, 405, path);
      assert.equal(response.headers.allow, 'GET, HEAD', path);
    }
  });

  test('an MCP request body over 1 MiB gets 413 and a JSON-RPC error, with or without a Content-Length', async () => {
    const tooLarge = jsonRpc('tools/call', { name: 'search_docs', arguments: { query: 'a'.repeat(MAX_BODY_BYTES) } });
    const declared = await rawRequest(port(), MCP_PATH, { method: 'POST', headers: MCP_HEADERS, body: tooLarge });
    assertJsonRpcError(declared, 413, 'with Content-Length');
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(MAX_BODY_BYTES / 10, 'a'));
    const chunked = await rawRequest(port(), MCP_PATH, { method: 'POST', headers: MCP_HEADERS, body: chunks });
    assertJsonRpcError(chunked, 413, 'chunked');
  });

  test('malformed JSON-RPC gets a JSON-RPC error with status 400', async () => {
    for (const body of [
      '{"jsonrpc": "2.0", "id": 1, "method"',
      'null',
      '{"hello": "world"}',
      '{"jsonrpc": "1.0"}',
      '[1, 2]',
    ]) {
      const response = await rawRequest(port(), MCP_PATH, { method: 'POST', headers: MCP_HEADERS, body });
      const { code } = assertJsonRpcError(response, 400, body);
      assert.ok([-32700, -32600].includes(code), `${body}: code ${code}`);
    }
  });

  test('no MCP answer repeats more than the start of what a client sent', async () => {
    const sent = 'Z'.repeat(5000);
    const requests: { label: string; body: string; headers?: Record<string, string> }[] = [
      { label: 'tool name', body: jsonRpc('tools/call', { name: sent, arguments: {} }) },
      { label: 'method', body: jsonRpc(sent) },
      { label: 'id', body: jsonRpc('tools/list', {}, sent) },
      { label: 'page path', body: jsonRpc('tools/call', { name: 'get_page', arguments: { path: sent } }) },
      { label: 'area', body: jsonRpc('tools/call', { name: 'list_pages', arguments: { area: sent } }) },
      { label: 'query', body: jsonRpc('tools/call', { name: 'search_docs', arguments: { query: sent } }) },
      { label: 'protocol version', body: jsonRpc('tools/list'), headers: { 'mcp-protocol-version': sent } },
    ];
    for (const { label, body, headers } of requests) {
      const response = await rawRequest(port(), MCP_PATH, {
        method: 'POST',
        headers: { ...MCP_HEADERS, ...headers },
        body,
      });
      assert.ok(response.status < 500, `${label}: ${response.status}`);
      assert.ok(!response.body.toString('utf8').includes('Z'.repeat(100)), `${label} came back in full`);
    }
  });

  // The last MCP check: it spends the requests of the window.
  test('an MCP client over its rate gets 429 with Retry-After', async () => {
    // Our server counts a proxy's X-Real-IP from this machine; nginx sends its own, so there all checks share one count.
    const headers = { ...MCP_HEADERS, 'x-real-ip': '192.0.2.1' };
    let limited: RawResponse | undefined;
    for (let sent = 0; sent <= MCP_RATE_LIMIT.requests && !limited; sent += 1) {
      const response = await rawRequest(port(), MCP_PATH, { method: 'POST', headers, body: jsonRpc('ping') });
      if (response.status === 429) limited = response;
      else assert.equal(response.status, 200);
    }
    assert.ok(limited, `no 429 after ${MCP_RATE_LIMIT.requests + 1} requests`);
    assertJsonRpcError(limited, 429, 'rate limit');
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= MCP_RATE_LIMIT.windowSeconds);
  });

  test('a matching If-None-Match gets 304 without a body', async () => {
    const first = await get('/docs/api/webhooks', { 'accept-encoding': 'br' });
    const second = await get('/docs/api/webhooks', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    assert.equal(second.status, 304);
    assert.equal(second.body.length, 0);
  });

  test('HEAD answers like GET, without a body', async () => {
    const response = await rawRequest(port(), '/docs/api/webhooks', { method: 'HEAD' });
    assert.equal(response.status, 200);
    assert.equal(response.body.length, 0);
    assert.match(String(response.headers['content-type']), /^text\/html/);
  });

  test('Brotli and gzip are served precompressed, and identity without Accept-Encoding', async () => {
    const plain = await get('/docs/schema/spec');
    assert.equal(plain.headers['content-encoding'], undefined);
    const br = await get('/docs/schema/spec', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    const gz = await get('/docs/schema/spec', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(decoded(br), plain.body.toString('utf8'));
    assert.equal(decoded(gz), plain.body.toString('utf8'));
    assert.ok(br.body.length < plain.body.length / 4, `${br.body.length} of ${plain.body.length} bytes`);
    assert.match(String(br.headers.vary), /Accept-Encoding/i);
  });

  test('hashed assets are cached for a year, immutable, and served precompressed', async () => {
    const html = decoded(await get('/docs/get-started/quickstart'));
    // The minified HTML leaves attribute values unquoted.
    const script = html.match(/src="?(\/docs\/assets\/js\/[^"\s>]+\.js)/)?.[1];
    const stylesheet = html.match(/href="?(\/docs\/assets\/css\/[^"\s>]+\.css)/)?.[1];
    for (const path of [script, stylesheet]) {
      assert.ok(path, 'asset not found in the page');
      const response = await get(path, { 'accept-encoding': 'br' });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['cache-control'], IMMUTABLE, path);
      assert.equal(response.headers['content-encoding'], 'br', path);
    }
  });

  test("Pagefind's files are cached for a year, as Brotli of their content or as Pagefind's own gzip", async () => {
    const root = `${BUILD_DIR}/${SEARCH_CONFIG.indexDir}`;
    for (const [folder, extension] of [
      ['fragment', '.pf_fragment'],
      ['index', '.pf_index'],
    ]) {
      const dir = `${root}/${folder}`;
      const file = existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith(extension)) : undefined;
      assert.ok(file, `no Pagefind ${extension} file in ${dir}: is the build current?`);
      const urlPath = `${SITE.baseUrl}${SEARCH_CONFIG.indexDir}/${folder}/${file}`;
      const written = readFileSync(`${dir}/${file}`);
      const br = await get(urlPath, { 'accept-encoding': 'br, gzip' });
      assert.equal(br.status, 200, urlPath);
      assert.equal(br.headers['cache-control'], IMMUTABLE, urlPath);
      assertSubresourceHeaders(br, urlPath);
      assert.equal(br.headers['content-encoding'], 'br', urlPath);
      assert.equal(br.headers['content-type'], 'application/octet-stream', urlPath);
      assert.match(String(br.headers.vary), /Accept-Encoding/i, urlPath);
      // Pagefind's loader takes its content unzipped when it starts with this signature.
      const content = brotliDecompressSync(br.body);
      assert.equal(content.subarray(0, 12).toString(), 'pagefind_dcd', urlPath);
      assert.deepEqual(content, gunzipSync(written), urlPath);
      assert.ok(br.body.length < written.length, `${urlPath}: ${br.body.length} of ${written.length} bytes`);
      // Without Brotli, the file as Pagefind wrote it: gzip that its loader unzips itself.
      const plain = await get(urlPath, { 'accept-encoding': 'gzip' });
      assert.equal(plain.headers['content-encoding'], undefined, urlPath);
      assert.deepEqual(plain.body, written, urlPath);
    }
  });

  test("search's data named without a hash revalidates, comes without a document's headers, and Brotli where smaller", async () => {
    const dictionary = `${BUILD_DIR}/${DICTIONARY_DIR}`;
    const shards = readdirSync(dictionary).filter((name) => name.endsWith('.json'));
    // The commonest kind: a shard too small for the 700 bytes of a document's headers to be worth sending.
    const small = shards.find(
      (name) => readFileSync(`${dictionary}/${name}`).length < 256 && existsSync(`${dictionary}/${name}.br`),
    );
    assert.ok(small, `no small shard with a Brotli copy in ${dictionary}: is the build current?`);
    const paths = [
      `${SITE.baseUrl}${DICTIONARY_DIR}/${small}`,
      ...['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind'].map(
        (file) => `${SITE.baseUrl}${SEARCH_CONFIG.indexDir}/${file}`,
      ),
    ];
    for (const urlPath of paths) {
      const response = await get(urlPath, { 'accept-encoding': 'br, gzip' });
      assert.equal(response.status, 200, urlPath);
      assert.match(String(response.headers['cache-control']), /max-age=0, must-revalidate/, urlPath);
      assertSubresourceHeaders(response, urlPath);
    }
    const shard = await get(paths[0], { 'accept-encoding': 'br' });
    assert.equal(shard.headers['content-encoding'], 'br', paths[0]);
    assert.deepEqual(
      JSON.parse(brotliDecompressSync(shard.body).toString('utf8')),
      JSON.parse(readFileSync(`${dictionary}/${small}`, 'utf8')),
    );
  });

  test("a page's scripts and styles come without the headers only a document obeys; the page and an SVG keep them", async () => {
    const page = await get('/docs/get-started/quickstart');
    assertSecurityHeaders(page);
    const html = decoded(page);
    const files = [...html.matchAll(/(?:src|href)="?(\/docs\/assets\/[^"\s>]+\.(?:js|css))/g)].map(([, file]) => file);
    assert.ok(files.some((file) => file.endsWith('.js')) && files.some((file) => file.endsWith('.css')), files.join());
    for (const file of files) {
      const response = await get(file, { 'accept-encoding': 'br' });
      assert.equal(response.status, 200, file);
      assert.equal(response.headers['cache-control'], IMMUTABLE, file);
      assertSubresourceHeaders(response, file);
    }
    // An SVG opened on its own is a document, which can run scripts.
    assertSecurityHeaders(await get('/docs/img/logo.svg'));
  });

  test('legacy paths answer 301 to their successor, keeping the query', async () => {
    for (const { from, to } of ALL_REDIRECTS) {
      for (const variant of [from, `${from}/`]) {
        const response = await get(`/docs${variant}?ref=old`);
        assert.equal(response.status, 301, variant);
        assert.match(String(response.headers.location), new RegExp(`/docs${to}\\?ref=old$`), variant);
      }
    }
  });

  test('.html, /index.html and trailing-slash variants answer 301 to the clean path', async () => {
    const cases: [string, string][] = [
      ['/docs/api/webhooks.html', '/docs/api/webhooks'],
      ['/docs/api/webhooks/index.html', '/docs/api/webhooks'],
      ['/docs/api/webhooks/', '/docs/api/webhooks'],
      ['/docs/index.html', '/docs/'],
      ['/docs/guides/index.html?page=1', '/docs/guides?page=1'],
      ['/', '/docs/'],
      ['/docs', '/docs/'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.match(String(response.headers.location), new RegExp(`${to.replace('?', '\\?')}$`), from);
    }
  });

  test('unknown and obsolete paths get the not-found page with status 404', async () => {
    for (const path of ['/docs/no/such/page', '/elsewhere', ...GONE_PATHS.map((gone) => `/docs${gone}`)]) {
      const response = await get(path, { 'accept-encoding': 'br' });
      assert.equal(response.status, 404, path);
      assert.match(decoded(response), /Page Not Found/, path);
      assertSecurityHeaders(response);
    }
  });

  test('traversal, encoded traversal and NUL bytes get a 4xx and never a file outside the build', async () => {
    for (const path of [
      '/docs/../package.json',
      '/docs/../../etc/passwd',
      '/docs/%2e%2e/package.json',
      '/docs/%2e%2e%2fpackage.json',
      '/docs/..%2f..%2fpackage.json',
      '/docs/%252e%252e/package.json',
      '/docs/..%5cpackage.json',
      '/docs/a%00b',
      '/docs/%00',
    ]) {
      const response = await get(path);
      assert.ok(response.status >= 400 && response.status < 500, `${path}: ${response.status}`);
      assert.ok(!decoded(response).includes(PACKAGE_JSON_MARK), path);
      assert.ok(!decoded(response).includes('root:x:0:0'), path);
    }
  });

  test('an over-long URL gets 414', async () => {
    const response = await get(`/docs/${'a'.repeat(MAX_URL_LENGTH + 100)}`);
    assert.equal(response.status, 414);
  });

  test('methods other than GET and HEAD get 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await rawRequest(port(), '/docs/api/webhooks', { method });
      assert.equal(response.status, 405, method);
    }
  });
}
