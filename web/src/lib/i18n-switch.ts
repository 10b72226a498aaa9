/**
 * Changing language while signed in (§1, §9): the language is the subdomain, and local storage
 * (where the session lives when the identity service runs in the app) belongs to one host. So the
 * account menu opens the same page on the other language's host and carries the session's stored
 * items with it in the address's fragment, which is never sent to a server and is removed before
 * the app reads the address.
 */
import { LANGUAGES } from '@ws/contracts';

type Language = (typeof LANGUAGES)[number];

/** The host that serves `language` (the language links): the same site under its language label. */
export function hostForLanguage(hostname: string, language: Language): string {
  const [first, ...rest] = hostname.split('.');
  const base =
    rest.length > 0 && (LANGUAGES as readonly string[]).includes(first?.toLowerCase() ?? '')
      ? rest.join('.')
      : hostname;
  return language === 'en' ? base : `${language}.${base}`;
}

const MARK = 'language-handoff=';
/** The identity provider's keys and the app's own (h_…): the session, consent and brand context. */
const CARRIED = (key: string, storagePrefix: string) =>
  key.startsWith('CognitoIdentityServiceProvider.') || key.startsWith(storagePrefix);

type Where = Pick<Location, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search'>;

const encode = (items: [string, string][]) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(items))));
const decode = (text: string): unknown =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0))));

/** The same page on `language`'s host, carrying the stored items that keep the person signed in. */
export function languageSwitchUrl(
  where: Where,
  language: Language,
  storage: Storage,
  storagePrefix: string,
): string {
  const items: [string, string][] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null && CARRIED(key, storagePrefix)) items.push([key, value]);
  }
  const port = where.port ? `:${where.port}` : '';
  const page = `${where.protocol}//${hostForLanguage(where.hostname, language)}${port}${where.pathname}${where.search}`;
  return items.length > 0 ? `${page}#${MARK}${encodeURIComponent(encode(items))}` : page;
}

/**
 * Whether `referrer` is this site under another language label: never another site, and never
 * this same host. A language change always crosses hosts, while a page of this host that sends
 * people on to a path with its fragment (the logout and refresh targets) would otherwise carry
 * a stranger's session in with this site's own referrer.
 */
function fromAnotherLanguageHost(
  where: Pick<Location, 'hostname' | 'port'>,
  referrer: string,
): boolean {
  try {
    const from = new URL(referrer);
    return (
      from.port === where.port &&
      from.hostname !== where.hostname &&
      hostForLanguage(from.hostname, 'en') === hostForLanguage(where.hostname, 'en')
    );
  } catch {
    return false;
  }
}

/**
 * On arrival from a language change: the carried items are stored and the fragment removed from
 * the address. Only a page of this site on another language's host may hand a session over, so
 * no link (from elsewhere, or bounced through this host's own redirects) can sign a person into
 * someone else's account; such a fragment is dropped unread.
 */
export function receiveLanguageHandoff(
  where: Location,
  referrer: string,
  storage: Storage,
  storagePrefix: string,
): void {
  const { hash } = where;
  if (!hash.startsWith(`#${MARK}`)) return;
  window.history.replaceState(window.history.state, '', `${where.pathname}${where.search}`);
  if (!fromAnotherLanguageHost(where, referrer)) return;
  try {
    const items = decode(decodeURIComponent(hash.slice(MARK.length + 1)));
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (!Array.isArray(item) || item.length !== 2) continue;
      const [key, value] = item as unknown[];
      if (typeof key === 'string' && typeof value === 'string' && CARRIED(key, storagePrefix))
        storage.setItem(key, value);
    }
  } catch (error) {
    // A damaged fragment: the page opens signed out, as any other host would.
    console.warn('the language change carried no readable session', error);
  }
}
