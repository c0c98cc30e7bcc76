import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompress } from '../../server/precompress';

const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('a small file that compresses gets Brotli and gzip copies of its exact content', async () => {
  // A typo dictionary shard's shape: a few hundred bytes of [word, count] pairs.
  const shard = JSON.stringify(Array.from({ length: 12 }, (_, index) => [`permission${index}`, 12 - index]));
  assert.ok(shard.length < 1024);
  writeFileSync(path.join(dir, 'first-p-10.json'), shard);
  await precompress(dir);
  assert.equal(brotliDecompressSync(readFileSync(path.join(dir, 'first-p-10.json.br'))).toString(), shard);
  assert.equal(gunzipSync(readFileSync(path.join(dir, 'first-p-10.json.gz'))).toString(), shard);
});

test('a file that would grow when compressed is left to be sent as it is', async () => {
  writeFileSync(path.join(dir, 'tiny.json'), '[]');
  await precompress(dir);
  assert.equal(existsSync(path.join(dir, 'tiny.json.br')), false);
  assert.equal(existsSync(path.join(dir, 'tiny.json.gz')), false);
});

test('a Pagefind chunk, gzip already, gets a Brotli copy of its content and no second gzip', async () => {
  const content = Buffer.from(`pagefind_dcd${JSON.stringify({ content: 'Roles and permissions. '.repeat(40) })}`);
  writeFileSync(path.join(dir, 'en_abc.pf_fragment'), gzipSync(content));
  await precompress(dir);
  assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dir, 'en_abc.pf_fragment.br'))), content);
  assert.equal(existsSync(path.join(dir, 'en_abc.pf_fragment.gz')), false);
});
