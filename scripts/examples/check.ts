import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLError, parse } from 'graphql';
import { validateSchema, type SchemaValidationResult } from '@takeshape/schema';
import { isPlainObject, isSchemaFragment, mergeSchema, valuesOfKey } from '../../src/explorer/schemaFragments';
import { fenceTitle, type CodeBlock } from '../../src/markdown/markdown';
import { repoRoot } from './extract';
import { packageNameOf, toPackageNames, type JsonObject } from './packageNames';

type SchemaValidationErrorItem = NonNullable<SchemaValidationResult['errors']>[number];

const jsonLangs = ['json'];
const graphqlLangs = ['graphql', 'gql'];

export const sampleProject = JSON.parse(
  readFileSync(join(repoRoot, 'examples/sample-project/schema.json'), 'utf8'),
) as JsonObject;

function location(block: CodeBlock, lineInCode = 0): string {
  return `${block.file}:${block.line + lineInCode}`;
}

function lineOfPosition(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}

// V8 gives no position for "Unexpected token" but quotes the code around it, cut 10 characters before the token.
function jsonErrorPosition(code: string, message: string): number | undefined {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return Number(position);
  const [, token = '', cutBefore, context = ''] =
    /^Unexpected token '(.)', (\.\.\.)?"([\s\S]*)"(?:\.\.\.)? is not valid JSON$/.exec(message) ?? [];
  const start = context ? code.indexOf(context) : -1;
  if (start < 0) return undefined;
  return cutBefore ? start + 10 : start + context.indexOf(token);
}

/** Failures of a json block: none, or where and why JSON.parse rejects it. */
export function checkJson(block: CodeBlock): string[] {
  try {
    JSON.parse(block.code);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    const position = jsonErrorPosition(block.code, message);
    const lineInCode = position === undefined ? 0 : lineOfPosition(block.code, position);
    return [`${location(block, lineInCode)}: invalid JSON: ${message}`];
  }
}

/** Failures of a graphql block: none, or where and why graphql-js cannot parse it. */
export function checkGraphql(block: CodeBlock): string[] {
  try {
    parse(block.code);
    return [];
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return [`${location(block, error.locations?.[0]?.line ?? 0)}: invalid GraphQL: ${error.message}`];
  }
}

export { isSchemaFragment };

// A service's id is its key in `services`; a fragment showing a new service may leave it out.
function withServiceIds(fragment: JsonObject): JsonObject {
  const { services } = fragment;
  if (!isPlainObject<JsonObject>(services)) return fragment;
  const completed = Object.entries(services).map(([id, service]) => [
    id,
    isPlainObject<JsonObject>(service) ? { id, ...service } : service,
  ]);
  return { ...fragment, services: Object.fromEntries(completed) };
}

const oneOfBranchKeys = ['compose', 'allOf', 'extends', 'oneOf', 'enum'];

const pathOf = (error: SchemaValidationErrorItem) => error.path.join('.');
const parentPathOf = (error: SchemaValidationErrorItem) => error.path.slice(0, -1).join('.');

function isMissingBranchKey(error: SchemaValidationErrorItem): boolean {
  return oneOfBranchKeys.some((key) => error.message === `must have required property '${key}'`);
}

// ajv reports every failed oneOf branch; a branch that does not apply misses its key ('compose', 'allOf', ...)
// and calls every key of the node additional, so an additional key is an error only if more branches report it.
function withoutOtherBranches(errors: SchemaValidationErrorItem[]): SchemaValidationErrorItem[] {
  const countOf = (matches: (error: SchemaValidationErrorItem) => boolean) => errors.filter(matches).length;
  const relevant = errors.filter((error) => {
    if (isMissingBranchKey(error) || error.message === 'must match exactly one schema in oneOf') return false;
    if (!error.message.startsWith('must NOT have additional properties')) return true;
    const otherBranches = countOf((other) => isMissingBranchKey(other) && parentPathOf(other) === parentPathOf(error));
    return countOf((other) => other.message === error.message && pathOf(other) === pathOf(error)) > otherBranches;
  });
  return relevant.length > 0 ? relevant : errors;
}

