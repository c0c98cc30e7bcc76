/**
 * Runs the docs MCP server over stdio: `tsx mcp/main.ts [--corpus build]`.
 * The corpus folder is the one holding `llms-pages.json`; it defaults to the repository's `build/`.
 * stdout carries only the protocol, so every log line goes to stderr.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsMcpServer } from './server';

const USAGE = 'Usage: tsx mcp/main.ts [--corpus <folder with llms-pages.json>]';

// A stray console.log from any module would corrupt the JSON-RPC stream on stdout.
console.log = console.error;

function corpusDirFromArgs(): string {
  try {
    const { values } = parseArgs({
      options: {
        corpus: { type: 'string', default: path.resolve(__dirname, '..', 'build') },
        help: { type: 'boolean' },
      },
    });
    if (values.help) {
      console.error(USAGE);
      process.exit(0);
    }
    return path.resolve(values.corpus);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const corpusDir = corpusDirFromArgs();
  const server = createDocsMcpServer(corpusDir);
  await server.connect(new StdioServerTransport());
  console.error(`TakeShape docs MCP server: serving ${corpusDir} over stdio`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
