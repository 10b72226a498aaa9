import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoRawText, failCalls, openAs } from '../../../testing/route-helpers';

/** A week far from the seeded shifts, so it starts empty. */
const CLEAN_WEEK = '2030-01-07';
const openWeek = (week = CLEAN_WEEK) => openAs('scheduler@demo.test', `/schedule?week=${week}`);
const firstRow = async () =>
  (await within(await screen.findByRole('table')).findAllByRole('row'))[1]!;
const total = (row: HTMLElement) => row.querySelector('.sched-grid__total');
const summary = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const dialog = (name: 'Add shift' | 'Edit shift') => screen.findByRole('dialog', { name });

async function fill(user: UserEvent, scope: HTMLElement, label: string, value: string) {
  const field = within(scope).getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

/** Adds 09:00–17:00 with a 30-minute break at $20 an hour in the first row's first day. */
async function addShift(user: UserEvent) {
  const row = await firstRow();
  await user.click(within(row).getAllByRole('button', { name: /^Add a shift for / })[0]!);
  const add = await dialog('Add shift');
  await fill(user, add, 'Start', '09:00');
  await fill(user, add, 'End', '17:00');
  await fill(user, add, 'Unpaid break (minutes)', '30');
  await fill(user, add, 'Hourly rate', '20');
  await user.click(within(add).getByRole('button', { name: 'Save shift' }));
  expect(await screen.findByText('Shift added.')).toBeInTheDocument();
  return row;
}

describe('/schedule: building a week', () => {
  it('[R2-41] an empty week has nothing to publish and counts nothing', async () => {
    await openWeek();
    expect(
      await screen.findByText('No shifts this week yet. Select + in a day to add the first one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('All shifts published')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish week' })).toBeDisabled();
    expect(summary('Scheduled')).toHaveTextContent('0 h');
    expect(summary('Labour cost')).toHaveTextContent('$0');
    expect(summary('Shifts')).toHaveTextContent(/^0$/);
  });

  it('[R2-41] a shift added: its hours and labour cost in its row and the week’s summary, and one shift to publish', async () => {
    const { user } = await openWeek();
    const row = await addShift(user);
    expect(await within(row).findByRole('button', { name: /^09:00–17:00/ })).toBeInTheDocument();
    expect(total(row)).toHaveTextContent('7.5 h');
    expect(total(row)).toHaveTextContent('$150');
    expect(summary('Scheduled')).toHaveTextContent('7.5 h');
    expect(summary('Labour cost')).toHaveTextContent('$150');
    expect(summary('Shifts')).toHaveTextContent(/^1$/);
    expect(screen.getByText('1 unpublished shift')).toBeInTheDocument();
    expect(
      screen.queryByText('No shifts this week yet. Select + in a day to add the first one.'),
    ).not.toBeInTheDocument();
  });

  it('[R2-41] a shift edited, then the week published, then the shift deleted', async () => {
    const { user } = await openWeek();
    const row = await addShift(user);
    await user.click(await within(row).findByRole('button', { name: /^09:00–17:00/ }));
    const edit = await dialog('Edit shift');
    await fill(user, edit, 'End', '15:00');
    await user.click(within(edit).getByRole('button', { name: 'Save shift' }));
    expect(await screen.findByText('Shift saved.')).toBeInTheDocument();
    await waitFor(() => expect(total(row)).toHaveTextContent('5.5 h'));
    expect(total(row)).toHaveTextContent('$110');

    await user.click(screen.getByRole('button', { name: 'Publish week' }));
    expect(
      await screen.findByText('Week published: 1 shift sent to the team.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('All shifts published')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish week' })).toBeDisabled(),
    );

    await user.click(within(row).getByRole('button', { name: /^09:00–15:00/ }));
    await user.click(within(await dialog('Edit shift')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shift deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: /^09:00/ })).not.toBeInTheDocument(),
    );
    expect(summary('Shifts')).toHaveTextContent(/^0$/);
  });

  it('a shift that ends before it starts is said to end the next day', async () => {
    const { user } = await openWeek();
    const row = await firstRow();
    await user.click(within(row).getAllByRole('button', { name: /^Add a shift for / })[0]!);
    const add = await dialog('Add shift');
    expect(within(add).queryByText('Ends the next day.')).not.toBeInTheDocument();
    await fill(user, add, 'Start', '22:00');
    await fill(user, add, 'End', '06:00');
    expect(within(add).getByText('Ends the next day.')).toBeInTheDocument();
    await user.click(within(add).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a week that cannot be published says why in words', async () => {
    const { user } = await openWeek();
    await addShift(user);
    await failCalls('/v1/brands/*/shifts/publish');
    await user.click(screen.getByRole('button', { name: 'Publish week' }));
    expect(await screen.findByText(/^The week could not be published: /)).toBeInTheDocument();
    expect(screen.getByText('1 unpublished shift')).toBeInTheDocument();
    expectNoRawText();
  });
});

describe('/schedule: weeks', () => {
  it('[R2-41] Next week moves the grid and the address on by seven days from Monday', async () => {
    const { user, location } = await openWeek();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent(/Mon.*7/);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(location()).toMatch(/week=2030-01-14/));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('columnheader')[1]).toHaveTextContent(
        /Mon.*14/,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(location()).toMatch(/week=2030-01-07/));
  });

  it('Copy last week brings last week’s shifts into this one and says how many', async () => {
    const { user } = await openWeek();
    await addShift(user);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(
      await screen.findByText('No shifts this week yet. Select + in a day to add the first one.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy last week' }));
    expect(await screen.findByText('Copied 1, skipped 0 (overlaps).')).toBeInTheDocument();
    expect(
      await within(await firstRow()).findByRole('button', { name: /^09:00–17:00/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(summary('Shifts')).toHaveTextContent(/^1$/));
  });

  it('the seeded week’s summary counts the shifts the grid shows', async () => {
    await openAs('scheduler@demo.test', '/schedule');
    const table = await screen.findByRole('table');
    await within(table).findByRole('rowheader', { name: 'Day totals' });
    const chips = within(table).getAllByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d/ });
    expect(chips.length).toBeGreaterThan(0);
    expect(summary('Shifts')).toHaveTextContent(new RegExp(`^${chips.length}$`));
  });
});

describe('/schedule: open shifts', () => {
  it('an open shift added for the week is listed as a draft', async () => {
    const { user } = await openWeek();
    const panel = await screen.findByRole('region', { name: 'Open shifts' });
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
    const position = within(panel).getByRole('combobox', { name: 'Position' }) as HTMLSelectElement;
    const name = position.selectedOptions[0]?.textContent ?? '';
    await user.click(within(panel).getByRole('button', { name: 'Add open shift' }));
    expect(await screen.findByText('Open shift added.')).toBeInTheDocument();
    const item = await within(panel).findByRole('listitem');
    expect(item).toHaveTextContent(`11:00–17:00 · ${name} · draft`);
  });
});
