/** GraphQL SDL of a project's API, following the conventions the docs pages describe. */
import {
  readProject,
  scalarOf,
  refTypeName,
  type FieldModel,
  type InlineArgs,
  type OperationModel,
  type ProjectModel,
  type ProjectSchema,
  type ScalarKind,
  type ShapeModel,
} from './projectModel';

const graphqlScalar: Record<ScalarKind, string> = {
  string: 'String',
  date: 'String',
  float: 'Float',
  int: 'Int',
  boolean: 'Boolean',
  json: 'JSON',
};

/** Which `where` operators each kind of field takes, as the where-filter page's table lists them. */
export const whereInputOf: Record<ScalarKind | 'id' | 'status' | 'richText', string> = {
  string: 'TSWhereStringInput',
  date: 'TSWhereDateInput',
  float: 'TSWhereNumberInput',
  int: 'TSWhereIntegerInput',
  boolean: 'TSWhereBooleanInput',
  json: '',
  id: 'TSWhereIDInput',
  status: 'TSWhereWorkflowInput',
  richText: 'TSWhereDraftjsInput',
};

const operatorInputs = `input TSWhereStringInput {
  "Exact match."
  eq: String
  "Exact match with any value in the list."
  in: [String]
  "Full-text search with fuzzy matching."
  match: String
  "Regular expression match of the whole value."
  regexp: String
}

input TSWhereNumberInput {
  eq: Float
  in: [Float]
  gt: Float
  gte: Float
  lt: Float
  lte: Float
}

input TSWhereIntegerInput {
  eq: Int
  in: [Int]
  gt: Int
  gte: Int
  lt: Int
  lte: Int
}

input TSWhereBooleanInput {
  eq: Boolean
}

"A date, a date-time, or date math such as now-1w or now-3d/d."
input TSWhereDateInput {
  eq: String
  gt: String
  gte: String
  lt: String
  lte: String
}

input TSWhereIDInput {
  eq: ID
  in: [ID]
}

input TSWhereWorkflowInput {
  eq: String
  in: [String]
  gt: String
  gte: String
  lt: String
  lte: String
}

input TSWhereDraftjsInput {
  match: String
}

type TSUser {
  id: ID
  email: String
  fullName: String
  avatarPath: String
}

input TSSearchSortInput {
  "A field of the shape, such as price or _createdAt."
  field: String!
  "asc or desc."
  order: String!
}

"A relationship value: the related item's ID and shape name."
input TSRelationshipInput {
  id: ID!
  shapeName: String
}`;

/** `default` → `DefaultWorkflow`, `editorial` → `EditorialWorkflow`: the enum of a workflow's step names. */
export const workflowEnumName = (workflow: string) => `${workflow[0].toUpperCase()}${workflow.slice(1)}Workflow`;

/** The managed fields of every stored item. */
const managedFields = (shape: ShapeModel) => `  _id: ID!
  _shapeId: String
  _shapeName: String
  _version: Int
  _createdAt: String
  _createdBy: TSUser
  _updatedAt: String
  _updatedBy: TSUser
  _schemaVersion: Float
  _status: ${workflowEnumName(shape.workflow)}
  _contentTypeId: String @deprecated(reason: "Use _shapeId.")
  _contentTypeName: String @deprecated(reason: "Use _shapeName.")
  _enabled: Boolean @deprecated(reason: "Use _status.")
  _enabledAt: String @deprecated(reason: "Use a date field of your own.")`;

const managedWhereFields: [string, string][] = [
  ['_id', whereInputOf.id],
  ['_status', whereInputOf.status],
  ['_createdAt', whereInputOf.date],
  ['_updatedAt', whereInputOf.date],
];

/** The built-in Asset shape, for projects that do not define their own. */
export const builtInAsset: ShapeModel = {
  name: 'Asset',
  description: 'A file in the project asset library.',
  storage: 'multiple',
  workflow: 'default',
  fields: [
    { name: 'title', kind: 'scalar', scalar: 'string', list: false, required: false, stored: true },
    { name: 'description', kind: 'scalar', scalar: 'string', list: false, required: false, stored: true },
    { name: 'caption', kind: 'scalar', scalar: 'json', list: false, required: false, stored: true },
    { name: 'credit', kind: 'scalar', scalar: 'json', list: false, required: false, stored: true },
    { name: 'filename', kind: 'scalar', scalar: 'string', list: false, required: true, stored: true },
    { name: 'path', kind: 'scalar', scalar: 'string', list: false, required: true, stored: true },
    { name: 'mimeType', kind: 'scalar', scalar: 'string', list: false, required: false, stored: true },
    { name: 'sourceUrl', kind: 'scalar', scalar: 'string', list: false, required: false, stored: true },
    { name: 'uploadStatus', kind: 'scalar', scalar: 'string', list: false, required: false, stored: true },
  ],
};

