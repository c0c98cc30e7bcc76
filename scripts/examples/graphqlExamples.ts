/** Checks of the docs' GraphQL examples against the sample project's API: validation, execution and responses. */
import { isDeepStrictEqual } from 'node:util';
import {
  Kind,
  parse,
  print,
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
  isRunnable,
  requestOf,
  requiresOf,
  type ExampleBlock,
} from '../../src/explorer/examples';
import { createSampleShopApi, sampleProjectSchema } from '../../src/explorer/sampleProject';
import { valuesOfKey } from '../../src/explorer/schemaFragments';
import type { CodeBlock } from '../../src/markdown/markdown';

/**
 * Operations of the platform's own API that the sample project's API lacks, such as uploads and status scheduling.
 * `scheduleStatusUpdate` and `getStatusUpdateList` are the names on https://app.takeshape.io/docs/data/workflows/;
 * `updateAsset` and `deleteAsset` are the built-in Asset shape's mutations in
 * npm:@takeshape/schema@8.276.0:examples/latest/real-world-schema.json.
 */
export const platformOperations = new Set([
  'getContentVersionList',
  'getContentVersion',
  'uploadAssets',
  'updateAsset',
  'deleteAsset',
  'scheduleStatusUpdate',
  'getStatusUpdateList',
]);

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
      operation.selectionSet.selections.flatMap((selection) =>
        selection.kind === Kind.FIELD ? [selection.name.value] : [],
      ),
    );
}

/** Services the sample project declares, and those the page's schema fragments declare or call. */
function declaredServices(blocks: ExampleBlock[]): Set<string> {
  const fragments = blocks.flatMap((block) => {
    const fragment = fragmentOf(block);
    return fragment ? [fragment] : [];
  });
  return new Set([
    ...Object.keys(sampleProjectSchema.services ?? {}),
    ...fragments.flatMap((fragment) => Object.keys((fragment.services as object | undefined) ?? {})),
    ...valuesOfKey(fragments, 'service').filter((id): id is string => typeof id === 'string'),
  ]);
}

/** Why a `requires=` marker is wrong, if it is. */
function markerProblem(requires: string, document: DocumentNode, services: Set<string>): string | undefined {
  if (requires === 'admin-api') {
    const others = rootFields(document).filter((name) => !name.startsWith('ts') && !platformOperations.has(name));
    return others.length > 0 ? `requires=admin-api, but ${others.join(', ')} is not a platform operation` : undefined;
  }
  const service = /^service:(\w+)$/.exec(requires)?.[1];
  if (service === undefined) return `unknown marker requires=${requires}; use admin-api, page-schema or service:<id>`;
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
      const shown = print(field.type);
      const found = schemas.some((schema) => {
        const type = schema.getType(name) as { getFields?: () => Record<string, { type: unknown }> } | undefined;
        const actual = type?.getFields?.()[field.name.value];
        return actual !== undefined && String(actual.type) === shown;
      });
      return found ? [] : [`${name}.${field.name.value}: ${shown} is not in the API`];
    });
  });
}

/**
 * Whether a shown response equals the executed one. Values the run generated (new IDs, the current time) vary from
 * run to run, so the page may show any string in their place.
 */
export function sameResponse(shown: unknown, executed: unknown, generated: Set<string>): boolean {
  if (typeof executed === 'string' && generated.has(executed)) return typeof shown === 'string';
  if (Array.isArray(executed)) {
    return (
      Array.isArray(shown) &&
      shown.length === executed.length &&
      executed.every((value, index) => sameResponse(shown[index], value, generated))
    );
  }
  if (executed !== null && typeof executed === 'object') {
    if (shown === null || typeof shown !== 'object' || Array.isArray(shown)) return false;
    const keys = Object.keys(executed);
    return (
      isDeepStrictEqual(Object.keys(shown), keys) &&
      keys.every((key) =>
        sameResponse((shown as Record<string, unknown>)[key], (executed as Record<string, unknown>)[key], generated),
      )
    );
  }
  return isDeepStrictEqual(shown, executed);
}

function summarize(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** Every check of one page's GraphQL examples. */
export async function checkGraphqlExamples(file: string, codeBlocks: CodeBlock[]): Promise<GraphqlReport> {
  const report: GraphqlReport = { failures: [], validated: 0, executed: 0, responsesCompared: 0, marked: 0 };
  const blocks: ExampleBlock[] = codeBlocks;
  const requestQueries = blocks.flatMap((block) => requestOf(block)?.query ?? []);
  const graphqlBlocks = [...blocks.filter((block) => graphqlLangs.includes(block.lang)), ...requestQueries];
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
    if (requires === 'page-schema') {
      // The example validates, but its result depends on schema changes the page shows, such as new locales.
      report.marked += 1;
      if (!blocks.some((candidate) => fragmentOf(candidate))) {
        report.failures.push(`${where(block, file)}: requires=page-schema, but the page shows no schema changes`);
      }
    } else if (requires) {
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
    if (!isRunnable(example.query)) continue;
    const variables = example.variables ? (parseJson(example.variables.code) as Record<string, unknown>) : undefined;
    const generated = new Set([examplesNow().toISOString()]);
    const newId = () => {
      const id = `00000000-0000-4000-8000-${String(generated.size).padStart(12, '0')}`;
      generated.add(id);
      return id;
    };
    const api = createSampleShopApi(examplesNow, newId);
    const result = JSON.parse(JSON.stringify(await api.execute({ query: example.query.code, variables }))) as {
      data?: unknown;
      errors?: { message: string }[];
    };
    const place = where(example.variables ?? example.query, file);
    report.executed += 1;
    if (result.errors) {
      report.failures.push(
        `${place}: executing the example fails: ${result.errors.map((error) => error.message).join('; ')}`,
      );
      continue;
    }
    if (!example.response) continue;
    const responseMarker = requiresOf(example.response.meta);
    if (responseMarker) {
      // The page shows a response of the reader's own project, or of a failing service, which the sample cannot give.
      report.marked += 1;
      const problem =
        responseMarker === 'own-data' ? undefined : markerProblem(responseMarker, parse(example.query.code), services);
      if (problem) report.failures.push(`${where(example.response, file)}: ${problem}`);
      continue;
    }
    report.responsesCompared += 1;
    const shown = parseJson(example.response.code);
    if (!sameResponse(shown, result, generated)) {
      report.failures.push(
        `${where(example.response, file)}: the response shown differs from the executed one.\n  shown:    ` +
          `${summarize(shown)}\n  executed: ${summarize(result)}`,
      );
    }
  }
  return report;
}
