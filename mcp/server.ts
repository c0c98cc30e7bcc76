/**
 * The docs MCP server: three read-only tools over the Markdown corpus, for AI agents that need TakeShape's docs
 * offline. search_docs finds pages, get_page returns one page's Markdown, list_pages lists pages by sidebar area.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { MCP_SERVER, SITE } from '../src/config/site';
import { CorpusPathError, closestPages, loadCorpus, pageKeyOf, quoted, type Corpus } from './corpus';
import { DEFAULT_LIMIT, MAX_LIMIT, createDocsSearch, type DocsSearch } from './search';

export const SERVER_NAME = MCP_SERVER.name;
const MAX_QUERY_LENGTH = 500;
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

const searchHit = z.object({
  path: z.string(),
  title: z.string(),
  heading: z.string().nullable(),
  url: z.string(),
  snippet: z.string(),
});
const pageSummary = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  area: z.string(),
});

const errorResult = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** Structured results plus the same JSON as text, for clients that read only text. */
function structuredResult<T extends Record<string, unknown>>(value: T): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value };
}

/**
 * Builds the server over the corpus in `corpusDir` (a folder holding `llms-pages.json`); throws if it cannot be read.
 */
export function createDocsMcpServer(corpusDir: string): McpServer {
  return docsMcpServerFactory(corpusDir)();
}

/**
 * Reads the corpus in `corpusDir` and indexes it once; each call of the returned function builds a server over them,
 * as the stateless HTTP transport needs one per request.
 */
export function docsMcpServerFactory(corpusDir: string): () => McpServer {
  const corpus = loadCorpus(corpusDir);
  const index = createDocsSearch(corpus);
  return () => docsMcpServer(corpus, index);
}

function docsMcpServer(corpus: Corpus, index: DocsSearch): McpServer {
  const areaList = corpus.areas.join(', ');
  const server = new McpServer(
    { name: SERVER_NAME, title: SITE.title, version: SITE.version },
    {
      instructions:
        'The TakeShape documentation as Markdown. Call search_docs to find pages, get_page to read one, and ' +
        'list_pages to browse an area. Cite pages by their url.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the TakeShape docs',
      description:
        'Full-text search of the TakeShape docs and guides, ranked like the site search: pages whose title or a ' +
        'heading holds every word first, then by how many words match, how close together, and where (title, ' +
        'heading, text, code). Tolerates typos and word prefixes. Returns, for each page, its path, title, the ' +
        'heading of the best section, a url to that section and a snippet of the prose around the match.',
      inputSchema: {
        query: z.string().max(MAX_QUERY_LENGTH).describe('A few words, e.g. "webhook secret" or "rest:get resolver"'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_LIMIT)
          .optional()
          .describe(`How many pages to return, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})`),
      },
      outputSchema: { results: z.array(searchHit) },
      annotations: READ_ONLY,
    },
    async ({ query, limit }) => {
      if (!query.trim()) return errorResult('The query is empty. Pass a few words, e.g. "webhook secret".');
      return structuredResult({ results: await index.search(query, limit ?? DEFAULT_LIMIT) });
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a TakeShape docs page',
      description:
        'Returns one page of the TakeShape docs as Markdown, with front matter (title, description, url). ' +
        'Accepts a docs path such as /docs/api/webhooks, api/webhooks, api/webhooks.md or the page url.',
      inputSchema: { path: z.string().min(1).describe('The page, e.g. /docs/api/webhooks or api/webhooks') },
      annotations: READ_ONLY,
    },
    ({ path }) => {
      let key: string;
      try {
        key = pageKeyOf(path);
      } catch (error) {
        if (error instanceof CorpusPathError) return errorResult(error.message);
        throw error;
      }
      const page = corpus.byKey.get(key);
      if (page) return { content: [{ type: 'text', text: page.markdown }] };
      const suggestions = closestPages(corpus, key).map((near) => `${near.path} (${near.title})`);
      return errorResult(
        `No docs page at ${quoted(path)}. Closest pages: ${suggestions.join(', ')}. ` +
          'Call list_pages for every page or search_docs to search.',
      );
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List TakeShape docs pages',
      description:
        'Lists the pages of the TakeShape docs in sidebar order (guides last) with path, title, description, url ' +
        `and area. Pass an area to list only its pages; areas: ${areaList}.`,
      inputSchema: { area: z.string().optional().describe(`One of: ${areaList}`) },
      outputSchema: { pages: z.array(pageSummary) },
      annotations: READ_ONLY,
    },
    ({ area }) => {
      if (area !== undefined && !corpus.areas.includes(area)) {
        return errorResult(`Unknown area ${quoted(area)}. Valid areas: ${areaList}.`);
      }
      const pages = corpus.pages
        .filter((page) => area === undefined || page.area === area)
        .map(({ path, title, description, url, area: pageArea }) => ({
          path,
          title,
          description,
          url,
          area: pageArea,
        }));
      return structuredResult({ pages });
    },
  );

  return server;
}
