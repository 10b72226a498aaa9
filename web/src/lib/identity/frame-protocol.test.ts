import { describe, expect, it } from 'vitest';
import { createFrameClient, frameUrl, serveFrame } from './frame-protocol';
import type { IdentityService } from './identity-service';
import { frameIdentityService } from './frame-service';
import { selectIdentityService } from './identity-service';

type Listener = (event: MessageEvent) => void;

/** Two fake windows on two origins, delivering posted messages with the sender's origin. */
function fakeWindow(origin: string) {
  const listeners = new Set<Listener>();
  const win = {
    origin,
    addEventListener: (_t: 'message', l: Listener) => listeners.add(l),
    removeEventListener: (_t: 'message', l: Listener) => listeners.delete(l),
    deliver(data: unknown, from: { origin: string }) {
      for (const l of [...listeners])
        l({ data, origin: from.origin, source: from } as unknown as MessageEvent);
    },
    /** Posting *to* this window from `sender`; the target origin must match, as in browsers. */
    postFrom(sender: { origin: string }) {
      return {
        postMessage: (data: unknown, targetOrigin: string) => {
          if (targetOrigin !== '*' && targetOrigin !== origin) return;
          queueMicrotask(() => win.deliver(data, sender));
        },
      };
    },
  };
  return win;
}

const APP = 'http://localhost:5173';
const FRAME = 'http://127.0.0.1:5173';

function pair() {
  const app = fakeWindow(APP);
  const frame = fakeWindow(FRAME);
  // What each side sees as the other's window.
  const frameSeenFromApp = Object.assign(frame.postFrom(app), { origin: FRAME });
  const appSeenFromFrame = Object.assign(app.postFrom(frame), { origin: APP });
  return { app, frame, frameSeenFromApp, appSeenFromFrame };
}