export function formatValidationErrors(errors: SchemaValidationErrorItem[]): string[] {
  return [...new Set(withoutOtherBranches(errors).map((error) => `${pathOf(error) || '(root)'}: ${error.message}`))];
}

const sampleShapes = sampleProject.shapes as JsonObject;
const sampleServices = sampleProject.services as JsonObject;

/**
 * Stand-ins for the services and returned shapes an excerpt names but neither it nor the sample project defines,
 * so that an excerpt of another project is checked for its own structure, not for what lies outside it.
 */
export function withStandIns(fragment: JsonObject): JsonObject {
  const ownServices = isPlainObject<JsonObject>(fragment.services) ? fragment.services : {};
  const ownShapes = isPlainObject<JsonObject>(fragment.shapes) ? fragment.shapes : {};
  const services = valuesOfKey(fragment, 'service')
    .filter((id): id is string => typeof id === 'string' && /^[\w-]+$/.test(id))
    .filter((id) => !(id in ownServices) && !(id in sampleServices) && !(id in packageNameOf));
  // A returned shape may be named `Product`, or `service:Product` for a shape of a service; refs name them the same
  // way.
  const operations = ['queries', 'mutations'].flatMap((key) =>
    isPlainObject<JsonObject>(fragment[key]) ? Object.values(fragment[key]) : [],
  );
  const shapeRefs = [...valuesOfKey(operations, 'shape'), ...valuesOfKey(operations, '@ref')];
  const shapes = shapeRefs
    .filter((ref): ref is string => typeof ref === 'string' && /^(\w+:)?\w+$/.test(ref))
    .map((ref) => ref.replace(/^\w+:/, ''))
    .filter((name) => !(name in ownShapes) && !(name in sampleShapes));
  const standIns: JsonObject = {};
  if (services.length > 0) {
    standIns.services = Object.fromEntries(
      services.map((id) => [id, { title: id, provider: 'rest', serviceType: 'rest', authenticationType: 'none' }]),
    );
  }
  if (shapes.length > 0) {
    standIns.shapes = Object.fromEntries(
      shapes.map((name) => [name, { id: name, name, title: name, schema: { type: 'object', properties: {} } }]),
    );
  }
  return mergeSchema(standIns, fragment);
}

/** Validation errors of the sample project with `fragment` merged in, as `path: message` strings. */
export function validateFragment(fragment: JsonObject): string[] {
  const merged = mergeSchema(sampleProject, withServiceIds(withStandIns(fragment)));
  // Exports carry newer schemaVersions than the validator's newest JSON Schema; their structure is checked against it.
  const project = toPackageNames({ ...merged, schemaVersion: sampleProject.schemaVersion });
  const result = validateSchema(project);
  return result.valid ? [] : formatValidationErrors(result.errors);
}

const resolverName = /^[a-zA-Z]+:[a-zA-Z]+$/;
const propertySchemaKeys = ['@ref', '$ref', '@resolver', '@mapping', 'items', 'oneOf', 'allOf', 'extends'];
const jsonSchemaTypes = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

const isResolver = (value: unknown): value is JsonObject =>
  isPlainObject<JsonObject>(value) &&
  ((typeof value.name === 'string' && resolverName.test(value.name)) || Array.isArray(value.compose));
const isOperation = (value: unknown): value is JsonObject =>
  isPlainObject<JsonObject>(value) && 'resolver' in value && ('shape' in value || 'args' in value);
const isShape = (value: unknown): value is JsonObject =>
  isPlainObject<JsonObject>(value) &&
  isPlainObject(value.schema) &&
  ('name' in value || 'id' in value || 'title' in value);
const isService = (value: unknown): value is JsonObject =>
  isPlainObject<JsonObject>(value) &&
  ('serviceType' in value || ('provider' in value && 'authenticationType' in value));
const isPropertySchema = (value: unknown): value is JsonObject =>
  isPlainObject<JsonObject>(value) &&
  (propertySchemaKeys.some((key) => key in value) || jsonSchemaTypes.includes(value.type as string)) &&
  !isResolver(value);
