/**
 * The search section of `npm run bench` alone, against existing builds.
 * Usage: npm run bench:search [-- --dir <build folder>] [-- --before <older build folder>] [-- --only relevance|bytes]
 * With --before, both builds are measured in the same run (the older one may use the earlier search plugin). With
 * --only, one part alone: relevance with latency (the judged queries), or the bytes to first results.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveBuild } from '../lib/bench';
import { engineOfBuild } from './engine';
import { SEARCH_REPORT_PARTS, searchReport, type SearchReportPart, type ServedSearch } from './report';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build' }, before: { type: 'string' }, only: { type: 'string' } },
  });
  if (values.only !== undefined && !SEARCH_REPORT_PARTS.includes(values.only as SearchReportPart))
    throw new Error(`--only takes ${SEARCH_REPORT_PARTS.join(' or ')}, not "${values.only}"`);
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
    await searchReport(builds, values.only ? [values.only as SearchReportPart] : SEARCH_REPORT_PARTS);
  } finally {
    for (const server of servers) server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
