/**
 * Serves the production build under the site's base URL, with the not-found page and status 404 for unknown paths.
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { SITE } from '../src/config/site';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
}

export function createDocsServer(dir: string): Server {
  const notFoundPage = path.join(dir, '404.html');
  const serveStatic = sirv(dir, { extensions: ['html'], etag: true, dev: false });
  const base = SITE.baseUrl;

  return createServer((req, res) => {
    const url = req.url ?? '/';
    const notFound = () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      createReadStream(notFoundPage).pipe(res);
    };
    if (url === '/' || url === base.slice(0, -1)) {
      res.writeHead(301, { Location: base }).end();
      return;
    }
    if (!url.startsWith(base)) {
      notFound();
      return;
    }
    req.url = url.slice(base.length - 1);
    serveStatic(req, res, notFound);
  });
}

function main(): void {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      dir: { type: 'string', default: 'build' },
    },
  });
  const dir = path.resolve(values.dir);
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build in ${dir}: run "npm run build" first.`);
    process.exit(1);
  }
  const server = createDocsServer(dir);
  server.listen(Number(values.port), values.host, () => {
    console.log(`Serving ${dir} at http://${values.host}:${values.port}${SITE.baseUrl}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.on('SIGINT', () => server.close(() => process.exit(0)));
}

if (require.main === module) {
  main();
}
