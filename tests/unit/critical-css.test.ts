import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { after, test } from 'node:test';
import Beasties from 'beasties';
import {
  FIRST_FRAME_MAX_BYTES,
  stylesheetsAfterHydration,
  withCriticalCss,
  withDataUrlsBeastiesKeeps,
  withFirstFrameAtFirstSection,
} from '../../src/plugins/criticalCss';

/** A site folder for Beasties to read stylesheets from, removed when the file's tests end. */
function siteDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function pageOfBeasties(): Promise<string> {
  const outDir = siteDir();
  mkdirSync(path.join(outDir, 'assets/css'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets/css/styles.css'), '.used{color:red}.unused{color:blue}');
  const html = '<html><head><link rel="stylesheet" href="/docs/assets/css/styles.css"></head><body><p class="used">';
  const beasties = new Beasties({ path: outDir, publicPath: '/docs/', preload: 'js', logLevel: 'silent' });
  return stylesheetsAfterHydration(await beasties.process(html));
}

test('a page inlines the rules it uses and fetches the stylesheet only once it has hydrated', async () => {
  const page = await pageOfBeasties();
  assert.match(page, /<style>\.used\{color:red\}<\/style>/);
  assert.doesNotMatch(page, /rel="preload"/);
  assert.match(page, /<noscript><link rel="stylesheet" href="\/docs\/assets\/css\/styles\.css"><\/noscript>/);

  const [, href, loader] = page.match(/<script data-href="([^"]+)" data-media="all">([\s\S]*?)<\/script>/)!;
  const appended: { rel: string; href: string; media: string }[] = [];
  const html = { dataset: { hasHydrated: 'false' } };
  let attributeChanged!: () => void;
  let observed: { target: unknown; options: string } | undefined;
  let disconnected = false;
  runInNewContext(loader, {
    MutationObserver: class {
      constructor(callback: (records: unknown[], observer: { disconnect: () => void }) => void) {
        attributeChanged = () => callback([], { disconnect: () => (disconnected = true) });
      }
      observe(target: unknown, options: unknown) {
        // The options object comes from the script's own realm: compared as JSON.
        observed = { target, options: JSON.stringify(options) };
      }
    },
    document: {
      documentElement: html,
      currentScript: { dataset: { href, media: 'all' } },
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string; media: string }) => appended.push(link) },
    },
  });
  assert.equal(observed?.target, html);
  assert.equal(observed?.options, JSON.stringify({ attributes: true, attributeFilter: ['data-has-hydrated'] }));
  attributeChanged();
  assert.deepEqual(appended, []);
  html.dataset.hasHydrated = 'true';
  attributeChanged();
  assert.deepEqual(appended, [{ rel: 'stylesheet', href: '/docs/assets/css/styles.css', media: 'all' }]);
  assert.ok(disconnected);
});

test('a minified page keeps its body byte for byte while its head gets the critical rules and a deferred stylesheet', async () => {
  const outDir = siteDir();
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

test('an inlined rule keeps an SVG data URL that holds escaped quotes, instead of a relative path the page would fetch', async () => {
  const outDir = siteDir();
  mkdirSync(path.join(outDir, 'assets/css'), { recursive: true });
  // As Lightning CSS writes Infima's breadcrumb separator.
  const icon =
    'data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\" viewBox=\\"0 0 256 256\\"><g></g></svg>';
  const css = `:root{--separator:url("${icon}")}.crumb:after{background:var(--separator)}`;
  writeFileSync(path.join(outDir, 'assets/css/styles.css'), withDataUrlsBeastiesKeeps(css));
  const html = '<html><head><link rel="stylesheet" href="/docs/assets/css/styles.css"></head><body><p class="crumb">';
  const beasties = new Beasties({ path: outDir, publicPath: '/docs/', preload: 'js', logLevel: 'silent' });

  const head = (await withCriticalCss(beasties, html)).split('<body')[0];

  assert.match(
    head,
    /--separator:url\("data:image\/svg\+xml;utf8,<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 256 256'>/,
  );
  assert.doesNotMatch(head, /assets\/css\/"data:/);
});

test('a data URL that already mixes quotes, and any other url(), is left as written', () => {
  const css = `a{background:url("data:image/svg+xml;utf8,<svg a=\\"1\\" b='2'/>")}b{background:url("/img/x.svg")}`;
  assert.equal(withDataUrlsBeastiesKeeps(css), css);
});

/** A built page: the navbar, then an article whose first section heading starts `introBytes` after `<article`. */
const builtPage = (heading: string, introBytes = 300) =>
  '<!doctype html><html lang="en"><meta charset="UTF-8"><title>Page</title><style>p{margin:0}</style><body>' +
  '<nav class=navbar>…</nav><main><article><header><h1>Page</h1></header>' +
  `<p>${'x'.repeat(introBytes)}</p>${heading}<p>Section text</p></article></main>`;

test("a page holds its first frame until its article's first section heading is parsed", () => {
  const page = withFirstFrameAtFirstSection(
    builtPage('<h2 class="anchor anchorWith_x" id=before-you-begin>Before</h2>'),
  );
  assert.match(
    page,
    /^<!doctype html><html lang="en"><meta charset="UTF-8"><link rel="expect" href="#before-you-begin" blocking="render"><title>/,
  );
  assert.equal(page.match(/rel="expect"/g)?.length, 1);
  const quoted = withFirstFrameAtFirstSection(builtPage('<h2 id="step-1">Step 1</h2>'));
  assert.match(quoted, /<link rel="expect" href="#step-1" blocking="render">/);
});

test('a page paints as it parses when its first section heading is far into the article, has no id, or is missing', () => {
  for (const page of [
    builtPage('<h2 id=far>Far</h2>', FIRST_FRAME_MAX_BYTES),
    builtPage('<h2 class=title>A guide in a list</h2>'),
    builtPage('<h3 id=only-h3>Only an h3</h3>'),
    '<!doctype html><html><meta charset="UTF-8"><body><h2 id=not-in-an-article>Search</h2>',
  ])
    assert.equal(withFirstFrameAtFirstSection(page), page);
});
