/** The parts of a project schema the sample API needs, read once into plain data. */

export type ScalarKind = 'string' | 'date' | 'float' | 'int' | 'boolean' | 'json';

export type FieldModel =
  | { name: string; kind: 'scalar'; scalar: ScalarKind; list: boolean; required: boolean; stored: boolean }
  | { name: string; kind: 'richText'; required: boolean; stored: true }
  | { name: string; kind: 'relationship'; target: string; list: boolean; required: boolean; stored: true }
  | { name: string; kind: 'backreference'; source: string; via: string; stored: false }
  | {
      name: string;
      kind: 'service';
      type: string;
      service: string;
      scalar?: ScalarKind;
      list: boolean;
      args?: InlineArgs;
      stored: false;
    };

export interface ShapeModel {
  name: string;
  description?: string;
  /** `multiple` and `single` shapes are stored in ShapeDB; `none` shapes only type queries or arguments. */
  storage: 'multiple' | 'single' | 'none';
  /** Name of the workflow whose step names `_status` takes. */
  workflow: string;
  fields: FieldModel[];
}

export interface WorkflowModel {
  name: string;
  /** Step names in order; `_status` comparisons in `where` compare positions in this list. */
  steps: string[];
  live: string[];
}

export interface OperationModel {
  name: string;
  /** The `shape` of the entry: a shape name, a template such as `PaginatedList<Product>`, or a scalar name. */
  shape: string;
  /** A template or shape name, an inline object schema, or nothing. */
  args?: string | InlineArgs;
  description?: string;
  resolverName: string;
  resolverShape?: string;
}

export interface InlineArgs {
  properties: Record<string, PropertySchema>;
  required: string[];
}

export interface ProjectModel {
  shapes: Map<string, ShapeModel>;
  queries: OperationModel[];
  mutations: OperationModel[];
  /** Service id → GraphQL namespace of its types, such as `shopify` → `Shopify`. */
  namespaces: Map<string, string>;
  workflows: Map<string, WorkflowModel>;
}

export interface PropertySchema {
  type?: string;
  format?: string;
  title?: string;
  description?: string;
  items?: PropertySchema;
  '@ref'?: string;
  '@tag'?: string;
  '@resolver'?: { name?: string; service?: string; shapeName?: string };
  '@backreference'?: { enabled?: boolean; name?: string };
  '@input'?: unknown;
  '@args'?: string | { properties?: Record<string, PropertySchema>; required?: string[] };
}

interface ShapeSchema {
  name: string;
  workflow?: string;
  description?: string;
  model?: { type?: string };
  schema?: { properties?: Record<string, PropertySchema>; required?: string[] };
}

interface OperationSchema {
  shape: string | PropertySchema;
  args?: string | { properties?: Record<string, PropertySchema>; required?: string[] };
  description?: string;
  resolver?: { name?: string; shapeName?: string };
}

export interface ProjectSchema {
  shapes?: Record<string, ShapeSchema>;
  queries?: Record<string, OperationSchema>;
  mutations?: Record<string, OperationSchema>;
  services?: Record<string, { namespace?: string }>;
  workflows?: Record<string, { name?: string; steps?: { name: string; live?: boolean }[] }>;
}

/** The default workflow every project has, unless its schema redefines it. */
const defaultWorkflow: WorkflowModel = { name: 'default', steps: ['disabled', 'enabled'], live: ['enabled'] };

const scalarOfType: Record<string, ScalarKind> = {
  string: 'string',
  number: 'float',
  integer: 'int',
  boolean: 'boolean',
  object: 'json',
};

/** `local:Product` → `Product`; `shopify:Product` → `Shopify_Product` (the service's namespace). */
export function refTypeName(ref: string, namespaces: Map<string, string>): { type: string; service?: string } {
  const [prefix, name] = ref.includes(':') ? ref.split(':', 2) : ['local', ref];
  if (prefix === 'local') return { type: name };
  return { type: `${namespaces.get(prefix) ?? prefix}_${name}`, service: prefix };
}

export function scalarOf(property: PropertySchema): ScalarKind {
  // TakeShape's where templates give range operators to date-time strings only, not to other formats such as date.
  if (property.type === 'string' && property.format === 'date-time') return 'date';
  return scalarOfType[property.type ?? 'object'] ?? 'json';
}

