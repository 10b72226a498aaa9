import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../../../config/env';
import { renderRoute } from '../../../testing/render-route';
import { catchPageLeave } from '../../../testing/route-actions';

// Each branch of the home redirector (§2), in its order, reached by the demo account that meets it.
const homes = [
  ['R2-11', 'a non-employer', 'candidate@demo.test', '/dashboard/member'],
  ['R2-11', 'a support account (a member)', 'support@demo.test', '/dashboard/member'],
  [
    'R2-11',
    'an account whose registration is not complete',
    'newcomer@demo.test',
    '/dashboard/member',
  ],
  [
    'R2-13',
    'the HALO_DASHBOARD preference on a group',
    'halo@demo.test',
    '/enterprise-dashboards/gp-main-dashboard',
  ],
  [
    'R2-13',
    'the RISK_ANALYSIS preference',
    'risk@demo.test',
    '/enterprise-dashboards/risk-dashboard',
  ],
  [
    'R2-13',
    'the HARRI_ENGAGE preference',
    'engage@demo.test',
    '/enterprise-dashboards/parent-main-dashboard',
  ],
  ['R2-14', 'a top-level entry brand', 'enterprise@demo.test', '/access-portal/main'],
  ['R2-15', 'TEAM_LIVE without SOURCE_HIRE', 'scheduler@demo.test', '/schedule'],
  ['R2-16', 'the hiring dashboard allowed', 'manager@demo.test', '/dashboard/tts'],
  ['R2-16', 'SOURCE_HIRE without the hiring dashboard', 'hiring@demo.test', '/dashboard/hiring'],
  ['R2-16', 'a manager without sales access', 'nosales@demo.test', '/dashboard/hiring'],
  ['R2-16', 'a front-of-house-only manager', 'foh@demo.test', '/dashboard/hiring'],
  ['R4-18', 'a suspended brand', 'suspended@demo.test', '/account-suspension'],
] as const;

describe('/dashboard, the home redirector, by person', () => {
  it.each(homes)('[%s] %s (%s) lands on %s', async (_, __, as, home) => {
    const { location } = await renderRoute('/dashboard', { as });
    await waitFor(() => expect(location()).toBe(home), { timeout: 20_000 });
  });

  it('[R2-10] a shadow user with the corporate flag is sent to the corporate host', async () => {
    const page = catchPageLeave();
    await renderRoute('/dashboard', { as: 'shadow@demo.test' });
    expect(await page.leftFor()).toBe(env.corporateHost);
  });

  it('[R2-12] the welcome page of a first external sign-on shows once, then the home page follows', async () => {
    const first = await renderRoute('/dashboard', { as: 'sso-first@demo.test' });
    await waitFor(() => expect(first.location()).toBe('/welcome'), { timeout: 20_000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Harbor, Sol' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What to do next' })).toBeInTheDocument();
    expect(localStorage.getItem('h_customWelcomePageShown')).toBe('true');
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(first.location()).toBe('/dashboard/hiring'));
    const again = await renderRoute('/dashboard');
    await waitFor(() => expect(again.location()).toBe('/dashboard/hiring'), { timeout: 20_000 });
    // A new sign-in is not a first one any more, even with the browser's storage cleared by logout.
    localStorage.clear();
    const next = await renderRoute('/dashboard', { as: 'sso-first@demo.test' });
    await waitFor(() => expect(next.location()).toBe('/dashboard/hiring'), { timeout: 20_000 });
  });

  it('[R4-09] an account that must set up MFA is sent to the set-up from any page', async () => {
    const { location } = await renderRoute('/schedule', { as: 'mfa@demo.test' });
    await waitFor(() => expect(location()).toMatch(/^\/user\/setup-mfa/), { timeout: 20_000 });
  });
});

describe('paths this app does not have (§2)', () => {
  it.each([
    ['/old/reports/weekly?brand=CH-1&week=12', undefined],
    ['/old/reports/weekly?brand=CH-1&week=12', 'manager@demo.test'],
    ['/settings/payroll/export?from=2026-01-01', 'enterprise@demo.test'],
  ])('[R2-01] %s (as %s) goes to the legacy host, keeping path and query', async (path, as) => {
    const page = catchPageLeave();
    await renderRoute(path, as ? { as } : {});
    expect(await page.leftFor()).toBe(`${env.legacyHost}${path}`);
  });
});
