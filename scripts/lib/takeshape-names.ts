/**
 * The TakeShape names a page uses, and where each is defined. A name is one of the kinds below, found by its form in
 * prose (inline code, text, front matter keywords) and in examples (JSON, GraphQL, shell, JavaScript and other code).
 * A name counts as defined when the sample project, @takeshape/schema, the page itself or the checked-in registry
 * defines it; see tests/fixtures/takeshape-names.yml for the rules of what counts as a TakeShape name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  visit as visitGraphql,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { load } from 'js-yaml';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { builtInShapes, flattenTemplates, getShapeQueriesAndMutations, schemaMetadataKeys } from '@takeshape/schema';
import * as templateShapes from '@takeshape/schema/dist/template-shapes/templates';
import { fragmentOf, pageSchemas, requestOf, requiresOf, sampleSchema } from '../../src/explorer/examples';
import { sampleProjectSchema } from '../../src/explorer/sampleProject';
import { codeBlocks, type CodeBlock } from '../../src/markdown/markdown';
import { isPlainObject } from '../../src/explorer/schemaFragments';

/** The kinds of TakeShape name the check looks for. */
export const NAME_KINDS = [
  'resolver',
  'service',
  'operation',
  'type',
  'directive',
  'template variable',
  'cli command',
  'cli flag',
] as const;
export type NameKind = (typeof NAME_KINDS)[number];

/**
 * Kinds a definition may have: the name kinds, a JSON Schema keyword (`$schema`, `$ref`), a role permission action a
 * page shows in the `service:action` form of a resolver name, and a third party's name that has a TakeShape name's form.
 */
export type DefinitionKind = NameKind | 'schema keyword' | 'permission' | 'third-party';

export type Origin = 'sample project' | '@takeshape/schema' | 'page' | 'registry';

export interface Definition {
  kind: DefinitionKind;
  origin: Origin;
  /** What defines it: the part of the sample project or package, or the registry entry's source. */
  where: string;
  /** The registry entry's name, which a flag written without its program (`--from`) matches as `takeshape --from`. */
  entry?: string;
}

/** One use of a name on a page. */
export interface NameUse {
  file: string;
  line: number;
  kind: NameKind;
  name: string;
  /** Prose (inline code, text, front matter) or an example (a code block). */
  in: 'prose' | 'example';
}

export interface CheckedUse extends NameUse {
  definition?: Definition;
}

/** A registry entry: a name, its kind, its source and the short line of the source that shows it. */
export interface RegistryEntry {
  name: string;
  kind: DefinitionKind;
  source: string;
  line: string;
  note?: string;
}

const REPO_ROOT = path.resolve(__dirname, '../..');
export const REGISTRY_FILE = path.join(REPO_ROOT, 'tests/fixtures/takeshape-names.yml');
const SCHEMA_PACKAGE = path.dirname(require.resolve('@takeshape/schema/package.json'));

// ---------------------------------------------------------------------------------------------------------------
// Forms of names

/** A resolver name or built-in service id: `takeshape:get`, `rest:*`, `takeshape:local`. */
const SERVICE_OPERATION = /^([a-z][a-zA-Z0-9]*):([a-z*][\w*]*)$/;
/** The same inside running text, where the namespace must be a known one. */
const SERVICE_OPERATION_IN_TEXT = /(?<![\w:/.@$-])([a-z][a-zA-Z0-9]*):([a-z][a-zA-Z0-9]*|\*)(?![\w:/-])/g;
/** A template variable of a mapping or template: `$args`, `$resultsById` (only the root counts). */
const TEMPLATE_VARIABLE = /(?<![\w$\\])\$([a-zA-Z_]\w*)/g;
/** An environment variable written `$NAME` in shell style is the reader's, not a template variable. */
const ENVIRONMENT_VARIABLE = /^[A-Z][A-Z0-9_]*$/;
/** An annotation of the project schema: `@mapping`; `@scope/package` is an npm package. */
const ANNOTATION = /^@([a-zA-Z]\w*)(?![\w/-])/;
/** Operations TakeShape generates or provides are named with these verbs, or `ts` for the platform's own. */
const OPERATION = /^(get|list|create|update|upsert|delete|duplicate|search|ts)(?:[A-Z]|<)/;
/** Types TakeShape provides or generates: `TSUser`, `TsStaticSite`, `PaginatedList<Product>`, `CreateProductResult`. */
const TYPE_FORMS = [
  /^T[Ss][A-Z]/,
  /</,
  /^(Create|Update|Delete|Duplicate)\w*(Input|Result|Args)$/,
  /\w(PaginatedList|SearchResults)$/,
];
const isTypeForm = (name: string) => !name.includes('_') && TYPE_FORMS.some((form) => form.test(name));
/** Placeholders pages write in generated names: `get<Shape>List`, `TSListArgs<SHAPE>`. */
const PLACEHOLDER = /<(Shape|SHAPE|shape|ShapeName|Type)>/g;
const hasPlaceholder = (name: string) => new RegExp(PLACEHOLDER.source).test(name);
const FLAG = /^(--[a-zA-Z][\w-]*|-[a-zA-Z])(?:=.*)?$/;

const jsonLangs = ['json', 'jsonc', 'json5'];
const graphqlLangs = ['graphql', 'gql'];
const shellLangs = ['bash', 'sh', 'shell', 'console', 'zsh', 'powershell'];
const cssLangs = ['css', 'scss', 'sass', 'less', 'postcss'];
const scriptLangs = ['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript', 'mjs', 'cjs', 'svelte', 'vue', 'html'];

/** The TakeShape programs: the CLI, and the branch tools of @takeshape/shape-tools. */
const programs: Record<string, string> = {
  takeshape: 'takeshape',
  '@takeshape/cli': 'takeshape',
  shape: 'shape',
  '@takeshape/shape-tools': 'shape',
};

