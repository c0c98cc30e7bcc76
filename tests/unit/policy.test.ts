import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { renderNginxConfig, renderStaticHostHeaders, renderStaticHostRedirects } from '../../server/hostConfigs';
import { inlineScriptHashesOf } from '../../server/inlineScripts';
import { markdownAlternateOf } from '../../server/markdownAlternates';
import {
  BASE_PATH,
  cacheControlFor,
  contentSecurityPolicy,
  prefersMarkdown,
  resolveRequest,
} from '../../server/policy';
import { ALL_REDIRECTS } from '../../src/config/redirects';

describe('resolveRequest', () => {
  const cases: [string, string, ReturnType<typeof resolveRequest>][] = [
    ['GET', '/docs/api/webhooks', { kind: 'file', path: '/api/webhooks' }],
    ['HEAD', '/docs/', { kind: 'file', path: '/' }],
    ['GET', '/docs/assets/js/main.abc123.js', { kind: 'file', path: '/assets/js/main.abc123.js' }],
    ['GET', '/', { kind: 'redirect', location: '/docs/' }],
    ['GET', '/docs?x=1', { kind: 'redirect', location: '/docs/?x=1' }],
    ['GET', '/docs/webhooks', { kind: 'redirect', location: '/docs/api/webhooks' }],
    ['GET', '/docs/webhooks/?a=b', { kind: 'redirect', location: '/docs/api/webhooks?a=b' }],
    ['GET', '/docs/api/webhooks.html', { kind: 'redirect', location: '/docs/api/webhooks' }],
    ['GET', '/docs/api/webhooks/index.html', { kind: 'redirect', location: '/docs/api/webhooks' }],
    ['GET', '/docs/api/webhooks/', { kind: 'redirect', location: '/docs/api/webhooks' }],
    ['GET', '/docs/index.html', { kind: 'redirect', location: '/docs/' }],
    ['GET', '/elsewhere', { kind: 'notFound' }],
    ['GET', '/docsx/page', { kind: 'notFound' }],
    ['POST', '/docs/', { kind: 'reject', status: 405 }],
    ['TRACE', '/docs/', { kind: 'reject', status: 405 }],
    ['POST', '/docs/mcp', { kind: 'mcp' }],
    ['POST', '/docs/mcp?x=1', { kind: 'mcp' }],
    ['GET', '/docs/mcp', { kind: 'reject', status: 405 }],
    ['DELETE', '/docs/mcp', { kind: 'reject', status: 405 }],
    ['POST', '/docs/mcp/', { kind: 'reject', status: 405 }],
    ['POST', '/docs/api/webhooks', { kind: 'reject', status: 405 }],
    ['GET', `/docs/${'x'.repeat(3000)}`, { kind: 'reject', status: 414 }],
    ['GET', '/docs/../package.json', { kind: 'reject', status: 400 }],
    ['GET', '/docs/%2e%2e/package.json', { kind: 'reject', status: 400 }],
    ['GET', '/docs/a%2f..%2f..%2fpackage.json', { kind: 'reject', status: 400 }],
    ['GET', '/docs/a%00b', { kind: 'reject', status: 400 }],
    ['GET', '/docs/a%0d%0aSet-Cookie:x', { kind: 'reject', status: 400 }],
    ['GET', '/docs/%E0%A4%A', { kind: 'reject', status: 400 }],
    ['GET', '/docs/..%5cpackage.json', { kind: 'reject', status: 400 }],
    ['GET', 'docs/relative', { kind: 'reject', status: 400 }],
  ];
  for (const [method, url, expected] of cases) {
    test(`${method} ${url.slice(0, 60)}`, () => assert.deepEqual(resolveRequest(method, url), expected));
  }
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Build files, as paths under the site, and their Cache-Control: immutable only where the name has a content hash. */
const CACHE_CASES: [string, string][] = [
  ['/assets/js/main.7ce39f04.js', IMMUTABLE],
  ['/pagefind/fragment/en_e117a64.pf_fragment', IMMUTABLE],
  ['/pagefind/index/en_c0e7cf8.pf_index', IMMUTABLE],
  ['/pagefind/filter/en_4b1d2a9.pf_filter', IMMUTABLE],
  ['/pagefind/pagefind.en_1e779fd9b3.pf_meta', IMMUTABLE],
  // Unhashed: the entry names the current metadata file, and the scripts load the rest.
  ['/pagefind/pagefind.js', REVALIDATE],
  ['/pagefind/pagefind-worker.js', REVALIDATE],
  ['/pagefind/pagefind-entry.json', REVALIDATE],
  ['/pagefind/wasm.en.pagefind', REVALIDATE],
  ['/search-dictionary/first-p-7.json', REVALIDATE],
  ['/api/webhooks', REVALIDATE],
  ['/api/webhooks.md', REVALIDATE],
  ['/img/logo.svg', REVALIDATE],
];

describe('cacheControlFor', () => {
  test("hashed assets and Pagefind's hashed chunks are immutable; its scripts, entry and the rest revalidate", () => {
    for (const [path, expected] of CACHE_CASES) assert.equal(cacheControlFor(path), expected, path);
  });
});

describe('content security policy', () => {
  test('allows inline scripts by hash only, and WebAssembly (search) but no JavaScript eval', () => {
    const csp = contentSecurityPolicy(['abc='], ['https://collect.example.com']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    assert.match(scriptSrc, /'sha256-abc='$/);
    assert.match(scriptSrc, /'wasm-unsafe-eval'/);
    assert.doesNotMatch(scriptSrc, /'unsafe-(inline|eval|hashes)'/);
    assert.match(csp, /connect-src 'self' https:\/\/collect\.example\.com/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  test('hashes executable inline scripts, not data blocks or external scripts', () => {
    const html = '<script>var a=1</script><script type="application/ld+json">{}</script><script src="/x.js"></script>';
    assert.deepEqual(inlineScriptHashesOf(html), [createHash('sha256').update('var a=1').digest('base64')]);
  });
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** Accept headers and whether the page's Markdown wins; nginx must agree on each. */
const NEGOTIATION_CASES: [string | undefined, boolean][] = [
  ['text/markdown', true],
  ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
  ['text/markdown, text/html, */*', true],
  ['text/plain, text/markdown', true],
  ['TEXT/MARKDOWN', true],
  [BROWSER_ACCEPT, false],
  ['*/*', false],
  ['text/*', false],
  [undefined, false],
  ['text/html, text/markdown', false],
  ['text/markdown;q=0', false],
  ['text/markdown; q=0.0, */*', false],
  ['application/json', false],
];

describe('content negotiation of a page', () => {
  test('Markdown only when the Accept header prefers it to HTML', () => {
    for (const [accept, expected] of NEGOTIATION_CASES) assert.equal(prefersMarkdown(accept), expected, accept);
  });

  test('q-values decide before position', () => {
    assert.equal(prefersMarkdown('text/html;q=0.5, text/markdown'), true);
    assert.equal(prefersMarkdown('text/markdown;q=0.5, text/html'), false);
  });

  test("a page's Markdown is the href of its alternate link of type text/markdown", () => {
    const cases: [string, string | undefined][] = [
      ['<link rel=alternate type=text/markdown href=/docs/api/webhooks.md>', '/docs/api/webhooks.md'],
      ['<link href="/docs/api/webhooks.md" type="text/markdown" rel="alternate">', '/docs/api/webhooks.md'],
      ['<link rel=alternate href=https://app.takeshape.io/docs/api/webhooks hreflang=en>', undefined],
      ['<link rel=alternate type=text/markdown href=https://elsewhere.example/x.md>', undefined],
      ['<link rel=stylesheet href=/docs/assets/css/styles.css>', undefined],
    ];
    for (const [html, expected] of cases) assert.equal(markdownAlternateOf(html), expected, html);
  });
});

const NGINX_OPTIONS = {
  listen: '80',
  root: '/srv/www',
  csp: "default-src 'self'",
  markdownAlternates: new Map([
    ['/docs/', '/docs/get-started/quickstart.md'],
    ['/docs/api/webhooks', '/docs/api/webhooks.md'],
  ]),
  mcpUpstream: '127.0.0.1:3000',
};

interface NginxLocation {
  modifier: string;
  pattern: string;
  cacheControl: string | undefined;
}

/** The server block's locations: modifier (`=`, `~`, `^~` or none), pattern and the Cache-Control they send. */
function nginxLocations(config: string): NginxLocation[] {
  return [...config.matchAll(/^ {4}location (?:(=|~|\^~) )?("[^"]*"|\S+) \{\n([\s\S]*?)\n {4}\}/gm)].map(
    ([, modifier = '', pattern, body]) => ({
      modifier,
      pattern: pattern.replace(/^"|"$/g, ''),
      cacheControl: body.match(/add_header Cache-Control "([^"]*)"/)?.[1],
    }),
  );
}

/** The location nginx picks for `uri`: an exact match, else the first matching regex, else the longest prefix. */
function nginxLocationFor(locations: NginxLocation[], uri: string): NginxLocation | undefined {
  const exact = locations.find(({ modifier, pattern }) => modifier === '=' && pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter(({ modifier, pattern }) => (modifier === '' || modifier === '^~') && uri.startsWith(pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  return locations.find(({ modifier, pattern }) => modifier === '~' && new RegExp(pattern).test(uri)) ?? prefix;
}

describe('host configs', () => {
  test('nginx and the static host redirect every legacy path', () => {
    const nginx = renderNginxConfig(NGINX_OPTIONS);
    const redirects = renderStaticHostRedirects();
    for (const { from, to } of ALL_REDIRECTS) {
      assert.ok(nginx.includes(`/docs${from} /docs${to};`), from);
      assert.ok(redirects.includes(`/docs${from} /docs${to} 301`), from);
    }
    assert.match(redirects, /\/docs\/\* \/docs\/404\.html 404\n$/);
  });

  test('nginx answers each build file with the Cache-Control of cacheControlFor', () => {
    const locations = nginxLocations(renderNginxConfig(NGINX_OPTIONS));
    for (const [path, expected] of CACHE_CASES) {
      const location = nginxLocationFor(locations, `${BASE_PATH}${path}`);
      assert.equal(location?.cacheControl, expected, `${path}: location ${location?.modifier} ${location?.pattern}`);
    }
  });

  test("the static host caches hashed assets and Pagefind's chunk folders as immutable, and nothing unhashed", () => {
    const blocks = renderStaticHostHeaders("default-src 'self'")
      .split('\n')
      .reduce<{ prefix: string; cacheControl: string }[]>((found, line) => {
        if (line.startsWith(`${BASE_PATH}/`)) found.push({ prefix: line.replace(/\*$/, ''), cacheControl: '' });
        else if (line.includes('Cache-Control:')) found[found.length - 1].cacheControl = line.split(': ')[1];
        return found;
      }, []);
    for (const [path, expected] of CACHE_CASES) {
      const [mostSpecific] = blocks
        .filter((block) => `${BASE_PATH}${path}`.startsWith(block.prefix))
        .sort((a, b) => b.prefix.length - a.prefix.length);
      // A splat cannot match a hash inside a file name, so the small metadata file revalidates there.
      const hashedName = /\.pf_meta$/.test(path);
      assert.equal(mostSpecific.cacheControl, hashedName ? REVALIDATE : expected, path);
    }
  });

  test("nginx's Accept map agrees with prefersMarkdown on every case", () => {
    const map = renderNginxConfig(NGINX_OPTIONS).match(
      /map \$http_accept \$docs_prefers_markdown \{\n([\s\S]*?)\n\}/,
    )?.[1];
    assert.ok(map, 'no Accept map');
    const rules = [...map.matchAll(/^ {4}"~\*(.+)" (\d);$/gm)].map(([, pattern, value]) => ({
      pattern: new RegExp(pattern, 'i'),
      markdown: value === '1',
    }));
    for (const [accept, expected] of NEGOTIATION_CASES) {
      const nginxAnswer = rules.find(({ pattern }) => pattern.test(accept ?? ''))?.markdown ?? false;
      assert.equal(nginxAnswer, expected, accept);
    }
  });

  test('nginx names the Markdown of exactly the pages that have one, and no other file', () => {
    const nginx = renderNginxConfig(NGINX_OPTIONS);
    assert.match(nginx, /^ {4}\/docs\/ \/docs\/get-started\/quickstart\.md;$/m);
    assert.match(nginx, /^ {4}\/docs\/api\/webhooks \/docs\/api\/webhooks\.md;$/m);
    assert.match(nginx, /add_header Link "\$docs_markdown_link" always;/);
    assert.match(nginx, /'<\$docs_markdown>; rel="alternate"; type="text\/markdown"'/);
  });

  test('nginx and the static host send the same security headers and cache rules', () => {
    const csp = "default-src 'self'";
    const nginx = renderNginxConfig({ ...NGINX_OPTIONS, csp });
    const headers = renderStaticHostHeaders(csp);
    for (const text of [nginx, headers]) {
      assert.ok(text.includes(csp));
      assert.ok(text.includes('public, max-age=31536000, immutable'));
      assert.ok(text.includes('nosniff'));
    }
  });
});