const listArgs = (shape: string, onlyEnabled: boolean) =>
  [
    'terms: String',
    `where: TSWhere${shape}Input`,
    'sort: [TSSearchSortInput]',
    'from: Int',
    'size: Int',
    'filter: JSON',
    ...(onlyEnabled ? ['onlyEnabled: Boolean'] : []),
    'locale: String',
    'enableLocaleFallback: Boolean',
  ].join(', ');

const localeArgs = 'locale: String, enableLocaleFallback: Boolean';

/** Arguments of each args template, given the shape inside its brackets. */
const argsTemplates: Record<string, (shape: string) => string> = {
  TSGetArgs: () => `_id: ID!, ${localeArgs}`,
  TSGetSingletonArgs: () => localeArgs,
  TSListArgs: (shape) => listArgs(shape, true),
  TSSearchArgs: (shape) => listArgs(shape, false),
  CreateArgs: (shape) => `input: Create${shape}Input!, clientMutationId: String`,
  UpdateArgs: (shape) => `input: Update${shape}Input!, clientMutationId: String, structure: JSON, ${localeArgs}`,
  DuplicateArgs: (shape) => `input: Duplicate${shape}Input!, clientMutationId: String, ${localeArgs}`,
  DeleteArgs: (shape) => `input: Delete${shape}Input!, clientMutationId: String`,
  TSRelationshipArgs: () => localeArgs,
};

/** Result type of each shape template. */
const resultTemplates: Record<string, (shape: string) => string> = {
  PaginatedList: (shape) => `${shape}PaginatedList`,
  SearchResults: (shape) => `${shape}SearchResults`,
  CreateResult: (shape) => `Create${shape}Result`,
  UpdateResult: (shape) => `Update${shape}Result`,
  DuplicateResult: (shape) => `Duplicate${shape}Result`,
  DeleteResult: (shape) => `Delete${shape}Result`,
};

/** `PaginatedList<Product>` → `['PaginatedList', 'Product']`; anything else → undefined. */
export function parseTemplate(name: string): [string, string] | undefined {
  const match = /^(\w+)<(\w+)>$/.exec(name);
  return match ? [match[1], match[2]] : undefined;
}

const description = (text: string | undefined, indent = '') => (text ? `${indent}${JSON.stringify(text)}\n` : '');

function outputType(field: FieldModel): string {
  switch (field.kind) {
    case 'scalar': {
      const type = graphqlScalar[field.scalar];
      const wrapped = field.list ? `[${type}]` : type;
      return field.required ? `${wrapped}!` : wrapped;
    }
    case 'richText':
      return 'JSON';
    case 'relationship':
      return field.list ? `[${field.target}]` : field.target;
    case 'backreference':
      return `[${field.source}]`;
    case 'service': {
      const type = field.scalar ? graphqlScalar[field.scalar] : field.type;
      return field.list ? `[${type}]` : type;
    }
  }
}

function outputFields(shape: ShapeModel, namespaces: Map<string, string>): string[] {
  return shape.fields.flatMap((field) => {
    const args =
      field.kind === 'relationship'
        ? `(${argsTemplates.TSRelationshipArgs(shape.name)})`
        : field.kind === 'service' && field.args
          ? `(${inlineArgs(field.args, namespaces)})`
          : '';
    const line = `  ${field.name}${args}: ${outputType(field)}`;
    // A rich-text field also gets its HTML rendering, as the data-modeling page says.
    return field.kind === 'richText' ? [line, `  ${field.name}Html: String`] : [line];
  });
}

function inputType(field: FieldModel, requiredAllowed: boolean): string | undefined {
  const bang = requiredAllowed && 'required' in field && field.required ? '!' : '';
  switch (field.kind) {
    case 'scalar': {
      const type = graphqlScalar[field.scalar];
      return `${field.list ? `[${type}]` : type}${bang}`;
    }
    case 'richText':
      return `JSON${bang}`;
    case 'relationship':
      return `${field.list ? '[TSRelationshipInput]' : 'TSRelationshipInput'}${bang}`;
    default:
      return undefined;
  }
}

function inputFields(shape: ShapeModel, requiredAllowed: boolean): string[] {
  return shape.fields.flatMap((field) => {
    const type = field.stored ? inputType(field, requiredAllowed) : undefined;
    return type ? [`  ${field.name}: ${type}`] : [];
  });
}

