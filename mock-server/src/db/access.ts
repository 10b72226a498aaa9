import type { Permission, Policy, UserInfo } from '@ws/contracts';
import { brandSubtree, isWithin } from './tree.ts';
import type { UserRow, World } from './types.ts';

/** Brands the user's policy covers: the entry brand and everything under it. */
export function coveredBrandIds(world: World, user: UserRow): Set<string> {
  return new Set(user.entry_brand_id ? brandSubtree(world, user.entry_brand_id) : []);
}

export function canSeeBrand(world: World, user: UserRow, brandId: string): boolean {
  return (
    user.entry_brand_id !== null &&
    world.brands.has(brandId) &&
    isWithin(world, brandId, user.entry_brand_id)
  );
}

export function isTopLevel(type: string): boolean {
  return type.includes('GP');
}

export function toUserInfo(world: World, user: UserRow): UserInfo {
  const entry = user.entry_brand_id ? world.brands.get(user.entry_brand_id) : undefined;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    user_employer: user.employer,
    is_shadow_user: user.shadow,
    is_corporate: user.corporate,
    entry_mode: entry
      ? { brand_id: entry.id, brand_type: entry.type, top_level: isTopLevel(entry.type) }
      : null,
    external_auth: user.external_source
      ? { source: user.external_source, first_login: user.first_external_login }
      : null,
    persona: user.persona ? { name: user.persona } : null,
    email: user.email,
    phone: user.phone,
  };
}

/**
 * A first external login is first for the sign-in session that first asks for the user
 * info; the next sign-in is not first any more, so the welcome page is shown once, not forever.
 */
export function settleFirstExternalLogin(user: UserRow, session: string | null): void {
  if (!user.first_external_login || !session) return;
  user.first_external_session ??= session;
  if (user.first_external_session !== session) user.first_external_login = false;
}

/** A user's permissions hold on every brand their policy covers. */
export function policyFor(world: World, user: UserRow, brandIds: string | string[]): Policy {
  return {
    brands: [brandIds].flat().map((brandId) => ({ brandId, permissions: user.permissions })),
    user_accesses: user.accesses,
  };
}

export const holds = (user: UserRow, name: string): Permission | undefined =>
  user.permissions.find((p) => p.name === name);

/** Which category each permission belongs to (our design: §7 names permission_category, not its values). */
export const PERMISSION_CATEGORIES: Record<
  string,
  'SCHEDULING' | 'HIRING' | 'DASHBOARDS' | 'SETTINGS'
> = {
  VIEW_SCHEDULE: 'SCHEDULING',
  MANAGE_SCHEDULE: 'SCHEDULING',
  VIEW_LOGBOOK: 'SCHEDULING',
  VIEW_APPLICATIONS: 'HIRING',
  MANAGE_JOB_BOARDS: 'HIRING',
  VIEW_HALO_DASHBOARD: 'DASHBOARDS',
  ACCESS_RISK_DETECTION_DASHBOARD: 'DASHBOARDS',
  VIEW_TEAM_ENGAGEMENT: 'DASHBOARDS',
  MANAGE_BRAND_SETTINGS: 'SETTINGS',
};
