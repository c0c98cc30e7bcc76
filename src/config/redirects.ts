/**
 * Every old path of the docs and where it goes now. Paths are relative to the site's baseUrl and start with '/'.
 * The client redirect plugin, the tests and (later) the production server all read this one map.
 */
export interface Redirect {
  from: string;
  to: string;
}

/** The legacy paths the spec names, each with its successor page. */
export const LEGACY_REDIRECTS: Redirect[] = [
  { from: '/schema', to: '/schema/intro' },
  { from: '/webhooks', to: '/api/webhooks' },
  { from: '/creating-an-api-key', to: '/api/api-keys' },
  { from: '/assets', to: '/data/assets' },
  { from: '/versions', to: '/data/versions' },
  { from: '/members', to: '/get-started/inviting-members' },
  { from: '/support', to: '/get-started/help' },
  { from: '/cli-export', to: '/import-export/project' },
];

/** Slugs of the older TakeShape docs that have an obvious successor page here. */
export const OLD_DOCS_REDIRECTS: Redirect[] = [
  { from: '/quickstart', to: '/get-started/quickstart' },
  { from: '/using-the-api-endpoint', to: '/get-started/sending-queries' },
  { from: '/shapes', to: '/data/modeling' },
  { from: '/content-types', to: '/data/modeling' },
  { from: '/i18n', to: '/data/localization' },
  { from: '/workflows', to: '/data/workflows' },
  { from: '/filtering', to: '/api/where-filter' },
  { from: '/search-queries', to: '/api/where-filter' },
  { from: '/patterns', to: '/import-export/patterns' },
  { from: '/working-with-shapes', to: '/schema/shapes' },
  { from: '/adding-rest-services-shapes-and-queries', to: '/services/providers/rest' },
  { from: '/viewing-and-restoring-schema-versions', to: '/schema/history' },
  { from: '/schema-api-reference', to: '/schema/api-ref' },
];

/** Obsolete paths of the static-site and template era, with no successor: they show the not-found page. */
export const GONE_PATHS: string[] = [
  '/tsg-yml',
  '/template-tags',
  '/continuous-deployment-of-templates',
  '/configuring-netlify',
  '/using-takeshape-with-gatsby',
  '/get-started/client/angular',
  '/get-started/client/vue',
  '/get-started/server/netlify',
  '/data/recipes/landing-page',
];

/** Extensions whose variants of every page (`/page.html`) redirect to the clean path. */
export const CLEAN_URL_EXTENSIONS = ['html'];

export const ALL_REDIRECTS: Redirect[] = [...LEGACY_REDIRECTS, ...OLD_DOCS_REDIRECTS];

/** The same path without a trailing slash, `.html` or `/index.html`: the form the routes use. */
export function cleanPath(path: string): string {
  const stripped = path.replace(/(?:\/index)?\.html?$/, '').replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}
