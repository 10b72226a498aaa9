/**
 * The shape of one endpoint-table entry. Everything else (mock-server routes, the web client,
 * Pact tests, the OpenAPI document) is derived from values of this type.
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Auth = 'bearer' | 'none';
export type BodyKind = 'json' | 'multipart' | 'raw';

export type ResponseMap = { readonly [status: number]: z.ZodType };

/** The products an employer is licensed for (§3 Policy user_accesses). */
export type Product = 'SOURCE_HIRE' | 'TEAM_LIVE';
/** Where a call names a brand, spelled as the error field is: `params.brandId`, `query.brand_ids`. */
export type BrandField = `params.${string}` | `query.${string}` | `body.${string}`;

/**
 * Rules many calls share, declared once per entry and enforced by the route registration
 * (contracts/README.md "Access declarations"). Each check answers 403 (404 for an unknown brand).
 */
export interface Access {
  /** The brand (or brands, when repeated) the call acts on: the caller's policy must cover it. */
  readonly brand?: BrandField;
  /** Why a call that names a brand does not scope to it (the scope test then lets it pass). */
  readonly unscoped?: string;
  /** The product an employer caller must hold (§1, §6); members are never product-gated. */
  readonly product?: Product;
  /** A sales feature: persona MANAGER_NO_SALES has no sales access (§6). */
  readonly sales?: boolean;
  /**
   * The application the call acts on (a path parameter): the caller must be its candidate or an
   * employer whose policy covers its brand, and on the side named when the call is one side's.
   */
  readonly application?: {
    readonly field: `params.${string}`;
    readonly side?: 'EMPLOYER' | 'CANDIDATE';
  };
}

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends ResponseMap = ResponseMap,
> {
  /** The spec's own name for the call, e.g. "GET /v1/users/info"; extensions are named likewise. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Fastify-style path: `/v1/brands/:brandId/policy`. */
  readonly path: string;
  readonly auth: Auth;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly bodyKind: BodyKind;
  /** Fixed request headers the call always sends (e.g. the upload PUT's force-csrf, §7). */
  readonly headers: Readonly<Record<string, string>>;
  readonly responses: R;
  /** Shared access rules (brand scope, product, sales); `{}` when the call has none. */
  readonly access: Access;
  /** Calls the screens need that spec §7 does not list. */
  readonly extension: boolean;
  /** False for the few calls answered with a bare body (locales, uploads to a caller's URL). */
  readonly envelope: boolean;
  readonly summary: string;
  /** A valid request, used by server tests, Pact interactions and the OpenAPI document. */
  readonly example?: EndpointExample;
}

export interface EndpointExample {
  /** Demo user id the call is made as (bearer calls). */
  caller?: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Provider state (scenario name) the example needs; `default` when absent. */
  state?: string;
}

const noParams = z.object({}).strict();
const noQuery = z.object({}).passthrough();
const noBody = z.undefined().optional();
/** The query and body of a call whose schemas name none. */
export type NoQuery = typeof noQuery;
export type NoBody = typeof noBody;

/** The schemas of one call, built the first time the call is used (see `endpoint`). */
type DefineSchemas<P, Q, B, R> = {
  params?: P;
  query?: Q;
  body?: B;
  responses: R;
};

type DefineInput<P, Q, B, R> = {
  name?: string;
  method: HttpMethod;
  path: string;
  auth: Auth;
  bodyKind?: BodyKind;
  headers?: Record<string, string>;
  access?: Access;
  extension?: boolean;
  envelope?: boolean;
  summary: string;
  example?: EndpointExample;
  schemas: () => DefineSchemas<P, Q, B, R>;
};

/**
 * One entry of the table. Its schemas are built when first read, not when the table is imported:
 * the table holds some 2,000 zod schemas, and building them all was the largest part of the web
 * app's start on a phone, where a page uses a dozen calls (Lighthouse TBT). The
 * entry reads as a plain object; `params`, `query`, `body` and `responses` are getters.
 */
export function endpoint<
  R extends ResponseMap,
  P extends z.ZodType = typeof noParams,
  Q extends z.ZodType = typeof noQuery,
  B extends z.ZodType = typeof noBody,