function whereFields(shape: ShapeModel, nested: boolean): string[] {
  const own = shape.fields.flatMap((field): string[] => {
    if (field.kind === 'scalar' && whereInputOf[field.scalar])
      return [`  ${field.name}: ${whereInputOf[field.scalar]}`];
    if (field.kind === 'richText') return [`  ${field.name}: ${whereInputOf.richText}`];
    if (field.kind === 'relationship' && !nested && !field.list) {
      return [`  ${field.name}: TSWhere${field.target}RelationshipInput`];
    }
    return [];
  });
  const managed = managedWhereFields.map(([name, type]) => `  ${name}: ${type}`);
  const logic = nested
    ? []
    : [`  AND: [TSWhere${shape.name}Input]`, `  OR: [TSWhere${shape.name}Input]`, `  NOT: TSWhere${shape.name}Input`];
  return [...own, ...managed, ...logic];
}

/** Top-level definitions of an SDL text by the name they define. */
function definitionsOf(sdl: string): [string, string][] {
  return sdl.split(/\n\n(?=(?:"[^\n]*"\n)?(?:input|type|scalar) )/).map((definition) => {
    const name = /(?:input|type|scalar) (\w+)/.exec(definition)?.[1] ?? '';
    return [name, definition];
  });
}

/** The definitions reachable from the roots, in the order of `candidates`. */
function reachable(roots: string[], candidates: Map<string, string>): string[] {
  const seen = new Set<string>();
  const visit = (text: string) => {
    for (const [word] of text.matchAll(/\w+/g)) {
      const definition = candidates.get(word);
      if (definition !== undefined && !seen.has(word)) {
        seen.add(word);
        visit(definition);
      }
    }
  };
  roots.forEach(visit);
  return [...candidates.keys()].filter((name) => seen.has(name)).map((name) => candidates.get(name) ?? '');
}

function block(keyword: string, name: string, fields: string[], doc?: string): string {
  return `${description(doc)}${keyword} ${name} {\n${fields.join('\n')}\n}`;
}

function storedShapeTypes(
  shape: ShapeModel,
  relationshipTargets: Set<string>,
  namespaces: Map<string, string>,
): string[] {
  const name = shape.name;
  const status = `  _status: ${workflowEnumName(shape.workflow)}`;
  const types = [
    block('type', name, [managedFields(shape), ...outputFields(shape, namespaces)], shape.description),
    block('input', `TSWhere${name}Input`, whereFields(shape, false)),
    block('input', `Create${name}Input`, [...inputFields(shape, true), status]),
    block('input', `Update${name}Input`, [
      ...(shape.storage === 'multiple' ? ['  _id: ID!'] : []),
      ...inputFields(shape, false),
      status,
    ]),
    block('input', `Duplicate${name}Input`, ['  _id: ID!', ...inputFields(shape, false), status]),
    block('input', `Delete${name}Input`, ['  _id: ID!']),
    block('type', `${name}PaginatedList`, [`  items: [${name}]`, '  total: Int']),
    block('type', `${name}SearchResults`, [`  results: [${name}]`, '  total: Int']),
    ...['Create', 'Update', 'Duplicate'].map((verb) =>
      block('type', `${verb}${name}Result`, [`  result: ${name}`, '  clientMutationId: String']),
    ),
    block('type', `Delete${name}Result`, ['  result: Boolean', '  clientMutationId: String']),
  ];
  if (relationshipTargets.has(name)) {
    types.push(block('input', `TSWhere${name}RelationshipInput`, whereFields(shape, true)));
  }
  return types;
}

function argsOf(operation: OperationModel, model: ProjectModel): string {
  const { args } = operation;
  if (args === undefined) return '';
  if (typeof args === 'object') return `(${inlineArgs(args, model.namespaces)})`;
  const template = parseTemplate(args);
  if (template) {
    const expand = argsTemplates[template[0]];
    if (!expand) throw new Error(`${operation.name}: unknown args template ${args}`);
    return `(${expand(template[1])})`;
  }
  const shape = model.shapes.get(args);
  if (!shape) throw new Error(`${operation.name}: args names no shape: ${args}`);
  return `(${inputFields(shape, true)
    .map((line) => line.trim())
    .join(', ')})`;
}

function inlineArgs(args: InlineArgs, namespaces: Map<string, string>): string {
  return Object.entries(args.properties)
    .map(([name, property]) => {
      const ref = property['@ref'];
      const type = ref
        ? refTypeName(ref, namespaces).type
        : graphqlScalar[scalarOf(property.type === 'array' ? (property.items ?? {}) : property)];
      const listed = property.type === 'array' ? `[${type}]` : type;
      return `${name}: ${listed}${args.required.includes(name) ? '!' : ''}`;
    })
    .join(', ');
}

