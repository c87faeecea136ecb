import { defineConfig } from '@playwright/test';
import { demoEnv } from './server/production-check.ts';

const port = Number(process.env.E2E_PORT ?? 8765);
const wsPort = Number(process.env.E2E_WS_PORT ?? 6765);
export const E2E_DB = process.env.E2E_DB ?? `/tmp/marketplace-e2e-${port}.sqlite`;

/** Browser tests in Debian's chromium against the real host on a fresh database (built assets). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry in CI, for the browser's own hiccups (a context that once took over a minute to close after
  // its test passed); a test that needed it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Not APP_URL's host: every link, redirect and the session must stay on the origin the visitor used.
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
  webServer: {
    // Every run starts from an empty database (the host migrates and seeds it on start). The files are
    // removed by the server command itself: Playwright starts the web server before any global setup.
    command: 'npx tsx scripts/fresh-db.ts && npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The host runs in production mode (its built assets): the demo mode's sandbox, fresh secrets.
    env: {
      ...demoEnv(),
      PORT: String(port),
      WS_PORT: String(wsPort),
      DB_DATABASE: E2E_DB,
      APP_URL: `http://localhost:${port}`,
    },
    stdout: 'pipe',
  },
});
