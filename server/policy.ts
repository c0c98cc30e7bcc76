/**
 * How the production server answers a request, as pure functions: which requests are refused, which redirect,
 * which files are served, and the headers every response carries. The nginx and static-host configs follow it too.
 */
import Negotiator from 'negotiator';
import { ALL_REDIRECTS, cleanPath } from '../src/config/redirects';
import { SEARCH_CONFIG } from '../src/config/search';
import { MCP_SERVER, SITE } from '../src/config/site';

export const BASE_PATH = SITE.baseUrl.slice(0, -1);
export const ALLOWED_METHODS = ['GET', 'HEAD'];
export const MAX_URL_LENGTH = 2048;
/** The docs MCP server's Streamable HTTP endpoint, the one URL that takes POST. */
export const MCP_PATH = `${BASE_PATH}/${MCP_SERVER.route}`;
export const MCP_METHODS = ['POST'];

export type Resolution =
  | { kind: 'reject'; status: 400 | 405 | 414 }
  | { kind: 'mcp' }
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; path: string }
  | { kind: 'notFound' };

const REDIRECT_TARGETS = new Map(ALL_REDIRECTS.map(({ from, to }) => [from, to]));

// eslint-disable-next-line no-control-regex -- refusing control characters (and backslashes) is this pattern's job
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function isUnsafePath(decoded: string): boolean {
  return UNSAFE_CHARACTERS.test(decoded) || decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

const pathOf = (rawUrl: string) => rawUrl.split('?', 1)[0];

/** The methods a URL answers: POST at the MCP endpoint, GET and HEAD everywhere else (the `Allow` of a 405). */
export function allowedMethodsFor(rawUrl: string): string[] {
  return pathOf(rawUrl) === MCP_PATH ? MCP_METHODS : ALLOWED_METHODS;
}

/** What to do with a request line: refuse it, hand it to the MCP server, redirect it (301), or look for a file. */
export function resolveRequest(method: string, rawUrl: string): Resolution {
  if (!allowedMethodsFor(rawUrl).includes(method)) return { kind: 'reject', status: 405 };
  if (rawUrl.length > MAX_URL_LENGTH) return { kind: 'reject', status: 414 };
  const rawPath = pathOf(rawUrl);
  if (rawPath === MCP_PATH) return { kind: 'mcp' };
  const query = rawUrl.slice(rawPath.length);
  if (!rawPath.startsWith('/')) return { kind: 'reject', status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'reject', status: 400 };
  }
  if (isUnsafePath(decoded) || /[\r\n]/.test(query)) return { kind: 'reject', status: 400 };

  if (decoded === '/' || decoded === BASE_PATH) return { kind: 'redirect', location: `${SITE.baseUrl}${query}` };
  if (!decoded.startsWith(SITE.baseUrl)) return { kind: 'notFound' };

  const path = rawPath.slice(BASE_PATH.length);
  const target = REDIRECT_TARGETS.get(cleanPath(decodeURIComponent(path)));
  if (target) return { kind: 'redirect', location: `${BASE_PATH}${target}${query}` };
  if (path !== '/' && (path.endsWith('/') || /\.html?$/.test(path))) {
    const clean = cleanPath(path);
    return { kind: 'redirect', location: `${clean === '/' ? SITE.baseUrl : BASE_PATH + clean}${query}` };
  }
  return { kind: 'file', path };
}

// The types a page is served as, HTML first: it wins a tie, and a client that names neither (*/*) gets it.
const PAGE_TYPES = ['text/html', 'text/markdown'];

/** Whether a request's Accept header prefers a page's Markdown to its HTML (RFC 9110 negotiation, q-values included). */
export function prefersMarkdown(accept: string | undefined): boolean {
  return new Negotiator({ headers: { accept } }).mediaType(PAGE_TYPES) === 'text/markdown';
}

/** The `Link` header value that names a page's Markdown, the same link its `<head>` carries. */
export function markdownLinkHeader(markdownPath: string): string {
  return `<${markdownPath}>; rel="alternate"; type="text/markdown"`;
}

/** Hashed build output: the site's scripts and styles, and Pagefind's chunks and metadata, each named by its content. */
const HASHED_OUTPUT = /^\/assets\/|^\/pagefind\/(fragment|index|filter)\/|^\/pagefind\/pagefind\.[^/]+\.pf_meta$/;

/** Hashed build output never changes under its name; everything else is revalidated with its ETag. */
export function cacheControlFor(path: string): string {
  return HASHED_OUTPUT.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** Security headers that only a document obeys; a browser reads none of them on a script, a style or search data. */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
];

/**
 * What search fetches under names without a hash, as a regular expression of the path under the base path: Pagefind's
 * loader, entry and WebAssembly, and the typo dictionary's shards. The nginx config matches the same paths.
 */
export const SEARCH_DATA_PATH =
  `(${SEARCH_CONFIG.indexDir}/(pagefind\\.js|pagefind-entry\\.json|wasm\\.[^/]+\\.pagefind)` +
  `|${SEARCH_CONFIG.dictionaryDir}/[^/]+\\.json)`;
const SEARCH_DATA = new RegExp(`^/${SEARCH_DATA_PATH}$`);

/**
 * Hashed scripts, styles and Pagefind chunks, and search's other data, which a page fetches and no one opens as a
 * document: they are sent without DOCUMENT_ONLY_HEADERS, some 700 bytes a request, and most of a search's requests are
 * these. None is a worker's script, which would take its CSP from its own response.
 */
export const isSubresource = (path: string) =>
  (HASHED_OUTPUT.test(path) && /\.(js|css|pf_fragment|pf_index|pf_filter|pf_meta)$/.test(path)) ||
  SEARCH_DATA.test(path);

export function contentSecurityPolicy(scriptHashes: string[], connectOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    // Search runs Pagefind's WebAssembly, which needs 'wasm-unsafe-eval' (it allows no JavaScript eval).
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`.trim(),
    // Mermaid diagrams and the theme set inline styles; scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
