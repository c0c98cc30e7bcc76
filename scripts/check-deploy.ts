/**
 * `npm run test:deploy`: the README's deploy path on a copy of the repository as a clean clone has it, under the
 * current Node LTS from the npm registry: `npm ci --omit=dev`, `npm run build`, the HTTP tests, then `npm run serve`
 * answering a page, the search index and an unknown path.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The Node line the deploy is proven on; the suite itself runs on the machine's Node. */
const NODE_LINE = '24';
const REPO = path.resolve(__dirname, '..');
const timings: string[] = [];

function run(command: string, args: string[], options: SpawnSyncOptions): void {
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', ...options });
  timings.push(`${[command, ...args].join(' ').padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`);
}

/** Node from the registry's `node` package, kept between runs in the temp folder. */
function nodeBinFolder(): string {
  const prefix = path.join(tmpdir(), `takeshape-docs-node${NODE_LINE}`);
  const bin = path.join(prefix, 'node_modules', '.bin');
  const version = spawnSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout ?? '';
  if (!version.startsWith(`v${NODE_LINE}.`)) {
    mkdirSync(prefix, { recursive: true });
    run('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', `node@${NODE_LINE}`], {});
  }
  return bin;
}

/** The files a clean clone has (tracked and new ones, not what .gitignore leaves out), committed in a new repository. */
function copyOfRepository(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'takeshape-docs-deploy-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const source = path.join(REPO, file);
    if (existsSync(source)) cpSync(source, path.join(copy, file), { recursive: true });
  }
  // The build reads each page's last update from git, so the copy is a repository of one commit.
  const git = (...args: string[]) => spawnSync('git', args, { cwd: copy, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=deploy check', '-c', 'user.email=deploy-check@localhost', 'commit', '-q', '-m', 'copy');
  return copy;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const statusOf = (port: number, pathname: string) =>
  new Promise<number>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: pathname }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

/** Starts `npm run serve`, waits for its "Serving" line, and checks what a visitor and the search box fetch. */
async function checkServe(cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  const port = await freePort();
  // Its own process group, so stopping it stops npm's children too; a live child holding our pipe would keep us running.
  const server = spawn('npm', ['run', 'serve', '--', '--port', String(port), '--quiet'], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
      server.on('exit', (code) => reject(new Error(`npm run serve exited with ${code}`)));
    });
    const expected: [string, number][] = [
      ['/docs/get-started/quickstart', 200],
      ['/docs/pagefind/pagefind.js', 200],
      ['/docs/no-such-page', 404],
    ];
    for (const [pathname, status] of expected) {
      const actual = await statusOf(port, pathname);
      if (actual !== status) throw new Error(`npm run serve answered ${pathname} with ${actual}, not ${status}`);
      timings.push(`npm run serve: GET ${pathname} ${actual}`);
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const bin = nodeBinFolder();
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  const copy = copyOfRepository();
  try {
    run('node', ['--version'], { cwd: copy, env });
    run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: copy, env });
    run('npm', ['run', 'build'], { cwd: copy, env });
    run('npm', ['run', 'test:http'], { cwd: copy, env });
    await checkServe(copy, env);
    console.log(`\nDeploy path on Node ${NODE_LINE}, production dependencies only:\n  ${timings.join('\n  ')}`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
