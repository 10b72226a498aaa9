import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';

export const FEDERATED_TOKEN_REQUIRED = 'Token is required for federated registration';

/**
 * §7: called with the bearer token the social sign-in gave (now in the identity store, where the
 * API client reads it). Without a token it fails locally with the spec's message.
 */
export async function federatedRegistration(token: string | null) {
  if (!token) throw new Error(FEDERATED_TOKEN_REQUIRED);
  return request(api.registration.federatedRegistration, { body: { user_type: 'CANDIDATE' } });
}
