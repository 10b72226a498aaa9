import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import {
  expectNoRawText,
  expectTryAgainRecovers,
  failCalls,
  openAs,
} from '../../../testing/route-helpers';

/** A week far from the seeded shifts and sales, so it starts empty. */
const CLEAN_WEEK = '2030-01-07';
const MANAGER = 'manager@demo.test';
const openWeek = (week = CLEAN_WEEK) => openAs(MANAGER, `/schedule?week=${week}`);
const labourRow = () => screen.findByTestId('labour-row', {}, { timeout: 20_000 });
/** The labour row's cells, Monday first, then the week's. */
const cells = async () => within(await labourRow()).getAllByRole('cell');
const writes = (path: RegExp) =>
  mockBackend().calls.filter((c) => c.method !== 'GET' && path.test(c.path));

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Adds 09:00–17:00 with a 30-minute break at $20 an hour on the first row's Monday: $150. */
async function addMondayShift(user: UserEvent) {
  const rows = await within(await screen.findByRole('table')).findAllByRole('row');
  await user.click(within(rows[1]!).getAllByRole('button', { name: /^Add a shift for / })[0]!);
  const add = await screen.findByRole('dialog', { name: 'Add shift' });
  await fill(user, within(add).getByLabelText('Start'), '09:00');
  await fill(user, within(add).getByLabelText('End'), '17:00');
  await fill(user, within(add).getByLabelText('Unpaid break (minutes)'), '30');
  await fill(user, within(add).getByLabelText('Hourly rate'), '20');
  await user.click(within(add).getByRole('button', { name: 'Save shift' }));
  expect(await screen.findByText('Shift added.')).toBeInTheDocument();
}

/** Enters Monday's projected sales in the editor (the other days left blank) and saves. */
async function projectMonday(user: UserEvent, amount: string) {
  await user.click(screen.getByRole('button', { name: 'Projected sales' }));
  const editor = await screen.findByRole('dialog', { name: 'Projected sales for the week' });
  await fill(user, within(editor).getByLabelText(/^Mon/), amount);
  await user.click(within(editor).getByRole('button', { name: 'Save projection' }));
  expect(await screen.findByText('Sales projection saved.')).toBeInTheDocument();
}

describe('/schedule: labour against the target', () => {
  it('the seeded week opens with one day over the 28% target, Monday within it', async () => {
    await openAs(MANAGER, '/schedule');
    const row = await labourRow();
    expect(row).toHaveTextContent('Target 28%');
    const days = (await cells()).slice(0, 7);
    expect(days.filter((c) => c.textContent?.includes('Over target'))).toHaveLength(1);
    expect(days[0]).toHaveTextContent(/\d+% of sales\s*Within target/);
    expect(document.body.textContent).not.toMatch(/Infinity|NaN/);
    expect(screen.getByRole('button', { name: 'Target 28%' })).toBeVisible();
  });

  it('a week with no sales entered reads "No projection", never an infinite percentage', async () => {
    const { user } = await openWeek();
    await addMondayShift(user);
    const all = await cells();
    expect(all).toHaveLength(8);
    for (const cell of all) expect(cell).toHaveTextContent('No projection');
    expect(
      screen.getByText(/^No sales projected for this week yet/, { selector: 'p' }),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Infinity|NaN|∞/);
  });

  it('while the projection loads the bar says so, and a failure is said in words and recovers', async () => {
    await mockBackend().fault({ kind: 'hang', pattern: '/v1/brands/*/labour', share: 1 });
    await openWeek();
    expect(
      await screen.findByText('Loading the sales projection…', {}, { timeout: 20_000 }),
    ).toBeVisible();
    await mockBackend().reset();
    await failCalls('/v1/brands/*/labour');
    const { user } = await openWeek();
    await expectTryAgainRecovers(user, 'The sales projection could not be loaded.', () =>
      labourRow(),
    );
    expectNoRawText();
  });

  it('each day reads over or within the target as shifts and sales change', async () => {
    const { user } = await openWeek();
    await addMondayShift(user);
    await projectMonday(user, '300');
    await waitFor(async () => expect((await cells())[0]).toHaveTextContent('50% of sales'));
    expect((await cells())[0]).toHaveTextContent('Over target');
    expect((await cells())[1]).toHaveTextContent('No projection');
    expect((await cells())[7]).toHaveTextContent('50% of sales');
    expect(
      screen.getByText('This week: 50% of projected sales, over the 28% target.'),
    ).toBeVisible();
    await projectMonday(user, '1000');
    await waitFor(async () => expect((await cells())[0]).toHaveTextContent('15% of sales'));
    expect((await cells())[0]).toHaveTextContent('Within target');
  });

  it('an amount out of range is named by its day before anything is sent; a server refusal names the day too', async () => {
    const { user } = await openWeek();
    await labourRow();
    await user.click(screen.getByRole('button', { name: 'Projected sales' }));
    const editor = await screen.findByRole('dialog', { name: 'Projected sales for the week' });
    const tuesday = within(editor).getByLabelText(/^Tue/);
    await fill(user, tuesday, '-5');
    await user.click(within(editor).getByRole('button', { name: 'Save projection' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      /^Enter an amount from 0 to 10,000,000 for Tue, Jan 8, or leave it blank\.$/,
    );
    expect(tuesday).toHaveAttribute('aria-invalid', 'true');
    expect(writes(/\/labour\/sales$/)).toEqual([]);

    mockBackend().answer('PUT', /\/labour\/sales$/, 400, {
      status_code: 400,
      error: 'VALIDATION_ERROR',
      message: 'body.sales.thu: Too big',
      field: 'body.sales.thu',
    });
    await fill(user, tuesday, '');
    await user.click(within(editor).getByRole('button', { name: 'Save projection' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(/for Thu, Jan 10,/);
    expect(within(editor).getByLabelText(/^Thu/)).toHaveAttribute('aria-invalid', 'true');
    expectNoRawText();
  });

  it('the target is changed by the manager; out of range or refused, it is said in words', async () => {
    const { user } = await openWeek();
    await addMondayShift(user);
    await projectMonday(user, '300');
    await user.click(screen.getByRole('button', { name: 'Target 28%' }));
    const field = screen.getByLabelText('Labour target (% of sales)');
    await fill(user, field, '0');
    await user.click(screen.getByRole('button', { name: 'Save target' }));
    expect(await screen.findByText('Enter a target above 0 and at most 100.')).toBeVisible();
    expect(writes(/\/labour\/target$/)).toEqual([]);

    const withdraw = mockBackend().answer('PUT', /\/labour\/target$/, 403, {
      status_code: 403,
      error: 'NO_PRODUCT_ACCESS',
      message: 'Your account has no TEAM_LIVE access',
    });
    await fill(user, field, '60');
    await user.click(screen.getByRole('button', { name: 'Save target' }));
    await waitFor(() => expect(writes(/\/labour\/target$/)).toHaveLength(1));
    expect(screen.queryByText('Labour target saved.')).toBeNull();
    expectNoRawText();

    withdraw();
    await user.click(screen.getByRole('button', { name: 'Save target' }));
    expect(await screen.findByText('Labour target saved.')).toBeInTheDocument();
    await waitFor(async () => expect((await cells())[0]).toHaveTextContent('Within target'));
    expect(await labourRow()).toHaveTextContent('Target 60%');
  });
});
