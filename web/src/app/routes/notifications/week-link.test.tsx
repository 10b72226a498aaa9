import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

/** The Monday after this week's, as a notification's link names a week. */
const nextMonday = () => {
  const today = dayjs();
  return today.add((8 - today.day()) % 7 || 7, 'day').format('YYYY-MM-DD');
};

describe('a notification’s week on My schedule', () => {
  it('/my-schedule?week= opens on that week, asks for it, and the week buttons still switch', async () => {
    const week = nextMonday();
    const { user } = await renderRoute(`/my-schedule?week=${week}`, { as: 'candidate@demo.test' });
    const next = await screen.findByRole('button', { name: 'Next week' });
    await waitFor(() => expect(next).toHaveAttribute('aria-pressed', 'true'));
    expect(
      mockBackend().calls.some((c) => c.path.startsWith(`/v1/me/shifts?week_start=${week}`)),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(next).toHaveAttribute('aria-pressed', 'false');
  });
});