>(input: DefineInput<P, Q, B, R>): Endpoint<P, Q, B, R> {
  let built: DefineSchemas<P, Q, B, R> | undefined;
  const schemas = () => (built ??= input.schemas());
  return {
    name: input.name ?? `${input.method} ${input.path.replace(/:(\w+)/g, '{$1}')}`,
    method: input.method,
    path: input.path,
    auth: input.auth,
    get params() {
      return (schemas().params ?? noParams) as P;
    },
    get query() {
      return (schemas().query ?? noQuery) as Q;
    },
    get body() {
      return (schemas().body ?? noBody) as B;
    },
    bodyKind: input.bodyKind ?? 'json',
    headers: input.headers ?? {},
    get responses() {
      return schemas().responses;
    },
    access: input.access ?? {},
    extension: input.extension ?? false,
    envelope: input.envelope ?? true,
    summary: input.summary,
    ...(input.example ? { example: input.example } : {}),
  };
}

/** A method and path as the spec names a call: `GET /v1/users/info`. */
type Route = `${HttpMethod} /${string}`;

/** A call's schemas in short: `data` is what its success answers inside the envelope. */
interface CallSchemas<P, Q, B, T, E> {
  params?: P;
  query?: Q;
  body?: B;
  data: T;
  /** The statuses the call answers besides success, with their bodies. */
  errors: E;
}

export type CallOptions = Partial<
  Pick<
    DefineInput<unknown, unknown, unknown, unknown>,
    'name' | 'auth' | 'bodyKind' | 'headers' | 'access' | 'extension' | 'example'
  >
>;

/**
 * The entry most calls are, in a few lines: a bearer call (unless `options.auth` says otherwise)
 * whose success is its data in the envelope. Its schemas are built when first read, as `endpoint`'s.
 */
export function call<
  T extends z.ZodType,
  E extends ResponseMap,
  P extends z.ZodType = typeof noParams,
  Q extends z.ZodType = NoQuery,
  B extends z.ZodType = NoBody,
>(
  route: Route,
  summary: string,
  schemas: () => CallSchemas<P, Q, B, T, E>,
  options: CallOptions = {},
): Endpoint<P, Q, B, { 200: ReturnType<typeof envelope<T>> } & E> {
  const [method, path] = route.split(' ') as [HttpMethod, string];
  return endpoint({
    auth: 'bearer',
    ...options,
    method,
    path,
    summary,
    schemas: () => {
      const { data, errors, ...request } = schemas();
      return { ...request, responses: { 200: envelope(data), ...errors } };
    },
  });
}

/**
 * A shared schema built the first time a call parses with it, for the same reason as an entry's
 * schemas. It is a `z.lazy`, so it parses, nests and describes itself as the schema it wraps.
 */
export const lazySchema = <T extends z.ZodType>(build: () => T) => z.lazy(build);

/** The spec's response envelope (§7): `{ data, status_code }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, status_code: z.literal(200) });

/** Every error the mock answers with: a code, a readable message, and the field at fault when there is one. */
export const ErrorSchema = z.object({
  status_code: z.number().int(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/** The statuses every bearer call may answer besides success. */
export const bearerErrors = { 400: ErrorSchema, 401: ErrorSchema, 503: ErrorSchema } as const;
export const brandErrors = { ...bearerErrors, 403: ErrorSchema, 404: ErrorSchema } as const;
export const publicErrors = { 400: ErrorSchema, 503: ErrorSchema } as const;

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, ResponseMap>;
export type ParamsOf<E extends AnyEndpoint> = z.input<E['params']>;
export type QueryOf<E extends AnyEndpoint> = z.input<E['query']>;
export type BodyOf<E extends AnyEndpoint> = z.input<E['body']>;
export type SuccessOf<E extends AnyEndpoint> = 200 extends keyof E['responses']
  ? z.output<E['responses'][200]>
  : never;
export type DataOf<E extends AnyEndpoint> =
  SuccessOf<E> extends { data: infer D } ? D : SuccessOf<E>;

export { buildPath } from './build-path.ts';