const programOf = (token: string | undefined) =>
  token === undefined ? undefined : programs[token.replace(/@(latest|\d[\w.-]*)$/, '')];

// ---------------------------------------------------------------------------------------------------------------
// What the sample project, @takeshape/schema and the registry define

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

/** The names a project schema (or an excerpt of one) uses by its structure. */
interface SchemaNames {
  resolvers: Set<string>;
  annotations: Set<string>;
  directives: Set<string>;
  templateVariables: Set<string>;
  schemaKeywords: Set<string>;
  services: Set<string>;
  types: Set<string>;
}

const emptySchemaNames = (): SchemaNames => ({
  resolvers: new Set(),
  annotations: new Set(),
  directives: new Set(),
  templateVariables: new Set(),
  schemaKeywords: new Set(),
  services: new Set(),
  types: new Set(),
});

const resolverKeys = ['service', 'shapeName', 'options', 'args', 'results', 'argsMapping', 'resultsMapping', 'path'];
const isResolverObject = (value: JsonObject) =>
  typeof value.name === 'string' && SERVICE_OPERATION.test(value.name) && resolverKeys.some((key) => key in value);
const isPipeline = (value: JsonValue[]) =>
  value.length > 0 &&
  value.every(
    (item) => Array.isArray(item) && item.length === 2 && typeof item[0] === 'string' && isPlainObject(item[1]),
  );

/** Template variable roots in a string: `$args` of `$args.sku`; not `$NAME` environment variables. */
export function templateVariablesIn(text: string): string[] {
  return [...text.matchAll(TEMPLATE_VARIABLE)]
    .filter((match) => !ENVIRONMENT_VARIABLE.test(match[1]))
    .map((match) => `$${match[1]}`);
}

/** Type names of a shape reference: `PaginatedList<Product>` gives both; `shopify:Product` is the service's. */
function typesOfShapeReference(reference: string): string[] {
  const match = /^(?:(\w+):)?(\w+)(?:<(?:(\w+):)?(\w+)>)?(?:\[\])?$/.exec(reference);
  if (!match) return [];
  const [, service, base, innerService, inner] = match;
  if (service !== undefined && service !== 'local') return [];
  const names = [base];
  if (inner !== undefined && (innerService === undefined || innerService === 'local')) names.push(inner);
  return names;
}

function schemaNamesOf(value: unknown, names: SchemaNames = emptySchemaNames(), key?: string): SchemaNames {
  if (typeof value === 'string') {
    for (const name of templateVariablesIn(value)) names.templateVariables.add(name);
    if ((key === 'shape' || key === '@ref' || key === 'args') && !value.includes(' ')) {
      for (const type of typesOfShapeReference(value)) names.types.add(type);
    }
    if (key === 'service' && /^(takeshape|shapedb)(:\w+)?$/.test(value)) names.services.add(value);
  } else if (Array.isArray(value)) {
    if (isPipeline(value)) for (const item of value) names.directives.add((item as [string, unknown])[0]);
    for (const item of value) schemaNamesOf(item, names, key);
  } else if (isPlainObject<JsonObject>(value)) {
    if (isResolverObject(value)) names.resolvers.add(value.name as string);
    for (const [childKey, child] of Object.entries(value)) {
      if (/^@[a-zA-Z]\w*$/.test(childKey)) names.annotations.add(childKey);
      if (/^\$[a-zA-Z]\w*$/.test(childKey)) names.schemaKeywords.add(childKey);
      schemaNamesOf(child, names, childKey);
    }
  }
  return names;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Names the package's JSON Schemas define: resolver names and service ids of each resolver, annotations, keywords. */
function packageSchemaNames(): { names: SchemaNames; propertyNames: Set<string> } {
  const names = emptySchemaNames();
  const propertyNames = new Set<string>();
  const walk = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item));
    if (!isPlainObject<JsonObject>(value)) return;
    if (key !== undefined && /Resolver$/.test(key) && isPlainObject<JsonObject>(value.properties)) {
      const { name, service } = value.properties as { name?: JsonObject; service?: JsonObject };
      for (const resolver of (name?.enum as string[] | undefined) ?? []) names.resolvers.add(resolver);
      for (const id of (service?.enum as string[] | undefined) ?? []) names.services.add(id);
    }
    for (const [childKey, child] of Object.entries(value)) {
      if (childKey.startsWith('$')) names.schemaKeywords.add(childKey);
      if (childKey === 'properties' && isPlainObject<JsonObject>(child)) {
        for (const property of Object.keys(child)) {
          propertyNames.add(property);
          if (property.startsWith('@')) names.annotations.add(property);
          if (property.startsWith('$')) names.schemaKeywords.add(property);
        }
      }
      walk(child, childKey);
    }
  };
  for (const file of jsonFiles(path.join(SCHEMA_PACKAGE, 'dist/schemas'))) {
    walk(JSON.parse(readFileSync(file, 'utf8')));
  }
  return { names, propertyNames };
}

