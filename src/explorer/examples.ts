/** How the docs' GraphQL examples pair with their variables and responses, and which API they run against. */
// From the package root only: the build's config loader would load a subpath as a second copy of graphql.
import { buildSchema, getVariableValues, Kind, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createSampleShopApi, sampleProjectSchema, sampleServiceTypes } from './sampleProject';
import type { ProjectSchema } from './projectModel';
import { isPlainObject, isSchemaFragment, mergeSchema, type SchemaObject } from './schemaFragments';
import { projectToSdl } from './sdl';

export interface ExampleBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence in its file. */
  line: number;
  /** For a query or variables read from a request body (a JSON block or a curl command), the block that shows it. */
  source?: ExampleBlock;
}

export interface ExampleCase {
  query: ExampleBlock;
  /** A JSON block after the query whose keys are all variables of the operation. */
  variables?: ExampleBlock;
  /** A JSON block with a `data` key: the response the page shows for this case. */
  response?: ExampleBlock;
}

export const graphqlLangs = ['graphql', 'gql'];

export function parseJson(code: string): unknown {
  try {
    return JSON.parse(code);
  } catch {
    return undefined;
  }
}

/** The value of `title="..."` in a fence's meta. */
export function titleOf(meta: string): string | undefined {
  return /title=(["'])(.*?)\1/.exec(meta)?.[2];
}

/** The `requires=...` marker of a block that cannot run against the sample project, such as `admin-api`. */
export function requiresOf(meta: string): string | undefined {
  return /(?:^|\s)requires=(\S+)/.exec(meta)?.[1];
}

/**
 * A schema fragment shown in a JSON block: an object of project-schema root keys, or a value whose title is its
 * path in the schema, such as `queries` or `shapes.Product.schema.properties` (optionally followed by a remark such as
 * "(excerpt)").
 */
export function fragmentOf(block: ExampleBlock): SchemaObject | undefined {
  if (block.lang !== 'json') return undefined;
  const value = parseJson(block.code);
  if (!isPlainObject(value)) return undefined;
  const path = titleOf(block.meta)?.split(/\s/)[0];
  if (path && /^(shapes|queries|mutations|services)(\.\w+)*$/.test(path)) {
    return path
      .split('.')
      .reverse()
      .reduce<SchemaObject>((inner, key) => ({ [key]: inner }), value);
  }
  return isSchemaFragment(value) ? value : undefined;
}

function schemaOrUndefined(project: SchemaObject): GraphQLSchema | undefined {
  try {
    return buildSchema(projectToSdl(project as ProjectSchema, { serviceTypes: sampleServiceTypes }));
  } catch {
    return undefined;
  }
}

export const sampleSchema = createSampleShopApi().schema;

/**
 * The APIs a page's examples may run against: the sample project's, then the sample project with all of the
 * page's schema fragments, then with each fragment alone (pages show alternatives that cannot all apply at once).
 */
export function pageSchemas(blocks: ExampleBlock[]): GraphQLSchema[] {
  const fragments = blocks.flatMap((block) => {
    const fragment = fragmentOf(block);
    return fragment ? [fragment] : [];
  });
  const base = sampleProjectSchema as unknown as SchemaObject;
  const projects = [fragments.reduce(mergeSchema, base), ...fragments.map((fragment) => mergeSchema(base, fragment))];
  const schemas = fragments.length > 0 ? projects.flatMap((project) => schemaOrUndefined(project) ?? []) : [];
  return [sampleSchema, ...schemas];
}

export function isOperationDocument(document: DocumentNode): boolean {
  return document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);
}

function variableNames(document: DocumentNode): Set<string> {
  return new Set(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION
        ? (definition.variableDefinitions ?? []).map((variable) => variable.variable.name.value)
        : [],
    ),
  );
}

/** The keys the operation's `data` has: its root fields, by alias where one is given. */
function responseKeys(document: DocumentNode): string[] {
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? [(selection.alias ?? selection.name).value] : [],
        )
      : [],
  );
}

function parseOrUndefined(code: string): DocumentNode | undefined {
  try {
    return parse(code);
  } catch {
    return undefined;
  }
}

interface ShownOperation {
  block: ExampleBlock;
  document: DocumentNode;
  variables: Set<string>;
}

