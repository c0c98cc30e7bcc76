/**
 * The search section of `npm run bench` alone, against an existing build.
 * Usage: npm run bench:search [-- --dir <build folder>]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveBuild } from '../lib/bench';
import { searchReport } from './report';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' } } });
  const { baseUrl, close } = await serveBuild(path.resolve(values.dir));
  try {
    await searchReport(baseUrl);
  } finally {
    close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
