import type { Permission } from '@ws/contracts';
import type { BrandRow, UserRow } from './types.ts';

export const DEMO_PASSWORD = 'Passw0rd!';

interface DemoBrands {
  group: BrandRow;
  tts: BrandRow;
  hiring: BrandRow;
  scheduling: BrandRow;
  haloGroup: BrandRow;
  risk: BrandRow;
  engage: BrandRow;
  noSales: BrandRow;
  suspended: BrandRow;
}

const grant = (...names: string[]) => names.map((name) => ({ name, conditions: [] }));

/** What every demo employer holds, with the three condition kinds of §3 Policy. */
const EMPLOYER_PERMISSIONS: Permission[] = grant(
  'VIEW_SCHEDULE',
  'VIEW_APPLICATIONS',
  'MANAGE_BRAND_SETTINGS',
);
const CONDITIONED_PERMISSIONS: Permission[] = [
  { name: 'MANAGE_SCHEDULE', conditions: [{ type: 'POSITION_CATEGORY', values: ['FOH', 'BOH'] }] },
  {
    name: 'VIEW_LOGBOOK',
    conditions: [{ type: 'LOGBOOK_ENTRY_TYPE', values: ['INCIDENT', 'MAINTENANCE'] }],
  },
  {
    name: 'MANAGE_JOB_BOARDS',
    conditions: [{ type: 'JOB_BOARD', values: ['indeed', 'ziprecruiter'] }],
  },
];

type DemoSpec = Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'demo_note'> &
  Partial<UserRow>;

/** A front-of-house-only manager: each condition narrowed to one value. */
const FOH_ONLY_PERMISSIONS: Permission[] = [
  { name: 'MANAGE_SCHEDULE', conditions: [{ type: 'POSITION_CATEGORY', values: ['FOH'] }] },
  { name: 'VIEW_LOGBOOK', conditions: [{ type: 'LOGBOOK_ENTRY_TYPE', values: ['INCIDENT'] }] },
  { name: 'MANAGE_JOB_BOARDS', conditions: [{ type: 'JOB_BOARD', values: ['indeed'] }] },
];

const base = (id: string, spec: DemoSpec, conditioned = CONDITIONED_PERMISSIONS): UserRow => {
  const employer = spec.employer ?? true;
  return {
    id,
    credential: 'SEED',
    phone: '+12025550143',
    employer: true,
    shadow: false,
    corporate: false,
    entry_brand_id: null,
    persona: 'MANAGER',
    accesses: [],
    default_home_page: null,
    mfa_setup_required: false,
    external_source: null,
    first_external_login: false,
    verified: true,
    ...spec,
    permissions: employer
      ? [...EMPLOYER_PERMISSIONS, ...conditioned, ...(spec.permissions ?? [])]
      : [],
  };
};

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
    base('u-halo', {
      email: 'halo@demo.test',
      first_name: 'Hollis',
      last_name: 'Grant',
      entry_brand_id: brands.haloGroup.id,
      accesses: ['TEAM_LIVE', 'SOURCE_HIRE'],
      permissions: grant('VIEW_HALO_DASHBOARD'),
      default_home_page: 'HALO_DASHBOARD',
      demo_note:
        'home page HALO_DASHBOARD on a GP- group → /enterprise-dashboards/gp-main-dashboard',
    }),
    base('u-risk', {
      email: 'risk@demo.test',
      first_name: 'Riley',
      last_name: 'Chen',
      entry_brand_id: brands.risk.id,
      accesses: ['TEAM_LIVE', 'SOURCE_HIRE'],
      permissions: grant('ACCESS_RISK_DETECTION_DASHBOARD'),
      default_home_page: 'RISK_ANALYSIS',
      demo_note:
        'home page RISK_ANALYSIS, RISK_DETECTION, ALL_LEVELS → /enterprise-dashboards/risk-dashboard',
    }),
    base('u-engage', {
      email: 'engage@demo.test',
      first_name: 'Emery',
      last_name: 'Quinn',
      entry_brand_id: brands.engage.id,
      accesses: ['SOURCE_HIRE'],
      permissions: grant('VIEW_TEAM_ENGAGEMENT'),
      default_home_page: 'HARRI_ENGAGE',
      demo_note:
        'home page HARRI_ENGAGE with VIEW_TEAM_ENGAGEMENT → /enterprise-dashboards/parent-main-dashboard',
    }),
    base('u-nosales', {
      email: 'nosales@demo.test',
      first_name: 'Noel',
      last_name: 'Santos',
      entry_brand_id: brands.noSales.id,
      accesses: ['SOURCE_HIRE'],
      persona: 'MANAGER_NO_SALES',
      demo_note: 'persona MANAGER_NO_SALES (no sales access) → /dashboard/hiring',
    }),
    base(
      'u-foh',
      {
        email: 'foh@demo.test',
        first_name: 'Frankie',
        last_name: 'Oh',
        entry_brand_id: brands.scheduling.id,
        accesses: ['TEAM_LIVE', 'SOURCE_HIRE'],
        demo_note:
          'front of house only: FOH positions, INCIDENT logbook entries, the Indeed job board → /dashboard/hiring',
      },
      FOH_ONLY_PERMISSIONS,
    ),
    base('u-shadow', {
      email: 'shadow@demo.test',
      first_name: 'Shay',
      last_name: 'Winter',
      entry_brand_id: brands.group.id,
      shadow: true,
      corporate: true,
      demo_note: 'shadow user with the corporate flag → the corporate host',
    }),
    base('u-suspended', {
      email: 'suspended@demo.test',
      first_name: 'Sasha',
      last_name: 'Brooks',
      entry_brand_id: brands.suspended.id,
      accesses: ['SOURCE_HIRE'],
      demo_note: 'entry brand suspended → /account-suspension',
    }),
    base('u-mfa', {
      email: 'mfa@demo.test',
      first_name: 'Mika',
      last_name: 'Frost',
      entry_brand_id: brands.scheduling.id,
      accesses: ['TEAM_LIVE'],
      mfa_setup_required: true,
      demo_note: 'must set up MFA first → /user/setup-mfa, then /schedule',
    }),
    base('u-unverified', {
      email: 'unverified@demo.test',
      first_name: 'Uma',
      last_name: 'Vance',
      employer: false,
      persona: null,
      verified: false,
      demo_note: 'account not yet verified → the unverified message',
    }),
    base('u-support', {
      email: 'support@demo.test',
      first_name: 'Sage',
      last_name: 'Holt',
      employer: false,
      persona: null,
      acts_for_brand_ids: [brands.group.id],
      demo_note:
        'support: may sign in as an employer of the GP-1 tree with its own access token (MASTER_ACCOUNT_TOKEN)',
    }),
    base('u-newcomer', {
      email: 'newcomer@demo.test',
      first_name: '',
      last_name: '',
      employer: false,
      persona: null,
      registration_pending: true,
      demo_note:
        'signed up, registration not yet completed (POST /v1/users/registration finishes it, once)',
    }),
    base('u-sso-first', {
      email: 'sso-first@demo.test',
      first_name: 'Sol',
      last_name: 'Ferris',
      entry_brand_id: brands.hiring.id,
      accesses: ['SOURCE_HIRE'],
      external_source: 'PARTNER_SSO',
      first_external_login: true,
      demo_note: 'first sign-in from the external sign-on source → /welcome (once)',
    }),
  ];
}
