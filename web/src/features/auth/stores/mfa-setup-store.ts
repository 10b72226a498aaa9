import { create } from 'zustand';

/** The TOTP enrolment a sign-in stopped at (MFA_SETUP), carried from login to /user/setup-mfa. */
interface MfaSetupState {
  pending: { sharedSecret: string; uri: string } | null;
  setPending(pending: { sharedSecret: string; uri: string } | null): void;
}

export const useMfaSetupStore = create<MfaSetupState>((set) => ({
  pending: null,
  setPending: (pending) => set({ pending }),
}));
