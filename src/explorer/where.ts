/** The list arguments of the sample API, evaluated in memory: where, terms, sort, from and size. */
import { editDistance } from '../text/editDistance';
import type { FieldModel, ShapeModel, WorkflowModel } from './projectModel';

export type Item = Record<string, unknown> & { _id: string };

export interface Where {
  AND?: Where[];
  OR?: Where[];
  NOT?: Where;
  [field: string]: unknown;
}

export interface SortInput {
  field: string;
  order: string;
}

export interface ListContext {
  shape: ShapeModel;
  workflow: WorkflowModel;
  /** The item a relationship value `{id, shapeName}` points at; `target` is the shape when the value names none. */
  related: (value: unknown, target: string) => Item | undefined;
  /** Shapes by name, for the fields of related items. */
  shapeOf: (name: string) => ShapeModel | undefined;
  workflowOf: (shape: ShapeModel) => WorkflowModel;
  now: Date;
}

/** A user error of the sample API; GraphQL reports its message at the field. */
export class QueryError extends Error {}

const unitMs: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  H: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

function roundDown(date: Date, unit: string): Date {
  const rounded = new Date(date);
  if (unit === 'y') rounded.setUTCMonth(0, 1);
  if (unit === 'M') rounded.setUTCDate(1);
  if (unit === 'w') rounded.setUTCDate(rounded.getUTCDate() - ((rounded.getUTCDay() + 6) % 7));
  if (['y', 'M', 'w', 'd'].includes(unit)) rounded.setUTCHours(0, 0, 0, 0);
  if (unit === 'h' || unit === 'H') rounded.setUTCMinutes(0, 0, 0);
  if (unit === 'm') rounded.setUTCSeconds(0, 0);
  if (unit === 's') rounded.setUTCMilliseconds(0);
  return rounded;
}

function addUnits(date: Date, amount: number, unit: string): Date {
  const result = new Date(date);
  if (unit === 'y') result.setUTCFullYear(result.getUTCFullYear() + amount);
  else if (unit === 'M') result.setUTCMonth(result.getUTCMonth() + amount);
  else result.setTime(result.getTime() + amount * unitMs[unit]);
  return result;
}

/**
 * Milliseconds of a date value: an ISO date or date-time, or Elasticsearch-style date math such as `now-1w`,
 * `now-3d/d` or `now/h`.
 */
export function parseDate(value: string, now: Date): number {
  const math = /^now((?:[+-]\d+[yMwdhHms])*)(?:\/([yMwdhHms]))?$/.exec(value);
  if (math) {
    let date = new Date(now);
    for (const [, sign, amount, unit] of math[1].matchAll(/([+-])(\d+)([yMwdhHms])/g)) {
      date = addUnits(date, Number(sign === '-' ? -amount : amount), unit);
    }
    return (math[2] ? roundDown(date, math[2]) : date).getTime();
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new QueryError(`"${value}" is not a date, a date-time or date math such as now-1w.`);
  return time;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

export const tokensOf = (text: string) => normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Fuzziness as Elasticsearch's AUTO: exact up to 2 characters, one edit up to 5, two edits beyond. */
const fuzzinessOf = (term: string) => (term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2);

function termMatches(term: string, tokens: string[]): boolean {
  const fuzziness = fuzzinessOf(term);
  return tokens.some((token) => editDistance(term, token, fuzziness) <= fuzziness);
}

/** `match`: any term of the query matches a word of the text, allowing small spelling differences. */
export function matches(text: string, query: string): boolean {
  const tokens = tokensOf(text);
  return tokensOf(query).some((term) => termMatches(term, tokens));
}

/** Plain text of a Draft.js rich-text value. */
export function richTextToPlain(value: unknown): string {
  const blocks = (value as { blocks?: { text?: string }[] } | null)?.blocks ?? [];
  return blocks.map((block) => block.text ?? '').join('\n');
}

function textOf(field: FieldModel | undefined, value: unknown): string {
  if (field?.kind === 'richText') return richTextToPlain(value);
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : '';
}

/** `terms`: every term of the query appears in one of the item's text fields. */
export function matchesTerms(item: Item, shape: ShapeModel, terms: string): boolean {
  const text = shape.fields
    .filter((field) => field.kind === 'richText' || (field.kind === 'scalar' && field.scalar === 'string'))
    .map((field) => textOf(field, item[field.name]))
    .join(' ');
  const tokens = tokensOf(text);
  return tokensOf(terms).every((term) => termMatches(term, tokens));
}

type Operators = Partial<Record<'eq' | 'in' | 'gt' | 'gte' | 'lt' | 'lte' | 'match' | 'regexp', unknown>>;

const managedKinds: Record<string, 'id' | 'status' | 'date'> = {
  _id: 'id',
  _status: 'status',
  _createdAt: 'date',
  _updatedAt: 'date',
};

function comparable(
  value: unknown,
  kind: string,
  context: ListContext,
  workflow: WorkflowModel,
): number | string | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  if (kind === 'date') return parseDate(String(value), context.now);
  if (kind === 'status') return workflow.steps.indexOf(String(value));
  return value as number | string | boolean;
}

function compileRegexp(pattern: string): RegExp {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    throw new QueryError(`"${pattern}" is not a valid regular expression.`);
  }
}

