/**
 * The judged query set of the search bench. Written by hand from the pages under docs/ and guides/ (titles, `##`
 * headings, prose, front matter keywords), before any engine was run on it, and never changed to suit one: each query
 * lists the page(s) a reader typing it wants, as URL paths. Categories: area names; tasks as a reader phrases them;
 * exact API, resolver and CLI names; typos (one letter wrong, missing or extra in a word of 5 or more letters);
 * prefixes (a word cut short, as while typing).
 */
export type Category = 'area' | 'task' | 'api' | 'typo' | 'prefix';

export interface JudgedQuery {
  query: string;
  category: Category;
  /** Paths of the pages that answer the query, any of them a hit. */
  expected: string[];
}

const q = (category: Category, query: string, ...expected: string[]): JudgedQuery => ({
  query,
  category,
  expected: expected.map((page) => `/docs/${page}`),
});

const RESOLVER = 'schema/resolvers/types';
const PROVIDER = 'services/providers';

export const JUDGED_QUERIES: JudgedQuery[] = [
  q('area', 'webhooks', 'api/webhooks'),
  q('area', 'localization', 'data/localization'),
  q('area', 'workflows', 'data/workflows'),
  q('area', 'branches', 'get-started/branches'),
  q('area', 'directives', 'schema/directives/intro'),
  q('area', 'resolvers', 'schema/resolvers/intro'),
  q('area', 'roles and permissions', 'roles-permissions'),
  q('area', 'api keys', 'api/api-keys'),
  q('area', 'glossary', 'glossary'),
  q('area', 'schema history', 'schema/history'),
  q('area', 'content modeling', 'data/modeling'),
  q('area', 'guardrails', 'ai/guardrails', 'schema/ai/guardrails'),
  q('area', 'api indexing', 'schema/api-indexing-guide'),
  q('area', 'services', 'services/intro'),
  q('area', 'image cdn', 'api/cdn'),
  q('area', 'shopify', `${PROVIDER}/shopify`),

  q('task', 'how do I verify a webhook', 'api/webhooks'),
  q('task', 'how do I rotate an api key', 'api/api-keys'),
  q('task', 'how to invite a team member', 'get-started/inviting-members'),
  q('task', 'how do I create a project', 'get-started/create-project'),
  q('task', 'export a project', 'import-export/project'),
  q('task', 'restore an old schema version', 'schema/history'),
  q('task', 'filter a list query by date', 'api/where-filter', 'guides/filtering-with-where'),
  q('task', 'upload an image', 'api/assets', 'data/assets'),
  q('task', 'add a locale', 'data/localization'),
  q('task', 'schedule publishing', 'data/workflows'),
  q('task', 'connect a rest api', `${PROVIDER}/rest`, 'get-started/connect-services'),
  q('task', 'send a graphql query with curl', 'get-started/sending-queries', 'get-started/quickstart'),
  q('task', 'responsive images with srcset', 'api/cdn'),
  q('task', 'build a blog with next.js', 'guides/nextjs-blog-part-1', 'guides/nextjs-blog-part-2'),
  q('task', 'how do I reset my password', 'account-management'),
  q('task', 'connect claude desktop over mcp', 'ai/mcp'),
  q('task', 'import content from another cms', 'data/data-importing'),

  q('api', 'getProductList', 'schema/shapes', 'get-started/sending-queries', 'api/where-filter', `${RESOLVER}/shapedb`),
  q('api', 'takeshape:get', `${RESOLVER}/shapedb`),
  q('api', 'takeshape:vectorSearch', `${RESOLVER}/takeshape`, 'ai/rag'),
  q('api', 'rest:get', `${RESOLVER}/rest`),
  q('api', 'awsLambda:invoke', `${RESOLVER}/aws-lambda`, `${PROVIDER}/aws-lambda`),
  q('api', 'function:run', `${RESOLVER}/function`),
  q('api', 'util:noop', `${RESOLVER}/utility`),
  q('api', 'graphql:query', `${RESOLVER}/graphql`),
  q('api', 'ai:createEmbedding', `${RESOLVER}/takeshape`, 'ai/rag'),
  q('api', 'takeshape:queryApiIndex', `${RESOLVER}/takeshape`, 'schema/api-indexing-guide'),
  q('api', 'tsExportProject', 'import-export/project'),
  q('api', 'tsRestoreSchemaVersion', 'schema/api-ref', 'schema/history'),
  q('api', 'scheduleStatusUpdate', 'data/workflows'),
  q('api', 'enableLocaleFallback', 'data/localization'),
  q('api', 'indexedShapes', 'schema/spec', 'schema/api-indexing-guide'),
  q('api', 'takeshape validate', 'cli', 'schema/editing', 'import-export/schema'),

  q('typo', 'webhok', 'api/webhooks'),
  q('typo', 'shopfy', `${PROVIDER}/shopify`),
  q('typo', 'permisions', 'roles-permissions'),
  q('typo', 'localizaton', 'data/localization'),
  q('typo', 'workflos', 'data/workflows'),
  q('typo', 'directves', 'schema/directives/intro'),
  q('typo', 'resolvrs', 'schema/resolvers/intro'),
  q('typo', 'glosary', 'glossary'),
  q('typo', 'brances', 'get-started/branches'),
  q('typo', 'guardrais', 'ai/guardrails', 'schema/ai/guardrails'),
  q('typo', 'stripee', `${PROVIDER}/stripe`),
  q('typo', 'anthropc', `${PROVIDER}/anthropic`),
  q('typo', 'mailchmp', `${PROVIDER}/mailchimp`),
  q('typo', 'vesions', 'data/versions'),
  q('typo', 'explorr', 'api/api-explorer'),
  q('typo', 'modling', 'data/modeling'),

  q('prefix', 'webh', 'api/webhooks'),
  q('prefix', 'localiz', 'data/localization'),
  q('prefix', 'guardr', 'ai/guardrails', 'schema/ai/guardrails'),
  q('prefix', 'shopi', `${PROVIDER}/shopify`),
  q('prefix', 'directi', 'schema/directives/intro'),
  q('prefix', 'glossa', 'glossary'),
  q('prefix', 'permiss', 'roles-permissions'),
  q('prefix', 'quickst', 'get-started/quickstart'),
  q('prefix', 'workfl', 'data/workflows'),
  q('prefix', 'klavi', `${PROVIDER}/klaviyo`),
  q('prefix', 'tailw', 'guides/tailwind-typography'),
  q('prefix', 'anthro', `${PROVIDER}/anthropic`),
  q('prefix', 'vector sea', `${RESOLVER}/takeshape`, 'ai/rag'),
];
