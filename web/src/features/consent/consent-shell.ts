/**
 * Shows index.html's consent banner in the host's language before the app has loaded (the build
 * writes one banner per language, each hidden by its stylesheet unless the page names that
 * language: web/consent-shell.ts). The page's script runs this first: it imports nothing, so it
 * stays in that script, a few bytes, and the banner is painted a round trip after the HTML instead
 * of after the app's modules. The app's banner replaces it at its first render.
 */

/**
 * Names on the page the language whose banner shows: the host's (its subdomain, fr.example.com;
 * the stylesheet shows the English banner for a name of no language, `localhost` or an address),
 * or `-`, none, once the banner was answered (its cookie, consent-cookies.ts BANNER_COOKIE). Until
 * then the stylesheet shows no frame at all: a banner appearing above a header already painted
 * would push it down (a layout shift).
 */
export function showConsentShell(): void {
  document.documentElement.dataset.shell = /(^|; )storage-policy-banner=/.test(document.cookie)
    ? '-'
    : location.hostname.split('.')[0];
}
