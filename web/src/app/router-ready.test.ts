// @vitest-environment happy-dom
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppRouter, opensSignedIn, routerReady } from './router';

describe('routerReady', () => {
  it('waits for the opened page’s lazy module before the first render', async () => {
    let loaded = false;
    const router = createMemoryRouter(
      [
        {
          path: '/user/login',
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 10));
            loaded = true;
            return { Component: () => null };
          },
        },
      ],
      { initialEntries: ['/user/login'] },
    );
    expect(router.state.initialized).toBe(false);
    await routerReady(router);
    expect(loaded).toBe(true);
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once when the page has nothing to load', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});

describe('opensSignedIn', () => {
  it.each([
    ['/dashboard/hiring', true],
    ['/schedule?view=position', true],
    ['/user/login', false],
  ])('%s is behind the sign-in: %s, told before any page module loads', (url, behind) => {
    window.history.replaceState(null, '', url);
    const router = createAppRouter();
    expect(router.state.initialized).toBe(false);
    expect(opensSignedIn(router)).toBe(behind);
    router.dispose();
  });
});
