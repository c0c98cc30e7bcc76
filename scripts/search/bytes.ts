/** The bytes a reader's browser receives (headers and encoded bodies, workers included) to show a query's results. */
import type { Browser, Request } from '@playwright/test';
import type { SearchEngineAdapter } from './engine';
import { openDocPage, typeQuery } from './relevance';

export interface WireBytes {
  bytes: number;
  requests: number;
  /** Content-Encoding of the responses, `identity` for none. */
  encodings: string[];
}

/**
 * Opens `pageUrl` in a fresh context, then counts every request the page and its workers start from the moment the
 * box is focused until the results for `query` are shown; the page's own load is not counted.
 */
export async function bytesToFirstResults(
  browser: Browser,
  pageUrl: string,
  engine: SearchEngineAdapter,
  query: string,
): Promise<WireBytes> {
  const page = await openDocPage(browser, pageUrl, engine);
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  try {
    page.context().on('request', record);
    await typeQuery(page, engine, query);
    page.context().off('request', record);
    const received = await Promise.all(
      requests.map(async (request) => {
        const sizes = await request.sizes();
        const headers = (await request.response())?.headers() ?? {};
        // Chromium reports no body size for a dedicated worker's own script; its Content-Length is the body as sent.
        const body = Math.max(sizes.responseBodySize, Number(headers['content-length'] ?? 0));
        return { bytes: sizes.responseHeadersSize + body, encoding: headers['content-encoding'] ?? 'identity' };
      }),
    );
    return {
      bytes: received.reduce((sum, { bytes }) => sum + bytes, 0),
      requests: received.length,
      encodings: [...new Set(received.map(({ encoding }) => encoding))],
    };
  } finally {
    await page.context().close();
  }
}
