import { expect, type Page, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config';
import { acceptConsent, resetWorld, signInAs } from './shell-support';

/**
 * The auth pages in every language, at a phone's width and a desktop's: the product's logo in the
 * header, the field labels alike, and no two of the form's parts on top of each other (the log-in
 * button and the forgot-password link used to touch, and overlapped in Arabic).
 */
const AUTH_PAGES = [
  '/user/login',
  '/user/signup',
  '/user/employer',
  '/user/candidate',
  '/forgot-password',
  '/light-signup',
  '/user/reset/password/token?token=abc&email=a%40b.test',
];
const WIDTHS = [390, 1280];
const LANGUAGES = ['en', 'fr', 'de', 'es', 'pl', 'ru', 'ar', 'tr'];

const originOf = (language: string) =>
  language === 'en' ? `http://localhost:${WEB_PORT}` : `http://${language}.localhost:${WEB_PORT}`;

/** What is wrong with the page as drawn now: overlapping parts, a missing logo, unlike labels. */
async function authPageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const logo = document.querySelector('.auth-header .logo');
    if (logo && !logo.querySelector('img, svg')) problems.push('the header has no logo picture');
    if (logo && getComputedStyle(logo).textDecorationLine.includes('underline'))
      problems.push('the logo is underlined');
    const parts = [
      ...document.querySelectorAll<HTMLElement>(
        'main :is(h1, a, button, input, select, textarea, .ui-field__label, label, .form-error, [role="alert"])',
      ),
    ].filter((element) => element.getClientRects().length > 0);
    const outer = parts.filter(
      (element) => !parts.some((other) => other !== element && other.contains(element)),
    );
    const boxes = outer.map((element) => ({
      name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 24)}"`,
      box: element.getBoundingClientRect(),
    }));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.box.right <= b.box.left + 0.5 ||
          b.box.right <= a.box.left + 0.5 ||
          a.box.bottom <= b.box.top + 0.5 ||
          b.box.bottom <= a.box.top + 0.5;
        if (!apart) problems.push(`${a.name} overlaps ${b.name}`);
      }
    // A text field's label: the label around it, or the design system's label beside it.
    const labels = [
      ...document.querySelectorAll<HTMLElement>(
        'main label:has(> input:is([type="email"], [type="text"], [type="password"], [type="tel"], :not([type]))), main .ui-field__label',
      ),
    ];
    const looks = new Set(
      labels.map((label) => {
        const style = getComputedStyle(label);
        return `${style.fontWeight} ${style.fontSize}`;
      }),
    );
    if (looks.size > 1) problems.push(`field labels differ: ${[...looks].join(' / ')}`);
    const submit = document.querySelector('main form button[type="submit"]');
    const forgot = document.querySelector('main form a[href$="/forgot-password"]');
    if (submit && forgot) {
      const gap = forgot.getBoundingClientRect().top - submit.getBoundingClientRect().bottom;
      if (gap < 8) problems.push(`the forgot-password link is ${gap} px under the log-in button`);
    }
    return problems;
  });
}

for (const language of LANGUAGES) {
  test(`auth pages in ${language} at 390 and 1280 px: a logo, labels alike, nothing overlapping`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of AUTH_PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${originOf(language)}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('main h1, main [role="alert"]').first()).toBeVisible();
      await acceptConsent(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await authPageProblems(page))
          problems.push(`${path} at ${width}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('a signed-in person changes language from the account menu and stays on the page, signed in (§1 subdomains)', async ({
  page,
  request,
}) => {
  await resetWorld(request);
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.locator('.user-widget-toggle').click();
  await page.getByRole('menuitemradio', { name: 'français' }).click();
  // The language is the subdomain (§1): the same page on fr.localhost, in French, still signed in.
  await expect(page).toHaveURL(`${originOf('fr')}/profile`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.user-widget-toggle')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The handed-over session left no trace in the address.
  expect(new URL(page.url()).hash).toBe('');
  await page.locator('.user-widget-toggle').click();
  await expect(page.getByRole('menuitemradio', { name: 'français' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(`${originOf('en')}/profile`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.user-widget-toggle')).toBeVisible();
});
