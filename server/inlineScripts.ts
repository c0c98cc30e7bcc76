/** The SHA-256 hashes of the inline scripts in the pages the server answers with 200, for the CSP. */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BASE_PATH, resolveRequest } from './policy';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\btype=["']?application\/(ld\+)?json/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !DATA_BLOCK.test(attributes))
    .map(([, , body]) => createHash('sha256').update(body).digest('base64'));
}

/**
 * The HTML files the server answers with, by the route they answer (`/docs/api/webhooks`; `/docs/404.html` for the
 * not-found page). Pages behind a server redirect (the client redirect pages for static hosts) are never served.
 */
export function servedHtmlPages(buildDir: string): { route: string; html: string }[] {
  return htmlFiles(buildDir).flatMap((file) => {
    const relative = path.relative(buildDir, file).split(path.sep).join('/');
    const route =
      relative === 'index.html' ? `${BASE_PATH}/` : `${BASE_PATH}/${relative.replace(/\/index\.html$/, '')}`;
    const served = relative === '404.html' || resolveRequest('GET', route).kind === 'file';
    return served ? [{ route, html: readFileSync(file, 'utf8') }] : [];
  });
}

export function servedInlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set(servedHtmlPages(buildDir).flatMap(({ html }) => inlineScriptHashesOf(html)));
  return [...hashes].sort();
}
