import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

/** Where each entry of the side nav leads. */
const LEADS_TO: Record<string, string> = {
  Hiring: '/dashboard/hiring',
  'Job boards': '/job-boards',
  Search: '/global-search-result',
  Messages: '/messages',
  'Message board': '/message-board',
  Schedule: '/schedule',
  'Access portal': '/access-portal/main',
  'Clock-out attestation': '/settings/clockout-attestation',
  'Rewards and recognition': '/settings/rewards-and-recognition',
};

const LOCATION_BOTH = [
  'Home',
  'Hiring',
  'Job boards',
  'Search',
  'Messages',
  'Schedule',
  'Clock-out attestation',
  'Rewards and recognition',
];
const HIRING_ONLY = [
  'Home',
  'Hiring',
  'Job boards',
  'Search',
  'Messages',
  'Rewards and recognition',
];
const GROUP_BOTH = [
  'Home',
  'Hiring',
  'Job boards',
  'Search',
  'Messages',
  'Message board',
  'Schedule',
  'Access portal',
  'Clock-out attestation',
  'Rewards and recognition',
];

/** Every employer persona, on their home page: their products (README) decide the entries, in this order. */
const PERSONAS: [string, string, string[]][] = [
  ['manager@demo.test', '/dashboard/tts', LOCATION_BOTH],
  ['hiring@demo.test', '/dashboard/hiring', HIRING_ONLY],
  [
    'scheduler@demo.test',
    '/schedule',
    ['Home', 'Schedule', 'Clock-out attestation', 'Rewards and recognition'],
  ],
  ['enterprise@demo.test', '/access-portal/main', GROUP_BOTH],
  ['halo@demo.test', '/enterprise-dashboards/gp-main-dashboard', GROUP_BOTH],
  ['risk@demo.test', '/enterprise-dashboards/risk-dashboard', LOCATION_BOTH],
  ['engage@demo.test', '/enterprise-dashboards/parent-main-dashboard', HIRING_ONLY],
];

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const noAccess = () =>
  screen.queryByRole('heading', { name: 'You don’t have access to this page', level: 1 });

describe('the side nav by person (§6)', () => {
  it.each(PERSONAS)(
    '[R6-04] [R6-01] %s: the nav shows exactly the allowed entries, each leading to its screen, and each screen opens',
    async (as, home, entries) => {
      const { user, location } = await renderRoute(home, { as });
      await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 20_000 });
      await waitFor(() =>
        expect(
          within(nav())
            .getAllByRole('link')
            .map((l) => l.textContent?.trim()),
        ).toEqual(entries),
      );
      // Home leads to the home redirector, whose landing by person is a test of its own.
      expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      for (const label of entries.slice(1)) {
        const link = within(nav()).getByRole('link', { name: label });
        expect(link).toHaveAttribute('href', LEADS_TO[label]);
        await user.click(link);
        const target = LEADS_TO[label]!;
        await waitFor(() => expect(location(), label).toMatch(new RegExp(`^${target}`)), {
          timeout: 20_000,
        });
        // The screen drawn, not the one before it in its transition: a heading, nothing busy.
        await waitFor(
          () => {
            expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
            expect(document.querySelector('main [aria-busy="true"]')).toBeNull();
          },
          { timeout: 20_000 },
        );
        expect(noAccess()).toBeNull();
      }
    },
  );
});
