/**
 * Ports of the browser tests: each Playwright worker has its own mock server and its own
 * web server, so workers run side by side without sharing a world. Bases come from E2E_MOCK_PORT and
 * E2E_WEB_PORT (defaults 4110 and 5273), never the demo's ports.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const MOCK_BASE_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);
export const WEB_BASE_PORT = Number(process.env.E2E_WEB_PORT ?? 5273);

export const mockPortOf = (worker: number) => MOCK_BASE_PORT + worker;
export const webPortOf = (worker: number) => WEB_BASE_PORT + worker;

/** The worker this process is (Playwright sets TEST_PARALLEL_INDEX in each worker); 0 in the runner. */
export const thisWorker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
