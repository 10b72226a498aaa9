import type { UserRow, World } from './types.ts';

/** What a person brings to an account of their own: name, contact, credential and whether it is verified. */
export type PersonFields = Pick<
  UserRow,
  'id' | 'email' | 'credential' | 'first_name' | 'last_name' | 'phone' | 'verified'
>;

/**
 * The user row of someone who is only a person so far: no employer, brand, persona, accesses or home
 * page. Seeded candidates, the demo invitee and new sign-ups all start out this way.
 */
export function personRow({
  id,
  email,
  credential,
  first_name,
  last_name,
  phone,
  verified,
}: PersonFields): UserRow {
  return {
    id,
    email,
    credential,
    first_name,
    last_name,
    phone,
    employer: false,
    shadow: false,
    corporate: false,
    entry_brand_id: null,
    persona: null,
    accesses: [],
    permissions: [],
    default_home_page: null,
    mfa_setup_required: false,
    external_source: null,
    first_external_login: false,
    verified,
  };
}

/** Adds or replaces a user, findable by id and by e-mail (in lower case, as sign-in looks it up). */
export function putUser(world: World, user: UserRow): void {
  world.users.set(user.id, user);
  world.usersByEmail.set(user.email.toLowerCase(), user);
}

/** The account record as GET /v1/user answers it (and PUT /v1/user after a change). */
export const accountOf = (user: UserRow) => ({
  id: user.id,
  username: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone,
  user_type: user.employer ? ('EMPLOYER' as const) : ('CANDIDATE' as const),
  verified: user.verified,
});