function testOperators(
  value: unknown,
  operators: Operators,
  kind: string,
  field: FieldModel | undefined,
  context: ListContext,
  workflow: WorkflowModel,
): boolean {
  // Values of one field share a type, so comparing them with < and > is well defined.
  const actual = comparable(value, kind, context, workflow) as number | undefined;
  const expected = (operand: unknown) => comparable(operand, kind, context, workflow) as number | undefined;
  return Object.entries(operators).every(([operator, operand]) => {
    if (operand === null || operand === undefined) return true;
    switch (operator) {
      case 'eq':
        return actual !== undefined && actual === expected(operand);
      case 'in':
        return actual !== undefined && (operand as unknown[]).some((candidate) => expected(candidate) === actual);
      case 'gt':
        return actual !== undefined && actual > (expected(operand) ?? NaN);
      case 'gte':
        return actual !== undefined && actual >= (expected(operand) ?? NaN);
      case 'lt':
        return actual !== undefined && actual < (expected(operand) ?? NaN);
      case 'lte':
        return actual !== undefined && actual <= (expected(operand) ?? NaN);
      case 'match':
        return matches(textOf(field, value), String(operand));
      case 'regexp':
        return typeof value === 'string' && compileRegexp(String(operand)).test(value);
      default:
        throw new QueryError(`Unknown operator ${operator}.`);
    }
  });
}

function kindOf(field: FieldModel): string {
  if (field.kind === 'scalar') return field.scalar === 'date' ? 'date' : field.scalar;
  return field.kind;
}

/** Whether an item satisfies a `where` input of its shape. */
export function matchesWhere(item: Item, where: Where, shape: ShapeModel, context: ListContext): boolean {
  const workflow = context.workflowOf(shape);
  return Object.entries(where).every(([key, condition]) => {
    if (condition === null || condition === undefined) return true;
    if (key === 'AND') return (condition as Where[]).every((inner) => matchesWhere(item, inner, shape, context));
    if (key === 'OR') return (condition as Where[]).some((inner) => matchesWhere(item, inner, shape, context));
    if (key === 'NOT') return !matchesWhere(item, condition as Where, shape, context);
    const managed = managedKinds[key];
    if (managed) return testOperators(item[key], condition as Operators, managed, undefined, context, workflow);
    const field = shape.fields.find((candidate) => candidate.name === key);
    if (!field) throw new QueryError(`${shape.name} has no field ${key} to filter on.`);
    if (field.kind === 'relationship') {
      const related = context.related(item[key], field.target);
      const target = context.shapeOf(field.target);
      return (
        related !== undefined && target !== undefined && matchesWhere(related, condition as Where, target, context)
      );
    }
    return testOperators(item[key], condition as Operators, kindOf(field), field, context, workflow);
  });
}

function sortValue(item: Item, field: string, shape: ShapeModel, context: ListContext): number | string | undefined {
  const model = shape.fields.find((candidate) => candidate.name === field);
  const kind = managedKinds[field] ?? (model ? kindOf(model) : '');
  const value = comparable(item[field], kind, context, context.workflowOf(shape));
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'string' ? value.toLowerCase() : value;
}

const sortableManaged = new Set(['_id', '_createdAt', '_updatedAt', '_status', '_version', '_shapeName']);

function assertSortable(field: string, shape: ShapeModel): void {
  if (sortableManaged.has(field)) return;
  const model = shape.fields.find((candidate) => candidate.name === field);
  if (!model || model.kind !== 'scalar' || model.list || model.scalar === 'json') {
    throw new QueryError(`${shape.name} cannot be sorted by "${field}": sort by a field that holds a single value.`);
  }
}