function fieldOf(
  name: string,
  property: PropertySchema,
  required: boolean,
  namespaces: Map<string, string>,
): FieldModel {
  const resolver = property['@resolver'];
  const ref = property['@ref'] ?? property.items?.['@ref'];
  const isList = property.type === 'array';
  const relationshipTo = (target: string): FieldModel => ({
    name,
    kind: 'relationship',
    target: refTypeName(target, namespaces).type,
    list: isList,
    required,
    stored: true,
  });
  if (resolver?.name === 'takeshape:getRelated' && ref) return relationshipTo(ref);
  if (resolver) {
    const { type, service } = ref ? refTypeName(ref, namespaces) : { type: '', service: undefined };
    const fieldArgs = property['@args'];
    const args =
      typeof fieldArgs === 'object'
        ? { properties: fieldArgs.properties ?? {}, required: fieldArgs.required ?? [] }
        : undefined;
    const base = {
      name,
      kind: 'service',
      service: service ?? resolver.service ?? '',
      list: isList,
      args,
      stored: false,
    } as const;
    return ref
      ? { ...base, type }
      : { ...base, type: '', scalar: scalarOf(isList ? (property.items ?? {}) : property) };
  }
  if (property.type === 'object' && property['@tag'] === 'draftjs') {
    return { name, kind: 'richText', required, stored: true };
  }
  if (ref) return relationshipTo(ref);
  const scalar = scalarOf(isList ? (property.items ?? {}) : property);
  return { name, kind: 'scalar', scalar, list: isList, required, stored: true };
}

function storageOf(shape: ShapeSchema): ShapeModel['storage'] {
  const type = shape.model?.type;
  return type === 'multiple' || type === 'single' ? type : 'none';
}

function operationsOf(entries: Record<string, OperationSchema> | undefined): OperationModel[] {
  return Object.entries(entries ?? {}).map(([name, entry]) => ({
    name,
    shape: typeof entry.shape === 'string' ? entry.shape : JSON.stringify(entry.shape),
    args:
      typeof entry.args === 'object'
        ? { properties: entry.args.properties ?? {}, required: entry.args.required ?? [] }
        : entry.args,
    description: entry.description,
    resolverName: entry.resolver?.name ?? '',
    resolverShape: entry.resolver?.shapeName,
  }));
}

/** Backreference field name: the `@backreference` name, else the source shape in camel case plus `Set`. */
function backreferenceName(source: string, name: string | undefined): string {
  return name ?? `${source[0].toLowerCase()}${source.slice(1)}Set`;
}

export function readProject(project: ProjectSchema): ProjectModel {
  const namespaces = new Map(
    Object.entries(project.services ?? {}).map(([id, service]) => [id, service.namespace ?? id]),
  );
  const shapes = new Map<string, ShapeModel>();
  for (const shape of Object.values(project.shapes ?? {})) {
    const required = new Set(shape.schema?.required ?? []);
    const fields = Object.entries(shape.schema?.properties ?? {}).map(([name, property]) =>
      fieldOf(name, property, required.has(name), namespaces),
    );
    shapes.set(shape.name, {
      name: shape.name,
      description: shape.description,
      storage: storageOf(shape),
      workflow: shape.workflow ?? 'default',
      fields,
    });
  }
  for (const shape of Object.values(project.shapes ?? {})) {
    for (const [name, property] of Object.entries(shape.schema?.properties ?? {})) {
      const backreference = property['@backreference'];
      const ref = property['@ref'] ?? property.items?.['@ref'];
      if (!backreference?.enabled || !ref) continue;
      const target = shapes.get(refTypeName(ref, namespaces).type);
      target?.fields.push({
        name: backreferenceName(shape.name, backreference.name),
        kind: 'backreference',
        source: shape.name,
        via: name,
        stored: false,
      });
    }
  }
  const workflows = new Map([['default', defaultWorkflow]]);
  for (const [name, workflow] of Object.entries(project.workflows ?? {})) {
    const steps = workflow.steps ?? [];
    workflows.set(name, {
      name,
      steps: steps.map((step) => step.name),
      live: steps.filter((step) => step.live).map((step) => step.name),
    });
  }
  return {
    shapes,
    queries: operationsOf(project.queries),
    mutations: operationsOf(project.mutations),
    namespaces,
    workflows,
  };
}
