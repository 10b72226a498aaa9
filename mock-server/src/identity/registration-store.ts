/**
 * What registration and password reset keep beside the world (§5, §7 Registration and
 * passwords): reset codes and attempts, light sign-up invitations, brand details and activation
 * mails. One store per world, so `resetWorld()` starts it afresh.
 */
import { randomBytes } from 'node:crypto';
import type { StoredCredential, UserRow, World } from '../db/types.ts';
import { personRow, putUser } from '../db/user-rows.ts';

/** Our limit (the spec names RESET_MAX_ATTEMPTS without a number): 3 requests per account. */
export const RESET_MAX_ATTEMPTS = 3;
const RESET_TTL_MS = 60 * 60 * 1000;
const ACTIVATION_RESEND_MS = 10 * 60 * 1000;

export const DEMO_INVITE_CODE = 'INVITE-DEMO';
/** A standing reset code for the demo member, so scripts and contract tests can set a password. */
export const DEMO_RESET_CODE = 'RESET-DEMO';

interface RegistrationStore {
  resetCodes: Map<string, { userId: string; expiresAt: number; returnUrl: string | null }>;
  resetAttempts: Map<string, number>;
  invites: Map<string, { userId: string; brandName: string }>;
  brandDetails: Map<string, unknown>;
  activationSentAt: Map<string, number>;
}

const stores = new WeakMap<World, RegistrationStore>();

/** The demo invitation: a draft account without a password, completed by light sign-up. */
function seedInvite(world: World, store: RegistrationStore) {
  const draft: UserRow = {
    ...personRow({
      id: 'u-invited',
      email: 'invited@demo.test',
      credential: 'NONE',
      first_name: 'Ivy',
      last_name: 'Invited',
      phone: null,
      verified: false,
    }),
    account_status: 'DRAFT_NO_PASSWORD',
    demo_note: `invited: /light-signup?code=${DEMO_INVITE_CODE}`,
  };
  if (!world.users.has(draft.id)) putUser(world, draft);
  store.invites.set(DEMO_INVITE_CODE, { userId: draft.id, brandName: 'Harbor Café' });
  const member = world.usersByEmail.get('candidate@demo.test');
  if (member)
    store.resetCodes.set(DEMO_RESET_CODE, {
      userId: member.id,
      expiresAt: Number.MAX_SAFE_INTEGER,
      returnUrl: null,
    });
}

export function registrationStore(world: World): RegistrationStore {
  let store = stores.get(world);
  if (!store) {
    store = {
      resetCodes: new Map(),
      resetAttempts: new Map(),
      invites: new Map(),
      brandDetails: new Map(),
      activationSentAt: new Map(),
    };
    seedInvite(world, store);
    stores.set(world, store);
  }
  return store;
}

export function issueResetCode(
  world: World,
  userId: string,
  returnUrl: string | null,
  now: number,
): string {
  const code = randomBytes(18).toString('base64url');
  registrationStore(world).resetCodes.set(code, {
    userId,
    expiresAt: now + RESET_TTL_MS,
    returnUrl,
  });
  return code;
}

export function findResetCode(world: World, code: string, now: number) {
  const entry = registrationStore(world).resetCodes.get(code);
  return entry && entry.expiresAt > now ? entry : undefined;
}

/** True when an activation mail may go out now (at most one per 10 minutes). */
export function claimActivationMail(world: World, userId: string, now: number): boolean {
  const store = registrationStore(world);
  const last = store.activationSentAt.get(userId);
  if (last !== undefined && now - last < ACTIVATION_RESEND_MS) return false;
  store.activationSentAt.set(userId, now);
  return true;
}

/** The username a user answers to: the chosen one, else the e-mail's local part. */
export function usernameOf(user: UserRow): string {
  return (user.username ?? user.email.split('@')[0] ?? user.id).toLowerCase();
}

export function usernameTaken(world: World, username: string, exceptUserId?: string): boolean {
  const wanted = username.toLowerCase();
  for (const user of world.users.values()) {
    if (user.id !== exceptUserId && usernameOf(user) === wanted) return true;
  }
  return false;
}

/** The first free `name1`, `name2`, … (§5: a suggested alternative). */
export function suggestUsername(world: World, username: string): string {
  const base = username.toLowerCase().replace(/\d+$/, '') || 'user';
  for (let n = 1; ; n += 1) if (!usernameTaken(world, `${base}${n}`)) return `${base}${n}`;
}

/**
 * Adds a signed-up identity to the world: a candidate with no brand yet (registration fills in
 * the rest). Spread over a seeded row so columns the world model gains later are filled too.
 */
export function addSignedUpUser(
  world: World,
  user: {
    sub: string;
    email: string;
    credential: StoredCredential;
    givenName: string;
    familyName: string;
    phone?: string | null;
    confirmed?: boolean;
  },
): UserRow {
  registrationStore(world);
  const template = world.users.values().next().value;
  if (!template) throw new Error('the seeded world has no user to copy');
  const row: UserRow = {
    ...template,
    ...personRow({
      id: user.sub,
      email: user.email.toLowerCase(),
      credential: user.credential,
      first_name: user.givenName,
      last_name: user.familyName,
      phone: user.phone ?? null,
      verified: user.confirmed !== false,
    }),
    account_status: 'ACTIVE',
    registration_pending: true,
    acts_for_brand_ids: undefined,
    demo_note: undefined,
    username: undefined,
  };
  putUser(world, row);
  return row;
}
