/** Who the pool knows: its view of the world's people (a leaf module, so the pool and its operations share it without a cycle). */
import type { SignInAttempts, StoredCredential } from '../db/types.ts';

export interface IdentityUser {
  sub: string;
  username: string;
  email: string;
  /** What the pool keeps of the password (credentials.ts); never the password. */
  credential: StoredCredential;
  givenName: string;
  familyName: string;
  /** Sign-in stops at an MFA_SETUP challenge (TOTP enrolment) before tokens are issued. */
  mfaSetupRequired?: boolean;
  phone?: string | null;
  /** False until the account is confirmed: sign-in then fails with UserNotConfirmedException. */
  confirmed?: boolean;
}

/** Reads, plus the writes sign-up, password changes and MFA enrolment need (optional in tests). */
export interface IdentityDirectory {
  findByUsername(usernameOrEmail: string): IdentityUser | undefined;
  findBySub(sub: string): IdentityUser | undefined;
  createUser?(user: IdentityUser): IdentityUser;
  setCredential?(sub: string, credential: StoredCredential): void;
  confirm?(sub: string): void;
  mfaEnrolled?(sub: string): void;
  /**
   * Whether the account `actorSub` may sign in as `targetSub` with its own token (the
   * MASTER_ACCOUNT_TOKEN challenge). Without this, nobody may.
   */
  mayActFor?(actorSub: string, targetSub: string): boolean;
  /** The running record of failed password sign-ins under this key (created on first use). */
  signInAttempts?(key: string): SignInAttempts;
}
