import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: availableParallelism(),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      // Debian's chromium-headless-shell, the same Chromium without a full browser around each test's context: a new
      // context costs about 0.9 s of CPU instead of 2.1 s. A browser download is not possible on these machines.
      executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // "pages" is the per-page sweep (npx playwright test --project=pages); "behaviour" is everything a reader does.
  projects: [
    { name: 'pages', testMatch: 'pages.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'behaviour', testIgnore: 'pages.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `npx tsx server/main.ts --quiet --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/docs/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
