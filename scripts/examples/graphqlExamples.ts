/** Checks of the docs' GraphQL examples against the sample project's API: validation, execution and responses. */
import { isDeepStrictEqual } from 'node:util';
import {
  Kind,
  parse,
  validate,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {
  fragmentOf,
  graphqlCases,
  graphqlLangs,
  isOperationDocument,
  pageSchemas,
  parseJson,
  requiresOf,
  runsOnSample,
  type ExampleBlock,
} from '../../src/explorer/examples';
import { createSampleShopApi, sampleProjectSchema } from '../../src/explorer/sampleProject';
import type { CodeBlock } from './extract';

/** Operations of the platform's own API that no project schema defines, such as schema versions and uploads. */
export const platformOperations = new Set(['getContentVersionList', 'getContentVersion', 'uploadAssets']);

/** Date math in examples is evaluated against this instant, so results do not change from day to day. */
export const examplesNow = () => new Date('2026-01-15T12:00:00.000Z');

export interface GraphqlReport {
  failures: string[];
  validated: number;
  executed: number;
  responsesCompared: number;
  marked: number;
}

const where = (block: ExampleBlock, file: string) => `${file}:${block.line}`;

function rootFields(document: DocumentNode): string[] {
  return document.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .flatMap((operation) =>
      operation.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : [])),
    );
}

function declaredServices(blocks: ExampleBlock[]): Set<string> {
  const fragments = blocks.flatMap((block) => {
    const fragment = fragmentOf(block);
    return fragment ? [fragment] : [];
  });
  return new Set([
    ...Object.keys(sampleProjectSchema.services ?? {}),
    ...fragments.flatMap((fragment) => Object.keys((fragment.services as object | undefined) ?? {})),
  ]);
}

/** Why a `requires=` marker is wrong, if it is. */
function markerProblem(requires: string, document: DocumentNode, services: Set<string>): string | undefined {
  if (requires === 'admin-api') {
    const others = rootFields(document).filter((name) => !name.startsWith('ts') && !platformOperations.has(name));
    return others.length > 0 ? `requires=admin-api, but ${others.join(', ')} is not a platform operation` : undefined;
  }
  const service = /^service:(\w+)$/.exec(requires)?.[1];
  if (service === undefined) return `unknown marker requires=${requires}; use admin-api or service:<id>`;
  return services.has(service) ? undefined : `requires=service:${service}, but no service "${service}" is declared`;
}

/** A block of type definitions: every field it shows must exist, with the same type, in the page's API. */
function checkTypeDefinitions(definitions: readonly DefinitionNode[], schemas: GraphQLSchema[]): string[] {
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      return [`${definition.kind} is not checked; show object or input types`];
    }
    const name = definition.name.value;
    return (definition.fields ?? []).flatMap((field) => {
      const shown = parse(`type T { f: ${printType(field.type)} }`).definitions.length > 0 ? printType(field.type) : '';
      const found = schemas.some((schema) => {
        const type = schema.getType(name) as { getFields?: () => Record<string, { type: unknown }> } | undefined;
        const actual = type?.getFields?.()[field.name.value];
        return actual !== undefined && String(actual.type) === shown;
      });
      return found ? [] : [`${name}.${field.name.value}: ${shown} is not in the API`];
    });
  });
}

type TypeNode = { kind: string; type?: TypeNode; name?: { value: string } };

function printType(node: TypeNode): string {
  if (node.kind === Kind.NON_NULL_TYPE) return `${printType(node.type as TypeNode)}!`;
  if (node.kind === Kind.LIST_TYPE) return `[${printType(node.type as TypeNode)}]`;
  return node.name?.value ?? '';
}

function summarize(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** Every check of one page's GraphQL examples. */
export async function checkGraphqlExamples(file: string, codeBlocks: CodeBlock[]): Promise<GraphqlReport> {
  const report: GraphqlReport = { failures: [], validated: 0, executed: 0, responsesCompared: 0, marked: 0 };
  const blocks: ExampleBlock[] = codeBlocks;
  const graphqlBlocks = blocks.filter((block) => graphqlLangs.includes(block.lang));
  if (graphqlBlocks.length === 0) return report;
  const schemas = pageSchemas(blocks);
  const services = declaredServices(blocks);
  for (const block of graphqlBlocks) {
    const document = parse(block.code);
    if (!isOperationDocument(document)) {
      const problems = checkTypeDefinitions(document.definitions, schemas);
      report.failures.push(...problems.map((problem) => `${where(block, file)}: ${problem}`));
      if (problems.length === 0) report.validated += 1;
      continue;
    }
    const errors = schemas.map((schema) => validate(schema, document));
    const valid = errors.some((list) => list.length === 0);
    const requires = requiresOf(block.meta);
    if (requires) {
      report.marked += 1;
      const problem = valid
        ? `requires=${requires}, but the example validates against the sample project: remove the marker`
        : markerProblem(requires, document, services);
      if (problem) report.failures.push(`${where(block, file)}: ${problem}`);
    } else if (valid) {
      report.validated += 1;
    } else {
      const messages = (errors.at(-1) ?? []).map((error) => error.message).join('; ');
      report.failures.push(`${where(block, file)}: does not validate against the sample project's API: ${messages}`);
    }
  }
  for (const example of graphqlCases(blocks)) {
    if (!runsOnSample(example.query.code)) continue;
    const variables = example.variables ? (parseJson(example.variables.code) as Record<string, unknown>) : undefined;
    const result = JSON.parse(
      JSON.stringify(await createSampleShopApi(examplesNow).execute({ query: example.query.code, variables })),
    ) as { data?: unknown; errors?: { message: string }[] };
    const place = where(example.variables ?? example.query, file);
    report.executed += 1;
    if (result.errors) {
      report.failures.push(`${place}: executing the example fails: ${result.errors.map((error) => error.message).join('; ')}`);
      continue;
    }
    if (!example.response) continue;
    report.responsesCompared += 1;
    const shown = parseJson(example.response.code);
    if (!isDeepStrictEqual(shown, result)) {
      report.failures.push(
        `${where(example.response, file)}: the response shown differs from the executed one.\n  shown:    ${summarize(shown)}\n  executed: ${summarize(result)}`,
      );
    }
  }
  return report;
}
