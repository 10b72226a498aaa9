import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, mockPortOf, thisWorker, webPortOf } from './e2e/ports';

// Browser tests run against their own mock servers and one production build, on ports of their own,
// so they never collide with a running `npm run demo`. Each worker gets its own pair (e2e/ports.ts):
// this config is evaluated again in every worker, so these are that worker's ports.
export const MOCK_PORT = mockPortOf(thisWorker);
export const WEB_PORT = webPortOf(thisWorker);

const mockServer = (worker: number) => ({
  command: 'pnpm --silent --filter @ws/mock-server start',
  url: `http://localhost:${mockPortOf(worker)}/.well-known/jwks.json`,
  // WEB_PORT: the mock grants CORS to its own worker's web origins only.
  env: { MOCK_PORT: String(mockPortOf(worker)), WEB_PORT: String(webPortOf(worker)) },
  reuseExistingServer: false,
  timeout: 120_000,
});

export default defineConfig({
  testDir: './e2e',
  // Upper bounds, not expectations: a test waits on what the page shows, and a loaded 2-core CI
  // machine may take this long to show it (pnpm test:soak runs the suite with both cores busy).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Tests, not files, are spread over the workers: a long file such as the axe sweep no
  // longer holds one worker while the others idle. Each test starts from the world it needs (a reset
  // in its beforeEach, or data of its own), so no test depends on another having run first.
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    // An action that cannot happen fails in half a minute, naming itself, instead of holding its
    // test until the test's own limit (one stuck click cost an a11y sweep its whole 10 minutes).
    actionTimeout: 30_000,
    // page.route cannot see what the service worker answers (hashed assets): only its own test lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      // The headless shell when bootstrap found one (less CPU for the same pages), else the full browser.
      executablePath:
        process.env.CHROMIUM_HEADLESS_SHELL ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    trace: 'off',
  },
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, worker) => mockServer(worker)),
    {
      command: 'pnpm --silent --filter @ws/web exec tsx e2e/serve-build.ts',
      url: `http://localhost:${webPortOf(E2E_WORKERS - 1)}`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
