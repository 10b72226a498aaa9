/**
 * My schedule's week that holds the seeded story's actions: the open shift to pick up and the
 * member's own upcoming shifts. The story is tomorrow's, so on a Sunday it is in next week.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Turns My schedule to next week when this one, once read, offers no button named `name`. */
export const toWeekOffering = (name: string) => async (user: UserEvent) => {
  const shifts = (await screen.findByRole('heading', { name: 'Your shifts' })).closest('section')!;
  await waitFor(() => expect(within(shifts).queryByRole('status')).toBeNull());
  // The offer buttons on one's shifts wait for the swaps card's answer too.
  await screen.findByRole('heading', { name: 'Shifts you can take' });
  if (screen.queryAllByRole('button', { name }).length === 0)
    await user.click(screen.getByRole('button', { name: 'Next week' }));
};
