/**
 * Throughput of the docs MCP server over HTTP: starts the production server (`server/main.ts`, as `npm run serve` does)
 * in its own process, then loads `/docs/mcp` with `search_docs` calls from autocannon and reports requests per second
 * and latency, the median and range of several rounds.
 * Usage: npm run bench:mcp [-- --dir build] [-- --rounds 3] [-- --duration 10] [-- --connections 20]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { MCP_SERVER, SITE } from '../src/config/site';

export interface McpRound {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Errors, timeouts (10 s) and answers other than 2xx. */
  failed: number;
}

export interface McpLoadOptions {
  dir: string;
  rounds: number;
  /** Seconds of load per round. */
  duration: number;
  connections: number;
}

/** A search_docs call, the request an agent sends most. */
const SEARCH_CALL = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'search_docs', arguments: { query: 'webhook secret' } },
});

/**
 * The server's per-client limit stays on. Requests come as from 4,096 clients behind a proxy on this machine (the
 * X-Real-IP our nginx sets), so no client passes 60 a minute below 4,000 requests a second.
 */
const CLIENTS = 4096;
const clientAddress = (index: number) => `10.0.${(index % CLIENTS) >> 8}.${index & 255}`;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Starts `server/main.ts` on `port` and resolves once it listens. */
async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--quiet', '--port', String(port), '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server/main.ts exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function loadRound(url: string, { duration, connections }: McpLoadOptions, firstClient: number) {
  let client = firstClient;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: SEARCH_CALL,
        setupRequest: (request) => {
          client += 1;
          return { ...request, headers: { ...request.headers, 'x-real-ip': clientAddress(client) } };
        },
      },
    ],
  });
  // A 429 means the clients were too few for this rate, and the figures would be the limiter's.
  const limited = result.statusCodeStats?.['429']?.count ?? 0;
  if (limited) throw new Error(`${limited} of ${result.requests.total} requests to ${url} got 429`);
  return {
    round: {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      failed: result.errors + result.timeouts + result.non2xx,
    },
    nextClient: client,
  };
}

/** Runs `rounds` load rounds against a fresh production server over `dir`; the first request loads the corpus. */
export async function mcpThroughput(options: McpLoadOptions): Promise<McpRound[]> {
  const port = await freePort();
  const server = await startServer(options.dir, port);
  try {
    const url = `http://127.0.0.1:${port}${SITE.baseUrl}${MCP_SERVER.route}`;
    const warm = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: SEARCH_CALL,
    });
    if (!warm.ok) throw new Error(`${url} answered ${warm.status}`);
    const rounds: McpRound[] = [];
    let client = 0;
    for (let index = 0; index < options.rounds; index += 1) {
      const { round, nextClient } = await loadRound(url, options, client);
      rounds.push(round);
      client = nextClient;
    }
    return rounds;
  } finally {
    await stopServer(server);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[], unit: string) =>
  `${Math.round(median(values))}${unit} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;

/** One line for the bench: the median of the rounds, with their range. */
export function describeRounds(rounds: McpRound[], { duration, connections }: McpLoadOptions): string {
  const of = (key: keyof McpRound) => rounds.map((round) => round[key]);
  return [
    spread(of('requestsPerSecond'), ' req/s'),
    `p50 ${spread(of('p50'), ' ms')}`,
    `p99 ${spread(of('p99'), ' ms')}`,
    `${rounds.reduce((sum, round) => sum + round.failed, 0)} failed of ${rounds.reduce((sum, round) => sum + round.requests, 0)}`,
    `median of ${rounds.length} rounds of ${duration} s, ${connections} connections, rate limit on`,
  ].join(', ');
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'build' },
      rounds: { type: 'string', default: '3' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
    },
  });
  const options: McpLoadOptions = {
    dir: path.resolve(values.dir),
    rounds: Number(values.rounds),
    duration: Number(values.duration),
    connections: Number(values.connections),
  };
  mcpThroughput(options)
    .then((rounds) => {
      for (const [index, round] of rounds.entries())
        console.log(
          `round ${index + 1}: ${Math.round(round.requestsPerSecond)} req/s, p50 ${round.p50} ms, p99 ${round.p99} ms, ${round.requests} requests, ${round.failed} failed`,
        );
      console.log(
        `load, MCP search_docs over HTTP at ${SITE.baseUrl}${MCP_SERVER.route}: ${describeRounds(rounds, options)}`,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
