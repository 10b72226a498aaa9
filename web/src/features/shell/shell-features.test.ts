import type { BrandService, UserInfo } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { createPolicy } from '../../lib/policy';
import { afterSwitchDestination, shellFeatures } from './shell-features';

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
const policy = (...accesses: string[]) => createPolicy({ brands: [], user_accesses: accesses });
const svc = (...codes: string[]): BrandService[] => codes.map((code) => ({ code, type: 'ACTIVE' }));

describe('shell features (§1, §6)', () => {
  it('[R1-02] [R6-01] employers get side nav and brand dropdown; candidates the simple header', () => {
    expect(shellFeatures(employer, policy(), [])).toMatchObject({
      sideNav: true,
      brandDropdown: true,
      simpleHeader: false,
    });
    const candidate = { ...employer, user_employer: false, entry_mode: null };
    expect(shellFeatures(candidate, policy('SOURCE_HIRE'), [])).toMatchObject({
      sideNav: false,
      brandDropdown: false,
      globalSearch: false,
      simpleHeader: true,
    });
  });

  it('[R6-01] global search when the entry brand is top level or the policy grants SOURCE_HIRE', () => {
    expect(shellFeatures(employer, policy('TEAM_LIVE'), []).globalSearch).toBe(false);
    expect(shellFeatures(employer, policy('SOURCE_HIRE'), []).globalSearch).toBe(true);
    const top = {
      ...employer,
      entry_mode: { brand_id: 'GP-1', brand_type: 'GP', top_level: true },
    };
    expect(shellFeatures(top, policy(), []).globalSearch).toBe(true);
  });

  it('[R6-04] persona MANAGER_NO_SALES has no sales access', () => {
    expect(
      shellFeatures({ ...employer, persona: { name: 'MANAGER_NO_SALES' } }, policy(), [])
        .salesAccess,
    ).toBe(false);
    expect(
      shellFeatures({ ...employer, persona: { name: 'MANAGER' } }, policy(), []).salesAccess,
    ).toBe(true);
  });

  it('[R6-04] the products decide hiring (SOURCE_HIRE) and scheduling (TEAM_LIVE); candidates get neither', () => {
    expect(shellFeatures(employer, policy('TEAM_LIVE'), [])).toMatchObject({
      hiring: false,
      scheduling: true,
    });
    expect(shellFeatures(employer, policy('SOURCE_HIRE'), [])).toMatchObject({
      hiring: true,
      scheduling: false,
    });
    const candidate = { ...employer, user_employer: false, entry_mode: null };
    expect(shellFeatures(candidate, policy('SOURCE_HIRE', 'TEAM_LIVE'), [])).toMatchObject({
      hiring: false,
      scheduling: false,
    });
  });

  it('[R6-05] the MICE service on the entry brand decides whether the employer profile scheme loads', () => {
    expect(shellFeatures(employer, policy(), svc('MICE')).employerScheme).toBe(true);
    expect(shellFeatures(employer, policy(), svc('TEAM_LIVE')).employerScheme).toBe(false);
    expect(shellFeatures(employer, policy(), [{ code: 'MICE', type: 'PASS' }]).employerScheme).toBe(
      false,
    );
  });

  it('[R2-18] after an account switch a top-level employer lands on /dashboard; non-primary variants on /schedule', () => {
    expect(afterSwitchDestination({ topLevel: true, primaryVariant: true })).toBe('/dashboard');
    expect(afterSwitchDestination({ topLevel: false, primaryVariant: false })).toBe('/schedule');
    expect(afterSwitchDestination({ topLevel: true, primaryVariant: false })).toBe('/schedule');
    expect(afterSwitchDestination({ topLevel: false, primaryVariant: true })).toBeNull();
  });
});
