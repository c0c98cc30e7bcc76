import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Beasties from 'beasties';
import { withCriticalCss } from '../../src/plugins/criticalCss';

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
