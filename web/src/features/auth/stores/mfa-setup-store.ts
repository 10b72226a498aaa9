import { create } from 'zustand';

/** Amplify keeps a pending sign-in for 3 minutes; the enrolment details live as long. */
const PENDING_TTL_MS = 3 * 60 * 1000;
const STORAGE_KEY = 'harbor-mfa-setup';

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

/**
 * Read and written here rather than through zustand's persist middleware, which the sign-in page
 * would load for this one value; the stored shape stays the middleware's (`{ state, version }`).
 * Storage a browser refuses (a sandboxed frame) leaves the enrolment in memory only.
 */
function storedPending(): PendingSetup | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      state?: { pending?: PendingSetup | null };
    } | null;
    return stored?.state?.pending ?? null;
  } catch {
    return null;
  }
}

function store(pending: PendingSetup | null) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { pending }, version: 0 }));
  } catch {
    // Memory only, as above.
  }
}

export const useMfaSetupStore = create<MfaSetupState>()((set) => ({
  pending: storedPending(),
  setPending: (next) => {
    const pending = next && { ...next, expiresAt: Date.now() + PENDING_TTL_MS };
    store(pending);
    set({ pending });
  },
}));

/** The pending enrolment, unless it has expired. */
export const livePendingSetup = (state: MfaSetupState) =>
  state.pending && state.pending.expiresAt > Date.now() ? state.pending : null;
