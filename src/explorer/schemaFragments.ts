/** Schema fragments: the excerpts of a project schema the docs show, and how they merge into a project. */

export type SchemaObject = Record<string, unknown>;

/** The root keys of a project schema that a fragment may hold. */
export const schemaRootKeys = [
  'shapes',
  'queries',
  'mutations',
  'services',
  'workflows',
  'locales',
  'defaultLocale',
  'indexedShapes',
  'forms',
];

export function isPlainObject<T extends object = SchemaObject>(value: unknown): value is T {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** An object whose keys are all project-schema root keys, such as `{"queries": {...}}`. */
export function isSchemaFragment<T extends object = SchemaObject>(value: unknown): value is T {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => schemaRootKeys.includes(key));
}

/** Every value of `key` anywhere inside a JSON value, outermost first. */
export function valuesOfKey(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesOfKey(item, key));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([childKey, child]) => [
    ...(childKey === key ? [child] : []),
    ...valuesOfKey(child, key),
  ]);
}

/** Objects merge key by key; anything else in `overlay` (arrays included) replaces what is in `base`. */
export function mergeSchema<T extends object>(base: T, overlay: object): T {
  const merged: SchemaObject = { ...(base as SchemaObject) };
  for (const [key, value] of Object.entries(overlay)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeSchema(current, value) : value;
  }
  return merged as T;
}
