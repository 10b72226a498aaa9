import type { api } from '@ws/contracts';
import { brandRum } from '../sim/version-state.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';

// The auth hook has verified the token already; only its auth_time claim is read here.
function authTimeOf(authorization: string | undefined): number | null {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    auth_time?: unknown;
  };
  return typeof claims.auth_time === 'number' ? claims.auth_time : null;
}

export const versioningHandlers: AreaHandlers<typeof api.versioning> = {
  // Every caller gets the same answer: the client matches `rules` itself (§4 Version update).
  webVersions: ({ request }) => ok(request.server.sim.version),

  rumSettings: ({ request }) => ok(request.server.sim.rum.global),

  brandRumSettings: ({ params, request }) => {
    return ok(brandRum(request.server.sim.rum, params.brandId));
  },

  loginTime: ({ request }) => {
    const authTime = authTimeOf(request.headers.authorization);
    if (authTime === null) return fail(401, 'UNAUTHORIZED', 'Unauthorized');
    return ok({ login_time: new Date(authTime * 1000).toISOString() });
  },
};