/** Whether the sample API accepts `values` as the variables of the operation (for operations it can run). */
function acceptsVariables(operation: ShownOperation, values: Record<string, unknown>): boolean {
  if (validate(sampleSchema, operation.document).length > 0) return true;
  return operation.document.definitions.every(
    (definition) =>
      definition.kind !== Kind.OPERATION_DEFINITION ||
      getVariableValues(sampleSchema, definition.variableDefinitions ?? [], values).errors === undefined,
  );
}

/** The JSON text a curl command sends with `-d` or `--data`, when it is written inline in single quotes. */
function curlBody(code: string): string | undefined {
  return /(?:^|\s)(?:-d|--data(?:-raw)?)\s+'([^']*)'/.exec(code)?.[1];
}

/**
 * A GraphQL request shown as an HTTP body: a JSON block, or a curl command, whose body has a `query` string. Its
 * query and variables become blocks of their own, pointing back at the block that shows them.
 */
export function requestOf(block: ExampleBlock): { query: ExampleBlock; variables?: ExampleBlock } | undefined {
  const text =
    block.lang === 'json'
      ? block.code
      : ['bash', 'sh', 'shell'].includes(block.lang)
        ? curlBody(block.code)
        : undefined;
  const body = text === undefined ? undefined : parseJson(text);
  if (!isPlainObject(body) || typeof body.query !== 'string') return undefined;
  const document = parseOrUndefined(body.query);
  if (!document || !isOperationDocument(document)) return undefined;
  const query = { lang: 'graphql', meta: block.meta, code: body.query, line: block.line, source: block };
  if (!isPlainObject(body.variables)) return { query };
  return {
    query,
    variables: {
      lang: 'json',
      meta: block.meta,
      code: JSON.stringify(body.variables, null, 2),
      line: block.line,
      source: block,
    },
  };
}

/**
 * The cases of a page: each GraphQL operation, and each variables block shown after it, with the response shown
 * after that. A request body with a query is a case of its own. A variables block belongs to the latest operation above
 * it that declares all of its keys and accepts their values, so a page can show one query and then several sets of
 * variables for it.
 */
export function graphqlCases(blocks: ExampleBlock[]): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const operations: ShownOperation[] = [];
  let current: ExampleCase | undefined;
  for (const block of blocks) {
    const request = requestOf(block);
    if (request) {
      const document = parse(request.query.code);
      current = { query: request.query, variables: request.variables };
      cases.push(current);
      operations.push({ block: request.query, document, variables: variableNames(document) });
      continue;
    }
    if (graphqlLangs.includes(block.lang)) {
      const document = parseOrUndefined(block.code);
      const isOperation = document !== undefined && isOperationDocument(document);
      current = isOperation ? { query: block } : undefined;
      if (current && document) {
        cases.push(current);
        operations.push({ block, document, variables: variableNames(document) });
      }
      continue;
    }
    if (block.lang !== 'json') continue;
    const value = parseJson(block.code);
    if (!isPlainObject(value)) continue;
    const keys = Object.keys(value);
    // A response with only `errors` shows a request that failed validation, not the result of the query above.
    if (keys.includes('errors') && !keys.includes('data')) continue;
    if (keys.includes('data')) {
      // A response belongs to the case above only if it answers the same root fields.
      const data = (value as { data?: unknown }).data;
      const shownKeys = isPlainObject(data) ? Object.keys(data).sort().join() : '';
      const query = current && parseOrUndefined(current.query.code);
      if (current && query && responseKeys(query).sort().join() === shownKeys) current.response ??= block;
      continue;
    }
    const operation = [...operations]
      .reverse()
      .find(
        (candidate) =>
          keys.length > 0 && keys.every((key) => candidate.variables.has(key)) && acceptsVariables(candidate, value),
      );
    if (!operation) continue;
    const reusable = current?.query === operation.block && !current.variables && !current.response;
    current = reusable && current ? current : { query: operation.block };
    current.variables = block;
    if (!cases.includes(current)) cases.push(current);
  }
  return cases;
}

/** Whether the operation validates against the sample project's API, so it runs offline on its seed data. */
export function runsOnSample(code: string): boolean {
  const document = parseOrUndefined(code);
  return document !== undefined && isOperationDocument(document) && validate(sampleSchema, document).length === 0;
}

/** Whether a GraphQL block runs offline: it validates against the sample API and carries no `requires=` marker. */
export function isRunnable(block: ExampleBlock): boolean {
  return requiresOf(block.meta) === undefined && runsOnSample(block.code);
}
