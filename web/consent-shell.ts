/**
 * The consent banner as index.html paints it before the app has loaded, in every language the app
 * speaks, each hidden: the page's script (src/features/consent/consent-shell.ts) names the host's
 * language on the page, unless the banner was answered, and the stylesheet written here shows that
 * language's banner with the frame, a round trip after the HTML and long before the app's first
 * render. A first visit's largest paint is the banner's paragraph: it no longer waits for the app's
 * modules. The words come from the catalogues the app renders the banner with
 * (locales/<lang>/shell.json) and the markup is the component's, so the app's banner replaces it at
 * the same size: nothing shifts, and the largest paint stays the first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The placeholders index.html names where the shell's stylesheet and banners go. */
const CONSENT_SHELL = { style: '<!-- consent-shell-style -->', banners: '<!-- consent-shell -->' };
/** Written right to left (lib/i18n.ts RTL_LANGUAGES). */
const RTL = new Set(['ar']);

interface ConsentWords {
  title: string;
  body: string;
  allowAll: string;
  deny: string;
  choose: string;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One language's banner: the component's first state (the three buttons before "choose"), without
 * its heading's id (eight of them would repeat it), inert and hidden from assistive technology: its
 * buttons do nothing until the app's banner takes over.
 */
function consentShellMarkup(language: string, words: ConsentWords): string {
  const dir = RTL.has(language) ? ' dir="rtl"' : '';
  const button = (text: string, secondary: boolean) =>
    `<button type="button"${secondary ? ' class="secondary"' : ''} tabindex="-1">${escape(text)}</button>`;
  return (
    `<section class="consent-banner" data-shell-banner="${language}"${dir} aria-hidden="true" inert>` +
    `<h2>${escape(words.title)}</h2><p>${escape(words.body)}</p>` +
    `<div class="consent-actions">${button(words.allowAll, false)}${button(words.deny, true)}${button(words.choose, true)}</div>` +
    '</section>'
  );
}

/**
 * Shows nothing of the frame until the page's script has named a language on <html> (`data-shell`),
 * then only that language's banner (English for a name of no language), or none for `-` (answered).
 */
function consentShellStyle(languages: readonly string[]): string {
  const others = languages.filter((language) => language !== 'en');
  const hidden = [
    'html:not([data-shell]) #root>*',
    'html[data-shell="-"] [data-shell-banner]',
    ...others.map((l) => `html:not([data-shell=${l}]) [data-shell-banner=${l}]`),
    `html:is(${others.map((l) => `[data-shell=${l}]`).join(',')}) [data-shell-banner=en]`,
  ];
  return `<style>${hidden.join(',')}{display:none}</style>`;
}

/** index.html with the banners, English first, from `localesDir`/<lang>/shell.json, and their stylesheet. */
export function writeConsentShell(html: string, localesDir: string): string {
  if (!html.includes(CONSENT_SHELL.banners)) return html;
  const languages = readdirSync(localesDir).sort((a, b) =>
    a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b),
  );
  const banners = languages.map((language) => {
    const shell = JSON.parse(readFileSync(join(localesDir, language, 'shell.json'), 'utf8')) as {
      consent: ConsentWords;
    };
    return consentShellMarkup(language, shell.consent);
  });
  return html
    .replace(CONSENT_SHELL.style, consentShellStyle(languages))
    .replace(CONSENT_SHELL.banners, banners.join(''));
}

/** Writes the shell's banners into index.html (dev server and build alike). */
export const consentShellPlugin = (localesDir: string): Plugin => ({
  name: 'consent-shell',
  transformIndexHtml: (html) => writeConsentShell(html, localesDir),
});
