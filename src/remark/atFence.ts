import type { Code } from 'mdast';

/** Runs `work` on a code block; an error it throws names the page and the line of the fence, for the build log. */
export function atFence<T>(file: { path?: string }, node: Code, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new Error(`${file.path ?? 'page'}:${node.position?.start.line ?? 0}: ${(error as Error).message}`);
  }
}
