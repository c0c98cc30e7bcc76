/**
 * Remark plugin: a ```mermaid fence becomes the `mermaid` MDX element with the diagram's pre-rendered SVG for each
 * colour mode (src/diagrams/diagrams.ts), which the Mermaid theme component shows. No Mermaid code reaches the page.
 */
import { COLOUR_MODES, mermaidVersion, readRendered } from '../diagrams/diagrams';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
  position?: { start: { line: number } };
  [key: string]: unknown;
}

export default function remarkMermaidDiagrams() {
  const siteDir = process.cwd();
  const version = mermaidVersion(siteDir);
  const visit = (node: Node, file: { path?: string }): void => {
    node.children?.forEach((child, index) => {
      if (child.type !== 'code' || child.lang !== 'mermaid') return visit(child, file);
      let rendered: ReturnType<typeof readRendered>;
      try {
        rendered = readRendered(siteDir, child.value ?? '', version);
      } catch (error) {
        throw new Error(`${file.path ?? 'page'}:${child.position?.start.line ?? 0}: ${(error as Error).message}`);
      }
      node.children![index] = {
        type: 'mdxJsxFlowElement',
        name: 'mermaid',
        attributes: COLOUR_MODES.map((mode) => ({ type: 'mdxJsxAttribute', name: mode, value: rendered[mode] })),
        children: [],
      };
    });
  };
  return (tree: Node, file: { path?: string }) => visit(tree, file);
}
