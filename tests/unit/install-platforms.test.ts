/** The lockfile installs on every platform a contributor or deploy runner uses: no direct dependency is tied to one
 * platform, and every native build tool has its binary for each of them recorded, so `npm ci` works everywhere. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

interface LockEntry {
  version?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}
interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** macOS (Intel and Apple silicon), Windows and glibc Linux on x64 and ARM: where the site is built and served. */
const PLATFORMS = [
  { os: 'darwin', cpu: 'x64' },
  { os: 'darwin', cpu: 'arm64' },
  { os: 'win32', cpu: 'x64' },
  { os: 'linux', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64' },
];

/** The native tools the build runs today; each must be found, so the check cannot pass by finding none. */
const NATIVE_TOOLS = ['@rspack/binding', '@swc/core', '@swc/html', 'esbuild', 'lightningcss', 'pagefind', 'sharp'];

const packageName = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Node's lookup: the dependency nearest to `from`, walking up through the enclosing node_modules folders. */
function resolveEntry(lock: Lockfile, from: string, dependency: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const entry = lock.packages[`${base ? `${base}/` : ''}node_modules/${dependency}`];
    if (entry || base === '') return entry;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

const fits = (entry: LockEntry, platform: { os: string; cpu: string }) =>
  (!entry.os || entry.os.includes(platform.os)) &&
  (!entry.cpu || entry.cpu.includes(platform.cpu)) &&
  (!entry.libc || entry.libc.includes('glibc'));

/** Packages that ship a binary per platform: several optional dependencies, at least one of them tied to a platform. */
export function nativeTools(lock: Lockfile) {
  const tools: { name: string; version: string; binaries: LockEntry[] }[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const optional = Object.keys(entry.optionalDependencies ?? {});
    const binaries = optional
      .map((dependency) => resolveEntry(lock, path, dependency))
      .filter((binary): binary is LockEntry => Boolean(binary?.os || binary?.cpu));
    if (optional.length > 1 && binaries.length > 0)
      tools.push({ name: packageName(path), version: entry.version ?? '', binaries });
  }
  return tools;
}

export function platformProblems(lock: Lockfile, manifest: Manifest) {
  const problems: string[] = [];
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const entry = lock.packages[`node_modules/${name}`];
    if (!entry) problems.push(`${name}: a direct dependency missing from the lockfile`);
    else if (entry.os || entry.cpu)
      problems.push(
        `${name}: a direct dependency restricted to ${[...(entry.os ?? []), ...(entry.cpu ?? [])].join('/')}`,
      );
  }
  for (const tool of nativeTools(lock))
    for (const platform of PLATFORMS)
      if (!tool.binaries.some((binary) => fits(binary, platform)))
        problems.push(`${tool.name}@${tool.version}: no binary for ${platform.os}-${platform.cpu} in the lockfile`);
  return problems;
}

const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;

describe('the lockfile installs on macOS, Windows and Linux, x64 and ARM', () => {
  test('no direct dependency is tied to a platform, and every native tool has each platform binary', () => {
    assert.deepEqual(platformProblems(lockfile, manifest), []);
  });

  test('the native tools the build uses are all found', () => {
    const found = nativeTools(lockfile).map((tool) => tool.name);
    assert.deepEqual(
      NATIVE_TOOLS.filter((name) => !found.includes(name)),
      [],
    );
  });
});

describe('the check itself', () => {
  const binary = (os: string, cpu: string): LockEntry => ({ version: '1.0.0', os: [os], cpu: [cpu] });
  const tool = (platforms: [string, string][]): Lockfile => ({
    packages: {
      '': {},
      'node_modules/tool': {
        version: '1.0.0',
        optionalDependencies: Object.fromEntries(platforms.map(([os, cpu]) => [`@tool/${os}-${cpu}`, '1.0.0'])),
      },
      ...Object.fromEntries(platforms.map(([os, cpu]) => [`node_modules/@tool/${os}-${cpu}`, binary(os, cpu)])),
    },
  });

  test('a missing platform binary is named with its package and platform', () => {
    const lock = tool([
      ['darwin', 'x64'],
      ['darwin', 'arm64'],
      ['linux', 'x64'],
      ['linux', 'arm64'],
    ]);
    assert.deepEqual(platformProblems(lock, {}), ['tool@1.0.0: no binary for win32-x64 in the lockfile']);
  });

  test('a direct dependency with os or cpu is named', () => {
    const lock: Lockfile = { packages: { '': {}, 'node_modules/@tool/linux-x64': binary('linux', 'x64') } };
    assert.deepEqual(platformProblems(lock, { dependencies: { '@tool/linux-x64': '1.0.0' } }), [
      '@tool/linux-x64: a direct dependency restricted to linux/x64',
    ]);
  });

  test('a package with one optional binary, like fsevents for a file watcher, is not a native tool', () => {
    const lock: Lockfile = {
      packages: {
        '': {},
        'node_modules/watcher': { optionalDependencies: { fsevents: '2.0.0' } },
        'node_modules/fsevents': { os: ['darwin'] },
      },
    };
    assert.deepEqual(nativeTools(lock), []);
  });
});
