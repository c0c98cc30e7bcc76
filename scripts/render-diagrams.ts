/**
 * Renders every Mermaid diagram of the docs and guides to SVG, once per colour mode, in Debian's Chromium, and
 * removes renders no page uses any more. Run it after adding or changing a diagram, and commit the files.
 * Usage: npm run diagrams
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { COLOUR_MODES, MERMAID_THEMES, RENDERED_DIR, diagramKey, mermaidSources, mermaidVersion, normalizeSource, renderedFile } from '../src/diagrams/diagrams';

const SITE_DIR = process.cwd();
const CONTENT_DIRS = ['docs', 'guides'];

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

async function main(): Promise<void> {
  const version = mermaidVersion(SITE_DIR);
  const sources = new Map<string, string>();
  for (const file of CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(SITE_DIR, dir)))) {
    for (const source of mermaidSources(readFileSync(file, 'utf8'))) sources.set(diagramKey(source, version), normalizeSource(source));
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
  console.log(`${sources.size} diagrams rendered in ${COLOUR_MODES.length} colour modes with Mermaid ${version}; ${stale.length} stale files removed`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
