/**
 * The /ilm frame protocol (§7): the identity service may run in a hidden frame on the auth host's
 * /ilm path. Requests carry an id, a method and params; the answer comes back with the same id.
 * Both ends ignore messages from origins they do not trust.
 */
import type { AuthError } from './auth-error';
import { NOT_INITIALIZED, toAuthError } from './auth-error';

export const FRAME_REQUEST = 'ilm-request';
export const FRAME_RESPONSE = 'ilm-response';

export interface FrameRequest {
  type: typeof FRAME_REQUEST;
  id: string;
  method: string;
  params: unknown[];
}

export interface FrameResponse {
  type: typeof FRAME_RESPONSE;
  id: string;
  result?: unknown;
  error?: AuthError;
}

/** The window-like pieces each end needs; tests pass fakes. */
export interface MessageHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** §7: the frame query carries code, state, ILM_DEBUG and client (from the client_id item). */
export function frameUrl(
  authHost: string,
  query: { code?: string | null; state?: string | null; debug?: boolean; client?: string | null },
) {
  const url = new URL('/ilm', authHost);
  if (query.code) url.searchParams.set('code', query.code);
  if (query.state) url.searchParams.set('state', query.state);
  url.searchParams.set('ILM_DEBUG', query.debug ? 'true' : 'false');
  if (query.client) url.searchParams.set('client', query.client);
  return url.toString();
}

const isRequest = (data: unknown): data is FrameRequest =>
  typeof data === 'object' &&
  data !== null &&
  (data as FrameRequest).type === FRAME_REQUEST &&
  typeof (data as FrameRequest).id === 'string' &&
  typeof (data as FrameRequest).method === 'string';

const isResponse = (data: unknown): data is FrameResponse =>
  typeof data === 'object' &&
  data !== null &&
  (data as FrameResponse).type === FRAME_RESPONSE &&
  typeof (data as FrameResponse).id === 'string';

export type FrameHandlers = Record<string, (...params: never[]) => Promise<unknown>>;

/** The frame side: answers requests from trusted parents with the in-app service's results. */
export function serveFrame(options: {
  host: MessageHost;
  trustedOrigins: readonly string[];
  handlers: FrameHandlers;
}) {
  const listener = (event: MessageEvent) => {
    if (!options.trustedOrigins.includes(event.origin) || !isRequest(event.data)) return;
    const { id, method, params } = event.data;
    const source = event.source as MessageTarget | null;
    const reply = (body: Omit<FrameResponse, 'type' | 'id'>) =>
      source?.postMessage(
        { type: FRAME_RESPONSE, id, ...body } satisfies FrameResponse,
        event.origin,
      );
    const handler = Object.hasOwn(options.handlers, method) ? options.handlers[method] : undefined;
    if (!handler) {
      reply({ error: { message: `Unknown method ${method}` } });
      return;
    }
    (handler as (...args: unknown[]) => Promise<unknown>)(...(Array.isArray(params) ? params : []))
      .then((result) => reply({ result }))
      .catch((error: unknown) => reply({ error: toAuthError(error) }));
  };
  options.host.addEventListener('message', listener);
  return () => options.host.removeEventListener('message', listener);
}

/** The parent side: sends requests to the frame and matches answers by id. */
export function createFrameClient(options: {
  host: MessageHost;
  frameOrigin: string;
  nextId?: () => string;
}) {
  let target: MessageTarget | null = null;
  let counter = 0;
  const nextId = options.nextId ?? (() => `ilm-${Date.now().toString(36)}-${(counter += 1)}`);
  const pending = new Map<
    string,
    { resolve(value: unknown): void; reject(error: AuthError): void }
  >();

  options.host.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== options.frameOrigin || event.source !== target || !isResponse(event.data))
      return;
    const entry = pending.get(event.data.id);
    if (!entry) return;
    pending.delete(event.data.id);
    if (event.data.error) entry.reject(event.data.error);
    else entry.resolve(event.data.result);
  });

  return {
    /** Connects the client to the loaded frame's window (init). */
    init(frameWindow: MessageTarget) {
      target = frameWindow;
    },
    call<T>(method: string, ...params: unknown[]): Promise<T> {
      if (!target) return Promise.reject<T>({ message: NOT_INITIALIZED } satisfies AuthError);
      const id = nextId();
      const request: FrameRequest = { type: FRAME_REQUEST, id, method, params };
      const promise = new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      });
      target.postMessage(request, options.frameOrigin);
      return promise;
    },
    pendingCount: () => pending.size,
  };
}
