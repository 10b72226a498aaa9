import type { BrandRumSettings, RumSettings, VersionInfo } from '@ws/contracts';
import { WEB_APP_VERSION } from '@ws/contracts';

/**
 * The app polls every api_pulling_frequency seconds (§9; 600 when absent). The mock asks for a
 * minute, so a running app picks up a scenario switched by QA within 60 s rather than 10 minutes.
 */
export const SEED_POLL_SECONDS = 60;

/**
 * The seeded answer of /v1/web_versions: the web app's own version (§9: 225), in effect since a
 * fixed date so the seed never depends on when the server started.
 */
export function seedVersion(): VersionInfo {
  return {
    version: WEB_APP_VERSION,
    effective_on: '2026-01-01T00:00:00.000Z',
    force_update: false,
    api_pulling_frequency: SEED_POLL_SECONDS,
    maintenance: {
      status: 'OUT_OF_MAINTENANCE',
      post_maintenance_action: null,
      post_maintenance_action_time: null,
    },
    cache_config: { invalidation: { effective_on: null } },
    rules: [],
  };
}

export interface RumState {
  /** What /v1/rum_settings answers visitors who are not signed in (§9: sample 10 percent). */
  global: RumSettings;
  /** Brands with their own settings; every other brand answers "unset" (null sampling). */
  brands: Map<string, RumSettings>;
}

export function seedRum(): RumState {
  return {
    global: { is_enabled: true, sampling_percentage: 10, session_recording_percentage: 0 },
    brands: new Map([
      ['CH-1-1-1', { is_enabled: true, sampling_percentage: 50, session_recording_percentage: 5 }],
    ]),
  };
}

export function brandRum(state: RumState, brandId: string): BrandRumSettings {
  return (
    state.brands.get(brandId) ?? {
      is_enabled: state.global.is_enabled,
      sampling_percentage: null,
      session_recording_percentage: state.global.session_recording_percentage,
    }
  );
}
