import { defineConfig } from '@playwright/test';

// Browser tests run against their own mock server and a production build, on ports of their own,
// so they never collide with a running `npm run demo`.
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5273);

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    // page.route cannot see what the service worker answers (hashed assets): only its own test lets it run [R9-07].
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'pnpm --filter @ws/mock-server start',
      url: `http://localhost:${MOCK_PORT}/.well-known/jwks.json`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @ws/web build && pnpm --filter @ws/web preview',
      url: `http://localhost:${WEB_PORT}`,
      env: { MOCK_PORT: String(MOCK_PORT), WEB_PORT: String(WEB_PORT), WEB_OUT_DIR: `dist-e2e-${WEB_PORT}` },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
