/**
 * Set-up of the route tests: the mock server is built once per file and answers every API call;
 * each test starts from the seeded world, empty storage and fresh stores.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type * as Zustand from 'zustand';
import { ensureMockBackend, mockBackend } from './mock-backend';
import { disposeRenderedRoute } from './render-route';
import { resetStores } from './store-reset';

vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const { trackStore } = await import('./store-reset');
  const make = zustand.create as unknown as (creator: unknown) => Parameters<typeof trackStore>[0];
  const tracked = (creator: unknown) => trackStore(make(creator));
  // `create(creator)` and the curried `create()(creator)` that typed stores use.
  const create = (creator?: unknown) => (creator ? tracked(creator) : tracked);
  return { ...zustand, create: create as unknown as typeof zustand.create };
});

// A page’s first render in a file compiles its lazy modules: on a busy machine (a load of 25 on two
// cores) that took more than 10 s, so a first find waits up to 20 s.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(async () => {
  await ensureMockBackend();
});

beforeEach(async () => {
  await mockBackend().reset();
  mockBackend().calls.splice(0);
});

afterEach(() => {
  cleanup();
  disposeRenderedRoute();
  // Spies (a caught page leave, a refused inject) end with their test: the next file shares this window.
  vi.restoreAllMocks();
  resetStores();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