/** The registry of names that neither the sample project nor @takeshape/schema defines, each with its source. */
export function readRegistry(file = REGISTRY_FILE): RegistryEntry[] {
  const entries = load(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${file}: expected a list of entries`);
  return entries as RegistryEntry[];
}

export interface Vocabulary {
  definitions: Map<string, Definition[]>;
  /** Namespaces of resolver names and service ids: `takeshape`, `rest`, `ai`. */
  namespaces: Set<string>;
  /** Property names of the project schema (`searchParams`), which are not operations though they look like some. */
  propertyNames: Set<string>;
  /** Shapes of the sample project, which stand in for a `<Shape>` placeholder. */
  sampleShapes: string[];
  /** The commands of the TakeShape CLI, such as `import`. */
  cliCommands: Set<string>;
}

function addDefinition(definitions: Map<string, Definition[]>, name: string, definition: Definition): void {
  const list = definitions.get(name) ?? [];
  if (!list.some((known) => known.kind === definition.kind && known.origin === definition.origin)) {
    list.push(definition);
  }
  definitions.set(name, list);
}

function addSchemaNames(
  definitions: Map<string, Definition[]>,
  names: SchemaNames,
  origin: Origin,
  where: (kind: string) => string,
): void {
  const kinds: [Set<string>, DefinitionKind, string][] = [
    [names.resolvers, 'resolver', 'resolver name'],
    [names.services, 'service', 'service id'],
    [names.annotations, 'directive', 'annotation'],
    [names.directives, 'directive', 'directive pipeline'],
    [names.templateVariables, 'template variable', 'template variable'],
    [names.schemaKeywords, 'schema keyword', 'JSON Schema keyword'],
    [names.types, 'type', 'shape reference'],
  ];
  for (const [set, kind, label] of kinds) {
    for (const name of set) addDefinition(definitions, name, { kind, origin, where: where(label) });
  }
}

/** Everything the sample project, @takeshape/schema and the registry define, by name. */
export function loadVocabulary(registry: RegistryEntry[] = readRegistry()): Vocabulary {
  const definitions = new Map<string, Definition[]>();
  const sample = (where: string): Definition => ({ kind: 'type', origin: 'sample project', where });

  // The sample project: its API (built by src/explorer/sdl.ts) and its schema.
  for (const type of Object.keys(sampleSchema.getTypeMap())) addDefinition(definitions, type, sample('API type'));
  for (const [rootType, label] of [
    [sampleSchema.getQueryType(), 'API query'],
    [sampleSchema.getMutationType(), 'API mutation'],
  ] as const) {
    for (const field of Object.keys(rootType?.getFields() ?? {})) {
      addDefinition(definitions, field, { kind: 'operation', origin: 'sample project', where: label });
    }
  }
  for (const field of ['__schema', '__type', '__typename']) {
    addDefinition(definitions, field, { kind: 'operation', origin: 'sample project', where: 'API introspection' });
  }
  for (const directive of sampleSchema.getDirectives()) {
    addDefinition(definitions, `@${directive.name}`, {
      kind: 'directive',
      origin: 'sample project',
      where: 'API directive',
    });
  }
  addSchemaNames(definitions, schemaNamesOf(sampleProjectSchema), 'sample project', (label) => `schema ${label}`);

  // @takeshape/schema: its JSON Schemas, built-in shapes, templates, generated operations and example schemas.
  const { names: packageNames, propertyNames } = packageSchemaNames();
  addSchemaNames(definitions, packageNames, '@takeshape/schema', (label) => `JSON Schema ${label}`);
  for (const key of schemaMetadataKeys.filter((key) => key.startsWith('@'))) {
    addDefinition(definitions, key, { kind: 'directive', origin: '@takeshape/schema', where: 'schemaMetadataKeys' });
  }
  const fromPackage = (where: string): Definition => ({ kind: 'type', origin: '@takeshape/schema', where });
  for (const [id, shape] of Object.entries(builtInShapes)) {
    addDefinition(definitions, id, fromPackage('builtInShapes'));
    addDefinition(definitions, shape.name, fromPackage('builtInShapes'));
  }
  for (const template of Object.keys(templateShapes).filter((key) => /^[A-Z]/.test(key))) {
    addDefinition(definitions, template, fromPackage('template shapes'));
  }
  // The queries and mutations the package generates for the sample project's shapes and the built-in shapes, and the
  // types their templates flatten into.
  const shapes = { ...builtInShapes, ...sampleProjectSchema.shapes } as Parameters<
    typeof flattenTemplates
  >[0]['shapes'];
  const generated = getShapeQueriesAndMutations(Object.values(shapes));
  for (const [operations, label] of [
    [generated.queries, 'generated query'],
    [generated.mutations, 'generated mutation'],
  ] as const) {
    for (const name of Object.keys(operations)) {
      addDefinition(definitions, name, { kind: 'operation', origin: '@takeshape/schema', where: label });
    }
  }
  const project = { ...sampleProjectSchema, shapes, ...generated } as unknown as Parameters<typeof flattenTemplates>[0];
  for (const name of Object.keys(flattenTemplates(project).shapes)) {
    addDefinition(definitions, name, fromPackage('flattened template'));
  }
  for (const file of jsonFiles(path.join(SCHEMA_PACKAGE, 'examples'))) {
    const example = path.relative(SCHEMA_PACKAGE, file);
    const names = schemaNamesOf(JSON.parse(readFileSync(file, 'utf8')));
    names.types.clear();
    addSchemaNames(definitions, names, '@takeshape/schema', (label) => `${label} in ${example}`);
  }

  for (const entry of registry) {
    addDefinition(definitions, entry.name, {
      kind: entry.kind,
      origin: 'registry',
      where: entry.source,
      entry: entry.name,
    });
  }

  const namespaces = new Set<string>();
  for (const [name, list] of definitions) {
    const match = SERVICE_OPERATION.exec(name);
    if (match && list.some((definition) => ['resolver', 'service', 'permission'].includes(definition.kind))) {
      namespaces.add(match[1]);
    }
  }
  const cliCommands = new Set(
    [...definitions]
      .filter(([name, list]) => name.startsWith('takeshape ') && list.some((d) => d.kind === 'cli command'))
      .map(([name]) => name.split(' ')[1]),
  );
  return {
    definitions,
    namespaces,
    propertyNames,
    sampleShapes: Object.keys(sampleProjectSchema.shapes ?? {}),
    cliCommands,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What a page defines itself

interface PageNames {
  operations: Set<string>;
  types: Set<string>;
  directives: Set<string>;
  /** Variables its GraphQL operations declare: the reader's own, not template variables. */
  graphqlVariables: Set<string>;
  /** Names its JavaScript declares or imports from a package other than TakeShape's. */
  scriptNames: Set<string>;
  /** Flags of other programs (curl, npm, a framework's CLI) that its commands use. */
  otherFlags: Set<string>;
  /** Types of a connected service it shows namespaced (`Hygraph_Story`), by their name in the service (`Story`). */
  serviceTypes: Set<string>;
  /** At-rules of its CSS, such as `@import`. */
  cssAtRules: Set<string>;
  /** The `path` values of its JSON examples' ops: a service's parameters, as the page shows them. */
  jsonWords: Set<string>;
  /** Its API: the sample project's with its schema fragments, built when first needed. */
  schemas: () => GraphQLSchema[];
  /** Pages it links to, by file. */
  links: Set<string>;
}

function parseGraphql(code: string): DocumentNode | undefined {
  try {
    return parse(code);
  } catch {
    return undefined;
  }
}

function parseJsonValue(code: string): unknown {
  try {
    return JSON.parse(code) as unknown;
  } catch {
    return undefined;
  }
}

/** GraphQL documents in the strings of a script: template literals and quoted strings that parse as operations. */
function graphqlInScript(code: string): DocumentNode[] {
  const strings = [...code.matchAll(/`([^`]*)`|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  return strings
    .filter((text) => /^\s*(query|mutation|subscription|fragment)\b|^\s*\{/.test(text))
    .flatMap((text) => parseGraphql(text.replace(/\$\{[^}]*\}/g, 'x')) ?? []);
}

/** Names a script declares, or imports from a package that is not TakeShape's. */
function scriptNames(code: string): string[] {
  const declared = [...code.matchAll(/\b(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/g)].map(
    (match) => match[1],
  );
  const destructured = [...code.matchAll(/\b(?:const|let|var)\s*\{([^}]*)\}\s*=/g)].flatMap((match) =>
    match[1].split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s*:\s*/)
          .pop() ?? '',
    ),
  );
  const imported = [
    ...code.matchAll(/\bimport\s+(?:type\s+)?([\w$]+)?,?\s*(?:\{([^}]*)\})?\s*from\s+['"]([^'"]+)['"]/g),
  ]
    .filter((match) => !match[3].startsWith('@takeshape/'))
    .flatMap((match) => [
      match[1] ?? '',
      ...(match[2] ?? '').split(',').map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      ),
    ]);
  return [...declared, ...destructured, ...imported].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

