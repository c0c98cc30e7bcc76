/**
 * Remark plugin: every fenced code block is highlighted here, at build time. The CodeBlock theme component gets
 * the HTML as its `html` property and the fence title as `title`, so the browser neither downloads nor runs Prism
 * and hydration does not walk the tokens.
 */
import { highlightToHtml } from '../highlight/highlight';
import type { Root } from 'mdast';
import { codeNodes, fenceTitle } from '../markdown/markdown';
import { atFence } from './atFence';

export default function remarkHighlightCode() {
  return (tree: Root, file: { path?: string }) => {
    for (const node of codeNodes(tree)) {
      const html = atFence(file, node, () => highlightToHtml(node.value, node.lang ?? ''));
      const title = fenceTitle(node.meta);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, html, ...(title ? { title } : {}) } };
    }
  };
}
