/** The production HTTP server of the docs: the build under the base URL, with the policy of ./policy. */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createMcpHttpHandler } from '../mcp/http';
import {
  allowedMethodsFor,
  BASE_PATH,
  cacheControlFor,
  contentSecurityPolicy,
  DOCUMENT_ONLY_HEADERS,
  isSubresource,
  markdownLinkHeader,
  prefersMarkdown,
  resolveRequest,
  securityHeaders,
} from './policy';
import { servedInlineScriptHashes } from './inlineScripts';
import { markdownAlternates } from './markdownAlternates';

/**
 * Types sirv gets wrong: text without a charset, which browsers read as Windows-1252, and an empty type for
 * Pagefind's files, which its lookup does not know.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  ...Object.fromEntries(
    ['.pagefind', '.pf_fragment', '.pf_index', '.pf_filter', '.pf_meta'].map((extension) => [
      extension,
      'application/octet-stream',
    ]),
  ),
};

export interface DocsServerOptions {
  /** The Docusaurus build folder. */
  dir: string;
  /** Origins the pages may send requests to besides their own, such as an analytics endpoint. */
  connectOrigins?: string[];
  /** Receives one line per request; none logs nothing. */
  log?: (line: string) => void;
}

export function createDocsServer({ dir, connectOrigins = [], log }: DocsServerOptions): Server {
  const headers = securityHeaders(contentSecurityPolicy(servedInlineScriptHashes(dir), connectOrigins));
  const notFoundPage = path.join(dir, '404.html');
  const alternates = markdownAlternates(dir);
  const mcp = createMcpHttpHandler({ corpusDir: dir });
  // Responses of a page URL that has a Markdown version differ by Accept, and caches must know it.
  const negotiated = new WeakSet<ServerResponse>();
  const serveStatic = sirv(dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      if (isSubresource(pathname)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      const contentType = CONTENT_TYPES[path.extname(pathname)];
      if (contentType) res.setHeader('Content-Type', contentType);
      if (negotiated.has(res)) res.setHeader('Vary', 'Accept-Encoding, Accept');
    },
  });

  function sendNotFound(req: IncomingMessage, res: ServerResponse): void {
    const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) && existsSync(`${notFoundPage}.br`);
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      Vary: 'Accept-Encoding',
      ...(brotli && { 'Content-Encoding': 'br' }),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(brotli ? `${notFoundPage}.br` : notFoundPage).pipe(res);
  }

  return createServer((req, res) => {
    const started = process.hrtime.bigint();
    const requestLine = `${req.method} ${req.url}`;
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log?.(`${requestLine} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);

    const resolution = resolveRequest(req.method ?? '', req.url ?? '');
    switch (resolution.kind) {
      case 'reject':
        if (resolution.status === 405) res.setHeader('Allow', allowedMethodsFor(req.url ?? '').join(', '));
        res.writeHead(resolution.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${resolution.status}\n`);
        return;
      case 'mcp':
        mcp(req, res).catch((error: unknown) => {
          log?.(`${requestLine} failed: ${error instanceof Error ? error.message : String(error)}`);
          if (res.headersSent) res.destroy();
          else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('500\n');
        });
        return;
      case 'redirect':
        res.writeHead(301, { Location: resolution.location, 'Cache-Control': 'public, max-age=3600' }).end();
        return;
      case 'notFound':
        sendNotFound(req, res);
        return;
      case 'file': {
        const markdown = alternates.get(`${BASE_PATH}${resolution.path}`);
        req.url = resolution.path;
        if (markdown) {
          negotiated.add(res);
          // sirv answers a matching If-None-Match before its header hook runs.
          res.setHeader('Vary', 'Accept-Encoding, Accept');
          if (prefersMarkdown(req.headers.accept)) req.url = markdown.slice(BASE_PATH.length);
          else res.setHeader('Link', markdownLinkHeader(markdown));
        }
        serveStatic(req, res, () => sendNotFound(req, res));
      }
    }
  });
}
