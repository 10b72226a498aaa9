import type {
  ImageRef,
  Media,
  BrandService,
  HomePage,
  Permission,
  ProfileScheme,
  UploadedFile,
} from '@ws/contracts';
import type { ExtensionStores } from './stores/stores.ts';

export type BrandKind = 'ENTERPRISE' | 'GP' | 'PARENT' | 'CHILD';

export interface BrandRow {
  id: string;
  name: string;
  /** Spec §1: group ids start with GP-, and a type containing GP is top level. */
  type: BrandKind;
  group_id: string | null;
  parent_id: string | null;
  archived: boolean;
  suspended: boolean;
  slug: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** Theme colours as `r,g,b` (§1, §9 defaults 0,136,221 and 255,255,255). */
  header_color: string;
  accent_color: string;
  services: BrandService[];
  /** Reporting settings' location filter (§3), used by the risk dashboard guard (§6). */
  location_filter_type: 'ALL_LEVELS' | 'CHILDREN_ONLY' | null;
}

/**
 * What the user pool keeps of a password, never the password itself: a salted scrypt hash for
 * password sign-in and an SRP salt and verifier for Amplify's SRP sign-in.
 * - 'SEED': the demo password written in the seed's source (db/demo-accounts.ts); every seeded
 *   account shares it, so it is resolved there rather than copied into each row.
 * - 'NONE': no password yet (an invitation, a first social sign-in); no password opens it.
 */
export type StoredCredential =
  | 'SEED'
  | 'NONE'
  | { scrypt_salt: string; scrypt_hash: string; srp_salt: string; srp_verifier: string };

/** Failed password sign-ins in a row, and the lock they earn (simulator clock, ms). */
export interface SignInAttempts {
  failures: number;
  locked_until: number | null;
}

export interface UserRow {
  id: string;
  email: string;
  credential: StoredCredential;
  first_name: string;
  last_name: string;
  phone: string | null;
  employer: boolean;
  shadow: boolean;
  corporate: boolean;
  entry_brand_id: string | null;
  persona: string | null;
  accesses: string[];
  permissions: Permission[];
  default_home_page: HomePage | null;
  mfa_setup_required: boolean;
  external_source: string | null;
  first_external_login: boolean;
  /** The sign-in session (token family) that the first external login belongs to, once seen. */
  first_external_session?: string;
  /** False until the account is activated (§5 "Account is unverified"). */
  verified: boolean;
  /** What the demo account is for; shown by `npm run demo` and README. */
  demo_note?: string;
  /** Registration: chosen username; accounts without a password yet (§4 R4-17). */
  username?: string;
  account_status?: 'ACTIVE' | 'NO_PASSWORD' | 'DRAFT_NO_PASSWORD';
  /** Signed up (or first signed in socially) and not yet through POST /v1/users/registration. */
  registration_pending?: boolean;
  /** A support account's scope: it may answer MASTER_ACCOUNT_TOKEN for employers of these brands' trees. */
  acts_for_brand_ids?: string[];
}

export interface PositionCategoryRow {
  id: string;
  code: string;
  name: string;
  archived: boolean;
  position_ids: string[];
}

export interface PositionRow {
  id: string;
  name: string;
  category_id: string;
  type_code: string;
  archived: boolean;
}

/** Someone on a location's team; `user_id` links the few who can also sign in. */
export interface EmployeeRow {
  id: string;
  brand_id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  position_id: string;
  schedulable: boolean;
  status: 'ACTIVE' | 'ON_LEAVE';
  hired_on: string;
}

export type ApplicationStage =
  'APPLIED' | 'SCREENING' | 'INTERVIEW' | 'OFFER' | 'HIRED' | 'REJECTED';

/** Times are epoch ms of the simulator clock, so a moved clock keeps the world's story straight. */
export interface ApplicationRow {
  id: string;
  candidate_id: string;
  brand_id: string;
  position_id: string;
  stage: ApplicationStage;
  applied_at: number;
  updated_at: number;
  archived: boolean;
}

