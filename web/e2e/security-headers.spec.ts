import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config';
import { MOCK, resetWorld, scenario, signInAs } from './shell-support';

// §1 and §5: the production build's headers, the app working under its CSP (Amplify
// sign-in, the /ilm frame on the second origin, the social popup), and CORS as a browser sees it.

const FRAME_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;

/** Every CSP complaint the page, its frames and its popups make. */
function watchCsp(page: Page): string[] {
  const seen: string[] = [];
  const listen = (p: Page) => {
    p.on('console', (message) => {
      if (
        /Content Security Policy|Refused to (load|execute|frame|connect|apply)/i.test(
          message.text(),
        )
      )
        seen.push(message.text());
    });
  };
  listen(page);
  page.on('popup', listen);
  return seen;
}

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

test('the preview sends a CSP with no inline script, nosniff, a Referrer-Policy; /ilm may be framed by the app’s hosts only', async ({
  request,
}) => {
  for (const path of ['/', '/user/login', '/ilm']) {
    const res = await request.get(path);
    expect(res.ok()).toBe(true);
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    const script = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(script).toContain("'self'");
    expect(script).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|sha256-/);
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const ancestors = csp
      .split(';')
      .find((d) => d.trim().startsWith('frame-ancestors'))
      ?.trim();
    expect(ancestors).toBe(
      path === '/ilm'
        ? `frame-ancestors 'self' http://localhost:${WEB_PORT} http://*.localhost:${WEB_PORT} ${FRAME_ORIGIN}`
        : "frame-ancestors 'self'",
    );
  }
});

test('the first HTML carries the base CSS inline: no render-blocking stylesheet, and the CSP allows it', async ({
  request,
}) => {
  const res = await request.get('/user/login');
  const html = await res.text();
  expect(html).toMatch(/<style>[^<]*\.auth-header[^<]*<\/style>/);
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  const csp = res.headers()['content-security-policy'] ?? '';
  const style = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
  expect(style).toContain("'unsafe-inline'");
});

test('signed in, the worker that loads the date and number formats off the main thread runs under the CSP and ends', async ({
  page,
}) => {
  const violations = watchCsp(page);
  // Listened to as it starts, so its end cannot pass unseen between two awaits.
  const ended = new Promise<string>((resolve) => {
    page.on('worker', (worker) => {
      if (/\/assets\/intl-warm-up\.worker-[\w-]+\.js$/.test(worker.url()))
        worker.on('close', () => resolve(worker.url()));
    });
  });
  await signInAs(page, 'manager@demo.test');
  // The page ends it once it says the formats are loaded: a worker the CSP refused never starts.
  expect(await ended).toContain('intl-warm-up');
  expect(violations).toEqual([]);
});

test('a signed-in page opened with a kept session starts that worker before it asks who is signed in, and so before its screen asks for data', async ({
  page,
}) => {
  await signInAs(page, 'hiring@demo.test');
  // Noted in the page, on one clock: the browser's own reports of a new worker and of a request come
  // from different targets, in no fixed order.
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, { startOrder: order });
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (String(url).includes('intl-warm-up')) order.push('worker');
      }
    };
    const nativeFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/v1/users/info')) order.push('user');
      if (url.includes('/applications/board')) order.push('board');
      return nativeFetch(input, init);
    };
  });
  await page.reload();
  await expect(page.getByTestId('application-row').first()).toBeVisible();
  // The board's first rows build date formatters: the worker must have started before they were
  // asked for, and it starts with the page rather than with the signed-in frame drawn after the user.
  const order = await page.evaluate(
    () => (window as unknown as { startOrder: string[] }).startOrder,
  );
  expect(order.slice(0, 3)).toEqual(['worker', 'user', 'board']);
});

test('under the CSP: Amplify sign-in, the /ilm frame on the second origin and the social popup all work, with no violation', async ({
  page,
  browser,
}) => {
  // Three sign-ins (SRP in the page, SRP in the frame, the popup's code flow) on a loaded machine.
  test.setTimeout(120_000);
  const violations = watchCsp(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await signInAs(page, 'manager@demo.test');

  // The identity frame, loaded from the second origin into the signed-in app, answers a login.
  const answer = await page.evaluate(async (frameOrigin) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.src = `${frameOrigin}/ilm?client=kiosk-7`;
    // The frame announces itself once its listener is up; that also proves its script ran under the CSP.
    const ready = new Promise<void>((resolve) => {
      window.addEventListener('message', (event) => {
        if (event.origin === frameOrigin && (event.data as { type?: string }).type === 'ilm-ready')
          resolve();
      });
    });
    document.body.append(frame);
    await ready;
    return new Promise<unknown>((resolve) => {
      window.addEventListener('message', (event) => {
        const data = event.data as { type?: string; id?: string };
        if (event.origin === frameOrigin && data.type === 'ilm-response' && data.id === 'csp-1')
          resolve(data);
      });
      frame.contentWindow?.postMessage(
        {
          type: 'ilm-request',
          id: 'csp-1',
          method: 'login',
          params: ['scheduler@demo.test', 'Passw0rd!'],
        },
        frameOrigin,
      );
    });
  }, FRAME_ORIGIN);
  expect(answer).toMatchObject({ id: 'csp-1', result: { isSignedIn: true } });

  // The social popup, in a fresh context: the hosted page on the mock, then back to the app.
  const context = await browser.newContext();
  const social = await context.newPage();
  const socialViolations = watchCsp(social);
  await social.goto('/user/login');
  const popupPromise = social.waitForEvent('popup');
  await social.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: /candidate@demo\.test/ }).click();
  await expect(social).toHaveURL(/\/dashboard\/member$/);
  await context.close();

  expect([...violations, ...socialViolations]).toEqual([]);
});

test('CORS in the browser: a language subdomain is granted; a foreign page gets nothing and cannot drive the simulator', async ({
  page,
  request,
}) => {
  await page.goto(`http://fr.localhost:${WEB_PORT}/user/login`);
  await expect(page.getByRole('heading', { name: 'Nous utilisons des cookies' })).toBeVisible();

  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Elsewhere</title>',
    }),
  );
  await page.goto('http://evil.example/');
  const outcome = await page.evaluate(async (mock) => {
    const read = await fetch(`${mock}/.well-known/jwks.json`).then(
      () => 'read',
      () => 'blocked',
    );
    // A "simple" POST needs no preflight: only the server's own check stops it.
    await fetch(`${mock}/__sim/scenarios/outage`, { method: 'POST', mode: 'no-cors' }).catch(
      () => undefined,
    );
    return read;
  }, MOCK);
  expect(outcome).toBe('blocked');
  const status = await request.get(`${MOCK}/__sim`);
  expect((await status.json()).scenario).toBe('default');
  await scenario(request, 'default');
});
