import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config';
import { MOCK_ORIGIN } from './auth-support';

const FRAME_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;

/** Sends one request to the /ilm frame (loaded from the second origin into `page` on first use). */
async function callFrame(page: Page, method: string, params: unknown[], waitMs = 10_000) {
  return page.evaluate(
    async ({ frameOrigin, method, params, waitMs }) => {
      // One frame per page: it keeps its session (in memory when storage is refused) between calls.
      let frame = document.querySelector<HTMLIFrameElement>('iframe[data-ilm]');
      if (!frame) {
        const created = document.createElement('iframe');
        created.hidden = true;
        created.dataset.ilm = 'true';
        created.src = `${frameOrigin}/ilm?ILM_DEBUG=true&client=kiosk-7`;
        // The frame says when it serves (its `ilm-ready` message, sent to the app's origin only), not after a
        // guessed delay. An untrusted parent never hears that message, so there the frame's load event stands in:
        // the frame registers its listener while its module runs, which is before load.
        const ready = new Promise<void>((resolve) => {
          window.addEventListener('message', (event) => {
            if (
              event.origin === frameOrigin &&
              (event.data as { type?: string }).type === 'ilm-ready'
            )
              resolve();
          });
          created.addEventListener('load', () => resolve());
        });
        document.body.append(created);
        await ready;
        frame = created;
      }
      const id = `req-${Math.random().toString(36).slice(2)}`;
      return new Promise<unknown>((resolve) => {
        const timer = setTimeout(() => resolve({ noAnswer: true }), waitMs);
        window.addEventListener('message', (event) => {
          const data = event.data as { type?: string; id?: string };
          if (event.origin === frameOrigin && data.type === 'ilm-response' && data.id === id) {
            clearTimeout(timer);
            resolve(data);
          }
        });
        frame.contentWindow?.postMessage({ type: 'ilm-request', id, method, params }, frameOrigin);
      });
    },
    { frameOrigin: FRAME_ORIGIN, method, params, waitMs },
  );
}

test.describe('the /ilm identity frame on a second origin (§7)', () => {
  test('[R7-06] a request with id, method and params is answered with the same id; the token works on the API', async ({
    page,
    request,
  }) => {
    await page.goto('/user/login');
    const login = (await callFrame(page, 'login', ['scheduler@demo.test', 'Passw0rd!'])) as {
      id: string;
      result: { isSignedIn: boolean };
    };
    expect(login.id).toMatch(/^req-/);
    expect(login.result.isSignedIn).toBe(true);
    const token = (await callFrame(page, 'getAccessToken', [])) as { result: string };
    const info = await request.get(`${MOCK_ORIGIN}/v1/users/info`, {
      headers: { authorization: `Bearer ${token.result}` },
    });
    expect((await info.json()).data.email).toBe('scheduler@demo.test');
  });

  test('[R8-05] a failing call comes back as {message, details}', async ({ page }) => {
    await page.goto('/user/login');
    const answer = (await callFrame(page, 'login', ['scheduler@demo.test', 'wrong-password'])) as {
      error: unknown;
    };
    expect(answer.error).toEqual({
      message: 'Incorrect username or password.',
      details: { name: 'NotAuthorizedException' },
    });
  });

  test('[R7-06] requests from an untrusted origin get no answer', async ({ page }) => {
    // The mock server's origin embeds the frame: not the app, so the frame must stay silent.
    await page.goto(`${MOCK_ORIGIN}/__corporate/untrusted`);
    const answer = await callFrame(page, 'getAccessToken', [], 1500);
    expect(answer).toEqual({ noAnswer: true });
  });
});
