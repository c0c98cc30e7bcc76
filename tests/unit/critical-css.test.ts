import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { test } from 'node:test';
import Beasties from 'beasties';
import { stylesheetsAfterLoad, withCriticalCss } from '../../src/plugins/criticalCss';

async function pageOfBeasties(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(outDir, 'assets/css'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets/css/styles.css'), '.used{color:red}.unused{color:blue}');
  const html = '<html><head><link rel="stylesheet" href="/docs/assets/css/styles.css"></head><body><p class="used">';
  const beasties = new Beasties({ path: outDir, publicPath: '/docs/', preload: 'js', logLevel: 'silent' });
  return stylesheetsAfterLoad(await beasties.process(html));
}

test('a page inlines the rules it uses and fetches the stylesheet only after its load event', async () => {
  const page = await pageOfBeasties();
  assert.match(page, /<style>\.used\{color:red\}<\/style>/);
  assert.doesNotMatch(page, /rel="preload"/);
  assert.match(page, /<noscript><link rel="stylesheet" href="\/docs\/assets\/css\/styles\.css"><\/noscript>/);

  const [, href, loader] = page.match(/<script data-href="([^"]+)" data-media="all">([\s\S]*?)<\/script>/)!;
  const appended: { rel: string; href: string; media: string }[] = [];
  const listeners: Record<string, () => void> = {};
  runInNewContext(loader, {
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    document: {
      currentScript: { dataset: { href, media: 'all' } },
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string; media: string }) => appended.push(link) },
    },
  });
  assert.deepEqual(appended, []);
  listeners.load();
  assert.deepEqual(appended, [{ rel: 'stylesheet', href: '/docs/assets/css/styles.css', media: 'all' }]);
});

test('a minified page keeps its body byte for byte while its head gets the critical rules and a deferred stylesheet', async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'assets', 'site.css'), '.card{color:red}.unused{color:blue}');
  // As the HTML minifier writes it: no </p> or </li>, which a browser closes when the next <p> or <li> starts.
  const body =
    '<body><ul class=cards><li class=card><p class=name>Shopify<p class=auth>Auth: <code>custom</code>' +
    '<li class=card><p class=name>Stripe<p class=auth>Auth: <code>bearer</code></ul></body>';
  const html = `<!doctype html><html><head><link rel=stylesheet href=/assets/site.css></head>${body}</html>`;
  const beasties = new Beasties({ path: outDir, publicPath: '/', preload: 'js', logLevel: 'silent' });

  const page = await withCriticalCss(beasties, html);

  assert.ok(page.endsWith(`${body}</html>`), page);
  const head = page.slice(0, page.indexOf('<body'));
  assert.match(head, /<style>[^<]*\.card\{color:red\}/);
  assert.doesNotMatch(head, /\.unused/);
  assert.match(head, /<noscript><link rel="stylesheet" href="\/assets\/site.css"><\/noscript>/);
});
