export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

// @takeshape/schema 8.276.0 predates the ShapeDB rename: it validates only the old names of these current ones.
export const packageNameOf: Readonly<Record<string, string>> = {
  // The service of the takeshape:* resolvers (vector and index search); listed before shapedb, which keeps the way
  // back.
  takeshape: 'takeshape:local',
  shapedb: 'takeshape:local',
  'shapedb:get': 'takeshape:get',
  'shapedb:list': 'takeshape:list',
  'shapedb:create': 'takeshape:create',
  'shapedb:update': 'takeshape:update',
  'shapedb:delete': 'takeshape:delete',
  'shapedb:duplicate': 'takeshape:duplicate',
  'shapedb:getRelated': 'takeshape:getRelated',
};

function renameMappingService(mapping: string): string {
  const [service, ...coordinate] = mapping.split(':');
  return [packageNameOf[service] ?? service, ...coordinate].join(':');
}

function renamed(value: Json, key: string | undefined): Json {
  if (typeof value === 'string') {
    return key === '@mapping' ? renameMappingService(value) : (packageNameOf[value] ?? value);
  }
  if (Array.isArray(value)) {
    return value.map((item) => renamed(item, key));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([childKey, child]) => [childKey, renamed(child, childKey)]));
  }
  return value;
}

/** A copy of `schema` in which every current name of the table, also as a `@mapping` service, is its package name. */
export function toPackageNames(schema: Json): Json {
  return renamed(schema, undefined);
}

const currentNames: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(packageNameOf).map(([current, packageName]) => [packageName, current]),
);

/** The name the current product uses for a name the package knows: the table read backwards. */
export function currentNameOf(packageName: string): string {
  return currentNames[packageName] ?? packageName;
}
