/**
 * The one API client: `request(api.users.info, { query })`. URL, bearer token, envelope
 * unwrapping and response parsing all come from the endpoint-table entry (spec §7, §8).
 */
import type { AnyEndpoint, BodyOf, DataOf, ParamsOf, QueryOf } from '@ws/contracts';
import { buildPath } from '@ws/contracts';

export interface ClientConfig {
  baseUrl: string;
  getToken: () => Promise<string | null>;
  /** The host variant that names the calling page (§7) sends it in this header. */
  referrerHeader?: string;
  /**
   * Awaited before each call. The browser passes one that resumes in a new task: a render that
   * opens many queries then does not also prepare and send every call in the same long task.
   */
  beforeEachCall?: () => Promise<void>;
  /** Injected so tests need not wait out the back-off. */
  sleep?: (ms: number) => Promise<void>;
}

/** §7 retry policy: up to 5 retries, 1 s doubling, capped at 10 s. */
export const MAX_RETRIES = 5;
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);
/** §9: the referrer header is cut to 255 characters. */
export const REFERRER_MAX = 255;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a failed call throws: the whole response (status and parsed body), per §8. */
export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = describeBody(body) ?? `Request failed with status ${status}`,
  ) {
    super(message);
    this.name = 'ApiResponseError';
  }
}

function describeBody(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

type Input<E extends AnyEndpoint> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
};

let config: ClientConfig | null = null;

export function configureApiClient(next: ClientConfig): void {
  config = next;
}

function toSearch(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    // Arrays are sent as repeated keys (e.g. brand_ids); comma lists are strings already.
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toBody(bodyKind: AnyEndpoint['bodyKind'], body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (bodyKind === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      for (const item of [value].flat()) {
        form.append(key, item instanceof Blob ? item : String(item));
      }
    }
    return form;
  }
  if (bodyKind === 'raw') return body as BodyInit;
  return JSON.stringify(body);
}

/**
 * What a call needs to be sent: an endpoint-table entry without its schemas. An entry is one; a
 * caller that must not load the schema library names the few fields itself (requestRoute).
 */
export type Route = Pick<AnyEndpoint, 'name' | 'method' | 'path' | 'auth' | 'envelope'> &
  Partial<Pick<AnyEndpoint, 'headers' | 'bodyKind'>>;

/** Sends one call and reads its answer as JSON; the answer is not checked yet. */
async function send(route: Route, input: Input<AnyEndpoint>) {
  if (!config) throw new Error('API client used before configureApiClient()');
  await config.beforeEachCall?.();
  const headers: Record<string, string> = { accept: 'application/json', ...route.headers };
  if (route.auth === 'bearer') {
    const token = await config.getToken();
    if (!token) throw new ApiResponseError(401, { message: 'Unauthorized' }, 'Unauthorized');
    headers.authorization = `Bearer ${token}`;
  }
  const bodyKind = route.bodyKind ?? 'json';
  if (bodyKind === 'json' && input.body !== undefined) headers['content-type'] = 'application/json';

  const url = `${config.baseUrl}${buildPath(route.path, input.params as Record<string, unknown>)}${toSearch(
    input.query as Record<string, unknown>,
  )}`;
  if (config.referrerHeader)
    headers[config.referrerHeader] = globalThis.location?.href.slice(0, REFERRER_MAX) ?? '';
  const response = await fetchWithRetry(
    url,
    {
      method: route.method,
      headers,
      body: toBody(bodyKind, input.body),
      signal: input.signal,
    },
    config.sleep ?? wait,
  );
  const text = await response.text().catch(() => '');
  try {
    return { response, body: text ? (JSON.parse(text) as unknown) : undefined };
  } catch {
    // §8 (translations): an answer that is not JSON names the file it came from.
    throw new ApiResponseError(response.status, text, `failed parsing ${url} to json`);
  }
}

/** Throws the whole response (§8) unless it is a success: a body, and in an envelope data and status_code 200. */
function checkSuccess(route: Route, response: Response, body: unknown) {
  if (!route.envelope) {
    if (!response.ok || body === undefined) throw new ApiResponseError(response.status, body);
    return;
  }
  const envelope = body as { data?: unknown; status_code?: unknown } | undefined;
  if (!response.ok || envelope?.data === undefined || envelope.status_code !== 200) {
    throw new ApiResponseError(response.status, body);
  }
}

export async function request<E extends AnyEndpoint>(
  entry: E,
  input: Input<E> = {},
): Promise<DataOf<E>> {
  const { response, body } = await send(entry, input);
  const schema = entry.responses[200];
  if (!schema)
    throw new ApiResponseError(response.status, body, `${entry.name} declares no 200 response`);
  checkSuccess(entry, response, body);
  const parsed = schema.parse(body);
  return (entry.envelope ? (parsed as { data: DataOf<E> }).data : parsed) as DataOf<E>;
}

/**
 * A call sent by its route, its answer (the envelope's data) read by `read` instead of the table's
 * schema. Only for a call every page makes before anything else: naming a table entry loads the
 * schema library with it, which the sign-in page otherwise never needs before the form is used.
 */
export async function requestRoute<T>(route: Route, read: (data: unknown) => T): Promise<T> {
  const { response, body } = await send(route, {});
  checkSuccess(route, response, body);
  return read(route.envelope ? (body as { data: unknown }).data : body);
}

/** Retries a network error or a status of 500 and above; an abort is never retried. */
async function fetchWithRetry(
  url: string,
  init: RequestInit,
  sleep: (ms: number) => Promise<void>,
) {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (init.signal?.aborted || attempt >= MAX_RETRIES) throw error;
    }
    if (response && (response.status < 500 || attempt >= MAX_RETRIES)) return response;
    await sleep(retryDelayMs(attempt));
  }
}