describe('/ilm frame protocol (§7)', () => {
  it('[R7-06] builds the frame query with code, state, ILM_DEBUG and client', () => {
    const url = new URL(
      frameUrl('http://127.0.0.1:5173', { code: 'c1', state: 's1', debug: true, client: 'kiosk' }),
    );
    expect(url.pathname).toBe('/ilm');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'c1',
      state: 's1',
      ILM_DEBUG: 'true',
      client: 'kiosk',
    });
  });

  it('[R7-06] requests carry id, method and params; answers come back matched by id', async () => {
    const { app, frame, frameSeenFromApp } = pair();
    const seen: unknown[] = [];
    serveFrame({
      host: {
        addEventListener: (_t, l) =>
          frame.addEventListener('message', (event) => {
            seen.push(event.data);
            // The reply goes to the app window, as event.source.postMessage would.
            l({
              ...event,
              data: event.data,
              origin: event.origin,
              source: app.postFrom(frame),
            } as MessageEvent);
          }),
        removeEventListener: () => undefined,
      },
      trustedOrigins: [APP],
      handlers: {
        getAccessToken: async () => 'token-1',
        login: async (username: string, password: string) => ({ username, ok: password === 'pw' }),
      },
    });
    let id = 0;
    const client = createFrameClient({
      host: app,
      frameOrigin: FRAME,
      nextId: () => `r${(id += 1)}`,
    });
    // Answers must come from the frame window the client was initialised with.
    client.init(frameSeenFromApp);
    app.addEventListener('message', () => undefined);
    const fromFrame = { origin: FRAME };
    Object.assign(frameSeenFromApp, fromFrame);

    const service = frameIdentityService(client);
    const original = app.deliver.bind(app);
    app.deliver = (data, _from) => original(data, frameSeenFromApp);
    const [token, login] = await Promise.all([
      service.getAccessToken(),
      service.login('ann', 'pw'),
    ]);
    expect(token).toBe('token-1');
    expect(login).toEqual({ username: 'ann', ok: true });
    expect(seen).toEqual([
      { type: 'ilm-request', id: 'r1', method: 'getAccessToken', params: [] },
      { type: 'ilm-request', id: 'r2', method: 'login', params: ['ann', 'pw'] },
    ]);
    expect(client.pendingCount()).toBe(0);
  });

  it('[R7-06] the frame ignores requests from untrusted origins', async () => {
    const frame = fakeWindow(FRAME);
    const replies: unknown[] = [];
    serveFrame({
      host: frame,
      trustedOrigins: [APP],
      handlers: { getAccessToken: async () => 'secret' },
    });
    const evil = { origin: 'http://evil.test', postMessage: (m: unknown) => replies.push(m) };
    frame.deliver({ type: 'ilm-request', id: 'x', method: 'getAccessToken', params: [] }, evil);
    await new Promise((r) => setTimeout(r, 5));
    expect(replies).toEqual([]);

    const trusted = { origin: APP, postMessage: (m: unknown) => replies.push(m) };
    frame.deliver({ type: 'ilm-request', id: 'y', method: 'getAccessToken', params: [] }, trusted);
    frame.deliver({ type: 'ilm-request', id: 'z', method: 'steal', params: [] }, trusted);
    await new Promise((r) => setTimeout(r, 5));
    expect(replies).toHaveLength(2);
    expect(replies).toEqual(
      expect.arrayContaining([
        { type: 'ilm-response', id: 'y', result: 'secret' },
        { type: 'ilm-response', id: 'z', error: { message: 'Unknown method steal' } },
      ]),
    );
  });

  it('[R7-06] the client ignores answers from other origins, other windows and unknown ids', async () => {
    const app = fakeWindow(APP);
    const frameWindow = { origin: FRAME, postMessage: () => undefined };
    const client = createFrameClient({ host: app, frameOrigin: FRAME, nextId: () => 'only' });
    client.init(frameWindow);
    const answer = client.call<string>('getAccessToken');
    app.deliver(
      { type: 'ilm-response', id: 'only', result: 'forged' },
      { origin: 'http://evil.test' },
    );
    app.deliver({ type: 'ilm-response', id: 'only', result: 'other-window' }, { origin: FRAME });
    app.deliver({ type: 'ilm-response', id: 'unknown', result: 'x' }, frameWindow);
    expect(client.pendingCount()).toBe(1);
    app.deliver({ type: 'ilm-response', id: 'only', result: 'real' }, frameWindow);
    await expect(answer).resolves.toBe('real');
  });

  it('[R8-05] an error answer rejects with {message, details}', async () => {
    const app = fakeWindow(APP);
    const frameWindow = { origin: FRAME, postMessage: () => undefined };
    const client = createFrameClient({ host: app, frameOrigin: FRAME, nextId: () => 'e1' });
    client.init(frameWindow);
    const answer = client.call('login');
    app.deliver(
      {
        type: 'ilm-response',
        id: 'e1',
        error: {
          message: 'Incorrect username or password.',
          details: { name: 'NotAuthorizedException' },
        },
      },
      frameWindow,
    );
    await expect(answer).rejects.toEqual({
      message: 'Incorrect username or password.',
      details: { name: 'NotAuthorizedException' },
    });
  });

  it('[R8-06] a call before init: "Auth module not initialized. Please ensure init() is called first."', async () => {
    const client = createFrameClient({ host: fakeWindow(APP), frameOrigin: FRAME });
    await expect(client.call('getAccessToken')).rejects.toEqual({
      message: 'Auth module not initialized. Please ensure init() is called first.',
    });
  });

  it('[R8-06] an unrecognised service type: "Invalid auth service type"', () => {
    const inApp = { getAccessToken: async () => null } as IdentityService;
    const frame = { getAccessToken: async () => 'f' } as IdentityService;
    expect(selectIdentityService('in-app', { inApp: () => inApp, frame: () => frame })).toBe(inApp);
    expect(selectIdentityService('frame', { inApp: () => inApp, frame: () => frame })).toBe(frame);
    expect(() =>
      selectIdentityService('cookie', { inApp: () => inApp, frame: () => frame }),
    ).toThrow('Invalid auth service type');
  });
});
