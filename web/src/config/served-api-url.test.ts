// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => document.head.querySelector('meta[name="api-url"]')?.remove());

it('a page served with <meta name="api-url"> talks to that API, sign-in included: one build, many servers', async () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<meta name="api-url" content="http://localhost:4999" />',
  );
  vi.resetModules();
  const { env } = await import('./env');
  expect(env.apiUrl).toBe('http://localhost:4999');
  expect(env.userPoolEndpoint).toBe('http://localhost:4999/cognito/');
});

it('without the meta tag the build-time API stays', async () => {
  vi.resetModules();
  const { env } = await import('./env');
  expect(env.apiUrl).toBe(import.meta.env.VITE_API_URL);
});
