// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { languageSwitchUrl, receiveLanguageHandoff } from './i18n-switch';

const SESSION = 'CognitoIdentityServiceProvider.client.ada.accessToken';
const here = {
  protocol: 'http:',
  hostname: 'localhost',
  port: '5173',
  pathname: '/schedule',
  search: '?week=2026-11-23',
};

/** A page at `url` (on the test page's host, localhost:3000) whose address the handoff may rewrite. */
function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
  return window.location;
}

afterEach(() => localStorage.clear());

describe('changing language while signed in (§1, §9)', () => {
  it('opens the same page on the language subdomain, carrying the session and the app’s own items only', () => {
    localStorage.setItem(SESSION, 'token-ü');
    localStorage.setItem('h_storage-policy', '[]');
    localStorage.setItem('someone-else', 'x');
    const url = new URL(languageSwitchUrl(here, 'fr', localStorage, 'h_'));
    expect(`${url.origin}${url.pathname}${url.search}`).toBe(
      'http://fr.localhost:5173/schedule?week=2026-11-23',
    );
    expect(url.hash).toMatch(/^#language-handoff=/);
    expect(new URL(languageSwitchUrl(here, 'en', new Storage(), 'h_')).href).toBe(
      'http://localhost:5173/schedule?week=2026-11-23',
    );

    localStorage.clear();
    const arrived = arriveAt(`/schedule?week=2026-11-23${url.hash}`);
    receiveLanguageHandoff(arrived, 'http://fr.localhost:3000/', localStorage, 'h_');
    expect(localStorage.getItem(SESSION)).toBe('token-ü');
    expect(localStorage.getItem('h_storage-policy')).toBe('[]');
    expect(localStorage.getItem('someone-else')).toBeNull();
    // The fragment is gone from the address before the app reads it.
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?week=2026-11-23');
  });

  it('takes no session from a link on another site: the fragment is dropped unread', () => {
    localStorage.setItem(SESSION, 'attacker');
    const { hash } = new URL(languageSwitchUrl(here, 'fr', localStorage, 'h_'));
    localStorage.clear();
    for (const referrer of ['https://evil.test/', 'http://localhost:9999/', '']) {
      receiveLanguageHandoff(arriveAt(`/dashboard${hash}`), referrer, localStorage, 'h_');
      expect(localStorage.length).toBe(0);
      expect(window.location.hash).toBe('');
    }
  });

  it('takes no session bounced through this host, as a logout target with a fragment would be', () => {
    localStorage.setItem(SESSION, 'attacker');
    const { hash } = new URL(languageSwitchUrl(here, 'fr', localStorage, 'h_'));
    localStorage.clear();
    const arrived = arriveAt(`/dashboard${hash}`);
    receiveLanguageHandoff(arrived, `${arrived.origin}/user/logout`, localStorage, 'h_');
    expect(localStorage.length).toBe(0);
    expect(window.location.hash).toBe('');
  });
});
