import type { BrandService, UserInfo } from '@ws/contracts';
import type { PolicyChecker } from '../../lib/policy';
import type { NavAudience } from './nav-entries';

/** What the frame shows for this user (§1, §6). */
export interface ShellFeatures {
  sideNav: boolean;
  brandDropdown: boolean;
  globalSearch: boolean;
  /** Candidates and members get the simple header (profile image or logo). */
  simpleHeader: boolean;
  /** Persona MANAGER_NO_SALES has no sales access. */
  salesAccess: boolean;
  /** §1, §6 products the employer is licensed for: hiring (SOURCE_HIRE) and scheduling (TEAM_LIVE). */
  hiring: boolean;
  scheduling: boolean;
  /** The MICE service on the entry brand decides whether the employer profile scheme loads. */
  employerScheme: boolean;
}

export function shellFeatures(
  user: UserInfo,
  policy: PolicyChecker,
  services: readonly BrandService[],
): ShellFeatures {
  const employer = user.user_employer;
  const topLevel = user.entry_mode?.top_level ?? false;
  return {
    sideNav: employer,
    brandDropdown: employer,
    globalSearch: employer && (topLevel || policy.hasAccess('SOURCE_HIRE')),
    simpleHeader: !employer,
    salesAccess: user.persona?.name !== 'MANAGER_NO_SALES',
    hiring: employer && policy.hasAccess('SOURCE_HIRE'),
    scheduling: employer && policy.hasAccess('TEAM_LIVE'),
    employerScheme: employer && services.some((s) => s.code === 'MICE' && s.type === 'ACTIVE'),
  };
}

/** After an account switch: non-primary variants → /schedule, a top-level employer → /dashboard. */
export function afterSwitchDestination({
  topLevel,
  primaryVariant,
}: {
  topLevel: boolean;
  primaryVariant: boolean;
}): string | null {
  if (!primaryVariant) return '/schedule';
  return topLevel ? '/dashboard' : null;
}

/** Who the navigation is for: the user's kind and the products the frame worked out. */
export const navAudience = (user: UserInfo, features: ShellFeatures): NavAudience => ({
  employer: user.user_employer,
  topLevel: user.entry_mode?.top_level ?? false,
  hiring: features.hiring,
  scheduling: features.scheduling,
  globalSearch: features.globalSearch,
});