const isWholeSchema = (value: unknown): value is JsonObject =>
  isPlainObject<JsonObject>(value) && ('schemaVersion' in value || 'projectId' in value);

function isMapOf(matches: (value: unknown) => boolean) {
  return (value: unknown): value is JsonObject =>
    isPlainObject<JsonObject>(value) && Object.keys(value).length > 0 && Object.values(value).every(matches);
}

/** The shape a fence title such as `shapes.Product.schema.properties` puts an excerpt in; `Product` otherwise. */
function shapeOfTitle(title: string): string {
  return /\bshapes\.(\w+)/.exec(title)?.[1] ?? 'Product';
}

/** Mutations when a fence title says so, queries otherwise. */
const operationsKeyOf = (title: string) => (/\bmutations\b/.test(title) ? 'mutations' : 'queries');

const properties = (title: string, props: JsonObject): JsonObject => ({
  shapes: { [shapeOfTitle(title)]: { schema: { properties: props } } },
});

/**
 * The smallest project-schema fragment that holds an excerpt of a schema: the excerpt itself when it is a fragment
 * or a whole schema, else the excerpt placed where it belongs (a query, a resolver, a shape, a service, properties).
 * Undefined for JSON that is not part of a schema, such as payloads and responses.
 */
export function schemaFragmentOf(value: unknown, title = ''): JsonObject | undefined {
  if (isSchemaFragment<JsonObject>(value) || isWholeSchema(value)) return value;
  if (isOperation(value)) return { [operationsKeyOf(title)]: { exampleOperation: value } };
  if (isMapOf(isOperation)(value)) return { [operationsKeyOf(title)]: value };
  if (isResolver(value)) return { queries: { exampleOperation: { shape: shapeOfTitle(title), resolver: value } } };
  if (isShape(value)) return { shapes: { [typeof value.name === 'string' ? value.name : 'Example']: value } };
  if (isMapOf(isShape)(value)) return { shapes: value };
  if (isService(value)) return { services: { [typeof value.id === 'string' ? value.id : 'example']: value } };
  if (isMapOf(isService)(value)) return { services: value };
  if (isPropertySchema(value)) return properties(title, { exampleProperty: value });
  if (isMapOf(isPropertySchema)(value)) return properties(title, value);
  return undefined;
}

/** What the example checks did with a JSON block of a project schema. */
export type SchemaExampleStatus = 'checked' | 'skipped' | 'not a schema';

function parsedJson(block: CodeBlock): unknown {
  try {
    return JSON.parse(block.code);
  } catch {
    return undefined;
  }
}

export function schemaExampleStatus(block: CodeBlock): SchemaExampleStatus {
  if (!jsonLangs.includes(block.lang)) return 'not a schema';
  if (block.uncheckedReason !== undefined) return 'skipped';
  return schemaFragmentOf(parsedJson(block), fenceTitle(block.meta) ?? '') ? 'checked' : 'not a schema';
}

/** Failures of one code block, each starting with `file:line`. */
export function checkBlock(block: CodeBlock): string[] {
  if (graphqlLangs.includes(block.lang)) return checkGraphql(block);
  if (!jsonLangs.includes(block.lang)) return [];
  const failures = checkJson(block);
  if (failures.length > 0) return failures;
  const fragment = schemaFragmentOf(JSON.parse(block.code), fenceTitle(block.meta) ?? '');
  const { uncheckedReason } = block;
  if (uncheckedReason !== undefined) {
    if (uncheckedReason === '') return [`${location(block)}: an unchecked comment needs a reason`];
    if (!fragment) return [`${location(block)}: unchecked, but the block is not part of a project schema`];
    if (validateFragment(fragment).length === 0) {
      return [`${location(block)}: unchecked, but the block validates: remove the comment`];
    }
    return [];
  }
  if (!fragment) return [];
  return validateFragment(fragment).map(
    (error) => `${location(block)}: schema fragment invalid in the sample project: ${error}`,
  );
}
