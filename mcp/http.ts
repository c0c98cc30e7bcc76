/**
 * The docs MCP server over MCP's Streamable HTTP transport, for `npm run serve` at `/docs/mcp`: stateless and
 * read-only. Each POST gets a fresh server over the corpus, read once on the first request, and a JSON answer. Limits: a body over
 * 1 MiB gets 413, a body that is not JSON or not JSON-RPC a JSON-RPC error with 400, a client over its rate 429 with
 * Retry-After; an error never repeats what the client sent, and ids and names longer than 256 characters are refused
 * because a JSON-RPC answer must repeat them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { docsMcpServerFactory } from './server';

export const MAX_BODY_BYTES = 1024 * 1024;
/** The longest id, method name or other string a client may send outside a tool's arguments. */
export const MAX_NAME_LENGTH = 256;

export interface McpRateLimit {
  requests: number;
  windowSeconds: number;
}

/** An agent's session (initialize, list, a few searches and pages) takes a dozen requests. */
export const MCP_RATE_LIMIT: McpRateLimit = { requests: 60, windowSeconds: 60 };

export interface McpHttpOptions {
  /** The folder holding `llms-pages.json`, normally the build. */
  corpusDir: string;
}

export type McpHttpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The client a request counts against: the address a proxy on this machine (our nginx) names in X-Real-IP. */
export function clientOf(req: IncomingMessage): string {
  const remote = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-real-ip'];
  return LOOPBACK.has(remote) && typeof forwarded === 'string' && isIP(forwarded) ? forwarded : remote;
}

/** A JSON-RPC error that answers no request in particular (id null). */
export const jsonRpcError = (code: number, message: string) =>
  JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });

export const TOO_LARGE_MESSAGE = `Payload Too Large: a request body may hold at most ${MAX_BODY_BYTES} bytes.`;

function sendError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(jsonRpcError(code, message));
}

/** The body as text, or `undefined` once it passes `limit` bytes; the rest is then read and dropped. */
function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      resolve(undefined);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Whether a string outside a tool call's `arguments` (which the tools' own schemas bound) is too long to answer.
 * Walked with a stack: a 1 MiB body can nest deeper than the call stack.
 */
function hasOverlongString(message: unknown): boolean {
  const stack: [unknown, string][] = [[message, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, key] = next;
    if (typeof value === 'string' && value.length > MAX_NAME_LENGTH) return true;
    if (typeof value !== 'object' || value === null || key === 'arguments') continue;
    for (const [name, item] of Object.entries(value)) {
      if (name.length > MAX_NAME_LENGTH) return true;
      stack.push([item, Array.isArray(value) ? key : name]);
    }
  }
  return false;
}

export function createMcpHttpHandler({ corpusDir }: McpHttpOptions): McpHttpHandler {
  // Read on the first request: parsing every page takes seconds that a server of pages should not wait for.
  let newServer: (() => McpServer) | undefined;
  const limiter = new RateLimiterMemory({ points: MCP_RATE_LIMIT.requests, duration: MCP_RATE_LIMIT.windowSeconds });

  return async (req, res) => {
    try {
      await limiter.consume(clientOf(req));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      sendError(
        res,
        429,
        -32000,
        `Too many requests: at most ${MCP_RATE_LIMIT.requests} every ${MCP_RATE_LIMIT.windowSeconds} s per client. ` +
          `Retry in ${seconds} s.`,
        { 'Retry-After': String(seconds) },
      );
      return;
    }
    // The SDK's own answer to an unknown version repeats the header in full.
    const version = req.headers['mcp-protocol-version'];
    if (typeof version === 'string' && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      sendError(
        res,
        400,
        -32000,
        `Bad Request: unsupported MCP-Protocol-Version; use ${SUPPORTED_PROTOCOL_VERSIONS[0]}.`,
      );
      return;
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === undefined) {
      sendError(res, 413, -32000, TOO_LARGE_MESSAGE);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(body);
    } catch {
      sendError(res, 400, -32700, 'Parse error: the body is not JSON.');
      return;
    }
    if (hasOverlongString(message)) {
      sendError(
        res,
        400,
        -32600,
        `Invalid Request: ids, method names and tool names may be at most ${MAX_NAME_LENGTH} characters.`,
      );
      return;
    }
    newServer ??= docsMcpServerFactory(corpusDir);
    const server = newServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    res.setHeader('Cache-Control', 'no-store');
    await server.connect(transport);
    await transport.handleRequest(req, res, message);
  };
}
