/**
 * Typed route registration from the endpoint table: every entry of an area needs a handler,
 * and a handler may only answer with a status its entry declares (both are compile errors).
 */
import type { AnyEndpoint, ResponseMap } from '@ws/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { UserRow, World } from '../db/types.ts';
import { MULTIPART_MAX_REQUEST_BYTES, inputParser, type Parsed } from './parse-input.ts';
import { accessGuard } from './access-guard.ts';

// Spreading shared error maps turns numeric keys into strings ("403"): accept both spellings.
type StatusOf<S> = S extends number ? S : S extends `${infer N extends number}` ? N : never;

export type Reply<R extends ResponseMap> = {
  [S in keyof R]: {
    status: StatusOf<S>;
    body: R[S] extends z.ZodType ? z.input<R[S]> : never;
    /** Extra response headers, e.g. a cache policy the spec names. */
    headers?: Record<string, string>;
  };
}[keyof R];

export interface HandlerContext<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** Raw bytes of each multipart file field; the validated `body` holds their descriptions. */
  files: Record<string, Buffer[]>;
  /** The verified caller of a bearer call; null on noAuth calls. */
  caller: UserRow | null;
  world: World;
  /** The simulator clock's now, in ms. */
  now: number;
  /**
   * The origin people reach this server at (`--public-url`). Every absolute URL an answer holds is
   * built on it, never on the request's Host header, which the caller chooses.
   */
  publicUrl: string;
  request: FastifyRequest;
}

export type Handler<E extends AnyEndpoint> = (
  ctx: HandlerContext<E>,
) => Reply<E['responses']> | Promise<Reply<E['responses']>>;

export type AreaHandlers<T extends Record<string, AnyEndpoint>> = { [K in keyof T]: Handler<T[K]> };

export const ok = <D>(data: D) => ({
  status: 200 as const,
  body: { data, status_code: 200 as const },
});

export const fail = <S extends number>(
  status: S,
  error: string,
  message: string,
  field?: string,
) => ({
  status,
  body: { status_code: status, error, message, ...(field ? { field } : {}) },
});

function send(
  reply: FastifyReply,
  result: { status: number; body: unknown; headers?: Record<string, string> },
): FastifyReply {
  if (result.headers) reply.headers(result.headers);
  return reply.code(result.status).send(result.body);
}

/** Raw uploads (PUT {upload_url}) take any body up to this size; JSON stays at the app's 1 MB. */
export const RAW_BODY_LIMIT = 10 * 1024 * 1024;

export interface AreaSettings {
  publicUrl: string;
}

export function registerArea<T extends Record<string, AnyEndpoint>>(
  app: FastifyInstance,
  area: T,
  handlers: AreaHandlers<T>,
  { publicUrl }: AreaSettings,
): void {
  const multipartRoutes: RouteOptions[] = [];
  for (const key of Object.keys(area) as (keyof T & string)[]) {
    // A plain copy: the table builds an entry's schemas when first read, for the web app (issue
    // 14); the server builds them here, at start, and reads them per request as plain fields.
    const entry = { ...area[key] } as T[typeof key];
    const handler = handlers[key];
    // Brand scope, product and sales access come from the entry, checked after input validation.
    const guard = accessGuard(entry);
    const parseInput = inputParser(entry);
    const respond = (
      input: Parsed,
      request: FastifyRequest,
      reply: FastifyReply,
    ): FastifyReply | Promise<FastifyReply> => {
      if (!input.ok) return reply.code(input.error.status_code).send(input.error);
      const denied = guard && request.caller ? guard(app.world, request.caller, input.value) : null;
      if (denied) return reply.code(denied.status).send(denied.body);
      const { params, query, body, files } = input.value;
      // Written out rather than spread: an object literal of one shape is built without a copy loop.
      const result = handler({
        params,
        query,
        body,
        files,
        caller: request.caller ?? null,
        world: app.world,
        now: app.clock.now(),
        publicUrl,
        request,
      } as HandlerContext<typeof entry>);
      return result instanceof Promise ? result.then((r) => send(reply, r)) : send(reply, result);
    };
    const route: RouteOptions = {
      method: entry.method,
      url: entry.path,
      config: { endpoint: entry },
      // No promise unless the handler needs one: most calls are answered synchronously.
      // A limit error thrown while reading the input is answered by the error handler (413).
      handler: (request, reply) => {
        const answered = respond(parseInput(request), request, reply);
        // A reply returned synchronously would be sent a second time by Fastify.
        return answered instanceof Promise ? answered : undefined;
      },
    };
    if (entry.bodyKind === 'multipart') {
      multipartRoutes.push(route);
      continue;
    }
    if (entry.bodyKind !== 'raw') {
      app.route(route);
      continue;
    }
    // A caller-supplied URL gets whatever content type the client sends, read as bytes. §7's
    // "empty content type" arrives as an empty header, which Fastify would refuse (415) before
    // any parser runs, so it is dropped first.
    app.register(async (scope) => {
      scope.addHook('onRequest', async (request) => {
        if (request.headers['content-type']?.trim() === '') delete request.headers['content-type'];
      });
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: RAW_BODY_LIMIT },
        (_req, body, done) => done(null, body),
      );
      scope.route({ ...route, bodyLimit: RAW_BODY_LIMIT });
    });
  }
  if (multipartRoutes.length === 0) return;
  // Only these calls read a multipart body, whole, as bytes that the input parser hands to the multipart parser; the
  // declared length is checked against the limit before any byte is read.
  app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MULTIPART_MAX_REQUEST_BYTES },
      (_req, body, done) => done(null, body),
    );
    for (const route of multipartRoutes)
      scope.route({ ...route, bodyLimit: MULTIPART_MAX_REQUEST_BYTES });
  });
}
