/**
 * The opaque `Session` strings that carry a sign-in from one challenge to the next. Each step
 * hands out a new Session and retires the old one; all of them die after 3 minutes, as in Cognito
 * (Amplify's own sign-in store gives up after the same 3 minutes).
 */
import { randomBytes } from 'node:crypto';
import { invalidSession } from './cognito-error.ts';
import type { SrpServerSession } from './srp.ts';

const SESSION_TTL_MS = 3 * 60 * 1000;

export type ChallengeState =
  | {
      challenge: 'PASSWORD_VERIFIER';
      /** Empty when nobody has the name that was tried. */
      sub: string;
      /** Where a wrong answer counts towards the lock (see user-pool.ts). */
      attemptKey: string;
      userIdForSrp: string;
      secretBlock: string;
      srp: SrpServerSession;
    }
  | {
      challenge: 'MFA_SETUP';
      sub: string;
      /** Set by AssociateSoftwareToken. */
      totpSecret?: string;
      /** Set by a successful VerifySoftwareToken. */
      verified: boolean;
    }
  | {
      challenge: 'CUSTOM_CHALLENGE';
      /** Empty when nobody has the name that was tried. */
      sub: string;
      /** MASTER_ACCOUNT_TOKEN or CORPORATE_USER_ACCESS_TOKEN. */
      type: string;
    };

type ChallengeOf<Name extends ChallengeState['challenge']> = Extract<
  ChallengeState,
  { challenge: Name }
>;

export function createChallengeSessions(now: () => number) {
  const sessions = new Map<string, { state: ChallengeState; expiresAt: number }>();

  function dropExpired() {
    const at = now();
    for (const [id, entry] of sessions) if (entry.expiresAt <= at) sessions.delete(id);
  }

  return {
    open(state: ChallengeState): string {
      dropExpired();
      const id = randomBytes(48).toString('base64');
      sessions.set(id, { state, expiresAt: now() + SESSION_TTL_MS });
      return id;
    },

    /** The live session for that challenge, or NotAuthorizedException "Invalid session for the user." */
    find<Name extends ChallengeState['challenge']>(
      id: string | undefined,
      challenge: Name,
    ): ChallengeOf<Name> {
      const entry = id === undefined ? undefined : sessions.get(id);
      if (!entry || entry.expiresAt <= now() || entry.state.challenge !== challenge) {
        throw invalidSession();
      }
      return entry.state as ChallengeOf<Name>;
    },

    close(id: string | undefined) {
      if (id !== undefined) sessions.delete(id);
    },
  };
}
