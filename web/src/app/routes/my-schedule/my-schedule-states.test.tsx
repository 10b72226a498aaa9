import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { dataFor } from '../../../testing/route-actions';
import workday from '../../../../locales/en/workday.json';

interface Week {
  shifts: { id: string }[];
  open_shifts: { id: string }[];
}

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 20_000 });

describe('/my-schedule, the employee’s week', () => {
  it('candidate@demo.test sees one line a published shift and one an open shift, as the server lists them', async () => {
    const week = await dataFor<Week>('candidate@demo.test', '/v1/me/shifts');
    await renderRoute('/my-schedule', { as: 'candidate@demo.test' });
    expect(await screen.findByRole('heading', { name: workday.title, level: 1 })).toBeVisible();
    const shifts = await card(workday.shifts.title);
    expect(await within(shifts).findAllByRole('listitem')).toHaveLength(week.shifts.length);
    const open = await card(workday.open.title);
    expect(within(open).queryAllByRole('listitem')).toHaveLength(week.open_shifts.length);
  });

  it('a week with no shifts and nothing to pick up says so in each card', async () => {
    const week = await dataFor<Week>('candidate@demo.test', '/v1/me/shifts');
    mockBackend().answer('GET', /^\/v1\/me\/shifts/, 200, {
      status_code: 200,
      data: { ...week, shifts: [], open_shifts: [] },
    });
    await renderRoute('/my-schedule', { as: 'candidate@demo.test' });
    expect(
      await within(await card(workday.shifts.title)).findByText(workday.shifts.none),
    ).toBeVisible();
    expect(within(await card(workday.open.title)).getByText(workday.open.none)).toBeVisible();
  });

  it('an empty week is named as the one shown: this week, next week, or a linked week', async () => {
    const week = await dataFor<Week>('candidate@demo.test', '/v1/me/shifts');
    mockBackend().answer('GET', /^\/v1\/me\/shifts/, 200, {
      status_code: 200,
      data: { ...week, shifts: [], open_shifts: [] },
    });
    const { user } = await renderRoute('/my-schedule', { as: 'candidate@demo.test' });
    const shifts = await card(workday.shifts.title);
    expect(await within(shifts).findByText(workday.shifts.none)).toBeVisible();
    await user.click(screen.getByRole('button', { name: workday.nextWeek }));
    expect(await within(shifts).findByText(workday.shifts.noneNextWeek)).toBeVisible();
    await renderRoute('/my-schedule?week=2030-01-07', { as: 'candidate@demo.test' });
    const linked = await card(workday.shifts.title);
    expect(await within(linked).findByText(workday.shifts.noneThatWeek)).toBeVisible();
  });

  it('a week that cannot be loaded says so in words, never a code', async () => {
    await mockBackend().fault({ kind: 'error', pattern: '/v1/me/shifts*', share: 1 });
    await renderRoute('/my-schedule', { as: 'candidate@demo.test' });
    const alert = await within(await card(workday.shifts.title)).findByRole(
      'alert',
      {},
      { timeout: 20_000 },
    );
    expect(alert.textContent).toMatch(/\w+ \w+/);
    expect(alert.textContent).not.toMatch(/\b[A-Z]{2,}_[A-Z_]+\b/);
  });

  it('the week starts on this week and offers the next', async () => {
    await renderRoute('/my-schedule', { as: 'candidate@demo.test' });
    const weeks = await screen.findByRole('group', { name: workday.week });
    expect(within(weeks).getByRole('button', { name: workday.thisWeek })).toBeVisible();
    expect(within(weeks).getByRole('button', { name: workday.nextWeek })).toBeVisible();
  });
});
