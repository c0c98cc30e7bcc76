/**
 * Probe queries of the search bench: 20 questions and pasted errors, the held-out half's weakest categories in its
 * aggregate figures, written on 2 December 2026 after the split, as readers type them, and judged by reading the pages
 * as the two halves were (scripts/search/queries.ts). They are tuning material: ranking changes may be tuned against
 * them, and their misses are printed. They stay out of the halves, whose mix of categories stays equal.
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
];
