export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

// @takeshape/schema 8.276.0 validates schema format 3.26.0. Newer exports write some built-in names differently:
// `takeshape` for vector and index search (rag-example, 3.44.0) and the ShapeDB reads `shapedb:get` and
// `shapedb:list` on service `shapedb` (unstructured-rag-example, 3.47.0). The check validates them under the old names.
export const packageNameOf: Readonly<Record<string, string>> = {
  takeshape: 'takeshape:local',
  shapedb: 'takeshape:local',
  'shapedb:get': 'takeshape:get',
  'shapedb:list': 'takeshape:list',
};

function renamed(value: Json, key: string | undefined): Json {
  if (typeof value === 'string') {
    return key === 'service' || key === 'name' ? (packageNameOf[value] ?? value) : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => renamed(item, key));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([childKey, child]) => [childKey, renamed(child, childKey)]));
  }
  return value;
}

/** A copy of `schema` in which every resolver `service` and `name` of the table is the one the package validates. */
export function toPackageNames(schema: Json): Json {
  return renamed(schema, undefined);
}
