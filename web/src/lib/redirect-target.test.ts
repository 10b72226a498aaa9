import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, redirectTarget, refDestination } from './redirect-target';

const ORIGIN = 'https://app.example.test';
const target = (raw: string | null) => {
  const url = redirectTarget(raw, ORIGIN);
  return url.origin === ORIGIN ? url.pathname + url.search + url.hash : url.href;
};
// What the route reads: URLSearchParams decodes the query value once.
const fromQuery = (query: string) => target(new URLSearchParams(query).get('redirectAfterLogout'));

describe('logout and refresh targets (§2, §9)', () => {
  it('[R2-03] [R9-07] the default target is /', () => {
    expect(DEFAULT_REDIRECT).toBe('/');
    expect(target(null)).toBe('/');
    expect(target('')).toBe('/');
  });

  it('[R2-03] a URL-decoded same-origin path is followed, query and hash kept', () => {
    expect(fromQuery('redirectAfterLogout=%2Fuser%2Flogin')).toBe('/user/login');
    expect(fromQuery('redirectAfterLogout=%2Fschedule%3Fview%3Dweek%23today')).toBe(
      '/schedule?view=week#today',
    );
    expect(target(`${ORIGIN}/dashboard`)).toBe('/dashboard');
  });

  it('[R2-03] malformed percent-encoding falls back to / instead of throwing', () => {
    expect(fromQuery('redirectAfterLogout=100%25')).toBe('/');
    expect(fromQuery('redirectAfterLogout=%2Fa%25E0%25A4%25A')).toBe('/');
    expect(() => redirectTarget('%', ORIGIN)).not.toThrow();
    expect(target('%E0%A4%A')).toBe('/');
  });

  it('[R2-03] foreign hosts, javascript: and protocol-relative values fall back to /', () => {
    for (const bad of [
      'https://evil.example/phish',
      'http://app.example.test.evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,hi',
      'dashboard',
      '/ok\nSet-Cookie: x',
    ]) {
      expect(target(bad), bad).toBe('/');
    }
    expect(
      fromQuery(`redirectAfterLogout=${encodeURIComponent('javascript:alert(document.domain)')}`),
    ).toBe('/');
  });
});

describe('where a ref sends someone signed in (§2)', () => {
  it('[R2-02] a path of this app is followed with its query and hash; anything else is as if no ref were given', () => {
    expect(refDestination('/schedule?view=week#today', ORIGIN, '/dashboard')).toBe(
      '/schedule?view=week#today',
    );
    expect(refDestination(`${ORIGIN}/profile`, ORIGIN, '/dashboard')).toBe('/profile');
    for (const outside of [
      null,
      '',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'schedule',
      '100%',
    ]) {
      expect(refDestination(outside, ORIGIN, '/dashboard'), String(outside)).toBe('/dashboard');
    }
  });
});
