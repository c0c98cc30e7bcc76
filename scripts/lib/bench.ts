/** What `npm run bench` and `npm run bench:search` share: Debian's Chromium, our server over the build, percentiles. */
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { createDocsServer } from '../../server/app';
import { SITE } from '../../src/config/site';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

/** Serves `dir` with the production server on loopback, on `port` or else a free one. */
export async function serveBuild(
  dir: string,
  port = 0,
): Promise<{ origin: string; baseUrl: string; close: () => void }> {
  const server = createDocsServer({ dir });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, baseUrl: `${origin}${SITE.baseUrl}`, close: () => server.close() };
}

/** The value at `fraction` of an ascending list (nearest rank). */
export const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
