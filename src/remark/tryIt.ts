/**
 * Remark plugin: a GraphQL example (or a request body with one) that runs against the sample project, and each
 * variables block shown after it,
 * gets `tryit=<params>` in its fence meta. The CodeBlock theme component turns it into a "Try it" link that opens the
 * API explorer with that query and those variables. Which blocks run is decided at build time, so a page without
 * a runnable example ships no explorer code.
 */
import { graphqlCases, isRunnable, type ExampleBlock } from '../explorer/examples';
import type { Code, Root } from 'mdast';
import { codeNodes } from '../markdown/markdown';

/** URL parameters the explorer reads from its location hash. */
export function tryItParams(query: string, variables?: string): string {
  const params = new URLSearchParams({ query: query.trim() });
  if (variables) params.set('variables', variables.trim());
  return params.toString();
}

function addMeta(node: Code, params: string): void {
  node.meta = [node.meta, `tryit=${params}`].filter(Boolean).join(' ');
}

export default function remarkTryIt() {
  return (tree: Root) => {
    const nodes = codeNodes(tree);
    const blocks: ExampleBlock[] = nodes.map((node) => ({
      lang: node.lang ?? '',
      meta: node.meta ?? '',
      code: node.value,
      line: node.position?.start.line ?? 0,
    }));
    const nodeOf = new Map(blocks.map((block, index) => [block, nodes[index]]));
    const marked = new Set<Code>();
    for (const example of graphqlCases(blocks)) {
      if (!isRunnable(example.query)) continue;
      const queryNode = nodeOf.get(example.query.source ?? example.query);
      const variablesNode = example.variables && nodeOf.get(example.variables.source ?? example.variables);
      const params = tryItParams(example.query.code, example.variables?.code);
      if (queryNode && !marked.has(queryNode)) {
        addMeta(queryNode, params);
        marked.add(queryNode);
      }
      if (variablesNode && !marked.has(variablesNode)) {
        addMeta(variablesNode, params);
        marked.add(variablesNode);
      }
    }
  };
}
