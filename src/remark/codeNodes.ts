/** The fenced code blocks of a Markdown tree, as the remark plugins that rewrite them see them. */
export interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  data?: { hProperties?: Record<string, unknown> };
  position?: { start: { line: number } };
}

export interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
}

/** Every code block of the tree, in document order. */
export function codeNodes(node: MarkdownNode): CodeNode[] {
  if (node.type === 'code') return [node as unknown as CodeNode];
  return (node.children ?? []).flatMap(codeNodes);
}

/** Runs `work` on a code block; an error it throws names the page and the line of the fence, for the build log. */
export function atFence<T>(file: { path?: string }, node: CodeNode, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new Error(`${file.path ?? 'page'}:${node.position?.start.line ?? 0}: ${(error as Error).message}`);
  }
}
