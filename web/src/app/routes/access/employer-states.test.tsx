import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import {
  expectNoAccess,
  expectNoRawText,
  expectTryAgainRecovers,
  failCalls,
  openAs,
} from '../../../testing/route-helpers';

/**
 * The states every employer screen shares, one row a screen: its loading status while the call is
 * on its way, its own error with a Try again that recovers once the service is back, and the
 * no-access page or the home page for an account the screen is not for (§6).
 */
const manager = 'manager@demo.test';
const enterprise = 'enterprise@demo.test';
const rows = (testId: string) => () => screen.findAllByTestId(testId);
const region = (name: string) => () => screen.findByRole('region', { name });
const group = (name: string) => () => screen.findByRole('group', { name });
const text = (words: string) => () => screen.findByText(words, { exact: true });

/** A screen: where it is, who opens it, the path of the call it waits for, and what shows once it answers. */
interface Screen {
  url: string;
  as: string;
  call: string;
  shown: () => Promise<unknown>;
}
const at = (url: string, as: string, call: string, shown: Screen['shown']): Screen => {
  return { url, as, call, shown };
};
const B = (path: string) => `/v1/brands/*/${path}`;
const RW = '/settings/rewards-and-recognition';
const ED = '/enterprise-dashboards';
const applications = '/v1/employer_applications';
const byLocation = region('By location');
const points = () => screen.findByLabelText('What points are called');
const dayTotals = () => screen.findByRole('rowheader', { name: 'Day totals' });
const portal = (page: string, call: string, shown: Screen['shown']) =>
  at(`/access-portal/main${page}`, enterprise, B(call), shown);
const rewards = (tab: string, call: string, shown: Screen['shown']) =>
  at(`${RW}/${tab}`, manager, B(`rewards/${call}`), shown);

const SCREENS: Record<string, Screen> = {
  'hiring board': at(
    '/dashboard/hiring',
    'hiring@demo.test',
    B('applications/board'),
    rows('application-row'),
  ),
  'time-to-serve': at('/dashboard/tts', manager, applications, group('Median time to hire')),
  'gp-main dashboard': at(`${ED}/gp-main-dashboard`, 'halo@demo.test', B('users'), byLocation),
  'parent-main dashboard': at(
    `${ED}/parent-main-dashboard`,
    'engage@demo.test',
    B('tree'),
    byLocation,
  ),
  schedule: at('/schedule', 'scheduler@demo.test', B('shifts'), dayTotals),
  'access portal': portal('', 'users/locations/page', region('All locations')),
  'access portal basic info': portal('/settings/basic-info', 'basic_info', text('GP-1')),
  'access portal business setup': portal(
    '/settings/business-setup',
    'business_setup/settings',
    text('Week starts on'),
  ),
  'access portal reports settings': portal(
    '/settings/reports',
    'reports/settings',
    text('Location filter'),
  ),
  'attestation questions': at(
    '/settings/clockout-attestation',
    manager,
    B('clockout_attestation/questions'),
    rows('question-row'),
  ),
  'rewards budgets': rewards('budget', 'budgets', rows('budget-card')),
  'rewards rules': rewards('rules', 'rules', rows('rule-row')),
  'rewards raffles': rewards('raffles', 'raffles', rows('raffle-card')),
  'rewards configuration': rewards('configuration', 'configuration', points),
};

// [screen, what it says while its call is on its way, the words of its error when the call fails]
const WORDS: [string, string | null, string | null][] = [
  ['hiring board', 'Loading applications…', null],
  ['time-to-serve', 'Loading the dashboard', 'The dashboard could not be loaded.'],
  ['gp-main dashboard', null, 'The dashboard could not be loaded.'],
  ['parent-main dashboard', null, 'The dashboard could not be loaded.'],
  ['schedule', 'Loading the schedule', null],
  ['access portal', 'Loading', null],
  ['access portal basic info', null, 'This could not be loaded.'],
  ['access portal business setup', null, 'This could not be loaded.'],
  ['access portal reports settings', null, 'This could not be loaded.'],
  ['attestation questions', 'Loading questions…', 'Questions could not be loaded.'],
  ['rewards budgets', 'Loading budgets…', 'Budgets could not be loaded.'],
  ['rewards rules', 'Loading rules…', 'Rules could not be loaded.'],
  ['rewards raffles', 'Loading raffles…', 'Raffles could not be loaded.'],
  ['rewards configuration', 'Loading…', 'Programme settings could not be loaded.'],
];
const LOADING = WORDS.flatMap(([name, loading]) => (loading ? [[name, loading]] : []));
const FAILING = WORDS.flatMap(([name, , error]) => (error ? [[name, error]] : []));

describe('employer screens while their call is on its way', () => {
  it.each(LOADING)('%s says “%s”, then shows its data', async (name, label) => {
    const { url, as, call, shown } = SCREENS[name]!;
    await mockBackend().fault({ kind: 'hang', pattern: call, share: 1 });
    await openAs(as, url);
    expect(await screen.findByRole('status', { name: label })).toBeInTheDocument();
    await mockBackend().reset();
    await shown();
    expect(screen.queryByRole('status', { name: label })).not.toBeInTheDocument();
  });
});

describe('employer screens whose call fails', () => {
  it.each(FAILING)('%s says “%s”, and Try again recovers', async (name, title) => {
    const { url, as, call, shown } = SCREENS[name]!;
    await failCalls(call);
    const { user } = await openAs(as, url);
    expect(await screen.findByText(title)).toBeInTheDocument();
    // The error stands inside the signed-in frame, not in place of it.
    expect(screen.getByRole('button', { name: /Account/ })).toBeInTheDocument();
    expectNoRawText();
    await expectTryAgainRecovers(user, title, shown);
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });
});

// [screen, url, account whose products leave the screen out]
const NO_ACCESS: [string, string, string][] = [
  ['[R6-04] job boards', '/job-boards', 'scheduler@demo.test'],
  ['[R6-04] a job board', '/job-boards/indeed', 'scheduler@demo.test'],
  ['[R6-04] the schedule', '/schedule', 'nosales@demo.test'],
  [
    '[R6-04] attestation management',
    '/settings/clockout-attestation/management',
    'hiring@demo.test',
  ],
  ['[R6-04] attestation under a path', '/settings/team/clockout-attestation', 'hiring@demo.test'],
];

describe('employer screens an account’s products leave out', () => {
  it.each(NO_ACCESS)('%s at %s shows %s the no-access page', async (_screen, url, as) => {
    await openAs(as, url);
    await expectNoAccess();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

// [dashboard, url, account without its permission, where the home redirector sends them]
const GUARDED: [string, string, string, string][] = [
  ['time-to-serve', '/dashboard/tts', 'hiring@demo.test', '/dashboard/hiring'],
  ['gp-main', '/enterprise-dashboards/gp-main-dashboard', manager, '/dashboard/tts'],
  [
    'risk',
    '/enterprise-dashboards/risk-dashboard',
    'halo@demo.test',
    '/enterprise-dashboards/gp-main-dashboard',
  ],
  [
    'parent-main',
    '/enterprise-dashboards/parent-main-dashboard',
    'scheduler@demo.test',
    '/schedule',
  ],
];

describe('dashboards behind the page access guard', () => {
  it.each(GUARDED)(
    '%s is not drawn for %s, who is sent home to %s',
    async (_name, url, as, home) => {
      const { location } = await openAs(as, url);
      await waitFor(() => expect(location()).toBe(home));
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );
});
