import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { codeBlocks, type CodeBlock } from '../../src/markdown/markdown';

export const repoRoot = resolve(__dirname, '../..');
const docsDirs = ['docs', 'guides'];

/** .md/.mdx files under docs/ and guides/, relative to the repo root, sorted. */
export function findDocFiles(root: string = repoRoot): string[] {
  return docsDirs
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((entry) => join(dir, entry)),
    )
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

export function extractFile(file: string, root: string = repoRoot): CodeBlock[] {
  return codeBlocks(readFileSync(join(root, file), 'utf8'), file);
}
