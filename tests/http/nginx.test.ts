import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import type { AddressInfo } from 'node:net';
import { createDocsServer } from '../../server/app';
import { renderNginxConfig } from '../../server/hostConfigs';
import { servedInlineScriptHashes } from '../../server/inlineScripts';
import { markdownAlternates } from '../../server/markdownAlternates';
import { contentSecurityPolicy } from '../../server/policy';
import { rawRequest, registerHttpChecks } from './checks';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForNginx(port: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await rawRequest(port, '/docs/');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not start');
}

describe('nginx with the generated config', () => {
  let nginx: ChildProcess | undefined;
  let port = 0;
  const workDir = mkdtempSync(path.join(tmpdir(), 'docs-nginx-'));
  // nginx passes the MCP endpoint to our server, as in production.
  const upstream = createDocsServer({ dir: 'build' });

  before(async () => {
    if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: run scripts/ensure-test-tools.sh`);
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    port = await freePort();
    symlinkSync(path.resolve('build'), path.join(workDir, 'docs'));
    const csp = contentSecurityPolicy(servedInlineScriptHashes('build'));
    writeFileSync(
      path.join(workDir, 'docs.conf'),
      renderNginxConfig({
        listen: `127.0.0.1:${port}`,
        root: workDir,
        csp,
        markdownAlternates: markdownAlternates('build'),
        mcpUpstream: `127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      }),
    );
    writeFileSync(
      path.join(workDir, 'nginx.conf'),
      [
        existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
        process.getuid?.() === 0 ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${workDir}/nginx.pid;`,
        `error_log ${workDir}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${workDir}/${kind};`,
        ),
        `  include ${workDir}/docs.conf;`,
        '}',
      ].join('\n'),
    );
    nginx = spawn(NGINX, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForNginx(port);
  });

  after(() => {
    nginx?.kill('SIGQUIT');
    upstream.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  registerHttpChecks(() => port);
});
