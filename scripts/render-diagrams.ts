/**
 * Renders every Mermaid diagram of the docs and guides to SVG, once per colour mode, in Debian's Chromium, and
 * removes renders no page uses any more. Run it after adding or changing a diagram, and commit the files.
 * Usage: npm run diagrams
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  COLOUR_MODES,
  MERMAID_THEMES,
  RENDERED_DIR,
  diagramKey,
  mermaidVersion,
  normalizeSource,
  renderedFile,
} from '../src/diagrams/diagrams';
import { extractFile, findDocFiles, repoRoot } from './examples/extract';

const SITE_DIR = repoRoot;

async function main(): Promise<void> {
  const version = mermaidVersion(SITE_DIR);
  const sources = new Map<string, string>();
  for (const block of findDocFiles().flatMap((file) => extractFile(file))) {
    if (block.lang === 'mermaid') sources.set(diagramKey(block.code, version), normalizeSource(block.code));
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: path.join(SITE_DIR, 'node_modules/mermaid/dist/mermaid.min.js') });
    mkdirSync(path.join(SITE_DIR, RENDERED_DIR), { recursive: true });
    for (const [key, source] of sources) {
      for (const mode of COLOUR_MODES) {
        // The id scopes the SVG's own styles, so the two colour modes on one page must not share it.
        const svg = await page.evaluate(
          async ({ id, theme, code }) => {
            const mermaid = (window as unknown as { mermaid: typeof import('mermaid').default }).mermaid;
            mermaid.initialize({ startOnLoad: false, theme });
            return (await mermaid.render(id, code)).svg;
          },
          { id: `diagram-${key}-${mode}`, theme: MERMAID_THEMES[mode], code: source },
        );
        writeFileSync(renderedFile(SITE_DIR, key, mode), `${svg}\n`);
      }
    }
  } finally {
    await browser.close();
  }
  const stale = readdirSync(path.join(SITE_DIR, RENDERED_DIR)).filter((file) => !sources.has(file.split('.')[0]));
  for (const file of stale) rmSync(path.join(SITE_DIR, RENDERED_DIR, file));
  console.log(
    `${sources.size} diagrams rendered in ${COLOUR_MODES.length} colour modes with Mermaid ${version}; ` +
      `${stale.length} stale files removed`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
