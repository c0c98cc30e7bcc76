/**
 * Runs after `docusaurus build`, once every plugin has written its files: Brotli and gzip copies of the output,
 * and the nginx and static-host configs in `deploy/`, all following server/policy.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderNginxConfig, renderStaticHostHeaders, renderStaticHostRedirects } from '../server/hostConfigs';
import { servedInlineScriptHashes } from '../server/inlineScripts';
import { markdownAlternates } from '../server/markdownAlternates';
import { contentSecurityPolicy } from '../server/policy';
import { precompress } from '../server/precompress';

const BUILD_DIR = path.resolve('build');
const DEPLOY_DIR = path.resolve('deploy');

async function main(): Promise<void> {
  const csp = contentSecurityPolicy(servedInlineScriptHashes(BUILD_DIR));
  await mkdir(path.join(DEPLOY_DIR, 'static-host'), { recursive: true });
  await Promise.all([
    writeFile(
      path.join(DEPLOY_DIR, 'nginx-docs.conf'),
      renderNginxConfig({
        listen: '80',
        root: '/srv/www',
        csp,
        markdownAlternates: markdownAlternates(BUILD_DIR),
        mcpUpstream: '127.0.0.1:3000',
      }),
    ),
    writeFile(path.join(DEPLOY_DIR, 'static-host', '_redirects'), renderStaticHostRedirects()),
    writeFile(path.join(DEPLOY_DIR, 'static-host', '_headers'), renderStaticHostHeaders(csp)),
  ]);
  const result = await precompress(BUILD_DIR);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `postbuild: ${result.files} files precompressed, ${mb(result.bytes)} to ${mb(result.brotliBytes)} brotli ` +
      `and ${mb(result.gzipBytes)} gzip; configs written to ${path.relative(process.cwd(), DEPLOY_DIR)}/`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
