/**
 * Remark plugin: every fenced code block is highlighted here, at build time. The CodeBlock theme component gets
 * the HTML as its `html` property and the fence title as `title`, so the browser neither downloads nor runs Prism
 * and hydration does not walk the tokens.
 */
import { highlightToHtml } from '../highlight/highlight';
import type { Root } from 'mdast';
import { codeNodes } from '../markdown/markdown';
import { atFence } from './atFence';

const TITLE = /(?:^|\s)title=(["'])(.*?)\1/;

/** The `title="…"` of a fence's meta, if any. */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  return meta ? TITLE.exec(meta)?.[2] : undefined;
}

export default function remarkHighlightCode() {
  return (tree: Root, file: { path?: string }) => {
    for (const node of codeNodes(tree)) {
      const html = atFence(file, node, () => highlightToHtml(node.value, node.lang ?? ''));
      const title = fenceTitle(node.meta);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, html, ...(title ? { title } : {}) } };
    }
  };
}