/** The commands of a shell block: continuation lines joined, comments dropped, split at `&&`, `||`, `;` and `|`. */
function shellCommands(code: string): { line: number; tokens: string[] }[] {
  const commands: { line: number; tokens: string[] }[] = [];
  const lines = code.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const start = index;
    let text = lines[index];
    while (text.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      text = `${text.slice(0, -1)} ${lines[index]}`;
    }
    const withoutPrompt = text.replace(/^\s*\$\s+/, '');
    if (/^\s*#/.test(withoutPrompt)) continue;
    for (const part of withoutPrompt.split(/&&|\|\||;|\|/)) {
      const tokens = (part.match(/'[^']*'|"[^"]*"|\S+/g) ?? []).filter((token) => !token.startsWith('#'));
      if (tokens.length > 0) commands.push({ line: start, tokens });
    }
  }
  return commands;
}

interface Command {
  program: string;
  /** `takeshape import`, `takeshape branch create`, `shape promote-branch`; undefined for flags only. */
  command?: string;
  flags: string[];
}

const isFlagToken = (token: string) => FLAG.test(token);
const flagName = (token: string) => FLAG.exec(token)?.[1] ?? token;

/** Inline code such as `export --schema` names a TakeShape CLI command without the program. */
function inlineCommandOf(text: string, vocabulary: Vocabulary): Command | undefined {
  const tokens = text.trim().split(/\s+/);
  if (vocabulary.cliCommands.has(tokens[0]) && tokens.slice(1).some(isFlagToken)) {
    return commandOf(['takeshape', ...tokens]);
  }
  return commandOf(tokens);
}

/** A command line as a program, a command and flags; environment assignments and `npx` or `sudo` are skipped. */
function commandOf(tokens: string[]): Command | undefined {
  let rest = tokens.filter((token) => !/^[A-Z_][A-Z0-9_]*=/.test(token));
  while (['npx', 'sudo', 'pnpx', 'exec'].includes(rest[0]) || (rest[0] === 'pnpm' && rest[1] === 'dlx')) {
    rest = rest.slice(rest[0] === 'pnpm' ? 2 : 1);
    while (rest[0]?.startsWith('-')) rest = rest.slice(1);
  }
  const [first, ...args] = rest;
  if (first === undefined || !/^[@\w.][\w@/.:-]*$/.test(first)) return undefined;
  const program = programOf(first) ?? first;
  const words = args.filter((token) => !token.startsWith('-') && !/^['"]/.test(token));
  const flags = args.filter(isFlagToken).map(flagName);
  if (program !== 'takeshape' && program !== 'shape') return { program, flags };
  // Only the first word after the program is a command, and for `branch` the word after it; the rest are values.
  const firstWord = args.findIndex((token) => !token.startsWith('-'));
  const hasCommand = firstWord >= 0 && words.length > 0 && !/[/.]/.test(args[firstWord]);
  if (!hasCommand) return { program, flags };
  const command = [program, args[firstWord]];
  const next = args[firstWord + 1];
  if (args[firstWord] === 'branch' && next !== undefined && /^[a-zA-Z]+$/.test(next)) command.push(next);
  return { program, command: command.join(' '), flags };
}

/** The page files a page links to: relative `.md` paths, and `/doc/id` paths of the docs. */
function linkedFiles(file: string, tree: Root): Set<string> {
  const files = new Set<string>();
  visit(tree, ['link', 'definition'], (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const url = node.url.split('#')[0];
    if (url === '' || /^[a-z]+:/.test(url)) return;
    const target = url.startsWith('/') ? path.posix.join('docs', url) : path.posix.join(path.posix.dirname(file), url);
    for (const candidate of /\.mdx?$/.test(target) ? [target] : [`${target}.md`, `${target}.mdx`]) {
      files.add(path.posix.normalize(candidate));
    }
  });
  return files;
}

/** A code block whose fence says `mistake` shows a mistake on purpose, such as a misspelt annotation. */
export const isMistake = (block: CodeBlock) => /(?:^|\s)mistake(?:\s|$)/.test(block.meta);

function collectPageNames(
  page: { source: string; file: string; tree: Root },
  blocks: CodeBlock[],
  vocabulary: Vocabulary,
): PageNames {
  let schemas: GraphQLSchema[] | undefined;
  const names: PageNames = {
    operations: new Set(),
    types: new Set(),
    directives: new Set(),
    graphqlVariables: new Set(),
    scriptNames: new Set(),
    otherFlags: new Set(),
    serviceTypes: new Set(),
    jsonWords: new Set(),
    cssAtRules: new Set(),
    schemas: () => (schemas ??= pageSchemas(blocks)),
    links: linkedFiles(page.file, page.tree),
  };
  const addDocument = (document: DocumentNode) => {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) {
        for (const variable of definition.variableDefinitions ?? []) {
          names.graphqlVariables.add(`$${variable.variable.name.value}`);
        }
      } else if ('name' in definition && definition.name !== undefined) {
        const name = definition.name.value;
        if (definition.kind === Kind.DIRECTIVE_DEFINITION) names.directives.add(`@${name}`);
        else names.types.add(name);
        if ((name === 'Query' || name === 'Mutation') && 'fields' in definition) {
          for (const field of definition.fields ?? []) names.operations.add(field.name.value);
        }
      }
    }
  };
  // Shapes with a `model` are stored: @takeshape/schema generates their queries and mutations.
  const storedShapes: { name: string; model: JsonObject }[] = [];
  const walkJson = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) value.forEach((item) => walkJson(item));
    if (!isPlainObject<JsonObject>(value)) return;
    for (const [childKey, child] of Object.entries(value)) {
      if ((childKey === 'queries' || childKey === 'mutations') && isPlainObject(child)) {
        for (const name of Object.keys(child)) names.operations.add(name);
      }
      if (childKey === 'shapes' && isPlainObject<JsonObject>(child)) {
        for (const [name, shape] of Object.entries(child)) {
          names.types.add(name);
          if (isPlainObject<JsonObject>(shape) && isPlainObject<JsonObject>(shape.model)) {
            storedShapes.push({ name: typeof shape.name === 'string' ? shape.name : name, model: shape.model });
          }
        }
      }
      if (childKey === 'path' && typeof child === 'string') names.jsonWords.add(child);
      walkJson(child, childKey);
    }
    if (typeof value.name === 'string' && isPlainObject(value.schema) && key !== 'resolver')
      names.types.add(value.name);
  };
  for (const block of blocks) {
    const request = requestOf(block);
    if (request) {
      const document = parseGraphql(request.query.code);
      if (document) addDocument(document);
    }
    if (jsonLangs.includes(block.lang)) walkJson(fragmentOf(block) ?? parseJsonValue(block.code));
    if (graphqlLangs.includes(block.lang)) {
      const document = parseGraphql(block.code);
      if (document) addDocument(document);
    }
    if (scriptLangs.includes(block.lang)) {
      graphqlInScript(block.code).forEach(addDocument);
      for (const name of scriptNames(block.code)) names.scriptNames.add(name);
    }
    if (cssLangs.includes(block.lang)) {
      for (const match of block.code.matchAll(/^\s*(@[a-zA-Z][\w-]*)/gm)) names.cssAtRules.add(match[1]);
    }
    if (shellLangs.includes(block.lang)) {
      for (const { tokens } of shellCommands(block.code)) {
        const command = commandOf(tokens);
        if (command && programOf(command.program) === undefined) {
          for (const flag of command.flags) names.otherFlags.add(flag);
        }
      }
    }
  }
  const generated = getShapeQueriesAndMutations(
    storedShapes as unknown as Parameters<typeof getShapeQueriesAndMutations>[0],
  );
  for (const name of [...Object.keys(generated.queries), ...Object.keys(generated.mutations)]) {
    names.operations.add(name);
  }
  visit(page.tree, 'inlineCode', (node) => {
    const command = inlineCommandOf(node.value, vocabulary);
    if (command && programOf(command.program) === undefined && !isFlagToken(command.program)) {
      for (const flag of command.flags) names.otherFlags.add(flag);
    }
  });
  for (const match of page.source.matchAll(/\b[A-Z][A-Za-z0-9]*_([A-Z]\w*)\b/g)) names.serviceTypes.add(match[1]);
  return names;
}

