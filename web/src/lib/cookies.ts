import { env } from '../config/env';

/** §7: cookies are written for the environment's cookie host (host-only when it has none). */
export const cookieScope = (cookiesHost: string | null = env.cookiesHost) =>
  `; path=/${cookiesHost ? `; Domain=${cookiesHost}` : ''}`;

/** Minimal cookie helpers; `days` omitted writes a cookie with no expiry (a session cookie). */
export function setCookie(name: string, value: string, days?: number): void {
  const expiry = days === undefined ? '' : `; Max-Age=${Math.round(days * 86_400)}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${expiry}${cookieScope()}; SameSite=Lax`;
}

export function getCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0${cookieScope()}`;
}
