/**
 * Mermaid diagrams are rendered to SVG ahead of time (`npm run diagrams`, in Chromium) and committed, one file per
 * diagram and colour mode, named by a hash of the diagram's source and the Mermaid version. The build inlines
 * them, so readers get finished diagrams without Mermaid's JavaScript, and the build needs no browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const RENDERED_DIR = 'src/diagrams/rendered';

/** Mermaid's theme for each colour mode of the site. */
export const MERMAID_THEMES = { light: 'default', dark: 'dark' } as const;

export type ColourMode = keyof typeof MERMAID_THEMES;

export const COLOUR_MODES = Object.keys(MERMAID_THEMES) as ColourMode[];

/** The Mermaid version the renders are made with, pinned in package.json, so building needs no Mermaid installed. */
export function mermaidVersion(siteDir: string): string {
  return JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')).devDependencies.mermaid;
}

/** The source as the hash sees it: no trailing spaces, no blank lines around it. */
export function normalizeSource(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** The name of a diagram's files: changes when its source or the Mermaid version does. */
export function diagramKey(source: string, version: string): string {
  return createHash('sha256')
    .update(`mermaid ${version}\n${normalizeSource(source)}`)
    .digest('hex')
    .slice(0, 16);
}

export function renderedFile(siteDir: string, key: string, mode: ColourMode): string {
  return path.join(siteDir, RENDERED_DIR, `${key}.${mode}.svg`);
}

/** Both colour modes of a diagram, as SVG markup. Throws, naming the fix, when the diagram was never rendered. */
export function readRendered(siteDir: string, source: string, version: string): Record<ColourMode, string> {
  const key = diagramKey(source, version);
  const files = COLOUR_MODES.map((mode) => [mode, renderedFile(siteDir, key, mode)] as const);
  const missing = files.filter(([, file]) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `The diagram ${key} has no rendered SVG in ${RENDERED_DIR}; run \`npm run diagrams\` and commit the files.`,
    );
  }
  return Object.fromEntries(files.map(([mode, file]) => [mode, readFileSync(file, 'utf8')])) as Record<
    ColourMode,
    string
  >;
}