// ---------------------------------------------------------------------------------------------------------------
// Finding the names a page uses

interface Candidate {
  kind: NameKind;
  name: string;
  line: number;
  in: NameUse['in'];
}

/** Lines of `code` (numbered from `firstLine`) on which `token` appears as a whole word. */
function linesWith(code: string, token: string, firstLine: number): number[] {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\w$@-])${escaped}(?![\\w-])`);
  const lines = code.split('\n').flatMap((text, index) => (pattern.test(text) ? [firstLine + index] : []));
  return lines.length > 0 ? lines : [firstLine];
}

class PageScan {
  readonly candidates: Candidate[] = [];

  constructor(
    readonly vocabulary: Vocabulary,
    readonly names: PageNames,
  ) {}

  add(kind: NameKind, name: string, line: number, where: NameUse['in']): void {
    this.candidates.push({ kind, name, line, in: where });
  }

  /** Template variables in text; GraphQL variables of the page's operations are the reader's. */
  templateVariables(text: string, line: number, where: NameUse['in']): void {
    for (const name of templateVariablesIn(text)) {
      if (!this.names.graphqlVariables.has(name)) this.add('template variable', name, line, where);
    }
  }

  /** Resolver names and service ids in running text, where the namespace must be a known one. */
  serviceOperations(text: string, line: number, where: NameUse['in']): void {
    for (const match of text.matchAll(SERVICE_OPERATION_IN_TEXT)) {
      if (this.vocabulary.namespaces.has(match[1])) this.add('resolver', match[0], line, where);
    }
  }

  /** An inline code span of prose: a command, a flag, an annotation, a resolver name, an operation or a type. */
  inlineCode(value: string, line: number, where: NameUse['in'] = 'prose'): void {
    const text = value.trim();
    const tokens = text.split(/\s+/);
    const command = inlineCommandOf(text, this.vocabulary);
    if (command && programOf(command.program) !== undefined) {
      this.command(command, line, where);
      return;
    }
    if (isFlagToken(tokens[0])) {
      this.add('cli flag', flagName(tokens[0]), line, where);
      return;
    }
    const annotation = ANNOTATION.exec(text);
    if (annotation) this.add('directive', `@${annotation[1]}`, line, where);
    // A GraphQL selection such as `getProduct(_id: $id) { name }` declares nothing, but its variables are GraphQL's.
    const selection = /^[a-z]\w*\s*\(/.test(text) ? parseGraphql(`query { ${text} }`) : undefined;
    if (!selection) this.templateVariables(text, line, where);
    const serviceOperation = SERVICE_OPERATION.exec(text);
    if (serviceOperation) {
      if (this.vocabulary.namespaces.has(serviceOperation[1])) this.add('resolver', text, line, where);
      return;
    }
    const localRef = /^local:([A-Z]\w*)$/.exec(text);
    if (localRef) this.add('type', localRef[1], line, where);
    const operation = /^([a-z][\w<>]*)(?:\s*[({].*)?$/s.exec(text)?.[1];
    if (
      operation !== undefined &&
      OPERATION.test(operation) &&
      !this.vocabulary.propertyNames.has(operation) &&
      !this.names.scriptNames.has(operation)
    ) {
      this.add('operation', operation, line, where);
    }
    if (/^[A-Z][\w<>]*$/.test(text) && !ENVIRONMENT_VARIABLE.test(text) && isTypeForm(text)) {
      this.type(text, line, where);
    }
  }

  /** A type name, and for a template such as `PaginatedList<Product>` its template and its shape. */
  type(name: string, line: number, where: NameUse['in']): void {
    const template = /^(\w+)<(\w+)>$/.exec(name);
    if (template) {
      this.add('type', template[1], line, where);
      if (!hasPlaceholder(name) && isTypeForm(template[2])) this.add('type', template[2], line, where);
      return;
    }
    this.add('type', name, line, where);
  }

  command(command: Command, line: number, where: NameUse['in']): void {
    if (command.command !== undefined) this.add('cli command', command.command, line, where);
    for (const flag of command.flags) this.add('cli flag', `${command.program} ${flag}`, line, where);
  }

  /** The names of a JSON example: its structure says which strings are resolver names, directives or types. */
  json(block: CodeBlock): void {
    const value = parseJsonValue(block.code);
    const firstLine = block.line + 1;
    if (value === undefined) {
      // Not JSON (an elided excerpt): only the forms that need no structure.
      block.code.split('\n').forEach((text, index) => {
        this.templateVariables(text, firstLine + index, 'example');
        for (const match of text.matchAll(/"(@[a-zA-Z]\w*)"\s*:/g)) {
          this.add('directive', match[1], firstLine + index, 'example');
        }
        this.serviceOperations(text, firstLine + index, 'example');
      });
      return;
    }
    const names = schemaNamesOf(value);
    // Every string that has the form of a resolver name and a known namespace, wherever it is.
    const strings: string[] = [];
    const collect = (item: unknown, key?: string): void => {
      if (typeof item === 'string' && key !== 'query') strings.push(item);
      else if (Array.isArray(item)) item.forEach((child) => collect(child, key));
      else if (isPlainObject<JsonObject>(item)) for (const [k, child] of Object.entries(item)) collect(child, k);
    };
    collect(value);
    for (const text of strings) {
      const match = SERVICE_OPERATION.exec(text);
      if (match && this.vocabulary.namespaces.has(match[1])) names.resolvers.add(text);
    }
    const located: [Set<string>, NameKind, (name: string) => string][] = [
      [names.resolvers, 'resolver', (name) => `"${name}"`],
      [names.services, 'service', (name) => `"${name}"`],
      [names.annotations, 'directive', (name) => `"${name}"`],
      [names.directives, 'directive', (name) => `"${name}"`],
      [names.schemaKeywords, 'template variable', (name) => `"${name}"`],
    ];
    for (const [set, kind, token] of located) {
      for (const name of set) {
        for (const line of linesWith(block.code, token(name), firstLine)) this.add(kind, name, line, 'example');
      }
    }
    for (const type of names.types) {
      if (isTypeForm(type))
        for (const line of linesWith(block.code, type, firstLine)) this.add('type', type, line, 'example');
    }
    // Template variables, line by line; a request body's `query` holds GraphQL variables.
    const request = requestOf(block);
    block.code.split('\n').forEach((text, index) => {
      if (request && /^\s*"query"\s*:/.test(text)) return;
      this.templateVariables(text, firstLine + index, 'example');
    });
    if (request) this.graphql(request.query.code, block, true);
  }

  /** A GraphQL document: root fields of operations, the types it names and the directives it uses. */
  graphql(code: string, block: CodeBlock, inString = false): void {
    const document = parseGraphql(code);
    if (!document) return;
    const lineOf = (loc: { startToken: { line: number } } | undefined) =>
      inString || loc === undefined ? block.line : block.line + loc.startToken.line;
    const service = requiresOf(block.meta)?.startsWith('service:') ?? false;
    const isOperation = (definition: DocumentNode['definitions'][number]): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION;
    const namedType = (type: TypeNode): string =>
      type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
    for (const definition of document.definitions.filter(isOperation)) {
      for (const selection of definition.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const name = selection.name.value;
        // A request to a connected service's own API names the service's fields, unless they have TakeShape's form.
        if (service && (!OPERATION.test(name) || name.includes('_'))) continue;
        this.add('operation', name, lineOf(selection.loc), 'example');
      }
      for (const variable of definition.variableDefinitions ?? []) {
        const type = namedType(variable.type);
        if (!type.includes('_')) this.add('type', type, lineOf(variable.loc), 'example');
      }
    }
    const executable = document.definitions.some(isOperation);
    if (!executable) return;
    visitGraphql(document, {
      InlineFragment: (node) => {
        const type = node.typeCondition?.name.value;
        if (type !== undefined && !type.includes('_') && !service) this.add('type', type, lineOf(node.loc), 'example');
      },
      FragmentDefinition: (node) => {
        const type = node.typeCondition.name.value;
        if (!type.includes('_') && !service) this.add('type', type, lineOf(node.loc), 'example');
      },
      Directive: (node) => {
        this.add('directive', `@${node.name.value}`, lineOf(node.loc), 'example');
      },
    });
  }

  shell(block: CodeBlock): void {
    const request = requestOf(block);
    if (request) this.graphql(request.query.code, block, true);
    for (const { line, tokens } of shellCommands(block.code)) {
      const command = commandOf(tokens);
      if (command && programOf(command.program) !== undefined) this.command(command, block.line + 1 + line, 'example');
    }
  }

  script(block: CodeBlock): void {
    block.code.split('\n').forEach((text, index) => {
      // Module specifiers such as `$lib/x` or `$env/static/private` are paths of the reader's framework.
      const code = text.replace(/(from\s+|import\s*\(\s*)(['"])\$[^'"]*\2/g, '$1$2$2');
      this.templateVariables(code, block.line + 1 + index, 'example');
    });
    for (const document of graphqlInScript(block.code)) {
      // Strings hold no line numbers of their own: the operation is placed at the block's fence.
      this.graphql(printDocument(document), block, true);
    }
  }

  /** Code of other languages (text, mermaid, http, yaml): the forms that need no structure. */
  other(block: CodeBlock): void {
    block.code.split('\n').forEach((text, index) => {
      this.templateVariables(text, block.line + 1 + index, 'example');
      this.serviceOperations(text, block.line + 1 + index, 'example');
    });
    const request = block.lang === 'http' ? parseJsonValue(block.code.slice(block.code.indexOf('{'))) : undefined;
    if (isPlainObject<JsonObject>(request) && typeof request.query === 'string')
      this.graphql(request.query, block, true);
  }
}

function printDocument(document: DocumentNode): string {
  return document.loc?.source.body ?? '';
}

interface PageInput {
  source: string;
  file: string;
  tree: Root;
  frontMatter?: Record<string, unknown>;
}

/** Every use of a TakeShape name on the pages, in prose and in examples, each with what defines it, if anything. */
export function checkPages(pages: PageInput[], vocabulary: Vocabulary): CheckedUse[] {
  const prepared = pages.map((page) => {
    const blocks = codeBlocks(page.source, page.file, page.tree);
    return { page, blocks, names: collectPageNames(page, blocks, vocabulary) };
  });
  const namesOf = new Map(prepared.map(({ page, names }) => [page.file, names]));
  return prepared.flatMap(({ page, blocks, names }) => {
    const linked = [...names.links].flatMap((file) => {
      const linkedNames = namesOf.get(file);
      return linkedNames ? [{ file, names: linkedNames }] : [];
    });
    const fromPage = (use: NameUse) =>
      pageDefinition(use, names) ??
      linked.reduce<Definition | undefined>(
        (found, other) => found ?? linkedPageDefinition(use, other.file, other.names),
        undefined,
      );
    // The sample project, @takeshape/schema and the registry come first, then what the page itself defines.
    return scanPage(page, blocks, names, vocabulary).map((use) => ({
      ...use,
      definition: lookup(use, vocabulary) ?? fromPage(use),
    }));
  });
}

/** The line of the front matter that holds `text`, or the line of the front matter's start. */
function frontMatterLine(page: PageInput, text: string): number {
  const frontMatter = page.tree.children[0];
  const start = frontMatter?.position?.start.line ?? 1;
  const end = frontMatter?.position?.end.line ?? start;
  const lines = page.source.split('\n');
  for (let line = start; line <= end; line += 1) if (lines[line - 1]?.includes(text)) return line;
  return start;
}

function scanPage(page: PageInput, blocks: CodeBlock[], names: PageNames, vocabulary: Vocabulary): NameUse[] {
  const scan = new PageScan(vocabulary, names);

  visit(page.tree, (node) => {
    if (node.type === 'code' || node.type === 'html' || node.type === 'yaml') return 'skip';
    const line = node.position?.start.line ?? 0;
    if (node.type === 'inlineCode') scan.inlineCode(node.value, line);
    if (node.type === 'text') {
      // Text nodes can span lines; each line keeps its number.
      node.value.split('\n').forEach((text, index) => {
        scan.templateVariables(text, line + index, 'prose');
        scan.serviceOperations(text, line + index, 'prose');
      });
    }
    return undefined;
  });

  // Front matter keywords are published in the page's metadata.
  const keywords = page.frontMatter?.keywords;
  for (const keyword of Array.isArray(keywords) ? keywords : []) {
    if (typeof keyword === 'string' && /^[$@]|:/.test(keyword)) {
      scan.inlineCode(keyword, frontMatterLine(page, keyword));
    }
  }

  for (const block of blocks) {
    if (isMistake(block)) continue;
    if (jsonLangs.includes(block.lang)) scan.json(block);
    else if (graphqlLangs.includes(block.lang)) scan.graphql(block.code, block);
    else if (shellLangs.includes(block.lang)) scan.shell(block);
    else if (scriptLangs.includes(block.lang)) scan.script(block);
    else if (!['md', 'mdx', 'markdown'].includes(block.lang)) scan.other(block);
  }

  const seen = new Set<string>();
  return scan.candidates
    .filter((candidate) => {
      const key = `${candidate.line}\0${candidate.kind}\0${candidate.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((candidate) => ({ file: page.file, ...candidate }));
}

