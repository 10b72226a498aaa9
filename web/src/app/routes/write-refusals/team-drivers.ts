/**
 * How people set off each write of schedule templates and shift swaps: the manager's templates
 * dialog and pending swaps on /schedule, the employee's offers and takes on /my-schedule. The
 * seeded world has what each needs (README "Demo accounts"): a saved template, a swap awaiting the
 * manager, a colleague's shift offered to the employee, one of theirs offered and one to offer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Driver, Drivers } from './sweep';
import { toWeekOffering } from './my-week';
import { press, pressIn } from './sweep';

/** The manager of CH-1-1-1, whose brand has the seeded template and the swap to decide. */
const MANAGER = 'manager@demo.test';
const MEMBER = 'candidate@demo.test';
const TEMPLATES = 'Schedule templates';

/** The templates dialog opened on /schedule (and `then` done in it) before `send`. */
const inTemplates = (send: Driver['send'], then?: Driver['ready']): Driver => ({
  as: MANAGER,
  url: '/schedule',
  ready: async (user) => {
    await press('Templates')(user);
    await screen.findByRole('dialog', { name: TEMPLATES });
    await then?.(user);
  },
  send,
});

/** The manager's /schedule, where the pending swaps panel stands. */
const onSchedule = (driver: Omit<Driver, 'as' | 'url'>): Driver => ({
  as: MANAGER,
  url: '/schedule',
  ...driver,
});

/** The employee's /my-schedule, where their swaps card and shifts' offers stand. */
const onMySchedule = (driver: Omit<Driver, 'as' | 'url'>): Driver => ({
  as: MEMBER,
  url: '/my-schedule',
  ...driver,
});

/** The first shift of the employee's that may be offered, this week or next, opened to offer. */
async function openOffer(user: UserEvent) {
  await toWeekOffering('Offer')(user);
  await press('Offer')(user);
  await screen.findByRole('dialog', { name: 'Offer this shift' });
}

export const TEAM_DRIVERS: Drivers = {
  'scheduleTemplates.create': inTemplates(
    pressIn('dialog', TEMPLATES, 'Save template'),
    async (user) => user.type(screen.getByRole('textbox', { name: 'Template name' }), 'Holiday'),
  ),
  'scheduleTemplates.apply': inTemplates(press(/^Apply: /)),
  // A refused rename keeps its form open with the words under the name.
  'scheduleTemplates.rename': inTemplates(
    pressIn('dialog', TEMPLATES, 'Save name'),
    press(/^Rename: /),
  ),
  // A refused delete keeps its question open, the words beside it.
  'scheduleTemplates.remove': inTemplates(
    async (user) => {
      const question = await screen.findByRole('group', { name: /^Delete .*\?/ });
      await user.click(within(question).getByRole('button', { name: 'Delete' }));
    },
    press(/^Delete: /),
  ),
  'swaps.approve': onSchedule({ send: press(/^Approve swap taken by /) }),
  // A refused decline keeps its reason form open.
  'swaps.decline': onSchedule({
    ready: press(/^Decline swap taken by /),
    send: press('Decline swap'),
  }),
  'swaps.settings': onSchedule({
    send: async (user) => {
      const setting = await screen.findByRole('checkbox', {
        name: "Swaps need a manager's approval",
      });
      // Held while the last answer is on its way.
      await waitFor(() => expect(setting).toBeEnabled());
      await user.click(setting);
    },
  }),
  'swaps.take': onMySchedule({ send: press(/^(Take shift|Accept trade)$/) }),
  'swaps.cancel': onMySchedule({ ready: toWeekOffering('Withdraw'), send: press('Withdraw') }),
  // A refused offer keeps its dialog open, the words above its buttons.
  'swaps.offer': onMySchedule({
    ready: openOffer,
    send: pressIn('dialog', 'Offer this shift', 'Offer shift'),
  }),
};
