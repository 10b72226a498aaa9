import { expect, type Page, test } from '@playwright/test';
import { settled } from './a11y-support';
import { startSignedIn } from './shell-support';

/**
 * What a screen reader is told. Landmarks are unique and named, live regions announce
 * toasts, the offline banner and form errors, tables have headers, and charts have a text equivalent.
 */
const landmarks = (page: Page) =>
  page.evaluate(() => {
    const roles: Record<string, string> = {
      HEADER: 'banner',
      MAIN: 'main',
      NAV: 'navigation',
      ASIDE: 'complementary',
      FOOTER: 'contentinfo',
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'header, main, nav, aside, footer, section[aria-label], section[aria-labelledby], [role=region], [role=navigation], [role=banner], [role=main]',
    )) {
      if (
        el.closest('[aria-hidden=true]') ||
        (el.offsetParent === null && getComputedStyle(el).position !== 'fixed')
      )
        continue;
      // A header inside a section or main is not the page's banner.
      if (el.tagName === 'HEADER' && el.parentElement?.closest('main, section, article')) continue;
      const role = el.getAttribute('role') ?? roles[el.tagName] ?? 'region';
      const labelledBy = el.getAttribute('aria-labelledby');
      const name =
        el.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : '') ??
        '';
      found.push(`${role}:${name.trim()}`);
    }
    return found;
  });

async function expectUniqueNamedLandmarks(page: Page) {
  const found = await landmarks(page);
  expect(found.filter((l) => l.startsWith('banner:'))).toHaveLength(1);
  expect(found.filter((l) => l.startsWith('main:'))).toHaveLength(1);
  // Every other landmark of a kind that appears more than once carries a name of its own.
  const navs = found.filter((l) => l.startsWith('navigation:') || l.startsWith('region:'));
  for (const nav of navs)
    expect(nav, `unnamed landmark among ${navs.join(', ')}`).not.toMatch(/:$/);
  expect(new Set(found).size).toBe(found.length);
}

test('landmarks are unique and named, tables have headers, charts have a text equivalent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await startSignedIn(page, request, 'manager@demo.test');
  for (const path of [
    '/dashboard/tts',
    '/schedule',
    '/settings/rewards-and-recognition/budget',
    '/global-search-result/a',
  ]) {
    await page.goto(path);
    await settled(page);
    await expectUniqueNamedLandmarks(page);
    for (const table of await page.locator('main table').all()) {
      expect(await table.locator('th').count()).toBeGreaterThan(0);
    }
    // A chart drawn as a picture says what it shows in a table beside it.
    for (const chart of await page.locator('main svg[role=img]').all()) {
      await expect(chart).toHaveAttribute('aria-label', /.+/);
      expect(await chart.locator('xpath=ancestor::figure[1]//table//th').count()).toBeGreaterThan(
        0,
      );
    }
  }
});

test('form errors, the offline banner and toasts are announced through live regions', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // A form error is an alert.
  await page.goto('/user/login');
  await page.locator('input[name="email"]').fill('nobody@demo.test');
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form [role=alert]')).toBeVisible();

  await startSignedIn(page, request, 'scheduler@demo.test');
  await page.context().setOffline(true);
  await expect(
    page.getByRole('alert').filter({ hasText: 'No internet connection, connecting...' }),
  ).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('No internet connection, connecting...')).toHaveCount(0);

  // A toast: the stack is a polite live region and each toast a status.
  await page.goto('/schedule?week=2030-01-07');
  await page
    .getByRole('table')
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Add a shift for/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Add shift' })
    .getByRole('button', { name: 'Save shift' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Shift added.' })).toBeVisible();
  await expect(page.locator('.toast-stack')).toHaveAttribute('aria-live', 'polite');
});