/** The definition a page gives a name itself: its schema, its GraphQL, a connected service's type, another tool's flag. */
function pageDefinition(use: NameUse, names: PageNames): Definition | undefined {
  const page = (kind: DefinitionKind, where: string): Definition => ({ kind, origin: 'page', where });
  switch (use.kind) {
    case 'operation':
      if (names.operations.has(use.name)) return page('operation', 'a query or mutation of its schema');
      if (use.in === 'prose' && names.jsonWords.has(use.name)) return page('third-party', 'a path of its JSON example');
      if (
        names
          .schemas()
          .some(
            (schema) => schema.getQueryType()?.getFields()[use.name] ?? schema.getMutationType()?.getFields()[use.name],
          )
      ) {
        return page('operation', 'its schema with the sample project');
      }
      return undefined;
    case 'type':
      if (names.types.has(use.name)) return page('type', 'a shape or type of its schema');
      if (names.serviceTypes.has(use.name)) return page('third-party', 'a type of a connected service it names');
      if (names.schemas().some((schema) => schema.getType(use.name))) {
        return page('type', 'its schema with the sample project');
      }
      return undefined;
    case 'directive':
      if (names.directives.has(use.name)) return page('directive', 'a directive its GraphQL defines');
      return names.cssAtRules.has(use.name) ? page('third-party', 'an at-rule of its CSS') : undefined;
    case 'cli flag':
      return !use.name.includes(' ') && names.otherFlags.has(use.name)
        ? page('third-party', 'a flag of another program its commands use')
        : undefined;
    default:
      return undefined;
  }
}

