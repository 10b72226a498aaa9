import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Amplify keeps a pending sign-in for 3 minutes; the enrolment details live as long. */
const PENDING_TTL_MS = 3 * 60 * 1000;

interface PendingSetup {
  sharedSecret: string;
  uri: string;
  expiresAt: number;
}

/**
 * The TOTP enrolment a sign-in stopped at (MFA_SETUP), carried from login to /user/setup-mfa.
 * Kept in session storage beside Amplify's own pending sign-in, so a reload or a visit to another
 * page still lands on the set-up first (§4).
 */
interface MfaSetupState {
  pending: PendingSetup | null;
  setPending(pending: { sharedSecret: string; uri: string } | null): void;
}

export const useMfaSetupStore = create<MfaSetupState>()(
  persist(
    (set) => ({
      pending: null,
      setPending: (pending) =>
        set({ pending: pending && { ...pending, expiresAt: Date.now() + PENDING_TTL_MS } }),
    }),
    { name: 'harbor-mfa-setup', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** The pending enrolment, unless it has expired. */
export const livePendingSetup = (state: MfaSetupState) =>
  state.pending && state.pending.expiresAt > Date.now() ? state.pending : null;
