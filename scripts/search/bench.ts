/**
 * The search section of `npm run bench` alone, against existing builds.
 * Usage: npm run bench:search [-- --dir <build folder>] [-- --before <older build folder>]
 * With --before, both builds are measured in the same run (the older one may use the earlier search plugin).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveBuild } from '../lib/bench';
import { engineOfBuild } from './engine';
import { searchReport, type ServedSearch } from './report';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build' }, before: { type: 'string' } },
  });
  const folders = [
    ...(values.before ? [{ label: 'before', dir: path.resolve(values.before) }] : []),
    { label: values.before ? 'after' : 'build', dir: path.resolve(values.dir) },
  ];
  const servers = await Promise.all(folders.map(({ dir }) => serveBuild(dir)));
  try {
    const builds: ServedSearch[] = folders.map(({ label, dir }, index) => ({
      label,
      baseUrl: servers[index].baseUrl,
      engine: engineOfBuild(dir),
    }));
    await searchReport(builds);
  } finally {
    for (const server of servers) server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
