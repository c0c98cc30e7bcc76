/** Reads the docs tree: the doc id and front matter of every page, as the docs plugin sees them. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPage, type MarkdownPage } from '../../src/markdown/markdown';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const DOCS_DIR = path.join(REPO_ROOT, 'docs');
export const GUIDES_DIR = path.join(REPO_ROOT, 'guides');

export interface Page extends MarkdownPage {
  /** Path relative to the repository root, e.g. `docs/api/webhooks.md`. */
  file: string;
  /** Doc id for docs (`api/webhooks`), file name without extension for guides. */
  id: string;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

function readPages(dir: string): Page[] {
  return markdownFiles(dir).map((full) => {
    const file = path.relative(REPO_ROOT, full);
    return {
      file,
      id: path
        .relative(dir, full)
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/'),
      ...readPage(readFileSync(full, 'utf8'), file),
    };
  });
}

export const readDocs = (): Page[] => readPages(DOCS_DIR);
export const readGuides = (): Page[] => readPages(GUIDES_DIR);
