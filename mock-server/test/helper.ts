import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint } from '@ws/contracts';
import { buildPath } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { USER_POOL_CLIENT_ID } from '../src/config.ts';

/** Builds the app once per file; tests talk to it with `app.inject`, no ports. */
export async function buildTestApp(): Promise<FastifyInstance> {
  const app = await buildApp();
  await app.ready();
  return app;
}

export async function bearer(
  app: FastifyInstance,
  userId: string,
): Promise<{ authorization: string }> {
  const { accessToken } = await app.identity.issueTokens(userId);
  return { authorization: `Bearer ${accessToken}` };
}

/** One call of the user pool's JSON-RPC API, as Amplify makes it; answers the status and body. */
export async function cognito(app: FastifyInstance, operation: string, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/cognito/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload: JSON.stringify(body),
  });
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown> & { __type?: string; message?: string }>(),
  };
}

/** USER_PASSWORD_AUTH: the body of the answer (tokens, a challenge, or a Cognito error). */
export async function signInWithPassword(app: FastifyInstance, username: string, password: string) {
  const { body } = await cognito(app, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: USER_POOL_CLIENT_ID,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  return body as {
    AuthenticationResult?: { AccessToken: string; RefreshToken?: string };
    ChallengeName?: string;
    __type?: string;
    message?: string;
  };
}

let signUps = 0;
/** A new account through the pool's SignUp, as the sign-up page makes it; answers its user id. */
export async function signUpFresh(app: FastifyInstance): Promise<string> {
  signUps += 1;
  const { body } = await cognito(app, 'SignUp', {
    ClientId: USER_POOL_CLIENT_ID,
    Username: `fresh-${signUps}-${Date.now()}`,
    Password: 'Fresh-pass-1',
    UserAttributes: [
      { Name: 'email', Value: `fresh.${signUps}.${Date.now()}@example.test` },
      { Name: 'phone_number', Value: '+12025550100' },
    ],
    ValidationData: [{ Name: 'system_name', Value: 'WEB' }],
  });
  if (typeof body.UserSub !== 'string') throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return body.UserSub;
}

/** A file part of a multipart body: `{ filename, mimetype, content }`. */
interface ExampleFile {
  filename: string;
  mimetype: string;
  content: string | Buffer;
}
const isFile = (v: unknown): v is ExampleFile =>
  typeof v === 'object' && v !== null && 'filename' in v && 'content' in v;

// The table's multipart examples name the Pact fixtures: "fixture:photo.jpg".
const FIXTURES = fileURLToPath(new URL('../../contracts/pact/fixtures/', import.meta.url));
const FIXTURE_TYPES: Record<string, string> = { jpg: 'image/jpeg', pdf: 'application/pdf' };
function fixture(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('fixture:')) return value;
  const filename = value.slice('fixture:'.length);
  const mimetype = FIXTURE_TYPES[filename.split('.').pop() ?? ''] ?? 'application/octet-stream';
  return { filename, mimetype, content: readFileSync(FIXTURES + filename) };
}

/** Encodes a multipart body: lists become repeated parts, file objects and fixture names file parts. */
export function multipartBody(fields: Record<string, unknown>, boundary = 'ws-test-boundary') {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat().map(fixture)) {
      const disposition = isFile(item)
        ? `form-data; name="${name}"; filename="${item.filename}"\r\nContent-Type: ${item.mimetype}`
        : `form-data; name="${name}"`;
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
      chunks.push(Buffer.from(isFile(item) ? item.content : String(item)));
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface InjectInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Sends a request shaped by an entry: path from params, query (lists repeated), body by bodyKind. */
export async function injectEntry(
  app: FastifyInstance,
  entry: AnyEndpoint,
  input: InjectInput = {},
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const qs = search.toString();
  const url = buildPath(entry.path, input.params) + (qs ? `?${qs}` : '');
  const headers: Record<string, string> = { ...input.headers };
  let payload: string | Buffer | undefined;
  if (input.body !== undefined) {
    if (entry.bodyKind === 'multipart') {
      const encoded = multipartBody(input.body as Record<string, unknown>);
      payload = encoded.payload;
      Object.assign(headers, encoded.headers);
    } else if (entry.bodyKind === 'raw') {
      // §7: the upload goes with an empty content type and force-csrf: true.
      payload = Buffer.from(String(input.body));
      Object.assign(headers, { 'content-type': '', 'force-csrf': 'true' }, input.headers);
    } else {
      payload = JSON.stringify(input.body);
      headers['content-type'] ??= 'application/json';
    }
  }
  return app.inject({
    method: entry.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The entry's own example, signed in as its caller. */
export async function injectExample(
  app: FastifyInstance,
  entry: AnyEndpoint,
  overrides: InjectInput = {},
) {
  const example = entry.example ?? {};
  const auth = entry.auth === 'bearer' && example.caller ? await bearer(app, example.caller) : {};
  return injectEntry(app, entry, {
    params: example.params,
    query: example.query,
    body: example.body,
    ...overrides,
    headers: { ...auth, ...overrides.headers },
  });
}
