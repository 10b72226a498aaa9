import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { refuseField } from '../../../testing/route-helpers';

/** What no sentence a person reads may hold: a request path, an upper-case code, or an internal id. */
const RAW = /\b(body|query|params)\.|[A-Z]{2,}_[A-Z]+|\b[a-z]+-[A-Z]{2}-\d|shift-CH/;

/** The mock's refusal of a new shift, as its shift rules word it (a race: the grid offered the day). */
const refuseNewShift = (field: string, message: string) =>
  refuseField('POST', /^\/v1\/brands\/[^/]+\/shifts$/, field, message);

async function addFirstShift() {
  const view = await renderRoute('/schedule', { as: 'scheduler@demo.test' });
  const table = await screen.findByRole('table');
  const add = (await within(table).findAllByRole('button', { name: /^Add a shift for / }))[0]!;
  await view.user.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Add shift' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Save shift' }));
  return dialog;
}

describe('/schedule refusals in words', () => {
  it('a person who cannot be scheduled: the sentence sits at the employee field, with no id or path', async () => {
    refuseNewShift('body.user_id', 'e-CH-1-1-1-7 is not a schedulable employee of CH-1-1-1');
    const dialog = await addFirstShift();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/can.t take this shift/);
    expect(alert).toHaveTextContent(/Choose someone else or another time\.$/);
    expect(alert.textContent).not.toMatch(RAW);
    const employee = within(dialog).getByRole('combobox', { name: /Employee/ });
    expect(employee).toHaveAttribute('aria-invalid', 'true');
    expect(employee).toHaveAccessibleDescription(alert.textContent ?? '');
    expect(dialog.textContent).not.toMatch(RAW);
  });

  it('an overlapping shift: the sentence sits at the start time and says what to do next', async () => {
    refuseNewShift('body.start', 'overlaps shift-CH-1-1-1-20 of the same person');
    const dialog = await addFirstShift();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This person already works at that time. Choose another time, or change their other shift first.',
    );
    expect(dialog.querySelector('[aria-invalid="true"]')).toHaveAccessibleDescription(
      alert.textContent ?? '',
    );
    expect(dialog.textContent).not.toMatch(RAW);
  });
});
