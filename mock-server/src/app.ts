/**
 * The mock backend as a Fastify plugin: shared services (world, identity, auth) first, then every
 * route of the endpoint table. `server.ts` only listens; tests build this and use `app.inject`.
 */
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import {
  DEFAULT_MOCK_PORT,
  USER_POOL_CLIENT_ID,
  USER_POOL_ID,
  originMatcher,
  webOrigins,
} from './config.ts';
import identityPlugin from './identity/plugin.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import worldPlugin from './plugins/world.ts';
import clockPlugin from './sim/clock.ts';
import simPlugin from './sim/plugin.ts';
import type { ProxyOptions } from './sim/proxy.ts';
import { controlPlane } from './sim/control-plane.ts';
import { addCors } from './plugins/cors.ts';
import { addStrictResponses } from './plugins/strict-responses.ts';
import { demoHosts } from './sim/demo-hosts.ts';
import { docsRoutes } from './docs/plugin.ts';
import { apiRoutes } from './routes/index.ts';
import type { UserRow } from './db/types.ts';
import type { IdentityUser } from './identity/plugin.ts';
import { addSignedUpUser } from './identity/registration-store.ts';
import { DEMO_PASSWORD } from './db/demo-accounts.ts';
import { mayActFor, signInAttempts } from './db/identity-records.ts';

export interface AppOptions {
  seed?: number;
  scale?: number;
  /** Multiplies the enterprise persona's own group, GP-1 (`--enterprise-scale N`). */
  enterpriseScale?: number;
  /** Put into every seeded id, for a world whose ids differ from the demo's. */
  idPrefix?: string;
  /** Public origin of this server (`--public-url`): the token issuer and every URL an answer holds. */
  origin?: string;
  logger?: boolean;
  now?: () => number;
  /** Browser origins granted CORS (default: the web app's on port 5173); see config.ts. */
  allowedOrigins?: readonly string[];
  /** Set when bound beyond loopback: the control plane (`/__sim…`, `/__mailbox`) then needs it. */
  adminToken?: string | null;
  /** Calls the request journal keeps (the newest); 0 turns it off, for load tests. */
  journalSize?: number;
  /** Check every answer against the endpoint table (default on); benchmarks turn it off. */
  strictResponses?: boolean;
  /** Send the matching calls to a real backend and check its answers against the table. */
  proxy?: ProxyOptions;
}

export async function buildApp(opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 1024 * 1024 });
  const isAllowedOrigin = originMatcher(opts.allowedOrigins ?? webOrigins());
  addCors(app, isAllowedOrigin);
  await app.register(errorsPlugin);
  // Only the calls that take a multipart body read one (define-routes.ts registers the multipart
  // plugin around them: its hooks cost every request a promise and a listener); elsewhere such a
  // body is left unread, as that plugin leaves it, and the call answers 415.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  if (opts.strictResponses !== false) addStrictResponses(app);
  await app.register(clockPlugin, { now: opts.now });
  await app.register(worldPlugin, {
    seed: opts.seed,
    scale: opts.scale,
    enterpriseScale: opts.enterpriseScale,
    idPrefix: opts.idPrefix,
  });
  // Before auth, so simulated faults hit a request before its token is even looked at.
  await app.register(simPlugin, { journalSize: opts.journalSize, proxy: opts.proxy });
  await app.register(identityPlugin, {
    poolId: USER_POOL_ID,
    clientId: USER_POOL_CLIENT_ID,
    issuer: `${opts.origin ?? 'http://localhost:4010'}/${USER_POOL_ID}`,
    now: () => app.clock.now(),
    directory: {
      findByUsername: (name) =>
        toIdentityUser(app.world.users.get(name) ?? app.world.usersByEmail.get(name.toLowerCase())),
      findBySub: (sub) => toIdentityUser(app.world.users.get(sub)),
      // Sign-up, password changes and MFA enrolment write through to the world.
      createUser: (user) => toIdentityUser(addSignedUpUser(app.world, user)) ?? user,
      setCredential: (sub, credential) =>
        updateUser(app.world.users.get(sub), { credential, account_status: 'ACTIVE' }),
      confirm: (sub) => updateUser(app.world.users.get(sub), { verified: true }),
      mfaEnrolled: (sub) => updateUser(app.world.users.get(sub), { mfa_setup_required: false }),
      mayActFor: (actorSub, targetSub) => mayActFor(app.world, actorSub, targetSub),
      signInAttempts: (key) => signInAttempts(app.world, key),
    },
    seedPassword: DEMO_PASSWORD,
  });
  await app.register(authPlugin);
  await app.register(apiRoutes, {
    isWebOrigin: isAllowedOrigin,
    publicUrl: opts.origin ?? `http://localhost:${DEFAULT_MOCK_PORT}`,
  });
  // Encapsulated: its origin and admin-token guards cover exactly the routes it registers.
  await app.register(controlPlane, {
    adminToken: opts.adminToken ?? null,
    isAllowedOrigin,
    root: app,
  });
  await app.register(demoHosts);
  await app.register(docsRoutes, { origin: opts.origin });
  return app;
}

// The Cognito username is the user's id (spec §5: "the username is a generated random id");
// people sign in with their e-mail, which the pool resolves like a Cognito alias.
function toIdentityUser(user: UserRow | undefined): IdentityUser | undefined {
  if (!user) return undefined;
  return {
    sub: user.id,
    username: user.id,
    email: user.email,
    credential: user.credential,
    givenName: user.first_name,
    familyName: user.last_name,
    mfaSetupRequired: user.mfa_setup_required,
    phone: user.phone,
    confirmed: user.verified,
  };
}

function updateUser(user: UserRow | undefined, changes: Partial<UserRow>) {
  if (user) Object.assign(user, changes);
}
