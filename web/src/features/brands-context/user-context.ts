import { setCookie } from '../../lib/cookies';
import { writeItem } from '../../lib/storage';

/** §3 user context, kept in session storage and a cookie under userContext. */
export interface UserContext {
  brand_id: string;
  brand_type: string;
  top_level: boolean;
  active_brand?: { brand_id: string; brand_type: string };
  active_brand_with_access?: { brand_id: string; brand_type: string };
}

export const USER_CONTEXT_KEY = 'userContext';
/** §9: storage cookies last 30 days by default. */
export const STORAGE_COOKIE_DAYS = 30;

/** top_level is true when the brand type contains GP. */
export function userContextFor(
  brand: { id: string; type: string },
  active?: { id: string; type: string },
): UserContext {
  return {
    brand_id: brand.id,
    brand_type: brand.type,
    top_level: brand.type.includes('GP'),
    ...(active ? { active_brand: { brand_id: active.id, brand_type: active.type } } : {}),
  };
}

export function saveUserContext(context: UserContext): void {
  const value = JSON.stringify(context);
  sessionStorage.setItem(USER_CONTEXT_KEY, value);
  setCookie(USER_CONTEXT_KEY, value, STORAGE_COOKIE_DAYS);
  writeItem('brand_id', context.active_brand?.brand_id ?? context.brand_id);
}

export function readUserContext(): UserContext | null {
  try {
    const raw = sessionStorage.getItem(USER_CONTEXT_KEY);
    return raw ? (JSON.parse(raw) as UserContext) : null;
  } catch {
    return null;
  }
}

/** The gid query parameter names the enterprise; the URL is then shown without it. */
export function takeGid(search: string): { gid: string | null; rest: string } {
  const params = new URLSearchParams(search);
  const gid = params.get('gid');
  params.delete('gid');
  const rest = params.toString();
  return { gid: gid || null, rest: rest ? `?${rest}` : '' };
}
