import type { BrandRow, UserRow } from './types.ts';

export const DEMO_PASSWORD = 'Passw0rd!';

interface DemoBrands {
  group: BrandRow;
  tts: BrandRow;
  hiring: BrandRow;
  scheduling: BrandRow;
}

type DemoSpec = Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'demo_note'> & Partial<UserRow>;

const base = (id: string, spec: DemoSpec): UserRow => ({
  id,
  password: DEMO_PASSWORD,
  phone: '+12025550143',
  employer: true,
  shadow: false,
  corporate: false,
  entry_brand_id: null,
  persona: 'MANAGER',
  accesses: [],
  permissions: [],
  default_home_page: null,
  mfa_setup_required: false,
  external_source: null,
  first_external_login: false,
  ...spec,
});

/** The accounts README lists; each exists to show one rule of the home redirector (§2). */
export function demoAccounts(brands: DemoBrands): UserRow[] {
  return [
    base('u-candidate', {
      email: 'candidate@demo.test',
      first_name: 'Casey',
      last_name: 'Moreno',
      employer: false,
      persona: null,
      demo_note: 'a member, not an employer → /dashboard/member',
    }),
    base('u-manager', {
      email: 'manager@demo.test',
      first_name: 'Morgan',
      last_name: 'Reyes',
      entry_brand_id: brands.tts.id,
      accesses: ['TEAM_LIVE', 'SOURCE_HIRE'],
      demo_note: 'child brand with TEAM_LIVE, SOURCE_HIRE and TTS_DASHBOARD → /dashboard/tts',
    }),
    base('u-hiring', {
      email: 'hiring@demo.test',
      first_name: 'Harper',
      last_name: 'Lee',
      entry_brand_id: brands.hiring.id,
      accesses: ['SOURCE_HIRE'],
      demo_note: 'child brand with SOURCE_HIRE, no TTS_DASHBOARD → /dashboard/hiring',
    }),
    base('u-scheduler', {
      email: 'scheduler@demo.test',
      first_name: 'Sam',
      last_name: 'Ortiz',
      entry_brand_id: brands.scheduling.id,
      accesses: ['TEAM_LIVE'],
      demo_note: 'child brand with TEAM_LIVE, no SOURCE_HIRE → /schedule',
    }),
    base('u-enterprise', {
      email: 'enterprise@demo.test',
      first_name: 'Eden',
      last_name: 'Park',
      entry_brand_id: brands.group.id,
      accesses: ['TEAM_LIVE', 'SOURCE_HIRE'],
      demo_note: 'entry brand is a GP- group (top level) → /access-portal/main',
    }),
  ];
}
