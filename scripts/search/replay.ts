/**
 * The tuning half's and probe set's judged queries searched in Node with the browser's own search code
 * (src/search/searchClient.ts) over a build's Pagefind index, read from disk: the same ranking as the bench's in
 * seconds, without a browser, latency or bytes.
 * Usage: npm run search:replay [-- --dir <build folder>]
 * The site config is a stand-in (replay/generated) whose base URL is the build folder, so Pagefind, its chunks and the
 * typo dictionary are fetched as file: URLs, which fetch below reads from disk. The held-out half is left to the bench,
 * so that trying a ranking change never shows its figures.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { printJudgedSets, TUNING_JUDGED } from './report';
import { score } from './score';

const httpFetch = globalThis.fetch;

/** fetch for file: URLs, as a static server would answer: the file, or 404. */
async function fetchFile(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.protocol !== 'file:') return httpFetch(input, init);
  try {
    return new Response(await readFile(fileURLToPath(url)));
  } catch {
    return new Response(null, { status: 404 });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' } } });
  process.env.SEARCH_REPLAY_BASE_URL = pathToFileURL(`${path.resolve(values.dir)}/`).href;
  globalThis.fetch = fetchFile;
  const { search } = await import('../../src/search/searchClient');
  const scored = [];
  for (const judged of TUNING_JUDGED) {
    const answer = await search(judged.query);
    scored.push(score(judged, answer?.first.map((result) => result.bestUrl) ?? []));
  }
  printJudgedSets(`replay of ${values.dir}`, scored);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
