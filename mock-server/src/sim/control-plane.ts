import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import providerStateRoutes from '../pact/provider-state.ts';
import { simAdminRoutes } from './admin-routes.ts';
import { simWorldRoutes } from './world-routes.ts';
import { journalRoutes } from './journal-routes.ts';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Refuses a call sent by a browser page of a foreign origin (403) before it runs. No CORS grant
 * stops a "simple" POST or a no-cors PUT from being sent, so without this any page open in a
 * tester's browser could reset their world or read the mailbox. Calls without an Origin (the
 * CLI, curl, the Pact verifier) are not from a page and pass. Added to the plugin that registers
 * the routes it guards, it runs for exactly the routes the router matched, however the URL was
 * spelled (`%5F_sim`, `/__s%69m`): the router decodes before it matches, a pattern on the raw URL
 * would not.
 */
export function refuseForeignPages(
  scope: FastifyInstance,
  isAllowedOrigin: (origin: string) => boolean,
  what: string,
): void {
  // A callback hook: no promise per call.
  scope.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || isAllowedOrigin(origin)) return done();
    void reply.code(403).send({
      status_code: 403,
      error: 'FORBIDDEN_ORIGIN',
      message: `${what} does not take calls from pages of ${origin}`,
    });
  });
}

export interface ControlPlaneOptions {
  /** Required on every control-plane call when set (the server is bound beyond loopback). */
  adminToken: string | null;
  isAllowedOrigin: (origin: string) => boolean;
  /**
   * The app itself: loading a saved world replaces the app's own `world`, which this encapsulated
   * context only reads through; assigning it here would hide the new world from every other route.
   */
  root: FastifyInstance;
}

/**
 * The control plane: the simulator (`/__sim…`, saved worlds, the monitoring collector, Pact's
 * provider states) and the mailbox (`/__mailbox/:address`). Encapsulated on purpose, so its guards
 * apply to its own routes and to nothing else. CORS preflights are answered by @fastify/cors's
 * own route outside this context, as for every other path.
 */
export async function controlPlane(
  app: FastifyInstance,
  { adminToken, isAllowedOrigin, root }: ControlPlaneOptions,
) {
  refuseForeignPages(app, isAllowedOrigin, 'The simulator');
  if (adminToken !== null) {
    app.addHook('onRequest', (request, reply, done) => {
      const sent = request.headers[ADMIN_TOKEN_HEADER];
      if (typeof sent === 'string' && same(sent, adminToken)) return done();
      void reply.code(401).send({
        status_code: 401,
        error: 'ADMIN_TOKEN_REQUIRED',
        message: `This mock is shared beyond loopback: send its admin token in the ${ADMIN_TOKEN_HEADER} header (the server wrote it to the file it named at start; the CLI reads that file or MOCK_ADMIN_TOKEN)`,
      });
    });
  }

  await app.register(simAdminRoutes);
  await app.register(simWorldRoutes, { root });
  await app.register(providerStateRoutes);
  await app.register(journalRoutes, { journal: root.sim.journal, root });
  app.get<{ Params: { address: string } }>('/__mailbox/:address', async (request) =>
    app.identity.mailbox.read(request.params.address),
  );
}
