/**
 * Partial mocking: calls matching `--proxy-route` go to a real backend (`--proxy-to`), the rest are
 * mocked. Every real answer is checked against the endpoint table as it passes; an answer that
 * breaks the contract still reaches the app unchanged (it is what the backend said), and is listed
 * as drift (`pnpm scenario drift`) and noted in the journal, before any pact verification runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callPattern } from '@ws/scenarios';
import { contractBreach } from '../plugins/strict-responses.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The backend that answered this call, when it was proxied. */
    proxiedTo?: string;
    /** How the proxied answer broke the contract, if it did. */
    drift?: string;
  }
}

export interface ProxyOptions {
  /** The real backend's origin, e.g. https://api.staging.example. */
  target: string;
  /** `GET /v1/users/*` or a bare path glob; matched against the path and the route template. */
  routes: readonly string[];
}

export interface DriftReport {
  at: string;
  entry: string;
  method: string;
  url: string;
  status: number;
  field: string;
  /** What the contract says about the field. */
  contract: string;
  /** What came back there. */
  got: unknown;
}

/** Keeps the newest drift reports; a backend that drifts on every call must not grow it forever. */
const MOST_REPORTS = 500;
/** The headers a backend needs to answer as it would the app; hop-by-hop ones stay here. */
const FORWARDED = ['authorization', 'content-type', 'accept', 'accept-language', 'x-referrer-page'];
const ANSWER_WITHIN_MS = 15_000;

export class DriftLog {
  private reports: DriftReport[] = [];

  add(report: DriftReport): void {
    this.reports.push(report);
    if (this.reports.length > MOST_REPORTS) this.reports = this.reports.slice(-MOST_REPORTS);
  }

  list(): readonly DriftReport[] {
    return this.reports;
  }

  clear(): void {
    this.reports = [];
  }
}

/** The calls a `--proxy-route` names, by their path or route template. */
function matcher(spec: string): (request: FastifyRequest) => boolean {
  const matches = callPattern(spec);
  return (request) =>
    matches(
      request.method,
      request.url.split('?')[0] ?? request.url,
      request.routeOptions.url ?? '',
    );
}

async function rawBody(request: FastifyRequest): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(chunk as Buffer);
  // A plain copy: fetch's body types (the web app's DOM ones too) take no Buffer.
  return new Uint8Array(Buffer.concat(chunks));
}

function valueAt(text: string, field: string): unknown {
  try {
    let value: unknown = JSON.parse(text);
    for (const key of field.split('.'))
      value = (value as Record<string, unknown> | undefined)?.[key];
    return value;
  } catch {
    return text.slice(0, 200);
  }
}

/**
 * Registered before the mock's own auth and handlers: a proxied call is the backend's to answer,
 * token and all, so the mock neither checks nor reads it.
 */
export function addProxy(
  app: FastifyInstance,
  { target, routes }: ProxyOptions,
  drift: DriftLog,
  now: () => number,
): void {
  const matches = routes.map(matcher);
  const origin = target.replace(/\/+$/, '');

  async function forward(
    request: FastifyRequest,
  ): Promise<{ status: number; type: string; text: string }> {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const res = await fetch(`${origin}${request.url}`, {
        method: request.method,
        headers,
        body: await rawBody(request),
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? 'application/json',
        text: await res.text(),
      };
    } catch (error) {
      const text = JSON.stringify({
        status_code: 502,
        error: 'PROXY_UNREACHABLE',
        message: `The backend at ${origin} did not answer (${(error as Error).message})`,
      });
      return { status: 502, type: 'application/json; charset=utf-8', text };
    }
  }

  app.addHook('onRequest', (request, reply, done) => {
    const entry = request.routeOptions.config.endpoint;
    if (!entry || !matches.some((match) => match(request))) return done();
    forward(request).then(({ status, type, text }) => {
      request.proxiedTo = origin;
      const breach =
        type.includes('json') && status !== 502 ? contractBreach(request, status, text) : null;
      if (breach) {
        request.drift = `${breach.field}: ${breach.problem}`;
        drift.add({
          at: new Date(now()).toISOString(),
          entry: entry.name,
          method: request.method,
          url: request.url,
          status,
          field: breach.field,
          contract: breach.problem,
          got: valueAt(text, breach.field),
        });
      }
      void reply.code(status).header('content-type', type).send(text);
    }, done);
  });
}
