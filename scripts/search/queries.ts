/**
 * The judged query set of the search bench, tuning half: the queries ranking changes may be tuned against.
 *
 * Written by hand for issue 25 from reading the pages under docs/ and guides/, as readers type into the search box, not
 * copied from page text: one-word areas, tasks, questions, error messages and statuses as pasted, API, resolver,
 * directive and CLI names, service names (lowercase, and misspelled brands), a guide's subject, typos (one letter wrong,
 * missing or extra in a word of 5 or more letters) and prefixes (a word cut short while typing). They were written and
 * judged without running the search or the bench and without reading the ranking code, and are never changed to suit a
 * ranking. Each query lists every page that answers it, best first, as URL paths; any of them is a hit. `heading` is the
 * anchor of the section of the first page that answers best, where one section clearly does.
 *
 * The 243 queries were split at random, category by category, into JUDGED_QUERIES (scripts/search/queries.ts, the tuning
 * half) and HELDOUT_QUERIES (scripts/search/heldout-queries.ts): Python's random.Random(25) shuffled each category's
 * queries in turn, in the order area, task, question, error, api, service, guide, typo, prefix, and the first 14 or 13
 * (alternately) went to the tuning half. The held-out half is never used to tune ranking: no ranking change is made or
 * kept for its figures, and its queries are not edited to follow a ranking. Report the two halves separately.
 */
