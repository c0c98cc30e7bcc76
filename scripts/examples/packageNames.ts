export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

// @takeshape/schema 8.276.0 (format 3.26.0) requires the service `takeshape:local` on the built-in resolvers, where
// newer exports such as rag-example's (3.44.0) write `takeshape` for vector and index search.
export const packageNameOf: Readonly<Record<string, string>> = {
  takeshape: 'takeshape:local',
};

function renamed(value: Json, key: string | undefined): Json {
  if (typeof value === 'string') {
    return key === 'service' ? (packageNameOf[value] ?? value) : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => renamed(item, key));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([childKey, child]) => [childKey, renamed(child, childKey)]));
  }
  return value;
}

/** A copy of `schema` in which every resolver's `service` of the table is the name the package validates. */
export function toPackageNames(schema: Json): Json {
  return renamed(schema, undefined);
}
