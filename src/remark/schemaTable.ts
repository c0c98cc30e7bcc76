/**
 * Remark plugin: `::schema-properties{definition="restResolver"}` becomes a table of that definition's properties,
 * read from the JSON Schema that @takeshape/schema validates project schemas with. `definition="root"` lists the
 * root objects. Tables are generated at build time, so they cannot disagree with the validator.
 */
import projectSchema from '@takeshape/schema/dist/schemas/project-schema/latest.json';
import type { PhrasingContent, Root, Table, TableCell } from 'mdast';
// Brings the directive nodes into mdast's types.
import type {} from 'remark-directive';
import { SKIP, visit } from 'unist-util-visit';

interface JsonSchema {
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  $ref?: string;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const schema = projectSchema as unknown as JsonSchema & { definitions: Record<string, JsonSchema> };
const DIRECTIVE = 'schema-properties';

export function definitionOf(name: string): JsonSchema {
  if (name === 'root') return schema;
  const definition = schema.definitions[name];
  if (!definition) {
    throw new Error(`${DIRECTIVE}: no definition "${name}" in the project schema JSON Schema`);
  }
  return definition;
}

/** Descriptions the package writes for its own staff, replaced by ones written for readers ("definition.property"). */
const DESCRIPTION_OVERRIDES: Record<string, string> = {
  'root.indexedShapes':
    'Shapes whose data TakeShape copies from a connected service into the project index, with the queries that ' +
    'load them and the triggers that refresh them.',
};

const refName = (ref: string) => ref.replace('#/definitions/', '');
const displayName = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A short, readable type: `string`, `one of "a", "b"`, `array of Resolver`, `Query or string`. */
export function describeType(property: JsonSchema): string {
  if (property.$ref) return definitionOf(refName(property.$ref)).title ?? refName(property.$ref);
  if (property.enum) return `one of ${[...new Set(property.enum.map(displayName))].map((v) => `\`${v}\``).join(', ')}`;
  if (property.const !== undefined) return `\`${displayName(property.const)}\``;
  const alternatives = property.oneOf ?? property.anyOf;
  if (alternatives) return [...new Set(alternatives.map(describeType))].join(' or ');
  if (property.type === 'array') return property.items ? `array of ${describeType(property.items)}` : 'array';
  if (Array.isArray(property.type)) return property.type.join(' or ');
  return property.type ?? 'any';
}

export interface PropertyRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export function propertyRows(definitionName: string): PropertyRow[] {
  const definition = definitionOf(definitionName);
  const required = new Set(definition.required ?? []);
  return Object.entries(definition.properties ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, property]) => {
      const target = property.$ref ? definitionOf(refName(property.$ref)) : property;
      const notes = [
        DESCRIPTION_OVERRIDES[`${definitionName}.${name}`] ?? property.description ?? target.description ?? '',
        property.default !== undefined ? `Default: \`${JSON.stringify(property.default)}\`.` : '',
        property.pattern ? `Pattern: \`${property.pattern}\`.` : '',
      ];
      return {
        name,
        type: describeType(property),
        required: required.has(name),
        description: notes.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim(),
      };
    });
}

/** Inline Markdown with `code` spans, as mdast nodes. */
function inline(text: string): PhrasingContent[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') ? { type: 'inlineCode', value: part.slice(1, -1) } : { type: 'text', value: part },
    );
}

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

export function propertyTable(definitionName: string): Table {
  const header = ['Property', 'Type', 'Required', 'Description'].map((label) => cell([{ type: 'text', value: label }]));
  const rows = propertyRows(definitionName).map((row) => ({
    type: 'tableRow' as const,
    children: [
      cell([{ type: 'inlineCode', value: row.name }]),
      cell(inline(row.type)),
      cell([{ type: 'text', value: row.required ? 'yes' : 'no' }]),
      cell(inline(row.description || '—')),
    ],
  }));
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [{ type: 'tableRow', children: header }, ...rows],
  };
}

export default function remarkSchemaTable() {
  return (tree: Root) => {
    visit(tree, 'leafDirective', (node, index, parent) => {
      if (node.name !== DIRECTIVE || parent === undefined || index === undefined) return undefined;
      const definition = node.attributes?.definition;
      if (!definition) throw new Error(`${DIRECTIVE} needs a definition attribute`);
      parent.children.splice(index, 1, propertyTable(definition));
      return SKIP;
    });
  };
}
