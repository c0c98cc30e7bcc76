/**
 * The scripts of each page's own route, named in its HTML after `main`. Docusaurus fetches a route's chunks only once
 * `main` has run, so on a phone hydration waited a round trip and their download after `main` arrived; named in the
 * HTML, they download with it. They come from what Docusaurus generated for the client: the route tree
 * (`routes.js`), each route's chunk names (`routesChunkNames.json`) and the chunk files each name needs
 * (`client-manifest.json`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes as matchRouteConfigs, type RouteConfig } from 'react-router-config';

/** A route of `routes.js`: its path, the key of its chunk names (null for the catch-all), its nested routes. */
export interface RouteNode {
  path: string;
  exact?: boolean;
  component: string | null;
  routes?: RouteNode[];
}

interface ClientManifest {
  entrypoints: string[];
  /** A chunk name, or a chunk id, to the chunk ids it needs, itself included. */
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { publicPath: string }[] }>;
}

type ChunkNames = string | ChunkNames[] | { [key: string]: ChunkNames };

/** Evaluates `routes.js` with a ComponentCreator that returns the route's chunk-name key (`<path>-<hash>`). */
export function parseRoutes(source: string): RouteNode[] {
  const body = source.replace(/^import .*$/gm, '').replace(/export default/, 'return');
  if (body === source || !/ComponentCreator\(/.test(body))
    throw new Error('routeScripts: routes.js no longer has the imports, default export and ComponentCreator it read');
  return new Function('ComponentCreator', body)((routePath: string, hash?: string) =>
    hash ? `${routePath}-${hash}` : null,
  ) as RouteNode[];
}

/** The routes React Router renders for `pathname`, outermost first, matched as Docusaurus's client preloads them. */
export function matchRoutes(routes: RouteNode[], pathname: string): RouteNode[] {
  return matchRouteConfigs(routes as unknown as RouteConfig[], pathname).map(
    ({ route }) => route as unknown as RouteNode,
  );
}

const namesIn = (names: ChunkNames): string[] =>
  typeof names === 'string' ? [names] : Object.values(names).flatMap((value: ChunkNames) => namesIn(value));

const urlsOf = (manifest: ClientManifest, id: string) =>
  (manifest.assets[id]?.js ?? []).map(({ publicPath }) => publicPath);

/**
 * The function from a page's pathname to the URLs of its routes' chunk files (as the runtime names them), without the
 * entry points' own; throws when a route's chunk name is not in the manifest, which would make its page hydrate later.
 */
export function routeChunkUrls(
  routes: RouteNode[],
  chunkNames: Record<string, ChunkNames>,
  manifest: ClientManifest,
): (pathname: string) => string[] {
  const unknown = Object.values(chunkNames)
    .flatMap(namesIn)
    .filter((name) => !manifest.origins[name]);
  if (unknown.length)
    throw new Error(`routeScripts: chunk names missing from client-manifest.json: ${[...new Set(unknown)].join(', ')}`);
  const entryUrls = new Set(
    manifest.entrypoints.flatMap((entry) => (manifest.origins[entry] ?? [entry]).flatMap((id) => urlsOf(manifest, id))),
  );
  return (pathname) => {
    const urls = matchRoutes(routes, pathname)
      .flatMap(({ component }) => (component && chunkNames[component] ? namesIn(chunkNames[component]) : []))
      .flatMap((name) => manifest.origins[name])
      .flatMap((id) => urlsOf(manifest, id))
      .filter((url) => !entryUrls.has(url));
    return [...new Set(urls)];
  };
}

/** Reads what `routeChunkUrls` needs from Docusaurus's generated files folder, once for every page. */
export function readRouteChunkUrls(generatedFilesDir: string): (pathname: string) => string[] {
  const read = (file: string) => readFileSync(path.join(generatedFilesDir, file), 'utf8');
  return routeChunkUrls(
    parseRoutes(read('routes.js')),
    JSON.parse(read('routesChunkNames.json')) as Record<string, ChunkNames>,
    JSON.parse(read('client-manifest.json')) as ClientManifest,
  );
}

/**
 * The page with a deferred script at the end of its body, after the app's own, for each of `urls` it does not load
 * already (Docusaurus would name them itself if its manifest lookup of loaded modules found them).
 */
export function withRouteScripts(html: string, urls: string[]): string {
  const scripts = urls
    .filter((url) => !html.includes(`src=${url}`) && !html.includes(`src="${url}"`))
    .map((url) => `<script src="${url}" defer></script>`)
    .join('');
  const bodyEnd = html.lastIndexOf('</body>');
  return bodyEnd < 0 ? html + scripts : html.slice(0, bodyEnd) + scripts + html.slice(bodyEnd);
}
