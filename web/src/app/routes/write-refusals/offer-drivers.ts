/**
 * How people set off each write of job offers: the manager's offer section in an application's
 * pipeline panel on /dashboard/hiring, the candidate's offers card on /dashboard/member. The
 * seeded world has what each needs (README "Demo accounts"): an application in screening to offer
 * the job to, an open offer of the manager's to withdraw, and one open to the demo candidate.
 */
import { screen, within } from '@testing-library/react';
import type { Driver, Drivers } from './sweep';
import { press } from './sweep';

/** manager@demo.test's board with an application open: ap-8 is in screening, ap-5 has an open offer. */
const onApplication = (applicationId: string, driver: Omit<Driver, 'as' | 'url'>): Driver => ({
  as: 'manager@demo.test',
  url: `/dashboard/hiring?application=${applicationId}`,
  ...driver,
});

/** The demo candidate's dashboard, where their open offer stands. */
const onDashboard = (driver: Omit<Driver, 'as' | 'url'>): Driver => ({
  as: 'candidate@demo.test',
  url: '/dashboard/member',
  ...driver,
});

const offerForm = () => screen.findByRole('dialog', { name: /^Offer the job to / });

export const OFFER_DRIVERS: Drivers = {
  // A refused offer keeps its form open, the words at the field or above the buttons.
  'offers.send': onApplication('ap-8', {
    ready: async (user) => {
      await press('Send an offer')(user);
      await user.type(within(await offerForm()).getByLabelText('Pay an hour (USD)'), '16');
    },
    send: async (user) =>
      user.click(within(await offerForm()).getByRole('button', { name: 'Send offer' })),
  }),
  'offers.withdraw': onApplication('ap-5', { send: press('Withdraw the offer') }),
  'offers.accept': onDashboard({ send: press('Accept offer') }),
  // A refused decline keeps its reason form open.
  'offers.decline': onDashboard({ ready: press('Decline'), send: press('Decline offer') }),
};
