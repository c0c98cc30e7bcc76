/** Brotli and gzip copies of every compressible file of the build, made once at build time and served as they are. */
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pMap from 'p-map';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map|md)$/;
const MIN_BYTES = 1024;
// Past this size the best Brotli quality costs seconds per file for a percent or two of bytes.
const MAX_QUALITY_BYTES = 256 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function precompress(dir: string): Promise<PrecompressResult> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // Bounded: a site of a few thousand pages has more files than a process may hold open at once (EMFILE).
  await pMap(
    files,
    async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: content.length <= MAX_QUALITY_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      result.files += 1;
      result.bytes += content.length;
      result.brotliBytes += br.length;
      result.gzipBytes += gz.length;
    },
    { concurrency: availableParallelism() * 4 },
  );
  return result;
}
