/**
 * Remark plugin: every fenced code block is highlighted here, at build time. The CodeBlock theme component gets
 * the HTML as its `html` property and the fence title as `title`, so the browser neither downloads nor runs Prism
 * and hydration does not walk the tokens.
 */
import { highlightToHtml } from '../highlight/highlight';
import { codeNodes, type MarkdownNode } from './codeNodes';

const TITLE = /(?:^|\s)title=(["'])(.*?)\1/;

/** The `title="…"` of a fence's meta, if any. */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  return meta ? TITLE.exec(meta)?.[2] : undefined;
}

export default function remarkHighlightCode() {
  return (tree: MarkdownNode, file: { path?: string }) => {
    for (const node of codeNodes(tree)) {
      let html: string;
      try {
        html = highlightToHtml(node.value, node.lang ?? '');
      } catch (error) {
        throw new Error(`${file.path ?? 'page'}:${node.position?.start.line ?? 0}: ${(error as Error).message}`);
      }
      const title = fenceTitle(node.meta);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, html, ...(title ? { title } : {}) } };
    }
  };
}
