import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { test } from 'node:test';
import Beasties from 'beasties';
import { stylesheetsAfterLoad } from '../../src/plugins/criticalCss';

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