/** A sorted copy; items without a value sort last, whatever the order. */
export function sortItems(items: Item[], sort: SortInput[], shape: ShapeModel, context: ListContext): Item[] {
  for (const { field, order } of sort) {
    assertSortable(field, shape);
    if (order !== 'asc' && order !== 'desc')
      throw new QueryError(`Sort order must be "asc" or "desc", not "${order}".`);
  }
  return [...items].sort((a, b) => {
    for (const { field, order } of sort) {
      const left = sortValue(a, field, shape, context);
      const right = sortValue(b, field, shape, context);
      if (left === right) continue;
      if (left === undefined) return 1;
      if (right === undefined) return -1;
      const direction = order === 'desc' ? -1 : 1;
      return (left < right ? -1 : 1) * direction;
    }
    return 0;
  });
}

type EsQuery = Record<string, unknown>;

const rangeOperators = ['gt', 'gte', 'lt', 'lte'];

function fieldCondition(query: EsQuery, operator: 'eq' | 'in' | 'match'): Where {
  return Object.fromEntries(
    Object.entries(query).map(([field, value]) => {
      // Elasticsearch accepts both {"field": value} and {"field": {"value": value}} / {"query": value}.
      const inner =
        value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as EsQuery) : undefined;
      return [field, { [operator]: inner ? (inner.value ?? inner.query) : value }];
    }),
  );
}

const asList = (value: unknown): EsQuery[] => (Array.isArray(value) ? value : value ? [value] : []) as EsQuery[];

/**
 * A legacy `filter` argument in the Elasticsearch query DSL, as the same condition in `where` terms. Covers the
 * forms the docs show: term, terms, match, range, and bool with must, filter, should and must_not.
 */
export function filterToWhere(filter: unknown): Where {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) {
    throw new QueryError('`filter` must be an object in the Elasticsearch query DSL.');
  }
  const entries = Object.entries(filter as EsQuery);
  if (entries.length !== 1) return { AND: entries.map(([key, value]) => filterToWhere({ [key]: value })) };
  const [[kind, body]] = entries;
  const query = (body ?? {}) as EsQuery;
  switch (kind) {
    case 'term':
      return fieldCondition(query, 'eq');
    case 'terms':
      return fieldCondition(query, 'in');
    case 'match':
      return fieldCondition(query, 'match');
    case 'range':
      return Object.fromEntries(
        Object.entries(query).map(([field, bounds]) => [
          field,
          Object.fromEntries(
            Object.entries(bounds as EsQuery).filter(([operator]) => rangeOperators.includes(operator)),
          ),
        ]),
      );
    case 'bool': {
      const all = [...asList(query.must), ...asList(query.filter)].map(filterToWhere);
      const any = asList(query.should).map(filterToWhere);
      const none = asList(query.must_not).map(filterToWhere);
      return {
        ...(all.length > 0 ? { AND: all } : {}),
        ...(any.length > 0 ? { OR: any } : {}),
        ...(none.length > 0 ? { NOT: { OR: none } } : {}),
      };
    }
    default:
      throw new QueryError(
        `The offline sample API does not evaluate "${kind}" in \`filter\`; express the condition with \`where\`.`,
      );
  }
}

export interface ListArgs {
  where?: Where | null;
  terms?: string | null;
  sort?: SortInput[] | null;
  from?: number | null;
  size?: number | null;
  filter?: unknown;
  onlyEnabled?: boolean | null;
}

/** Items returned when a list query leaves out `size`. */
export const defaultSize = 10;
/** The largest `size` the docs state. */
export const maxSize = 100;

export function listItems(all: Item[], args: ListArgs, context: ListContext): { items: Item[]; total: number } {
  const { shape, workflow } = context;
  const from = args.from ?? 0;
  const size = Math.min(args.size ?? defaultSize, maxSize);
  if (from < 0 || size < 0) throw new QueryError('`from` and `size` must not be negative.');
  const hasFilter = args.filter !== undefined && args.filter !== null;
  const filterWhere = hasFilter ? filterToWhere(args.filter) : undefined;
  // Sending `where` or `filter` replaces the default onlyEnabled filter, as the where-filter page says.
  const onlyEnabled = args.onlyEnabled ?? !(args.where || hasFilter);
  const matching = all.filter(
    (item) =>
      (!onlyEnabled || workflow.live.includes(String(item._status))) &&
      (!args.where || matchesWhere(item, args.where, shape, context)) &&
      (!filterWhere || matchesWhere(item, filterWhere, shape, context)) &&
      (!args.terms || matchesTerms(item, shape, args.terms)),
  );
  const sorted = args.sort?.length ? sortItems(matching, args.sort, shape, context) : matching;
  return { items: sorted.slice(from, from + size), total: matching.length };
}
