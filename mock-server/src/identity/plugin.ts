/**
 * The mock's Cognito user pool as a Fastify plugin: the JSON-RPC endpoint Amplify's
 * `userPoolEndpoint` points at (`/cognito/`), the JWKS, and `app.identity` for the API's bearer
 * check, tests and the bench. CORS is the app's job (`@fastify/cors` registered before this).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CognitoError } from './cognito-error.ts';
import { createCredentials, type StoredCredential } from './credentials.ts';
import { createMailbox, type Mailbox } from './mailbox.ts';
import { registerOAuthRoutes } from './oauth.ts';
import { createTokenService, type AccessClaims, type IssuedTokens } from './tokens.ts';
import { createUserPool, type IdentityDirectory } from './user-pool.ts';

export type { AccessClaims, IssuedTokens } from './tokens.ts';
export type { IdentityDirectory, IdentityUser } from './user-pool.ts';

export interface IdentityOptions {
  directory: IdentityDirectory;
  /** The simulator's clock (ms): token iat/exp, expiry checks and challenge sessions follow it. */
  now: () => number;
  /** e.g. 'local_MockPool1'; the part after '_' is the SRP pool name, as in Amplify. */
  poolId: string;
  clientId: string;
  issuer: string;
  /** What seeded accounts' 'SEED' credential stands for (the seed's demo password). */
  seedPassword: string;
  /** Access and id token lifetime; default 3600, never below 10. */
  accessTtlSeconds?: number;
}

export interface IdentityApi {
  /** Rejects (TokenRejectedError) a forged, expired, non-access or revoked token. */
  verifyAccessToken(token: string): Promise<AccessClaims>;
  /** A token's claims when it was verified before and is still valid now, at once; else undefined. */
  recallAccessToken(token: string): AccessClaims | undefined;
  /** What to store for a password set outside the pool's own calls (light sign-up, reset links). */
  credentialFor(username: string, password: string): StoredCredential;
  /** The user a refresh token was issued to, even if its session has ended; undefined for anything else. */
  refreshTokenOwner(refreshToken: string): Promise<string | undefined>;
  /** Signs a user in without the SRP round trips. */
  issueTokens(sub: string): Promise<IssuedTokens>;
  /** The ClientMetadata of the user's latest sign-in, if the app sent any. */
  lastClientMetadata(sub: string): Record<string, string> | undefined;
  /** Same effect as GlobalSignOut. */
  revokeAll(sub: string): void;
  /** POST /v1/logout: revokes the refresh token's session (its access tokens too) when it is one. */
  endSession(refreshToken: string): Promise<void>;
  /** What the pool and the backend "e-mail" (codes, activation and reset links). */
  mailbox: Mailbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityApi;
  }
}

const AMZ_JSON = 'application/x-amz-json-1.1';

function sendCognitoError(reply: FastifyReply, type: string, message: string) {
  return reply
    .code(400)
    .header('content-type', AMZ_JSON)
    .send(JSON.stringify({ __type: type, message }));
}

async function identity(fastify: FastifyInstance, options: IdentityOptions) {
  const tokens = await createTokenService({
    issuer: options.issuer,
    clientId: options.clientId,
    now: options.now,
    accessTtlSeconds: options.accessTtlSeconds,
  });
  const mailbox = createMailbox(options.now);
  const credentials = createCredentials({
    poolName: options.poolId.split('_')[1] ?? '',
    seedPassword: options.seedPassword,
  });
  const pool = createUserPool({
    credentials,
    mailbox,
    directory: options.directory,
    now: options.now,
    poolId: options.poolId,
    clientId: options.clientId,
    tokens,
  });

  // Fastify answers this AWS content type with 415 out of the box; the parser is app-wide
  // (fastify-plugin), so another plugin may already have added it.
  if (!fastify.hasContentTypeParser(AMZ_JSON)) {
    fastify.addContentTypeParser(AMZ_JSON, { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(new CognitoError('SerializationException', 'Request body is not valid JSON.'));
      }
    });
  }

  fastify.decorate('identity', {
    verifyAccessToken: (token) => tokens.verifyAccessToken(token),
    recallAccessToken: (token) => tokens.recallAccessToken(token),
    credentialFor: (username, password) => credentials.create(username, password),
    refreshTokenOwner: (refreshToken) => tokens.refreshTokenOwner(refreshToken),
    issueTokens: (sub) => pool.issueTokens(sub),
    lastClientMetadata: (sub) => pool.lastClientMetadata(sub),
    revokeAll: (sub) => tokens.revokeAll(sub),
    endSession: (refreshToken) => tokens.endSession(refreshToken),
    mailbox,
  } satisfies IdentityApi);

  fastify.get('/.well-known/jwks.json', async () => tokens.jwks());
  await registerOAuthRoutes(fastify, {
    clientId: options.clientId,
    directory: options.directory,
    tokens,
    now: options.now,
    accessTtlSeconds: tokens.accessTtlSeconds,
  });

  // A child context so the Cognito error format applies to these routes only.
  await fastify.register(async (cognito) => {
    cognito.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof CognitoError) return sendCognitoError(reply, error.type, error.message);
      // Always 400: Amplify retries 5xx three times before giving up.
      if (error.statusCode === undefined || error.statusCode >= 500) request.log.error(error);
      return sendCognitoError(reply, 'InvalidParameterException', error.message);
    });

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const target = request.headers['x-amz-target'];
      const result = await pool.dispatch(
        typeof target === 'string' ? target : undefined,
        request.body,
      );
      return reply.header('content-type', AMZ_JSON).send(JSON.stringify(result));
    };
    cognito.post('/cognito/', handle);
    // With `ignoreTrailingSlash` the first route already answers this URL.
    if (!cognito.hasRoute({ method: 'POST', url: '/cognito' })) cognito.post('/cognito', handle);
  });
}

export default fp(identity, { name: 'identity', fastify: '5.x' });
