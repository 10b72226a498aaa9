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

function toBody(entry: AnyEndpoint, body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (entry.bodyKind === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      for (const item of [value].flat()) {
        form.append(key, item instanceof Blob ? item : String(item));
      }
    }
    return form;
  }
  if (entry.bodyKind === 'raw') return body as BodyInit;
  return JSON.stringify(body);
}

export async function request<E extends AnyEndpoint>(
  entry: E,
  input: Input<E> = {},
): Promise<DataOf<E>> {
  if (!config) throw new Error('API client used before configureApiClient()');
  await config.beforeEachCall?.();
  const headers: Record<string, string> = { accept: 'application/json', ...entry.headers };
  if (entry.auth === 'bearer') {
    const token = await config.getToken();
    if (!token) throw new ApiResponseError(401, { message: 'Unauthorized' }, 'Unauthorized');
    headers.authorization = `Bearer ${token}`;
  }
  if (entry.bodyKind === 'json' && input.body !== undefined)
    headers['content-type'] = 'application/json';

  const url = `${config.baseUrl}${buildPath(entry.path, input.params as Record<string, unknown>)}${toSearch(
    input.query as Record<string, unknown>,
  )}`;
  if (config.referrerHeader)
    headers[config.referrerHeader] = globalThis.location?.href.slice(0, REFERRER_MAX) ?? '';
  const response = await fetchWithRetry(
    url,
    {
      method: entry.method,
      headers,
      body: toBody(entry, input.body),
      signal: input.signal,
    },
    config.sleep ?? wait,
  );
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // §8 (translations): an answer that is not JSON names the file it came from.
    throw new ApiResponseError(response.status, text, `failed parsing ${url} to json`);
  }
  const schema = entry.responses[200];
  if (!schema)
    throw new ApiResponseError(response.status, body, `${entry.name} declares no 200 response`);
  if (!entry.envelope) {
    if (!response.ok || body === undefined) throw new ApiResponseError(response.status, body);
    return schema.parse(body) as DataOf<E>;
  }
  const envelope = body as { data?: unknown; status_code?: unknown } | undefined;
  if (!response.ok || envelope?.data === undefined || envelope.status_code !== 200) {
    throw new ApiResponseError(response.status, body);
  }
  return (schema.parse(body) as { data: DataOf<E> }).data;
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
