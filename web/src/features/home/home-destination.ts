import type { BrandService, HomePage, UserInfo } from '@ws/contracts';
import { paths } from '../../config/paths';
import type { PolicyChecker } from '../../lib/policy';

/** Our design: the external sign-on source whose first-time users get the welcome page (§2 rule 3). */
export const WELCOME_SSO_SOURCE = 'PARTNER_SSO';

export interface HomeInputs {
  user: UserInfo;
  policy: PolicyChecker;
  services: BrandService[];
  defaultHomePage: HomePage | null;
  /** Reporting location filter of the entry brand (risk dashboard rule, §6). */
  locationFilterType: string | null;
  customWelcomePageShown: boolean;
  corporateHost: string;
}

const activeService = (services: BrandService[], code: string) =>
  services.some((s) => s.code === code && s.type === 'ACTIVE');

/** §6: the three enterprise dashboards' guards. */
export function dashboardGuards(
  inputs: Omit<HomeInputs, 'defaultHomePage' | 'customWelcomePageShown' | 'corporateHost'>,
) {
  const { user, policy, services, locationFilterType } = inputs;
  const topLevel = user.entry_mode?.top_level ?? false;
  return {
    halo:
      activeService(services, 'TEAM_SCHEDULING') &&
      activeService(services, 'HALO_DASHBOARD') &&
      policy.has('VIEW_HALO_DASHBOARD'),
    risk:
      policy.hasAccess('TEAM_LIVE') &&
      activeService(services, 'RISK_DETECTION') &&
      policy.has('ACCESS_RISK_DETECTION_DASHBOARD') &&
      (topLevel || locationFilterType === 'ALL_LEVELS' || locationFilterType === 'CHILDREN_ONLY'),
    engage: activeService(services, 'HARRI_ENGAGE') && policy.has('VIEW_TEAM_ENGAGEMENT'),
    tts: !topLevel && policy.hasAccess('SOURCE_HIRE') && activeService(services, 'TTS_DASHBOARD'),
  };
}

/**
 * The home redirector (§2), rules 1–7 in order; rule 8 (on error → /dashboard) is the caller's.
 * Our mapping of home-page preferences to the three enterprise dashboards: HALO_DASHBOARD → the
 * main dashboard (GP main when top level, else parent main), RISK_ANALYSIS → risk,
 * HARRI_ENGAGE → parent main (the engagement view).
 */
export function homeDestination(inputs: HomeInputs): string {
  const { user, policy, defaultHomePage } = inputs;
  if (user.is_shadow_user && user.is_corporate) return inputs.corporateHost;
  if (!user.user_employer) return paths.member;
  if (
    user.external_auth?.source === WELCOME_SSO_SOURCE &&
    user.external_auth.first_login &&
    !inputs.customWelcomePageShown
  ) {
    return paths.welcome;
  }
  const topLevel = user.entry_mode?.top_level ?? false;
  const guards = dashboardGuards(inputs);
  if (defaultHomePage === 'HALO_DASHBOARD' && guards.halo)
    return topLevel ? paths.gpMain : paths.parentMain;
  if (defaultHomePage === 'RISK_ANALYSIS' && guards.risk) return paths.risk;
  if (defaultHomePage === 'HARRI_ENGAGE' && guards.engage) return paths.parentMain;
  if (topLevel) return paths.accessPortal;
  if (policy.hasAccess('TEAM_LIVE') && !policy.hasAccess('SOURCE_HIRE')) return paths.schedule;
  return guards.tts ? paths.tts : paths.hiring;
}
