/**
 * Remark plugin: every fenced code block is highlighted here, at build time. The CodeBlock theme component gets
 * the HTML as its `html` property and the fence title as `title`, so the browser neither downloads nor runs Prism
 * and hydration does not walk the tokens.
 */
import { highlightToHtml } from '../highlight/highlight';

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  data?: { hProperties?: Record<string, unknown> };
  position?: { start: { line: number } };
}

interface ParentNode {
  type: string;
  children?: ParentNode[];
}

const TITLE = /(?:^|\s)title=(["'])(.*?)\1/;

/** The `title="…"` of a fence's meta, if any. */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  return meta ? TITLE.exec(meta)?.[2] : undefined;
}

function visitCode(node: ParentNode, visit: (code: CodeNode) => void): void {
  if (node.type === 'code') visit(node as unknown as CodeNode);
  else for (const child of node.children ?? []) visitCode(child, visit);
}

export default function remarkHighlightCode() {
  return (tree: ParentNode, file: { path?: string }) => {
    visitCode(tree, (node) => {
      let html: string;
      try {
        html = highlightToHtml(node.value, node.lang ?? '');
      } catch (error) {
        throw new Error(`${file.path ?? 'page'}:${node.position?.start.line ?? 0}: ${(error as Error).message}`);
      }
      const title = fenceTitle(node.meta);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, html, ...(title ? { title } : {}) } };
    });
  };
}
