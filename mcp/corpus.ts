/**
 * Loads the Markdown corpus the build writes for AI agents: the manifest `llms-pages.json` and one `.md` file per page.
 * Every page is read once at start-up, so no request ever reaches the file system.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { readPage, type MarkdownPage } from '../src/markdown/markdown';
import { AREA_OF_GUIDES, areaSlug } from '../src/search/areas';
import { sectionsOfMarkdown } from '../src/search/markdownSections';
import type { SearchPage } from '../src/search/ranking';
import type { ManifestEntry } from '../src/plugins/llmsExport';
import { SITE } from '../src/config/site';
import { editDistance } from '../src/text/editDistance';

const MANIFEST_FILE = 'llms-pages.json';

export interface CorpusPage {
  /** Route of the page, e.g. `/docs/api/webhooks`. */
  path: string;
  /** The route without `/docs/`, e.g. `api/webhooks`: what `get_page` looks pages up by. */
  key: string;
  title: string;
  description: string;
  url: string;
  area: string;
  /** The whole file, front matter included: what `get_page` returns. */
  markdown: string;
  /** The page as section records, for search_docs. */
  searchPage: SearchPage;
}

export interface Corpus {
  pages: CorpusPage[];
  /** Areas in manifest order, each once. */
  areas: string[];
  byKey: Map<string, CorpusPage>;
}

/** Thrown for a path that names no file inside the corpus folder; the message says why. */
export class CorpusPathError extends Error {}

const ECHO_LIMIT = 80;

/** A caller's input quoted for an error message, cut to its first characters so no input comes back in full. */
export function quoted(input: string): string {
  const shown = input.length > ECHO_LIMIT ? `${input.slice(0, ECHO_LIMIT)}…` : input;
  return JSON.stringify(shown);
}

/**
 * The real path of `relative` inside `root` (itself a real path). Refuses NUL bytes, absolute paths, `..` segments,
 * and anything that resolves (symbolic links included) outside `root`.
 */
export function resolveInsideCorpus(root: string, relative: string): string {
  if (relative.includes('\0')) throw new CorpusPathError('The path contains a NUL byte.');
  if (path.isAbsolute(relative) || path.win32.isAbsolute(relative)) {
    throw new CorpusPathError(
      `${quoted(relative)} is an absolute path; corpus paths are relative to the corpus folder.`,
    );
  }
  if (relative.split(/[\\/]/).includes('..'))
    throw new CorpusPathError(`${quoted(relative)} leaves the corpus folder.`);
  const inside = (candidate: string) => candidate.startsWith(root + path.sep);
  const resolved = path.resolve(root, relative);
  if (!inside(resolved)) throw new CorpusPathError(`${quoted(relative)} leaves the corpus folder.`);
  const real = realpathSync(resolved);
  if (!inside(real)) throw new CorpusPathError(`${quoted(relative)} links to a file outside the corpus folder.`);
  return real;
}

function isManifestEntry(value: unknown): value is ManifestEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.path === 'string' &&
    entry.path.startsWith('/docs/') &&
    typeof entry.md === 'string' &&
    entry.md.endsWith('.md') &&
    typeof entry.title === 'string' &&
    typeof entry.area === 'string' &&
    (entry.description === undefined || typeof entry.description === 'string') &&
    Array.isArray(entry.keywords) &&
    entry.keywords.every((keyword) => typeof keyword === 'string')
  );
}

function readManifest(root: string): ManifestEntry[] {
  const file = path.join(root, MANIFEST_FILE);
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No ${MANIFEST_FILE} in ${root}: build the site ("npm run build") or pass the corpus folder.`);
  }
  const entries: unknown = JSON.parse(raw);
  if (!Array.isArray(entries)) throw new Error(`${file} is not a JSON array.`);
  entries.forEach((entry, index) => {
    if (!isManifestEntry(entry)) {
      throw new Error(
        `${file}, entry ${index}: expected {path: "/docs/...", md: "....md", title, description, area, keywords: [...]}.`,
      );
    }
  });
  return entries as ManifestEntry[];
}

function loadPage(root: string, entry: ManifestEntry): CorpusPage {
  const markdown = readFileSync(resolveInsideCorpus(root, entry.md), 'utf8');
  let page: MarkdownPage;
  try {
    page = readPage(markdown, entry.md);
  } catch (error) {
    throw new Error(`${path.join(root, entry.md)}: the front matter is not valid YAML (${(error as Error).message}).`);
  }
  const data = page.frontMatter;
  const key = entry.path.slice('/docs/'.length).replace(/\/$/, '');
  const title = typeof data.title === 'string' ? data.title : entry.title;
  const description = typeof data.description === 'string' ? data.description : (entry.description ?? '');
  return {
    path: entry.path,
    key,
    title,
    description,
    url: typeof data.url === 'string' ? data.url : `${SITE.url}${entry.path}`,
    area: entry.area,
    markdown,
    searchPage: {
      url: entry.path,
      title,
      area: entry.area,
      isGuide: entry.area === areaSlug(AREA_OF_GUIDES),
      description,
      keywords: entry.keywords.join(', '),
      sections: sectionsOfMarkdown(page.tree),
    },
  };
}

/** Reads the manifest and every page it lists; throws with a readable message when the corpus is missing or broken. */
export function loadCorpus(corpusDir: string): Corpus {
  let root: string;
  try {
    root = realpathSync(path.resolve(corpusDir));
  } catch {
    throw new Error(`The corpus folder ${path.resolve(corpusDir)} does not exist: run "npm run build" first.`);
  }
  const pages = readManifest(root).map((entry) => loadPage(root, entry));
  return {
    pages,
    areas: [...new Set(pages.map((page) => page.area))],
    byKey: new Map(pages.map((page) => [page.key, page])),
  };
}

/**
 * The page key (`api/webhooks`) that a path names, in any of the forms agents use: `/docs/api/webhooks`,
 * `api/webhooks`, `api/webhooks.md`, `/docs/api/webhooks.md`, a full URL, with or without a trailing slash or
 * `#anchor`.
 * Throws CorpusPathError for NUL bytes, `..` or `.` segments and absolute file paths.
 */
export function pageKeyOf(input: string): string {
  if (input.includes('\0')) throw new CorpusPathError('The path contains a NUL byte.');
  let route = input.trim();
  if (/^https?:\/\//i.test(route)) route = new URL(route).pathname;
  route = route.replace(/[?#].*$/, '');
  if (route === '/docs' || route.startsWith('/docs/')) route = route.slice('/docs'.length).replace(/^\//, '');
  else if (path.isAbsolute(route) || path.win32.isAbsolute(route)) {
    throw new CorpusPathError(
      `${quoted(input)} is an absolute file path; pass a docs path such as /docs/api/webhooks.`,
    );
  }
  const segments = route.split(/[\\/]/).filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    throw new CorpusPathError(`${quoted(input)} leaves the docs corpus; pass a docs path such as /docs/api/webhooks.`);
  }
  return segments.join('/').replace(/\.md$/, '');
}

/** The pages whose key is nearest to `key`, comparing against the whole key and its last segment. */
export function closestPages(corpus: Corpus, key: string, count = 3): CorpusPage[] {
  const wanted = key.toLowerCase();
  const distance = (page: CorpusPage) =>
    Math.min(editDistance(wanted, page.key), editDistance(wanted, page.key.split('/').pop() ?? page.key));
  return [...corpus.pages].sort((a, b) => distance(a) - distance(b)).slice(0, count);
}
