import type { BrandService, HomePage, Permission } from '@ws/contracts';

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
  address: string;
  city: string;
  services: BrandService[];
  /** Reporting settings' location filter (§3), used by the risk dashboard guard (§6). */
  location_filter_type: 'ALL_LEVELS' | 'CHILDREN_ONLY' | null;
}

export interface UserRow {
  id: string;
  email: string;
  password: string;
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
  /** False until the account is activated (§5 "Account is unverified"). */
  verified: boolean;
  /** What the demo account is for; shown by `npm run demo` and README. */
  demo_note?: string;
}

export interface World {
  seed: number;
  scale: number;
  brands: Map<string, BrandRow>;
  users: Map<string, UserRow>;
  usersByEmail: Map<string, UserRow>;
  childrenOf: Map<string, string[]>;
  revokedRefreshTokens: Set<string>;
}
