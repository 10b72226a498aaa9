import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardCards, wordsNotLoadedWithRoute } from '../../testing/route-helpers';

/** Nothing on the screen says it is still being drawn. */
const settled = () =>
  waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0), {
    timeout: 10_000,
  });

const region = (name: string | RegExp) =>
  screen.findByRole('region', { name }, { timeout: 10_000 });

/**
 * The main screens of each persona, opened as each opens them, with what shows they are drawn: the
 * header's buttons, the screen's content, and the parts under it that come with the first answers.
 */
const SCREENS: [string, string, string, () => Promise<unknown>][] = [
  [
    'the hiring board with an application opened from the address',
    'manager@demo.test',
    '/dashboard/hiring?application=ap-5',
    async () => {
      await boardCards();
      const detail = await screen.findByRole('complementary', { name: 'Application' });
      await within(detail).findByTestId('offer-section');
    },
  ],
  [
    'the schedule by position with its panels',
    'scheduler@demo.test',
    '/schedule?view=position',
    async () => {
      await screen.findAllByRole('rowheader');
      await region(/swap/i);
    },
  ],
  [
    'the member dashboard',
    'candidate@demo.test',
    '/dashboard/member',
    () => screen.findByText('4 applications', {}, { timeout: 10_000 }),
  ],
  [
    'the member’s own schedule and swaps',
    'candidate@demo.test',
    '/my-schedule',
    () => screen.findByRole('heading', { name: 'Shift swaps', level: 2 }, { timeout: 10_000 }),
  ],
  [
    'the job search',
    'candidate@demo.test',
    '/jobs',
    () => screen.findByLabelText('Job title', {}, { timeout: 10_000 }),
  ],
  ['the profile', 'manager@demo.test', '/profile', () => region('Brand media')],
  [
    'the job boards',
    'manager@demo.test',
    '/job-boards',
    () => screen.findByRole('navigation', { name: 'Job board partners' }, { timeout: 10_000 }),
  ],
  [
    'the access portal',
    'enterprise@demo.test',
    '/access-portal/main',
    () => region('All locations'),
  ],
  [
    'global search',
    'enterprise@demo.test',
    '/global-search-result/casey',
    () => screen.findByRole('heading', { name: 'Results for “casey”' }, { timeout: 10_000 }),
  ],
  [
    'rewards and recognition',
    'manager@demo.test',
    '/settings/rewards-and-recognition/budget',
    () => screen.findAllByTestId('budget-card', {}, { timeout: 10_000 }),
  ],
];

describe('a screen’s words load with its route', () => {
  it.each(SCREENS)(
    '%s (%s) reads no translation file that its routes did not load with their modules',
    async (_screen, as, url, drawn) => {
      const late = await wordsNotLoadedWithRoute(as, url, async () => {
        await drawn();
        await screen.findByRole('button', { name: /notifications/i });
        await settled();
      });
      expect(late).toEqual([]);
    },
  );
});
