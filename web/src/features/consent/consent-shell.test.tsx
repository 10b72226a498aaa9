import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeConsentShell } from '../../../consent-shell';
import { renderRoute } from '../../testing/render-route';
import { policyFor } from '../../lib/storage';
import { rememberAnswer } from './consent-cookies';
import { showConsentShell } from './consent-shell';

const web = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const html = writeConsentShell(readFileSync(web('index.html'), 'utf8'), web('locales'));
/** index.html's stylesheet and root, as the build writes them. */
const style = /<style>.*?<\/style>/s.exec(html)?.[0] ?? '';
const root = /<div id="root">.*<\/div>\s*<\/div>/s.exec(html)?.[0] ?? '';

let shell: HTMLElement;
const url = window.location.href;
/** The page's address, as happy-dom moves it (a language's host). */
const openAt = (address: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(address);

beforeEach(() => {
  shell = document.createElement('div');
  shell.innerHTML = style + root;
  document.body.append(shell);
});

afterEach(() => {
  shell.remove();
  delete document.documentElement.dataset.shell;
  openAt(url);
});

const shown = (element: Element) => getComputedStyle(element).display !== 'none';
/** The languages whose banner the shell shows, and whether its header bar shows. */
const drawn = () => ({
  banners: [...shell.querySelectorAll<HTMLElement>('[data-shell-banner]')]
    .filter(shown)
    .map((banner) => banner.dataset.shellBanner),
  header: shown(shell.querySelector('.auth-layout')!),
});

/** A banner's outline: each element's tag and class, and its words. */
const outline = (banner: Element) =>
  [...banner.querySelectorAll('*')].map(
    (element) =>
      `${element.tagName}.${element.className}:${element.children.length ? '' : element.textContent}`,
  );

describe('the consent banner of the first paint (index.html)', () => {
  it('[R2-36] shows nothing until the page script has named a language: no banner above a header already painted', () => {
    expect(drawn()).toEqual({ banners: [], header: false });
  });

  it('[R2-36] shows the frame with the English banner on a host of no language', () => {
    showConsentShell();
    expect(drawn()).toEqual({ banners: ['en'], header: true });
  });

  it.each([
    ['fr', 'Nous utilisons des cookies'],
    ['ar', 'نستخدم ملفات تعريف الارتباط'],
  ])(
    '[R2-36] on the %s host shows that language’s banner only, in the reader’s direction',
    (language, title) => {
      openAt(`http://${language}.localhost:5173/user/login`);
      showConsentShell();
      expect(drawn()).toEqual({ banners: [language], header: true });
      const banner = shell.querySelector(`[data-shell-banner=${language}]`)!;
      expect(banner.querySelector('h2')).toHaveTextContent(title);
      expect(banner.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : null);
    },
  );

  it('[R2-36] shows the frame without a banner once the banner was answered (the app’s own cookie)', () => {
    rememberAnswer(policyFor([]));
    showConsentShell();
    expect(drawn()).toEqual({ banners: [], header: true });
  });

  it('[R2-36] is out of reach until the app takes over: inert, hidden from assistive technology, no repeated id', () => {
    for (const banner of shell.querySelectorAll('[data-shell-banner]')) {
      expect(banner).toHaveAttribute('inert');
      expect(banner).toHaveAttribute('aria-hidden', 'true');
    }
    expect(shell.querySelectorAll('[id]')).toHaveLength(1);
  });

  it('[R2-36] is replaced by the app’s banner with the same elements and words, so nothing moves', async () => {
    showConsentShell();
    const painted = outline(shell.querySelector('[data-shell-banner=en]')!);
    shell.remove();
    await renderRoute('/user/login');
    const banner = await screen.findByRole('region', { name: 'We use cookies' });
    expect(outline(banner)).toEqual(painted);
  });
});
