import { getCookie, setCookie } from '../../lib/cookies';
import type { StoragePolicy } from '../../lib/storage';

/** §9: the banner cookie lasts 30 days; the policy cookie has no expiry. */
export const BANNER_COOKIE = 'storage-policy-banner';
export const POLICY_COOKIE = 'storage-policy';
export const BANNER_COOKIE_DAYS = 30;

export const bannerAnswered = () => getCookie(BANNER_COOKIE) !== null;

export function rememberAnswer(policy: StoragePolicy): void {
  setCookie(BANNER_COOKIE, 'answered', BANNER_COOKIE_DAYS);
  setCookie(POLICY_COOKIE, JSON.stringify(policy));
}
