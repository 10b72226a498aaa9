import type { UserInfo } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { createPolicy } from '../../lib/policy';
import type { NavAudience } from './nav-entries';
import { navEntries } from './nav-entries';
import { navAudience, shellFeatures } from './shell-features';

const user = (over: Partial<UserInfo> = {}): UserInfo => ({
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
  ...over,
});
const group = { entry_mode: { brand_id: 'GP-1', brand_type: 'GP', top_level: true } };
/** The audience the frame works out for a user holding these products. */
const audienceOf = (info: UserInfo, ...accesses: string[]) =>
  navAudience(info, shellFeatures(info, createPolicy({ brands: [], user_accesses: accesses }), []));
const ids = (audience: NavAudience) => navEntries(audience).map((e) => e.id);

describe('the side nav reaches every screen the products allow (§1, §6)', () => {
  it('[R6-04] a location manager with SOURCE_HIRE and TEAM_LIVE (manager@) gets every location screen', () => {
    expect(ids(audienceOf(user(), 'SOURCE_HIRE', 'TEAM_LIVE'))).toEqual([
      'home',
      'hiring',
      'jobBoards',
      'search',
      'messages',
      'schedule',
      'attestation',
      'rewards',
    ]);
  });

  it('[R6-04] SOURCE_HIRE only (hiring@): hiring, job boards, search and messages, no schedule or attestation', () => {
    expect(ids(audienceOf(user(), 'SOURCE_HIRE'))).toEqual([
      'home',
      'hiring',
      'jobBoards',
      'search',
      'messages',
      'rewards',
    ]);
  });

  it('[R6-04] [R6-01] TEAM_LIVE only (scheduler@): schedule and attestation; no hiring screens and no search', () => {
    expect(ids(audienceOf(user(), 'TEAM_LIVE'))).toEqual([
      'home',
      'schedule',
      'attestation',
      'rewards',
    ]);
  });

  it('[R6-01] a group employer (enterprise@) adds the message board and the access portal; search comes with the top level', () => {
    expect(ids(audienceOf(user(group), 'SOURCE_HIRE', 'TEAM_LIVE'))).toEqual([
      'home',
      'hiring',
      'jobBoards',
      'search',
      'messages',
      'messageBoard',
      'schedule',
      'accessPortal',
      'attestation',
      'rewards',
    ]);
    expect(ids(audienceOf(user(group)))).toEqual(['home', 'search', 'accessPortal', 'rewards']);
  });

  it('[R1-02] a member gets no employer entry: their home, the jobs, their messages and their schedule', () => {
    const member = audienceOf(
      user({ user_employer: false, entry_mode: null }),
      'SOURCE_HIRE',
      'TEAM_LIVE',
    );
    expect(ids(member)).toEqual(['memberHome', 'jobs', 'memberMessages', 'mySchedule']);
  });

  it('every entry leads to a declared path or a settings page, and no two entries share a path', () => {
    const everyone = [
      audienceOf(user(group), 'SOURCE_HIRE', 'TEAM_LIVE'),
      audienceOf(user({ user_employer: false, entry_mode: null })),
    ].flatMap((a) => navEntries(a));
    const declared = new Set<string>(Object.values(paths));
    for (const entry of everyone)
      expect(declared.has(entry.to) || entry.to.startsWith(`${paths.settings}/`), entry.id).toBe(
        true,
      );
    expect(new Set(everyone.map((e) => e.to)).size).toBe(everyone.length);
  });
});
