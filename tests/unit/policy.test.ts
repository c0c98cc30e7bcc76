import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { renderNginxConfig, renderStaticHostHeaders, renderStaticHostRedirects } from '../../server/hostConfigs';
import { inlineScriptHashesOf } from '../../server/inlineScripts';
import { cacheControlFor, contentSecurityPolicy, resolveRequest } from '../../server/policy';
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

describe('cacheControlFor', () => {
  test('hashed assets and search indexes are immutable, the rest revalidates', () => {
    assert.equal(cacheControlFor('/assets/js/main.7ce39f04.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/search-index-9871d7b6.json'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/api/webhooks'), 'public, max-age=0, must-revalidate');
    assert.equal(cacheControlFor('/img/logo.svg'), 'public, max-age=0, must-revalidate');
    assert.equal(cacheControlFor('/search-index.json'), 'public, max-age=0, must-revalidate');
  });
});

describe('content security policy', () => {
  test('allows inline scripts by hash only', () => {
    const csp = contentSecurityPolicy(['abc='], ['https://collect.example.com']);
    assert.match(csp, /script-src 'self' 'sha256-abc='(;|$)/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe/);
    assert.match(csp, /connect-src 'self' https:\/\/collect\.example\.com/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  test('hashes executable inline scripts, not data blocks or external scripts', () => {
    const html = '<script>var a=1</script><script type="application/ld+json">{}</script><script src="/x.js"></script>';
    assert.deepEqual(inlineScriptHashesOf(html), [createHash('sha256').update('var a=1').digest('base64')]);
  });
});

describe('host configs', () => {
  test('nginx and the static host redirect every legacy path', () => {
    const nginx = renderNginxConfig({ listen: '80', root: '/srv/www', csp: "default-src 'self'" });
    const redirects = renderStaticHostRedirects();
    for (const { from, to } of ALL_REDIRECTS) {
      assert.ok(nginx.includes(`/docs${from} /docs${to};`), from);
      assert.ok(redirects.includes(`/docs${from} /docs${to} 301`), from);
    }
    assert.match(redirects, /\/docs\/\* \/docs\/404\.html 404\n$/);
  });

  test('nginx and the static host send the same security headers and cache rules', () => {
    const csp = "default-src 'self'";
    const nginx = renderNginxConfig({ listen: '80', root: '/srv/www', csp });
    const headers = renderStaticHostHeaders(csp);
    for (const text of [nginx, headers]) {
      assert.ok(text.includes(csp));
      assert.ok(text.includes('public, max-age=31536000, immutable'));
      assert.ok(text.includes('nosniff'));
    }
  });
});
