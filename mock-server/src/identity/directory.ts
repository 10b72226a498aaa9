/** Who the pool knows: its view of the world's people (a leaf module, so the pool and its operations share it without a cycle). */
export interface IdentityUser {
  sub: string;
  username: string;
  email: string;
  password: string;
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
  setPassword?(sub: string, password: string): void;
  confirm?(sub: string): void;
  mfaEnrolled?(sub: string): void;
}