export interface MessageRow {
  message_id: string;
  application_id: string;
  sender: 'EMPLOYER' | 'CANDIDATE';
  sender_name: string;
  message_body: string;
  files: UploadedFile[];
  sent_at: number;
  /** Read by its recipient: the candidate for EMPLOYER messages, the brand's employers otherwise. */
  is_read: boolean;
}

export interface CurrencyRow {
  id: number;
  code: string;
  name: string;
  symbol: string;
}

export type SettingValues = Record<string, string | number | boolean>;

/** Settings of one brand; §3 names only positions' level/mode and the reporting filter. */
export interface BrandSettings {
  positions: { level: string; position_management_mode: 'CENTRALIZED' | 'DECENTRALIZED' };
  business_setup: {
    business_type: 'RESTAURANT' | 'HOTEL' | 'RETAIL';
    week_start_day: 'MONDAY' | 'SUNDAY';
    currency_code: string;
    pay_period: 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY';
  };
  break_waiver: {
    enabled: boolean;
    require_signature: boolean;
    files: { uuid: string; name: string; path: string }[];
  };
  reports: { default_period: 'DAY' | 'WEEK' | 'MONTH' };
  teamlive: {
    enabled: boolean;
    clock_in_radius_meters: number;
    allow_mobile_clock_in: boolean;
    early_clock_in_minutes: number;
    auto_clock_out_hours: number;
  };
  /** Per service code (and MONITORING: is_enabled, sampling_percentage, session_recording_percentage). */
  services: Record<string, SettingValues>;
}

export interface UploadRow {
  key: string;
  brand_id: string;
  file_name: string;
  media_type: Media['type'];
  media_format: string;
  expires_at: number;
  /** Null until the file has been PUT. */
  size: number | null;
}

export interface CampaignRow {
  id: string;
  brand_id: string;
  title: string;
  status: 'ACTIVE' | 'PAUSED' | 'ENDED';
  budget: number;
  clicks: number;
  applies: number;
  created_at: number;
}

export interface UserMedia {
  profile_image: ImageRef | null;
  rectangle_profile_image: ImageRef | null;
}

/**
 * The seeded world: typed Maps so every lookup by id is O(1) at any --scale, plus the few
 * indexes the calls need (by brand, by candidate, by application). Writes go through db/*.ts
 * helpers so the indexes stay in step.
 */
export interface World {
  seed: number;
  scale: number;
  /** Put into every seeded id (see SeedOptions.idPrefix); empty for the demo. */
  idPrefix: string;
  /** Simulator time the world was seeded at; seeded dates lie before it. */
  seededAt: number;
  brands: Map<string, BrandRow>;
  users: Map<string, UserRow>;
  usersByEmail: Map<string, UserRow>;
  childrenOf: Map<string, string[]>;
  revokedRefreshTokens: Set<string>;
  /** By user id, or by the name tried when no user has it (so both lock alike). */
  signInAttempts: Map<string, SignInAttempts>;
  brandSettings: Map<string, BrandSettings>;
  brandMedia: Map<string, { logo: ImageRef | null; cover: ImageRef | null }>;
  employerSchemes: Map<string, ProfileScheme>;
  positionCategories: Map<string, PositionCategoryRow>;
  positions: Map<string, PositionRow>;
  positionTypes: { code: string; name: string }[];
  employees: Map<string, EmployeeRow>;
  employeesByBrand: Map<string, string[]>;
  employeesByUser: Map<string, string[]>;
  applications: Map<string, ApplicationRow>;
  applicationsByBrand: Map<string, string[]>;
  applicationsByCandidate: Map<string, string[]>;
  messages: Map<string, MessageRow>;
  messagesByApplication: Map<string, string[]>;
  currencies: Map<number, CurrencyRow>;
  media: Map<string, Media>;
  uploads: Map<string, UploadRow>;
  userMedia: Map<string, UserMedia>;
  favourites: Map<string, Set<string>>;
  phoneVerified: Set<string>;
  campaigns: Map<string, CampaignRow>;
  /** `${userId}:${jobBoard}` → the employer brand connected. */
  jobBoardConnections: Map<string, string>;
  /** Stores of the calls §7 does not list (rewards, attestation, news feed, shifts). */
  extensions: ExtensionStores;
}
