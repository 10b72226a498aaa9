/**
 * What other packages may use of the mock server: build it (tests and benches), start it as its
 * command does, seed a world, and the demo's sign-in settings.
 */
export { buildApp, type AppOptions } from './app.ts';
export { startMockServer } from './start.ts';
export { seedWorld } from './db/seed.ts';
export { DEMO_PASSWORD } from './db/demo-accounts.ts';
export { USER_POOL_CLIENT_ID, USER_POOL_ID } from './config.ts';
