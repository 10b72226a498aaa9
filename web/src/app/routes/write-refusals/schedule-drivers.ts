/**
 * How a person sets off each write of the schedules: the manager's week on /schedule and the
 * employee's own on /my-schedule.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Driver, Drivers } from './sweep';
import { toWeekOffering } from './my-week';
import { madeAsExample, press, pressIn } from './sweep';

const SCHEDULER = 'scheduler@demo.test';
/** The manager of CH-1-1-1, where the table's examples make their shifts and time off. */
const MANAGER = 'manager@demo.test';
const MEMBER = 'candidate@demo.test';

/** The week's first shift on the grid opened for editing. */
async function editFirstShift(user: UserEvent) {
  await screen.findByRole('table');
  const shift = await waitFor(() => {
    const first = document.querySelector<HTMLElement>('.sched-shift');
    expect(first).not.toBeNull();
    return first!;
  });
  await user.click(shift);
  return screen.findByRole('dialog', { name: 'Edit shift' });
}

/** `button` pressed in the edit dialog of the week's first shift (opened again if a refusal closed it). */
const inEditShiftDialog = (button: string): Driver => ({
  as: SCHEDULER,
  url: '/schedule',
  send: async (user) => {
    const dialog =
      screen.queryByRole('dialog', { name: 'Edit shift' }) ?? (await editFirstShift(user));
    await user.click(within(dialog).getByRole('button', { name: button }));
  },
});

export const SCHEDULE_DRIVERS: Drivers = {
  'shifts.create': {
    as: SCHEDULER,
    url: '/schedule',
    ready: async (user) => {
      const table = await screen.findByRole('table');
      const add = await within(table).findAllByRole('button', { name: /^Add a shift for / });
      await user.click(add[0]!);
      await screen.findByRole('dialog', { name: 'Add shift' });
    },
    send: pressIn('dialog', 'Add shift', 'Save shift'),
  },
  'shifts.update': inEditShiftDialog('Save shift'),
  'shifts.remove': inEditShiftDialog('Delete'),
  'shifts.copyWeek': { as: SCHEDULER, url: '/schedule', send: press('Copy last week') },
  'shifts.publish': {
    as: MANAGER,
    // The example's shift, a draft in that week, is what there is to publish.
    url: '/schedule?week=2030-01-07',
    before: () => madeAsExample('shifts.create'),
    send: async (user) => {
      const publish = await screen.findByRole('button', { name: 'Publish week' });
      await waitFor(() => expect(publish).toBeEnabled());
      await user.click(publish);
    },
  },
  'timeOff.decide': {
    as: MANAGER,
    url: '/schedule?week=2030-01-07',
    before: () => madeAsExample('timeOff.request'),
    send: press(/^Approve /),
  },
  'myShifts.claim': {
    as: MEMBER,
    url: '/my-schedule',
    ready: toWeekOffering('Pick up'),
    send: press('Pick up'),
  },
  'myShifts.clockOut': {
    as: MEMBER,
    url: '/my-schedule',
    ready: async (user) => {
      await press('Clock out')(user);
      const dialog = await screen.findByRole('dialog', { name: 'Clock out' });
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Clock out' })).toBeEnabled(),
      );
      // Every question answered: the first choice of each, a few words where it asks for them.
      for (const group of within(dialog).queryAllByRole('group'))
        await user.click(within(group).getAllByRole('radio')[0]!);
      for (const text of within(dialog).queryAllByRole('textbox'))
        await user.type(text, 'All fine');
    },
    send: pressIn('dialog', 'Clock out', 'Clock out'),
  },
  'timeOff.request': { as: MEMBER, url: '/my-schedule', send: press('Request time off') },
  'timeOff.setAvailability': {
    as: MEMBER,
    url: '/my-schedule',
    send: press('Save availability'),
  },
};