function resultOf(operation: OperationModel, model: ProjectModel): string {
  const { shape } = operation;
  const template = parseTemplate(shape);
  if (template) {
    const expand = resultTemplates[template[0]];
    if (!expand) throw new Error(`${operation.name}: unknown shape template ${shape}`);
    return expand(template[1]);
  }
  if (shape.startsWith('{')) {
    const schema = JSON.parse(shape) as { type?: string; items?: { '@ref'?: string; type?: string } };
    const item = schema.items?.['@ref']
      ? refTypeName(schema.items['@ref'], model.namespaces).type
      : graphqlScalar[scalarOf(schema.items ?? {})];
    return schema.type === 'array' ? `[${item}]` : item;
  }
  const scalar = graphqlScalar[scalarOf({ type: shape })];
  if (['string', 'integer', 'number', 'boolean', 'object'].includes(shape)) return scalar;
  return shape.includes(':') ? refTypeName(shape, model.namespaces).type : shape;
}

function operationFields(operations: OperationModel[], model: ProjectModel): string[] {
  return operations.map(
    (operation) =>
      `${description(operation.description, '  ')}  ${operation.name}${argsOf(operation, model)}: ` +
      `${resultOf(operation, model)}`,
  );
}

/** The queries the platform adds for the built-in Asset shape, unless the project defines them. */
function assetQueries(model: ProjectModel): OperationModel[] {
  const query = (
    name: string,
    shape: string,
    args: string,
    resolverName: string,
    description: string,
  ): OperationModel => ({
    name,
    shape,
    args,
    resolverName,
    resolverShape: 'Asset',
    description,
  });
  return [
    query('getAsset', 'Asset', 'TSGetArgs<Asset>', 'takeshape:get', 'Get an Asset by ID'),
    query(
      'getAssetList',
      'PaginatedList<Asset>',
      'TSListArgs<Asset>',
      'takeshape:list',
      'Returns a list of Asset in natural order.',
    ),
  ].filter((operation) => !model.queries.some((defined) => defined.name === operation.name));
}

/** The model with the built-in Asset shape and its queries added, as the platform adds them to every project. */
export function withBuiltIns(model: ProjectModel): ProjectModel {
  const shapes = new Map(model.shapes);
  if (!shapes.has('Asset')) shapes.set('Asset', builtInAsset);
  return { ...model, shapes, queries: [...model.queries, ...assetQueries(model)] };
}

/** Service types the project references but cannot describe: their fields live in the remote API. */
function serviceTypeNames(model: ProjectModel): Set<string> {
  const names = new Set<string>();
  for (const shape of model.shapes.values()) {
    for (const field of shape.fields) {
      if (field.kind === 'service' && field.type && !model.shapes.has(field.type)) names.add(field.type);
    }
  }
  return names;
}

export interface SdlOptions {
  /** SDL of service types, such as `type Shopify_Product { ... }`, for the services the project connects. */
  serviceTypes?: string;
}

/** The SDL of a project model; pass it through `withBuiltIns` first to include the platform's built-ins. */
export function modelToSdl(model: ProjectModel, options: SdlOptions = {}): string {
  const stored = [...model.shapes.values()].filter((shape) => shape.storage !== 'none');
  const relationshipTargets = new Set(
    stored.flatMap((shape) => shape.fields.flatMap((field) => (field.kind === 'relationship' ? [field.target] : []))),
  );
  const unstored = [...model.shapes.values()].filter((shape) => shape.storage === 'none');
  const missingServiceTypes = [...serviceTypeNames(model)].filter(
    (name) => !options.serviceTypes?.includes(`type ${name} `),
  );
  if (missingServiceTypes.length > 0) {
    throw new Error(`No SDL for service types: ${missingServiceTypes.join(', ')}`);
  }
  const candidates = new Map(
    definitionsOf(
      [
        '"Any JSON value."\nscalar JSON',
        operatorInputs,
        ...[...model.workflows.values()].map(
          (workflow) =>
            `enum ${workflowEnumName(workflow.name)} {\n${workflow.steps.map((step) => `  ${step}`).join('\n')}\n}`,
        ),
        ...stored.flatMap((shape) => storedShapeTypes(shape, relationshipTargets, model.namespaces)),
        ...unstored.map((shape) => block('type', shape.name, outputFields(shape, model.namespaces), shape.description)),
        ...(options.serviceTypes ? [options.serviceTypes] : []),
      ].join('\n\n'),
    ),
  );
  const roots = [block('type', 'Query', operationFields(model.queries, model))];
  if (model.mutations.length > 0) roots.push(block('type', 'Mutation', operationFields(model.mutations, model)));
  return `${[...reachable(roots, candidates), ...roots].join('\n\n')}\n`;
}

export function projectToSdl(project: ProjectSchema, options: SdlOptions = {}): string {
  return modelToSdl(withBuiltIns(readProject(project)), options);
}
