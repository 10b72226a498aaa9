import type { BrandService, Policy, UserInfo } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { createPolicy } from '../../lib/policy';
import type { HomeInputs } from './home-destination';
import { WELCOME_SSO_SOURCE, homeDestination } from './home-destination';

const employer: UserInfo = {
  id: 'u1',
  first_name: 'A',
  last_name: 'B',
  user_employer: true,
  is_shadow_user: false,
  is_corporate: false,
  entry_mode: { brand_id: 'CH-1', brand_type: 'CHILD', top_level: false },
  external_auth: null,
  persona: null,
  email: 'a@b.c',
  phone: null,
};
const svc = (...codes: string[]): BrandService[] => codes.map((code) => ({ code, type: 'ACTIVE' }));
const policy = (accesses: string[], permissions: string[] = []): Policy => ({
  brands: [{ brandId: 'CH-1', permissions: permissions.map((name) => ({ name, conditions: [] })) }],
  user_accesses: accesses,
});

function inputs(over: Partial<Omit<HomeInputs, 'policy'>> & { policy?: Policy } = {}): HomeInputs {
  return {
    user: employer,
    services: svc('TEAM_SCHEDULING'),
    defaultHomePage: null,
    locationFilterType: null,
    customWelcomePageShown: false,
    corporateHost: 'https://corp.example',
    ...over,
    policy: createPolicy(over.policy ?? policy(['SOURCE_HIRE'])),
  };
}

describe('home redirector (§2), in order', () => {
  it('[R2-10] a shadow user with the corporate flag goes to the corporate host', () => {
    const user = { ...employer, is_shadow_user: true, is_corporate: true, user_employer: false };
    expect(homeDestination(inputs({ user }))).toBe('https://corp.example');
  });

  it('[R2-10] a shadow user without the corporate flag is not sent there', () => {
    const user = { ...employer, is_shadow_user: true };
    expect(homeDestination(inputs({ user }))).not.toBe('https://corp.example');
  });

  it('[R2-11] a non-employer goes to /dashboard/member', () => {
    expect(homeDestination(inputs({ user: { ...employer, user_employer: false } }))).toBe(
      '/dashboard/member',
    );
  });

  it('[R2-12] a first-time user of the external sign-on source sees the welcome page once', () => {
    const user = { ...employer, external_auth: { source: WELCOME_SSO_SOURCE, first_login: true } };
    expect(homeDestination(inputs({ user }))).toBe('/welcome');
    expect(homeDestination(inputs({ user, customWelcomePageShown: true }))).toBe(
      '/dashboard/hiring',
    );
    const other = { ...employer, external_auth: { source: 'OTHER', first_login: true } };
    expect(homeDestination(inputs({ user: other }))).toBe('/dashboard/hiring');
  });

  it('[R2-13] [R6-06] [R6-07] [R6-08] a stored default home page leads to its enterprise dashboard when permitted', () => {
    const halo = inputs({
      defaultHomePage: 'HALO_DASHBOARD',
      services: svc('TEAM_SCHEDULING', 'HALO_DASHBOARD'),
      policy: policy(['SOURCE_HIRE'], ['VIEW_HALO_DASHBOARD']),
    });
    expect(homeDestination(halo)).toBe('/enterprise-dashboards/parent-main-dashboard');
    const top = {
      ...employer,
      entry_mode: { brand_id: 'GP-1', brand_type: 'GP', top_level: true },
    };
    expect(homeDestination({ ...halo, user: top })).toBe(
      '/enterprise-dashboards/gp-main-dashboard',
    );

    const risk = inputs({
      defaultHomePage: 'RISK_ANALYSIS',
      services: svc('RISK_DETECTION'),
      locationFilterType: 'CHILDREN_ONLY',
      policy: policy(['TEAM_LIVE', 'SOURCE_HIRE'], ['ACCESS_RISK_DETECTION_DASHBOARD']),
    });
    expect(homeDestination(risk)).toBe('/enterprise-dashboards/risk-dashboard');

    const engage = inputs({
      defaultHomePage: 'HARRI_ENGAGE',
      services: svc('HARRI_ENGAGE'),
      policy: policy(['SOURCE_HIRE'], ['VIEW_TEAM_ENGAGEMENT']),
    });
    expect(homeDestination(engage)).toBe('/enterprise-dashboards/parent-main-dashboard');
  });

  it('[R2-13] [R6-06] [R6-07] a preference without its permission falls through', () => {
    const halo = inputs({
      defaultHomePage: 'HALO_DASHBOARD',
      services: svc('TEAM_SCHEDULING', 'HALO_DASHBOARD'),
    });
    expect(homeDestination(halo)).toBe('/dashboard/hiring');
    const risk = inputs({
      defaultHomePage: 'RISK_ANALYSIS',
      services: svc('RISK_DETECTION'),
      locationFilterType: null,
      policy: policy(['TEAM_LIVE', 'SOURCE_HIRE'], ['ACCESS_RISK_DETECTION_DASHBOARD']),
    });
    expect(homeDestination(risk)).toBe('/dashboard/hiring');
  });

  it('[R2-14] [R1-01] a top-level (GP) entry brand goes to /access-portal/main', () => {
    const user = {
      ...employer,
      entry_mode: { brand_id: 'GP-1', brand_type: 'GP', top_level: true },
    };
    expect(homeDestination(inputs({ user }))).toBe('/access-portal/main');
  });

  it('[R2-15] TEAM_LIVE without SOURCE_HIRE goes to /schedule', () => {
    expect(homeDestination(inputs({ policy: policy(['TEAM_LIVE']) }))).toBe('/schedule');
  });

  it('[R2-16] [R6-09] the hiring dashboard allowed goes to /dashboard/tts, otherwise /dashboard/hiring', () => {
    const tts = inputs({
      services: svc('TTS_DASHBOARD'),
      policy: policy(['TEAM_LIVE', 'SOURCE_HIRE']),
    });
    expect(homeDestination(tts)).toBe('/dashboard/tts');
    expect(homeDestination(inputs({ policy: policy(['TEAM_LIVE', 'SOURCE_HIRE']) }))).toBe(
      '/dashboard/hiring',
    );
    const noHire = inputs({ services: svc('TTS_DASHBOARD'), policy: policy([]) });
    expect(homeDestination(noHire)).toBe('/dashboard/hiring');
  });
});
