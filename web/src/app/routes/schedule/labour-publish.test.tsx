import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { openAs } from '../../../testing/route-helpers';
import { renderRoute } from '../../../testing/render-route';

const MANAGER = 'manager@demo.test';
const CLEAN_WEEK = '2030-01-07';
const published = () =>
  mockBackend().calls.filter((c) => c.method === 'POST' && /\/shifts\/publish$/.test(c.path));

/** Happy-dom's viewport, which its matchMedia reads. */
const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 844 });

/** A draft shift on Monday of the clean week ($150) against Monday's projected sales ($300: 50%). */
async function draftOnMonday(sales = 300) {
  const { accessToken } = await mockBackend().tokensFor(MANAGER);
  const saved = await mockBackend().app.inject({
    method: 'PUT',
    url: '/v1/brands/CH-1-1-1/labour/sales',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: {
      week_start: CLEAN_WEEK,
      sales: { mon: sales, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    },
  });
  expect(saved.statusCode).toBe(200);
  const view = await openAs(MANAGER, `/schedule?week=${CLEAN_WEEK}`);
  const rows = await within(
    await screen.findByRole('table', {}, { timeout: 20_000 }),
  ).findAllByRole('row');
  const user: UserEvent = view.user;
  await user.click(within(rows[1]!).getAllByRole('button', { name: /^Add a shift for / })[0]!);
  const add = await screen.findByRole('dialog', { name: 'Add shift' });
  for (const [label, value] of [
    ['Start', '09:00'],
    ['End', '17:00'],
    ['Unpaid break (minutes)', '30'],
    ['Hourly rate', '20'],
  ] as const) {
    await user.clear(within(add).getByLabelText(label));
    await user.type(within(add).getByLabelText(label), value);
  }
  await user.click(within(add).getByRole('button', { name: 'Save shift' }));
  expect(await screen.findByText('Shift added.')).toBeInTheDocument();
  return user;
}

describe('/schedule: the check before publishing', () => {
  it('names the day over the target; going back publishes nothing, "Publish anyway" publishes', async () => {
    const user = await draftOnMonday();
    await user.click(screen.getByRole('button', { name: 'Publish week' }));
    const check = await screen.findByRole('alertdialog', {
      name: 'This week runs over the labour target',
    });
    expect(within(check).getByRole('listitem')).toHaveTextContent(
      'Mon, Jan 7 is at 50% of sales against a 28% target.',
    );
    expect(within(check).getByRole('button', { name: 'Go back and fix' })).toHaveFocus();
    await user.click(within(check).getByRole('button', { name: 'Go back and fix' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(published()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Publish week' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(published().map((c) => c.status)).toEqual([200]));
    expect(await screen.findByText('Week published: 1 shift sent to the team.')).toBeVisible();
  });

  it('a week within the target publishes at once, with no check', async () => {
    const user = await draftOnMonday(5000);
    await user.click(screen.getByRole('button', { name: 'Publish week' }));
    expect(await screen.findByText('Week published: 1 shift sent to the team.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(published().map((c) => c.status)).toEqual([200]);
  });
});

describe('/schedule on a phone: labour in the day view', () => {
  it('at 390 px the chosen day shows its share of sales against the target', async () => {
    viewport(390);
    try {
      const { user } = await renderRoute('/schedule', { as: MANAGER });
      const dayView = await screen.findByTestId('schedule-day-view', {}, { timeout: 20_000 });
      const days = within(
        within(dayView).getByRole('group', { name: 'Day of the week' }),
      ).getAllByRole('button');
      await user.click(days[0]!);
      const line = await within(dayView).findByTestId('labour-day');
      expect(line).toHaveTextContent(/\d+% of sales\s*Within target\s*Target 28%/);
    } finally {
      viewport(1024);
    }
  });
});
