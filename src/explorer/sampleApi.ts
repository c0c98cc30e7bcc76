/** The sample project's GraphQL API, executed in memory over its seed data: no request leaves the page. */
import {
  buildSchema,
  graphql,
  GraphQLObjectType,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { readProject, type OperationModel, type ProjectModel, type ShapeModel } from './projectModel';
import { draftToHtml } from './richText';
import { modelToSdl, parseTemplate, withBuiltIns } from './sdl';
import { listItems, QueryError, type Item, type ListArgs, type ListContext } from './where';
import type { ProjectSchema } from './projectModel';

export interface SeedData {
  [shape: string]: unknown;
  services?: {
    warehouse?: { stock?: Record<string, number> };
    shopify?: { products?: { id: string }[] };
  };
}

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface SampleApi {
  schema: GraphQLSchema;
  sdl: string;
  execute: (request: GraphQLRequest) => Promise<ExecutionResult>;
}

/** Resolvers for fields a connected service answers, reading the service's data from the seed instead. */
export type OfflineServiceFields = Record<string, (item: Item, seed: SeedData) => unknown>;

export interface SampleApiOptions {
  project: ProjectSchema;
  seed: SeedData;
  serviceTypes: string;
  offlineServiceFields: OfflineServiceFields;
  /** The clock of date math and of managed timestamps; tests pin it. */
  now?: () => Date;
  /** The `_id` of each new item; tests record them. */
  newId?: () => string;
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(Math.random() * 16).toString(16));

interface Relationship {
  id?: string;
  shapeName?: string;
}

/** A per-session copy of the seed: mutations change it and never the seed itself. */
class Store {
  private readonly collections = new Map<string, Item[]>();

  constructor(
    seed: SeedData,
    private readonly model: ProjectModel,
  ) {
    for (const shape of model.shapes.values()) {
      const data = structuredClone(seed[shape.name]);
      if (shape.storage === 'single') this.collections.set(shape.name, data ? [data as Item] : []);
      else if (shape.storage === 'multiple') this.collections.set(shape.name, (data as Item[] | undefined) ?? []);
    }
  }

  all(shapeName: string): Item[] {
    return this.collections.get(shapeName) ?? [];
  }

  get(shapeName: string, id: string): Item | undefined {
    return this.all(shapeName).find((item) => item._id === id);
  }

  related(value: unknown, fallbackShape: string): Item | undefined {
    const { id, shapeName } = (value ?? {}) as Relationship;
    return id ? this.get(shapeName ?? fallbackShape, id) : undefined;
  }

  put(shapeName: string, item: Item): void {
    const items = this.all(shapeName);
    const index = items.findIndex((candidate) => candidate._id === item._id);
    if (index >= 0) items[index] = item;
    else this.collections.set(shapeName, [...items, item]);
  }

  remove(shapeName: string, id: string): boolean {
    const items = this.all(shapeName);
    const remaining = items.filter((item) => item._id !== id);
    this.collections.set(shapeName, remaining);
    return remaining.length < items.length;
  }

  shape(name: string): ShapeModel {
    const shape = this.model.shapes.get(name);
    if (!shape) throw new QueryError(`The sample project has no shape ${name}.`);
    return shape;
  }
}

type Resolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;

function operationShape(operation: OperationModel): string {
  const template = parseTemplate(operation.shape);
  return operation.resolverShape ?? (template ? template[1] : operation.shape);
}

function inputOf(args: Record<string, unknown>): Record<string, unknown> {
  return (args.input as Record<string, unknown> | undefined) ?? {};
}

/** A fresh API over its own copy of the seed: every explorer session starts from the same data. */
export function createSampleApi(options: SampleApiOptions): SampleApi {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomId;
  const model = withBuiltIns(readProject(options.project));
  const sdl = modelToSdl(model, { serviceTypes: options.serviceTypes });
  const schema = buildSchema(sdl);
  const store = new Store(options.seed, model);
  const workflowOf = (shape: ShapeModel) =>
    model.workflows.get(shape.workflow) ?? { name: shape.workflow, steps: [], live: [] };
  const contextFor = (shape: ShapeModel): ListContext => ({
    shape,
    workflow: workflowOf(shape),
    related: (value, target) => store.related(value, target),
    shapeOf: (name) => model.shapes.get(name),
    workflowOf,
    now: now(),
  });

  const stamp = (shape: ShapeModel, item: Record<string, unknown>, previous?: Item): Item => {
    const time = now().toISOString();
    return {
      ...previous,
      ...item,
      _id: (previous?._id ?? newId()) as string,
      _shapeName: shape.name,
      _createdAt: previous?._createdAt ?? time,
      _updatedAt: time,
      _version: ((previous?._version as number | undefined) ?? 0) + 1,
      _status: item._status ?? previous?._status ?? workflowOf(shape).steps.at(-1),
    };
  };

  const findOrFail = (shape: ShapeModel, id: unknown): Item => {
    const item = shape.storage === 'single' ? store.all(shape.name)[0] : store.get(shape.name, String(id));
    if (!item) throw new QueryError(`No ${shape.name} has the _id "${String(id)}".`);
    return item;
  };

  const operationResolvers: Record<string, (shape: ShapeModel) => Resolver> = {
    'takeshape:get': (shape) => (_source, args) =>
      (shape.storage === 'single' ? store.all(shape.name)[0] : store.get(shape.name, String(args._id))) ?? null,
    'takeshape:list': (shape) => (_source, args) =>
      listItems(store.all(shape.name), args as ListArgs, contextFor(shape)),
    'takeshape:create': (shape) => (_source, args) => {
      const item = stamp(shape, inputOf(args));
      store.put(shape.name, item);
      return { result: item, clientMutationId: args.clientMutationId ?? null };
    },
    'takeshape:update': (shape) => (_source, args) => {
      const { _id: id, ...changes } = inputOf(args);
      const item = stamp(shape, changes, findOrFail(shape, id));
      store.put(shape.name, item);
      return { result: item, clientMutationId: args.clientMutationId ?? null };
    },
    'takeshape:duplicate': (shape) => (_source, args) => {
      const { _id: id, ...changes } = inputOf(args);
      const { _id: _previousId, _createdAt: _created, _version: _previousVersion, ...original } = findOrFail(shape, id);
      const item = stamp(shape, { ...original, ...changes });
      store.put(shape.name, item);
      return { result: item, clientMutationId: args.clientMutationId ?? null };
    },
    'takeshape:delete': (shape) => (_source, args) => ({
      result: store.remove(shape.name, String(inputOf(args)._id)),
      clientMutationId: args.clientMutationId ?? null,
    }),
  };

  const attachOperations = (typeName: 'Query' | 'Mutation', operations: OperationModel[]) => {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) return;
    for (const operation of operations) {
      const field = type.getFields()[operation.name];
      const resolverOf = operationResolvers[operation.resolverName];
      field.resolve = resolverOf
        ? resolverOf(store.shape(operationShape(operation)))
        : () => {
            throw new QueryError(
              `${operation.name} uses the ${operation.resolverName} resolver, which calls a service the offline ` +
                `sample cannot reach.`,
            );
          };
    }
  };
  attachOperations('Query', model.queries);
  attachOperations('Mutation', model.mutations);

  const shapeIds = new Map(
    Object.values(options.project.shapes ?? {}).map((shape) => [
      shape.name,
      (shape as { id?: string }).id ?? shape.name,
    ]),
  );
  for (const shape of model.shapes.values()) {
    const type = schema.getType(shape.name);
    if (!(type instanceof GraphQLObjectType)) continue;
    const fields = type.getFields();
    const managed: Record<string, Resolver> = {
      _shapeId: () => shapeIds.get(shape.name) ?? shape.name,
      _shapeName: () => shape.name,
      _contentTypeId: () => shapeIds.get(shape.name) ?? shape.name,
      _contentTypeName: () => shape.name,
      _enabled: (item) => workflowOf(shape).live.includes(String((item as Item)._status)),
    };
    for (const [name, resolve] of Object.entries(managed)) if (fields[name]) fields[name].resolve = resolve;
    for (const field of shape.fields) {
      if (field.kind === 'relationship') {
        fields[field.name].resolve = (item) => {
          const value = (item as Item)[field.name];
          return field.list
            ? ((value as unknown[] | undefined) ?? [])
                .map((entry) => store.related(entry, field.target))
                .filter(Boolean)
            : (store.related(value, field.target) ?? null);
        };
      } else if (field.kind === 'backreference') {
        fields[field.name].resolve = (item) =>
          store.all(field.source).filter((candidate) => {
            const value = candidate[field.via];
            const pointers = (Array.isArray(value) ? value : [value]) as Relationship[];
            return pointers.some((pointer) => pointer?.id === (item as Item)._id);
          });
      } else if (field.kind === 'richText') {
        fields[`${field.name}Html`].resolve = (item) => draftToHtml((item as Item)[field.name]);
      } else if (field.kind === 'service') {
        const offline = options.offlineServiceFields[`${shape.name}.${field.name}`];
        fields[field.name].resolve = (item) => {
          if (!offline) {
            throw new QueryError(
              `${shape.name}.${field.name} needs the ${field.service} service, which the offline sample cannot reach.`,
            );
          }
          return offline(item as Item, options.seed) ?? null;
        };
      }
    }
  }

  return {
    schema,
    sdl,
    execute: (request) =>
      graphql({
        schema,
        source: request.query,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
      }),
  };
}
