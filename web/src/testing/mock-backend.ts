/**
 * The real mock server, in this process: every call the app makes to the API origin is answered by
 * `buildApp` through `inject`, so a route test meets the same world, identity pool, scenarios and
 * faults as the demo and the browser tests, with no port and no browser.
 */
import { env } from '../config/env';
import type { InjectOptions, MockApp } from './mock-server.js';
import { buildApp } from './mock-server.js';

type InjectMethod = InjectOptions['method'];

/** One call the app made, as the server answered it: tests may assert what was (not) asked. */
export interface Call {
  method: string;
  path: string;
  status: number;
}

export interface MockBackend {
  app: MockApp;
  calls: Call[];
  /** Closes the server; calls made after it are left unanswered. */
  stop(): Promise<void>;
  /** The simulator's reset: the seeded world, clock, faults and scenario, as at start. */
  reset(): Promise<void>;
  scenario(name: string): Promise<void>;
  /** Adds one fault rule (see the scenarios package's FaultRule), e.g. a status for a path. */
  fault(rule: Record<string, unknown>): Promise<void>;
  /**
   * Answers calls matching `method` and `path` (a pattern over path and query) with `body` instead of
   * the server, until the next reset: for a state no scenario reaches, such as an empty answer.
   * Returns a function that withdraws this answer alone (the server answers such calls again).
   */
  answer(method: string, path: RegExp, status: number, body: unknown): () => void;
  /** Access, id and refresh tokens for the account with this e-mail, as a sign-in would give. */
  tokensFor(
    email: string,
  ): Promise<{ userId: string; accessToken: string; idToken: string; refreshToken: string }>;
}

const apiOrigin = new URL(env.apiUrl).origin;

async function admin(app: MockApp, method: InjectMethod, url: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (response.statusCode >= 400)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
}

/** Reads a fetch call the way the browser would send it: method, headers and the encoded body. */
async function toInject(input: RequestInfo | URL, init: RequestInit | undefined) {
  const request = new Request(input, init);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => (headers[key] = value));
  const body =
    request.method === 'GET' || request.method === 'HEAD'
      ? undefined
      : Buffer.from(await request.arrayBuffer());
  const url = new URL(request.url);
  return { method: request.method as InjectMethod, url: url.pathname + url.search, headers, body };
}

let current: MockBackend | null = null;

/** This file's mock server, started by the route tests' set-up before the first test. */
export function mockBackend(): MockBackend {
  if (!current)
    throw new Error(
      'route test: the mock server is not started (is src/testing/setup.ts a setup file?)',
    );
  return current;
}

/** The worker's mock server: built by the first file that runs here, kept by the files after it. */
export async function ensureMockBackend(): Promise<MockBackend> {
  return current ?? startMockBackend();
}

async function startMockBackend(): Promise<MockBackend> {
  const app = await buildApp({ origin: apiOrigin });
  await app.ready();
  const calls: Call[] = [];
  let canned: { method: string; path: RegExp; status: number; body: unknown }[] = [];

  let closed = false;

  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // A timer of the app that outlives the file's last test (a monitoring batch) gets no answer.
    if (closed) return new Promise<Response>(() => undefined);
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = new URL(href, window.location.href);
    if (target.origin !== apiOrigin)
      throw new TypeError(`route test: no network beyond the mock server (${target.href})`);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const { method, url, headers, body } = await toInject(input, init);
    const stub = canned.find((c) => c.method === method && c.path.test(url));
    if (stub) {
      calls.push({ method, path: url, status: stub.status });
      return new Response(JSON.stringify(stub.body), {
        status: stub.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    const response = await app.inject({
      method,
      url,
      headers,
      ...(body && body.length > 0 ? { payload: body } : {}),
    });
    calls.push({ method, path: url, status: response.statusCode });
    const answered = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        answered.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304 || method === 'HEAD';
    return new Response(noBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answered,
    });
  };
  globalThis.fetch = answer as typeof fetch;
  window.fetch = answer as typeof fetch;

  current = {
    app,
    calls,
    async stop() {
      closed = true;
      await app.close();
    },
    reset: async () => {
      canned = [];
      await admin(app, 'POST', '/__sim/reset');
    },
    answer: (method, path, status, body) => {
      const stub = { method, path, status, body };
      canned.push(stub);
      return () => void (canned = canned.filter((c) => c !== stub));
    },
    scenario: (name) => admin(app, 'POST', `/__sim/scenarios/${encodeURIComponent(name)}`),
    fault: (rule) => admin(app, 'POST', '/__sim/faults', rule),
    async tokensFor(email) {
      const user = app.world.usersByEmail.get(email.toLowerCase());
      if (!user)
        throw new Error(
          `route test: no account ${email} in the seeded world (README lists the demo accounts)`,
        );
      return { userId: user.id, ...(await app.identity.issueTokens(user.id)) };
    },
  };
  return current;
}
