import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routerReady } from './router';

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