/** An operation or type of the example schema of a page this page links to. */
function linkedPageDefinition(use: NameUse, file: string, names: PageNames): Definition | undefined {
  if (use.kind === 'operation' && names.operations.has(use.name)) {
    return { kind: 'operation', origin: 'page', where: `a query or mutation of a linked page's schema, ${file}` };
  }
  if (use.kind === 'type' && names.types.has(use.name)) {
    return { kind: 'type', origin: 'page', where: `a shape or type of a linked page's schema, ${file}` };
  }
  return undefined;
}

/** Kinds of definition that may define a use of each kind. */
const acceptedKinds: Record<NameKind, DefinitionKind[]> = {
  resolver: ['resolver', 'service', 'permission'],
  service: ['service'],
  operation: ['operation'],
  type: ['type'],
  directive: ['directive'],
  'template variable': ['template variable', 'schema keyword'],
  'cli command': ['cli command'],
  'cli flag': ['cli flag'],
};

/** The definition of a name in the vocabulary, for a name written with a `<Shape>` placeholder too. */
function lookup(use: NameUse, vocabulary: Vocabulary): Definition | undefined {
  // In prose, a name of an operation's form may be a directive of a pipeline, such as `getMultiple`.
  const accepted: DefinitionKind[] =
    use.kind === 'operation' && use.in === 'prose' ? ['operation', 'directive'] : acceptedKinds[use.kind];
  const find = (name: string) =>
    vocabulary.definitions
      .get(name)
      ?.find((definition) => accepted.includes(definition.kind) || definition.kind === 'third-party');
  const direct = find(use.name);
  if (direct) return direct;
  if (use.kind === 'resolver' && use.name.endsWith(':*')) {
    const prefix = use.name.slice(0, -1);
    const name = [...vocabulary.definitions.keys()].find((known) => known.startsWith(prefix) && find(known));
    return name === undefined ? undefined : find(name);
  }
  if (hasPlaceholder(use.name)) {
    for (const shape of vocabulary.sampleShapes) {
      const found = find(use.name.replace(PLACEHOLDER, shape));
      if (found) return found;
    }
  }
  if (use.kind === 'operation' && use.in === 'prose') {
    // A resolver's operation written alone, such as `getUser` for `takeshape:getUser`.
    const resolver = [...vocabulary.definitions.keys()].find(
      (name) => name.endsWith(`:${use.name}`) && vocabulary.definitions.get(name)?.some((d) => d.kind === 'resolver'),
    );
    if (resolver !== undefined) return vocabulary.definitions.get(resolver)?.find((d) => d.kind === 'resolver');
  }
  if (use.kind === 'cli flag' && !use.name.includes(' ')) {
    // A flag in prose, without its program: any TakeShape program's flag of that name.
    for (const program of new Set(Object.values(programs))) {
      const found = find(`${program} ${use.name}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** `file:line: kind name ...` for each use that nothing defines. */
export function undefinedNames(checked: CheckedUse[]): string[] {
  return checked
    .filter((use) => use.definition === undefined)
    .map(
      (use) =>
        `${use.file}:${use.line}: ${use.kind} ${use.name} (in ${use.in}) is defined by neither the sample project, ` +
        '@takeshape/schema, the page itself nor tests/fixtures/takeshape-names.yml',
    );
}
