/**
 * How a manager sets off a bulk move on /dashboard/hiring: choose an application on the board,
 * open Decline, give the reason and send. The seeded world has applications in Applied at the
 * demo manager's location (README "Demo accounts").
 */
import { screen, within } from '@testing-library/react';
import type { Drivers } from './sweep';

const declineDialog = () => screen.findByRole('dialog', { name: /^Decline \d+ application/ });

export const BULK_DRIVERS: Drivers = {
  // A refused decline keeps its dialog open, the words above the buttons.
  'bulkHiring.move': {
    as: 'manager@demo.test',
    url: '/dashboard/hiring?stage=APPLIED',
    ready: async (user) => {
      const group = await screen.findByRole('region', { name: 'Applied' });
      await within(group).findAllByTestId('application-row');
      await user.click(within(group).getByRole('checkbox', { name: 'Choose all in Applied' }));
      const bar = screen.getByRole('region', { name: /selected$/ });
      await user.click(within(bar).getByRole('button', { name: 'Decline' }));
      await user.type(
        within(await declineDialog()).getByLabelText('Reason (for your team)'),
        'Filled',
      );
    },
    send: async (user) =>
      user.click(within(await declineDialog()).getByRole('button', { name: 'Decline' })),
  },
};
