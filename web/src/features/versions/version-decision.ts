/** The version, maintenance and cache rules of §4 and §9, decided from one web_versions answer. */
import { DEFAULT_VERSION_POLL_SECONDS, WEB_APP_VERSION } from '@ws/contracts';

export { WEB_APP_VERSION };
export const DEFAULT_POLL_SECONDS = DEFAULT_VERSION_POLL_SECONDS;

export interface VersionInfoLike {
  version: number;
  effective_on: string | null;
  force_update: boolean;
  api_pulling_frequency?: number | null;
  maintenance?: {
    status: string;
    post_maintenance_action?: string | null;
    post_maintenance_action_time?: string | null;
  } | null;
  cache_config?: { invalidation?: { effective_on?: string | null } | null } | null;
  rules?: { type: string; value: string }[] | null;
}

export interface VersionContext {
  now: number;
  /** When this page was loaded: a cache invalidation after it reloads the page. */
  loadedAt: number;
  /** When the user logged in (the loginTime item), if known. */
  loginTime: number | null;
  pathname: string;
  href: string;
  brandId: string | null;
  userId: string | null;
  services: readonly string[];
}

export type VersionAction = 'maintenance' | 'logout' | 'reload' | 'confirm-update' | 'none';

export const pollSeconds = (info: Pick<VersionInfoLike, 'api_pulling_frequency'> | undefined) =>
  info?.api_pulling_frequency && info.api_pulling_frequency > 0
    ? info.api_pulling_frequency
    : DEFAULT_POLL_SECONDS;

/**
 * Our reading of "rules match": no rules means everyone; otherwise any one rule matching is
 * enough. ROUTE matches a path prefix, URL a substring of the address, the others by equality.
 */
export function rulesMatch(rules: VersionInfoLike['rules'], ctx: VersionContext): boolean {
  if (!rules || rules.length === 0) return true;
  return rules.some(({ type, value }) => {
    switch (type) {
      case 'ROUTE':
        return ctx.pathname.startsWith(value);
      case 'URL':
        return ctx.href.includes(value);
      case 'BRAND':
        return ctx.brandId === value;
      case 'USER':
        return ctx.userId === value;
      case 'SERVICE':
        return ctx.services.includes(value);
      default:
        return false;
    }
  });
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** In the spec's order: maintenance, revoked session, a newer version, the cache invalidation. */
export function versionDecision(info: VersionInfoLike, ctx: VersionContext): VersionAction {
  const maintenance = info.maintenance;
  if (maintenance?.status === 'IN_MAINTENANCE') return 'maintenance';
  if (
    maintenance?.status === 'OUT_OF_MAINTENANCE' &&
    maintenance.post_maintenance_action === 'REVOKE_SESSION' &&
    ctx.loginTime !== null &&
    ctx.loginTime < time(maintenance.post_maintenance_action_time)
  ) {
    return 'logout';
  }
  const effective = time(info.effective_on);
  if (info.version > WEB_APP_VERSION && !(effective > ctx.now) && rulesMatch(info.rules, ctx)) {
    return info.force_update ? 'reload' : 'confirm-update';
  }
  const invalidation = time(info.cache_config?.invalidation?.effective_on);
  if (invalidation > ctx.loadedAt && invalidation <= ctx.now) return 'reload';
  return 'none';
}

/** Milliseconds until a future cache invalidation, so the page can reload when it arrives. */
export function msUntilInvalidation(
  info: VersionInfoLike,
  ctx: Pick<VersionContext, 'now' | 'loadedAt'>,
): number | null {
  const invalidation = time(info.cache_config?.invalidation?.effective_on);
  return invalidation > ctx.now && invalidation > ctx.loadedAt ? invalidation - ctx.now : null;
}
