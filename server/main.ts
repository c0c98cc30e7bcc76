/**
 * Starts the production server: `tsx server/main.ts [--port 3000] [--host 127.0.0.1] [--dir build]`.
 * PORT, HOST and ANALYTICS_ENDPOINT are read from the environment when no flag is given.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SITE } from '../src/config/site';
import { createDocsServer } from './app';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
    quiet: { type: 'boolean', default: false },
  },
});

const dir = path.resolve(values.dir);
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build in ${dir}: run "npm run build" first.`);
  process.exit(1);
}

const endpoint = process.env.ANALYTICS_ENDPOINT;
const server = createDocsServer({
  dir,
  connectOrigins: endpoint ? [new URL(endpoint).origin] : [],
  log: values.quiet ? undefined : (line) => console.log(`${new Date().toISOString()} ${line}`),
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${dir} at http://${values.host}:${values.port}${SITE.baseUrl}`);
});

function shutDown(signal: string): void {
  console.log(`${signal}: closing after the requests in flight`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}

process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
