/**
 * Brotli and gzip copies of every compressible file of the build, made once at build time and served as they are.
 * Pagefind's own files are gzip already; they get a Brotli copy of their content, which its loader reads as well.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import pMap from 'p-map';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map|md)$/;
// Past this size the best Brotli quality costs seconds per file for a percent or two of bytes.
const MAX_QUALITY_BYTES = 256 * 1024;
/**
 * Pagefind's index chunks, page fragments, filters, metadata and WebAssembly: gzip files whose content starts with a
 * signature by which its loader also takes them unzipped, as when a server decodes a Content-Encoding.
 */
const PAGEFIND_GZIP = /\.(pf_index|pf_fragment|pf_filter|pf_meta|pagefind)$/;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const brotli = (content: Buffer) =>
  brotliAsync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: content.length <= MAX_QUALITY_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });

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
  const all = await filesUnder(dir);
  const files = all.filter((file) => COMPRESSIBLE.test(file));
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const count = (raw: number, br: number, gz: number) => {
    result.files += 1;
    result.bytes += raw;
    result.brotliBytes += br;
    result.gzipBytes += gz;
  };
  // Bounded: a site of a few thousand pages has more files than a process may hold open at once (EMFILE).
  await pMap(
    files,
    async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([brotli(content), gzipAsync(content, { level: 9 })]);
      // A small file (most typo dictionary shards are under 256 bytes) can come out larger: it is then sent as it is.
      const copies: [string, Buffer][] = [
        [`${file}.br`, br],
        [`${file}.gz`, gz],
      ];
      const smaller = copies.filter(([, copy]) => copy.length < content.length);
      if (!smaller.length) return;
      await Promise.all(smaller.map(([name, copy]) => writeFile(name, copy)));
      count(content.length, Math.min(br.length, content.length), Math.min(gz.length, content.length));
    },
    { concurrency: availableParallelism() * 4 },
  );
  // No .gz copy: the file itself is the gzip, served as it is to a browser without Brotli.
  await pMap(
    all.filter((file) => PAGEFIND_GZIP.test(file)),
    async (file) => {
      const gz = await readFile(file);
      const content = await gunzipAsync(gz);
      const br = await brotli(content);
      if (br.length >= gz.length) return;
      await writeFile(`${file}.br`, br);
      count(content.length, br.length, gz.length);
    },
    { concurrency: availableParallelism() * 4 },
  );
  return result;
}
