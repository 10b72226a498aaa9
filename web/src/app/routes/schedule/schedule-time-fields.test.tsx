import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { expectNoRawText, openAs, refuseField } from '../../../testing/route-helpers';

/** A week far from the seeded shifts, so it starts empty. */
const WEEK = '2030-01-07';
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
/** The browser's own date, date-and-time and time inputs, none of which these dialogs may hold. */
const NATIVE = 'input[type^=date], input[type=time]';

/** The add-shift dialog of the row `who` heads (the first row without one), on its first day. */
async function openAdd(as: string, who?: string) {
  const view = await openAs(as, `/schedule?week=${WEEK}`);
  const rows = await within(await screen.findByRole('table')).findAllByRole('row');
  const row = who
    ? rows.find((r) => within(r).queryByRole('rowheader', { name: new RegExp(who) }))!
    : rows[1]!;
  await view.user.click(within(row).getAllByRole('button', { name: /^Add a shift for / })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Add shift' });
  return { ...view, dialog };
}

describe('/schedule: the shift dialog’s times are the design system’s time input', () => {
  it('Start and End take HH:mm typed; the shift is saved with the times typed', async () => {
    const { user, dialog } = await openAdd('scheduler@demo.test');
    expect(dialog.querySelectorAll(NATIVE)).toHaveLength(0);
    const start = within(dialog).getByLabelText('Start');
    const end = within(dialog).getByLabelText('End');
    for (const field of [start, end]) expect(field).toHaveAttribute('placeholder', 'HH:mm');
    await user.clear(start);
    await user.type(start, '10:15');
    await user.clear(end);
    await user.type(end, '18:45');
    await user.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await screen.findByText('Shift added.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^10:15–18:45/ })).toBeInTheDocument();
  });

  it('an emptied Start is named at the field and nothing is sent', async () => {
    const { user, dialog } = await openAdd('scheduler@demo.test');
    const start = within(dialog).getByLabelText('Start');
    await user.clear(start);
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    expect(start).toHaveAccessibleDescription('Enter a time as HH:mm.');
    expect(within(dialog).getByLabelText('End')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Shift added.')).not.toBeInTheDocument();
  });

  it('a refusal about the end time is read at End, in words', async () => {
    refuseField('POST', /^\/v1\/brands\/[^/]+\/shifts$/, 'body.end', 'must be after start');
    const { user, dialog } = await openAdd('scheduler@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    const alert = await within(dialog).findByRole('alert');
    const end = within(dialog).getByLabelText('End');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(alert.textContent ?? '');
    expect(within(dialog).getByLabelText('Start')).not.toHaveAttribute('aria-invalid');
    expectNoRawText(dialog);
  });
});

describe('/schedule: the warnings before publishing read days in words', () => {
  it('a shift on a day the person asked off names that day as the locale writes it, no ISO day', async () => {
    // Casey asks for the day off first; the shift is then put on that day from the dialog.
    const backend = mockBackend();
    const bearer = `Bearer ${(await backend.tokensFor('candidate@demo.test')).accessToken}`;
    const day = { start_date: '2030-01-08', end_date: '2030-01-08' };
    const asked = await backend.app.inject({
      method: 'POST',
      url: '/v1/me/time_off',
      headers: { authorization: bearer },
      payload: day,
    });
    expect(asked.statusCode).toBeLessThan(300);
    const { user, dialog } = await openAdd('manager@demo.test', 'Casey Moreno');
    await user.selectOptions(within(dialog).getByLabelText('Day'), '2030-01-08');
    await user.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await screen.findByText('Shift added.')).toBeInTheDocument();
    const warnings = await screen.findByRole('region', { name: 'Check before publishing' });
    expect(
      await within(warnings).findByText(
        'Casey Moreno asked for time off on Jan 8, 2030 but has a shift.',
      ),
    ).toBeInTheDocument();
    expect(warnings.textContent).not.toMatch(ISO_DAY);
  });
});