export const CATEGORIES = ['area', 'task', 'question', 'error', 'api', 'service', 'guide', 'typo', 'prefix'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface JudgedQuery {
  query: string;
  category: Category;
  /** Paths of the pages that answer the query, best first, any of them a hit. */
  expected: string[];
  /** The id (anchor) of the section of the first expected page that answers best, where one section clearly does. */
  heading?: string;
}

/** A judged query from doc ids (`api/api-keys`) or guide slugs (`guides/sapper-static-site`). */
export const judged = (category: Category, query: string, pages: string[], heading?: string): JudgedQuery => ({
  query,
  category,
  expected: pages.map((page) => `/docs/${page}`),
  ...(heading === undefined ? {} : { heading }),
});

export const JUDGED_QUERIES: JudgedQuery[] = [
  judged('area', 'cdn', ['api/cdn']),
  judged('area', 'errors', ['api/errors']),
  judged('area', 'authentication', ['get-started/auth']),
  judged('area', 'patterns', ['import-export/patterns']),
  judged('area', 'rag', ['ai/rag']),
  judged('area', 'support', ['get-started/help']),
  judged('area', 'members', ['get-started/inviting-members']),
  judged('area', 'playground', ['api/api-explorer']),
  judged('area', 'export', ['import-export/project', 'import-export/schema']),
  judged('area', 'lambda', ['services/providers/aws-lambda', 'schema/resolvers/types/aws-lambda']),
  judged('area', 'account', ['account-management']),
  judged('area', 'i18n', ['data/localization']),
  judged('area', 'integrations', ['services/intro']),
  judged('area', 'permissions', ['roles-permissions']),

  judged('task', 'create an api key', ['api/api-keys'], 'create-an-api-key'),
  judged('task', 'rotate a key', ['api/api-keys'], 'rotate-a-key'),
  judged('task', 'delete a development branch', ['get-started/branches', 'cli'], 'delete-a-branch'),
  judged('task', 'remove someone from the project', ['get-started/inviting-members'], 'remove-a-member'),
  judged('task', 'upload an image with the graphql api', ['api/assets'], 'upload-a-file-and-attach-it-to-a-product'),
  judged('task', 'crop product photos to square thumbnails', ['api/cdn'], 'complete-example'),
  judged('task', 'change the default language', ['data/localization'], 'change-the-default-locale'),
  judged('task', 'revert an item to an earlier version', ['data/versions'], 'write-older-values-back'),
  judged(
    'task',
    'roll back a bad schema change',
    ['schema/history', 'import-export/schema', 'schema/api-ref'],
    'restore-a-version',
  ),
  judged(
    'task',
    'add a custom query to my schema',
    ['schema/queries-mutations'],
    'add-a-custom-query-to-the-sample-shop',
  ),
  judged('task', 'call a lambda function from a query', [
    'schema/resolvers/types/aws-lambda',
    'services/providers/aws-lambda',
  ]),
  judged('task', 'generate typescript types for my api', ['cli'], 'schema-and-type-commands'),
  judged('task', 'revoke a personal access token', ['account-management'], 'create-and-revoke-personal-access-tokens'),

  judged(
    'question',
    "what's the difference between an api key and a personal access token",
    ['get-started/auth'],
    'the-three-kinds-of-token',
  ),
  judged('question', 'how many languages does my plan include', ['data/localization'], 'what-your-plan-allows'),
  judged(
    'question',
    'what happens to my content if i restore an old schema',
    ['schema/history'],
    'what-restoring-means-for-content',
  ),
  judged(
    'question',
    'what is the url of my graphql endpoint',
    ['get-started/sending-queries', 'project-settings'],
    'the-endpoint',
  ),
  judged(
    'question',
    'can i put an api key in frontend code',
    ['api/api-keys', 'get-started/auth'],
    'use-a-read-only-key-in-the-browser',
  ),
  judged('question', 'what does the webhook request body look like', ['api/webhooks'], 'the-payload'),
  judged('question', 'does each branch need its own api key', ['get-started/branches'], 'what-a-branch-holds'),
  judged('question', 'what is the api rate limit', ['api/errors'], 'rate-limits'),
  judged('question', 'how do i contact takeshape support', ['get-started/help'], 'ask-the-takeshape-team'),
  judged(
    'question',
    'what can a viewer do in a project',
    ['get-started/inviting-members', 'roles-permissions'],
    'choose-a-role',
  ),
  judged(
    'question',
    'which fields start with an underscore',
    ['schema/shapes', 'glossary'],
    'managed-underscore-fields',
  ),
  judged('question', 'what is the model context protocol', ['ai/mcp', 'glossary'], 'what-mcp-is'),
  judged('question', 'is it safe to retry a mutation that timed out', ['api/errors'], 'retry-with-backoff'),
  judged('question', 'what is retrieval augmented generation', ['ai/rag', 'glossary']),

  judged('error', '401 unauthorized', ['get-started/auth', 'api/errors', 'api/api-keys'], 'troubleshooting'),
  judged('error', '429 too many requests', ['api/errors'], 'rate-limits'),
  judged('error', 'Insufficient Permissions to develop with TakeShape CLI', ['cli', 'api/api-keys'], 'troubleshooting'),
  judged('error', 'export timed out', ['import-export/project'], 'troubleshooting'),
  judged('error', 'unrecognized import path provided', ['import-export/project'], 'troubleshooting'),
  judged('error', 'Invalid Workflow "editorial" for shape "Post"', ['data/workflows'], 'troubleshooting'),
  judged('error', 'workflow keys must be unique at the schema level', ['data/workflows'], 'troubleshooting'),
  judged('error', 'Shapes must have unique ids', ['schema/editing'], 'read-validation-errors'),
  judged('error', 'Invalid template "PaginatedLst" for query', ['schema/queries-mutations'], 'errors-you-may-see'),
  judged('error', "must have required property 'resolver'", ['schema/queries-mutations'], 'errors-you-may-see'),
  judged('error', 'selectionSet must contain "id"', ['schema/api-indexing-guide'], 'troubleshooting'),
  judged('error', "Not a 'production' environment, skipping", ['get-started/branches'], 'troubleshooting'),
  judged('error', 'klaviyo 410 gone', ['services/providers/klaviyo'], 'limits-and-troubleshooting'),

  judged('api', 'tsDeleteApiKey', ['api/api-keys'], 'delete-a-key'),
  judged('api', 'uploadAssets', ['api/assets'], 'how-an-upload-works'),
  judged('api', 'getContentVersionList', ['data/versions'], 'list-an-items-versions'),
  judged('api', 'takeshape:getRelated', ['schema/resolvers/types/shapedb'], 'relationship-fields-takeshapegetrelated'),
  judged('api', 'takeshape:getUser', ['schema/resolvers/types/takeshape'], 'takeshapegetuser'),
  judged(
    'api',
    'salsify:listChannelProducts',
    ['services/providers/salsify'],
    'the-salsifylistchannelproducts-resolver',
  ),
  judged('api', 'tsUpdateSchema', ['schema/api-ref'], 'apply-a-partial-update'),
  judged('api', 'expressionEval', ['schema/directives/intro'], 'expressioneval'),
  judged('api', 'zipAndMerge', ['schema/directives/intro'], 'getmultiple-and-zipandmerge'),
  judged('api', 'argsMapping', ['schema/deprecated'], 'mappings-argsmapping-resultsmapping-searchparamsmapping'),
  judged('api', 'takeshape link', ['cli', 'api/api-keys'], 'account-and-link-commands'),
  judged('api', 'takeshape branch merge', ['cli'], 'branch-commands'),
  judged('api', 'FunctionResolverContext', ['schema/resolvers/types/function'], 'the-function-context'),
  judged('api', 'tsRemoveProjectMember', ['get-started/inviting-members'], 'remove-a-member'),

  judged('service', 'klavyo', ['services/providers/klaviyo']),
  judged('service', 'postscrpt', ['services/providers/postscript']),
  judged('service', 'shopify storefront', ['services/providers/shopify']),
  judged('service', 'stripe subscriptions', ['services/providers/stripe']),
  judged('service', 'yotpo reviews', ['services/providers/yotpo-ugc']),
  judged('service', 'loyalty lion', ['services/providers/loyaltylion']),
  judged('service', 'openid connect', ['services/providers/oidc', 'get-started/auth']),
  judged('service', 'swagger', ['services/providers/open-api']),
  judged('service', 'recharge', ['services/providers/recharge']),
  judged('service', 'rise.ai gift cards', ['services/providers/rise-ai']),
  judged('service', 'voyage ai', ['services/providers/voyageai']),
  judged('service', 'azure openai', ['services/providers/azure-openai']),
  judged('service', 'gorgias', ['services/providers/gorgias']),

  judged('guide', 'tailwind typography', ['guides/tailwind-typography']),
  judged('guide', 'svelte blog', ['guides/sapper-static-site']),
  judged('guide', 'next.js app router blog', ['guides/nextjs-blog-part-1']),
  judged('guide', 'dark mode for rich text', ['guides/tailwind-typography'], 'step-7-add-dark-mode'),
  judged('guide', 'vite react blog', ['guides/tailwind-typography']),
  judged('guide', 'json schema validation in visual studio code', ['guides/vscode-meta-schema']),
  judged('guide', 'migrate from filter to where', ['guides/filtering-with-where'], 'what-changed'),
  judged('guide', 'headless blog tutorial with next', ['guides/nextjs-blog-part-1', 'guides/nextjs-blog-part-2']),
  judged('guide', 'deploy the next.js blog', ['guides/nextjs-blog-part-2'], '7-deploy-the-site'),
  judged('guide', 'tailwind', ['guides/tailwind-typography']),
  judged('guide', 'visual studio code', ['guides/vscode-meta-schema']),
  judged(
    'guide',
    'cover image and author avatar in next.js',
    ['guides/nextjs-blog-part-2'],
    '3-show-the-cover-image-and-the-avatar',
  ),
  judged(
    'guide',
    'category page and price range filters tutorial',
    ['guides/filtering-with-where'],
    'build-the-shops-filters-step-by-step',
  ),
  judged(
    'guide',
    'keep the api key on a server with vite',
    ['guides/tailwind-typography'],
    'step-3-run-the-key-on-a-server',
  ),

  judged('typo', 'authentcation', ['get-started/auth']),
  judged('typo', 'wenhooks', ['api/webhooks']),
  judged('typo', 'schena history', ['schema/history']),
  judged('typo', 'quikstart', ['get-started/quickstart']),
  judged('typo', 'branchs', ['get-started/branches']),
  judged('typo', 'guadrails', ['ai/guardrails', 'schema/ai/guardrails']),
  judged('typo', 'importng data', ['data/data-importing']),
  judged('typo', 'glossery', ['glossary']),
  judged('typo', 'directivs', ['schema/directives/intro']),
  judged('typo', 'image tranform', ['api/cdn']),
  judged('typo', 'upoad an image', ['api/assets', 'data/assets']),
  judged('typo', 'schedule publshing', ['data/workflows'], 'schedule-a-status-change-through-the-api'),
  judged('typo', 'biling', ['account-management'], 'plans-and-billing'),

  judged('prefix', 'webho', ['api/webhooks']),
  judged('prefix', 'invit', ['get-started/inviting-members']),
  judged('prefix', 'deprec', ['schema/deprecated']),
  judged('prefix', 'branc', ['get-started/branches']),
  judged('prefix', 'resolv', ['schema/resolvers/intro']),
  judged('prefix', 'uploadAss', ['api/assets']),
  judged('prefix', 'onlyEna', ['data/workflows', 'api/where-filter'], 'list-queries-and-onlyenabled'),
  judged('prefix', 'enableLocale', ['data/localization']),
  judged('prefix', 'salsif', ['services/providers/salsify']),
  judged('prefix', 'shipeng', ['services/providers/ship-engine']),
  judged('prefix', 'voyag', ['services/providers/voyageai']),
  judged('prefix', 'mailch', ['services/providers/mailchimp']),
  judged('prefix', 'api expl', ['api/api-explorer']),
  judged('prefix', 'personal access tok', ['get-started/auth', 'account-management']),
];
