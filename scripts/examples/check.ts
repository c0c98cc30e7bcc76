import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLError, parse } from 'graphql';
import { validateSchema, type SchemaValidationResult } from '@takeshape/schema';
import { isPlainObject, isSchemaFragment, mergeSchema } from '../../src/explorer/schemaFragments';
import { repoRoot, type CodeBlock } from './extract';
import { toPackageNames, type JsonObject } from './renames';

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

/** Validation errors of the sample project with `fragment` merged in, as `path: message` strings. */
export function validateFragment(fragment: JsonObject): string[] {
  const project = toPackageNames(mergeSchema(sampleProject, withServiceIds(fragment)));
  const result = validateSchema(project);
  return result.valid ? [] : formatValidationErrors(result.errors);
}

/** Failures of one code block, each starting with `file:line`. */
export function checkBlock(block: CodeBlock): string[] {
  if (graphqlLangs.includes(block.lang)) return checkGraphql(block);
  if (!jsonLangs.includes(block.lang)) return [];
  const failures = checkJson(block);
  if (failures.length > 0) return failures;
  const value: unknown = JSON.parse(block.code);
  if (!isSchemaFragment<JsonObject>(value)) return [];
  return validateFragment(value).map(
    (error) => `${location(block)}: schema fragment invalid in the sample project: ${error}`,
  );
}
