import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface CodeBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
  /** Why a schema example is not validated, from an `<!-- unchecked: REASON -->` comment on the line above the fence. */
  uncheckedReason?: string;
}

export const repoRoot = resolve(__dirname, '../..');
const docsDirs = ['docs', 'guides'];

// Any indentation opens a fence: MDX has no indented code blocks, and fences inside list items are indented.
const openingFence = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

interface OpenFence {
  marker: string;
  indent: number;
  line: number;
  info: string;
  body: string[];
  uncheckedReason?: string;
}

const uncheckedComment = /^\s*<!--\s*unchecked:\s*(.*?)\s*-->\s*$/;

function isClosingFence(text: string, open: OpenFence): boolean {
  const marker = text.trim();
  return marker.length >= open.marker.length && marker === open.marker[0].repeat(marker.length);
}

function toCodeBlock(file: string, open: OpenFence): CodeBlock {
  const [lang = '', ...meta] = open.info.split(/\s+/).filter(Boolean);
  const block: CodeBlock = { file, line: open.line, lang, meta: meta.join(' '), code: open.body.join('\n') };
  return open.uncheckedReason === undefined ? block : { ...block, uncheckedReason: open.uncheckedReason };
}

/** The reason of an `<!-- unchecked: … -->` comment on the last non-blank line before `index`, if any. */
function uncheckedReasonAbove(lines: string[], index: number): string | undefined {
  const above = lines.slice(0, index).filter((text) => text.trim() !== '').pop();
  return above === undefined ? undefined : uncheckedComment.exec(above)?.[1];
}

/** Fenced code blocks of a Markdown/MDX text; fences inside a longer fence are part of its code. */
export function extractCodeBlocks(markdown: string, file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: OpenFence | undefined;
  const lines = markdown.split(/\r?\n/);
  for (const [index, text] of lines.entries()) {
    if (open) {
      if (isClosingFence(text, open)) {
        blocks.push(toCodeBlock(file, open));
        open = undefined;
      } else {
        open.body.push(text.replace(new RegExp(`^[ \\t]{0,${open.indent}}`), ''));
      }
      continue;
    }
    const match = openingFence.exec(text);
    const [, indent = '', marker = '', info = ''] = match ?? [];
    // CommonMark: the info string of a backtick fence cannot contain a backtick.
    if (match && !(marker.startsWith('`') && info.includes('`'))) {
      open = { marker, indent: indent.length, line: index + 1, info: info.trim(), body: [] };
      const uncheckedReason = uncheckedReasonAbove(lines, index);
      if (uncheckedReason !== undefined) open.uncheckedReason = uncheckedReason;
    }
  }
  // CommonMark: an unclosed fence runs to the end of the document.
  return open ? [...blocks, toCodeBlock(file, open)] : blocks;
}

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
  return extractCodeBlocks(readFileSync(join(root, file), 'utf8'), file);
}
