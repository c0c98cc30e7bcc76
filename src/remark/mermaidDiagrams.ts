/**
 * Remark plugin: a ```mermaid fence becomes the `mermaid` MDX element with the diagram's pre-rendered SVG for each
 * colour mode (src/diagrams/diagrams.ts), which the Mermaid theme component shows. No Mermaid code reaches the page.
 */
import { COLOUR_MODES, mermaidVersion, readRendered } from '../diagrams/diagrams';
import type { Root } from 'mdast';
import { codeNodes } from '../markdown/markdown';
import { atFence } from './atFence';

/** The MDX element the classic theme's MDXComponents maps to @theme/Mermaid (UPGRADING.md, "Mermaid"). */
export const MERMAID_ELEMENT = 'mermaid';

export default function remarkMermaidDiagrams() {
  const siteDir = process.cwd();
  const version = mermaidVersion(siteDir);
  return (tree: Root, file: { path?: string }) => {
    for (const node of codeNodes(tree).filter((code) => code.lang === 'mermaid')) {
      const rendered = atFence(file, node, () => readRendered(siteDir, node.value, version));
      // Rewritten in place, as Docusaurus's own Mermaid plugin does, so the node keeps its place in its parent.
      const element = node as unknown as Record<string, unknown>;
      for (const key of ['lang', 'meta', 'value']) delete element[key];
      Object.assign(element, {
        type: 'mdxJsxFlowElement',
        name: MERMAID_ELEMENT,
        attributes: COLOUR_MODES.map((mode) => ({ type: 'mdxJsxAttribute', name: mode, value: rendered[mode] })),
        children: [],
      });
    }
  };
}
