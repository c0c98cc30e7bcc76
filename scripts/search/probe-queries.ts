/**
 * Probe queries of the search bench: 80 queries written on 2 December 2026, after the split, as readers type them, and
 * judged by reading the pages as the two halves were (scripts/search/queries.ts), without running the search. First 50
 * questions, tasks and pasted errors, then 30 areas, services and errors: the held-out half's weakest categories in its
 * aggregate figures. A written query that equals a held-out one was dropped. They are tuning material: ranking changes
 * may be tuned against them, and their misses are printed. They stay out of the halves, whose mix of categories stays
 * equal.
 */
import { judged, type JudgedQuery } from './queries';

export const PROBE_QUERIES: JudgedQuery[] = [
  judged(
    'error',
    'Cannot query field "price" on type "Product"',
    ['api/api-explorer', 'get-started/branches', 'get-started/sending-queries'],
    'troubleshooting',
  ),
  judged(
    'error',
    'must NOT have additional properties',
    ['schema/editing', 'schema/directives/intro'],
    'read-validation-errors',
  ),
  judged('error', 'You exceeded your current quota', ['services/providers/openai'], 'limits-and-troubleshooting'),
  judged('error', 'npx not found mcp server', ['ai/mcp'], 'troubleshooting'),
  judged('error', '502 bad gateway', ['api/errors'], 'http-status-codes'),
  judged('error', 'jwt expired', ['get-started/auth'], 'troubleshooting'),
  judged('error', 'webhook receiver answers 401', ['api/webhooks'], 'troubleshooting'),
  judged('error', 'api key works locally but not after deploy', ['api/api-keys'], 'troubleshooting'),
  judged('error', 'rest resolver 404 from the service', ['schema/resolvers/types/rest'], 'troubleshooting'),
  judged('error', 'must be array mapping.0', ['schema/directives/intro'], 'troubleshooting'),
  judged(
    'question',
    'why did my mutation succeed but nothing changed',
    ['schema/resolvers/types/graphql'],
    'troubleshooting',
  ),
  judged('question', 'why is my rest data out of date', ['schema/resolvers/types/rest'], 'troubleshooting'),
  judged('question', 'where are schema versions older than the last ten', ['schema/history'], 'troubleshooting'),
  judged('question', 'how do i get every product page by page', ['get-started/sending-queries'], 'page-through-a-list'),
  judged('question', 'which headers show my remaining requests', ['api/errors'], 'rate-limits'),
  judged('question', 'can i undo a schema change', ['schema/history'], 'restore-a-version'),
  judged('question', 'do services carry over to a new branch', ['get-started/branches'], 'what-a-branch-holds'),
  judged(
    'question',
    'where does the api key go in the request',
    ['get-started/auth', 'api/api-keys'],
    'send-the-token',
  ),
  judged('question', 'how long does takeshape cache a rest response', ['schema/resolvers/types/rest'], 'options'),
  judged(
    'question',
    'what happens to content when i restore an old schema',
    ['schema/history'],
    'what-restoring-means-for-content',
  ),
  // Added on 2 December 2026, in the next session: 20 more questions and 10 tasks, written and judged by reading the
  // pages, without running the search or reading the ranking code.
  judged('question', 'how do i delete my takeshape account', ['account-management'], 'close-your-account'),
  judged(
    'question',
    'do api keys keep working after someone leaves the team',
    ['get-started/inviting-members'],
    'remove-a-member',
  ),
  judged(
    'question',
    'how do i verify a webhook actually came from takeshape',
    ['api/webhooks', 'guides/nextjs-blog-part-2'],
    'check-the-shared-secret',
  ),
  judged(
    'question',
    'why are my draft posts missing from the list query',
    ['data/workflows', 'api/where-filter', 'data/editor'],
    'list-queries-and-onlyenabled',
  ),
  judged('question', 'who edited this product last', ['data/versions', 'schema/shapes'], 'how-versions-work'),
  judged(
    'question',
    'where do i put alt text for images',
    ['data/assets', 'api/cdn'],
    'add-a-title-caption-credit-and-alt-text',
  ),
  judged(
    'question',
    'how do i avoid duplicates when i rerun an import',
    ['data/data-importing'],
    '2-decide-how-to-match-existing-items',
  ),
  judged('question', 'can i use a restricted stripe key', ['services/providers/stripe'], 'what-you-need'),
  judged(
    'question',
    'why does the response have both data and errors',
    ['api/errors', 'api/api-explorer'],
    'the-error-shape',
  ),
  judged('question', 'i lost my api key can i see it again', ['api/api-keys'], 'create-an-api-key'),
  judged(
    'question',
    'are service passwords saved in the exported schema',
    ['services/intro', 'get-started/connect-services', 'import-export/schema', 'import-export/project'],
    'how-credentials-are-stored',
  ),
  judged(
    'question',
    'can i keep my app on the old api while i change the schema',
    ['schema/history', 'cli'],
    'pin-clients-to-a-version',
  ),
  judged(
    'question',
    'why did my connected service break after a schema import',
    ['import-export/schema', 'schema/editing', 'get-started/connect-services'],
    'troubleshooting',
  ),
  judged('question', 'can an ai assistant change my content through mcp', ['ai/mcp'], 'security'),
  judged('question', 'do guardrails cost extra', ['ai/guardrails'], 'limits-and-billing'),
  judged(
    'question',
    'my rest api expects the key in an x-api-key header',
    ['get-started/connect-services', 'services/providers/rest'],
    'bearer-token-header-token-and-prefix',
  ),
  judged(
    'question',
    'does a project export include api keys and webhooks',
    ['import-export/project'],
    'what-the-archive-holds',
  ),
  judged(
    'question',
    'why is shopify throttling my queries',
    ['services/providers/shopify'],
    'limits-and-troubleshooting',
  ),
  judged('question', 'can i limit an api key to our server ip addresses', ['roles-permissions'], 'conditions'),
  judged(
    'question',
    'where is my project id shown in the web app',
    ['get-started/create-project', 'project-settings'],
    'find-the-project-id',
  ),

  judged(
    'task',
    'list products that still need a french translation',
    ['data/localization'],
    'query-a-locale-through-the-api',
  ),
  judged('task', 'add an in review step before posts go live', ['data/workflows'], 'create-a-custom-workflow'),
  judged('task', 'swap a product photo for a new one', ['data/assets', 'api/cdn'], 'replace-a-file'),
  judged(
    'task',
    'reorder fields on the product edit form',
    ['data/editor', 'schema/spec'],
    'the-item-form-and-its-widgets',
  ),
  judged(
    'task',
    'get all reviews for one product',
    ['api/where-filter', 'guides/filtering-with-where'],
    'filter-on-relationships',
  ),
  judged('task', 'serve images as webp', ['api/cdn'], 'transform-parameters'),
  judged(
    'task',
    'rename a field without losing its data',
    ['schema/shapes', 'import-export/schema'],
    'storage-with-mapping',
  ),
  judged('task', 'use the takeshape cli in github actions', ['cli'], 'how-the-cli-finds-its-settings'),
  judged(
    'task',
    'try schema changes without breaking the live site',
    ['get-started/branches', 'schema/editing'],
    'create-a-development-branch',
  ),
  judged(
    'task',
    'refresh next.js pages when a post is published',
    ['guides/nextjs-blog-part-2', 'api/webhooks'],
    '6-add-the-revalidation-route-handler',
  ),

  // Areas, services and more errors.
  judged('area', 'translations', ['data/localization']),
  judged('area', 'rate limiting', ['api/errors', 'glossary'], 'rate-limits'),
  judged('area', 'media library', ['data/assets', 'api/assets']),
  judged('area', 'revision history', ['data/versions', 'schema/history']),
  judged('area', 'command line', ['cli']),
  judged('area', 'data model', ['data/modeling', 'schema/shapes']),
  judged('area', 'ai safety', ['ai/guardrails', 'schema/ai/guardrails']),
  judged('area', 'semantic search', ['ai/rag', 'schema/resolvers/types/takeshape']),
  judged('area', 'content migration', ['data/data-importing', 'import-export/project']),
  judged('area', 'access control', ['roles-permissions']),
  judged('area', 'publishing', ['data/workflows', 'data/editor']),

  judged('service', 'big commerce', ['services/providers/bigcommerce']),
  judged('service', 'contentfull', ['services/providers/contentful']),
  judged('service', 'judge me reviews', ['services/providers/judge-me']),
  judged('service', 'antropic', ['services/providers/anthropic']),
  judged('service', 'google gemini', ['services/providers/google-vertex']),
  judged('service', 'notion content', ['services/providers/notion']),
  judged('service', 'faunadb migration', ['services/providers/fauna']),
  judged('service', 'groq llama', ['services/providers/groq']),
  judged('service', 'unstructured.io pdf', ['services/providers/unstructured']),
  judged('service', 'auth0 setup', ['services/providers/auth0', 'get-started/auth']),

  judged('error', 'Missing project information not initialized', ['cli'], 'troubleshooting'),
  judged(
    'error',
    'Variable "$id" of required type "ID!" was not provided',
    ['api/api-explorer', 'get-started/sending-queries'],
    'troubleshooting',
  ),
  judged(
    'error',
    'Unknown type "TSWhereProductInput"',
    ['get-started/sending-queries', 'guides/filtering-with-where'],
    'troubleshooting',
  ),
  judged(
    'error',
    'api receives Bearer Bearer token',
    ['get-started/connect-services', 'services/providers/rest', 'services/providers/graphql'],
    'troubleshooting-auth-errors',
  ),
  judged('error', 'COLLIDING_TYPE_NAMES', ['services/providers/contentful'], 'limits-and-troubleshooting'),
  judged('error', 'notion 404 object_not_found', ['services/providers/notion'], 'limits-and-troubleshooting'),
  judged('error', 'webhook not firing', ['api/webhooks'], 'troubleshooting'),
  judged('error', 'image resize parameters not working', ['api/cdn'], 'troubleshooting'),
  judged(
    'error',
    'products vanished after schema change',
    ['data/modeling', 'schema/editing', 'import-export/schema'],
    'troubleshooting',
  ),
];
