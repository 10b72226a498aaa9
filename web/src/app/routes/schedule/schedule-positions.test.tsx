import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const bodyRows = async () => {
  const table = await screen.findByRole('table');
  await within(table).findByRole('rowheader', { name: 'Day totals' });
  const body = table.querySelector('tbody');
  if (!body) throw new Error('the grid has no body');
  return within(body)
    .getAllByRole('rowheader')
    .map((header) => (header.textContent ?? '').trim());
};
const weekTotal = () =>
  (document.querySelector('.sched-grid__total--week')?.textContent ?? '').trim();

describe('/schedule by position, a page of rows at a time', () => {
  it('enterprise@demo.test pages the group’s positions at each location, the week’s totals the same on every page, reading no whole week, team or people list', async () => {
    const backend = mockBackend();
    const { user, location } = await renderRoute('/schedule?view=position', {
      as: 'enterprise@demo.test',
    });
    const first = await bodyRows();
    expect(first).toHaveLength(25);
    // The frame asks for the opened page as soon as it knows the user may schedule, before the
    // schedule's own calls, and the schedule then reads it rather than asking again.
    const opened = backend.calls.map((c) => c.path);
    const asked = opened.filter((p) => /\/shifts\/by_position\?/.test(p));
    expect(asked).toHaveLength(1);
    const categoriesAt = opened.findIndex((p) => p.startsWith('/v1/category_positions'));
    expect(opened.indexOf(asked[0] ?? '')).toBeLessThan(categoriesAt);
    // Above a location each row names the location the position is at.
    expect(first[0]).toMatch(/ Kitchen · /);
    const pager = screen.getByRole('navigation', { name: 'Pages of positions' });
    expect(pager).toHaveTextContent(/Positions 1–25 of \d+/);
    // The open shifts listed are those at the page's locations, and the panel says so.
    const open = screen.getByRole('region', { name: 'Open shifts' });
    expect(within(open).getByText('Open shifts at the locations on this page.')).toBeVisible();
    const total = weekTotal();
    // The week's summary above the grid (the panels under it list the page's people).
    const summary = () =>
      screen
        .getAllByRole('definition')
        .filter((d) => d.closest('.sched-summary'))
        .map((d) => d.textContent);
    const shown = summary();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(location()).toMatch(/page=2/);
    await screen.findByText(/Positions 26–/);
    const second = await bodyRows();
    expect(second[0]).not.toBe(first[0]);
    expect(weekTotal()).toBe(total);
    expect(summary()).toEqual(shown);
    const paths = backend.calls.map((c) => c.path);
    expect(paths.some((p) => /\/shifts\/by_position\?/.test(p))).toBe(true);
    // The server keeps to the manager's categories: the page asks without waiting for them.
    expect(paths.filter((p) => /\/shifts\/by_position\?.*categories=/.test(p))).toEqual([]);
    expect(paths.some((p) => /\/shifts\?/.test(p))).toBe(false);
    expect(paths.some((p) => /^\/v3\/brands\/[^/]+\/users\?/.test(p))).toBe(false);
    expect(paths.some((p) => /^\/v1\/brands\/[^/]+\/users\?include_children/.test(p))).toBe(false);
  });

  it('reads the time off and availability of the page’s people only, and their warnings still show', async () => {
    const backend = mockBackend();
    // Everyone in the group unavailable all week: each shift on the page warns, whoever works it.
    const { app } = backend;
    const me = app.world.usersByEmail.get('enterprise@demo.test')?.id ?? '';
    const { accessToken } = await app.identity.issueTokens(me);
    const everyRow = await app.inject({
      method: 'GET',
      url: '/v1/brands/GP-1/shifts/by_position?limit=100',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { data } = everyRow.json<{
      data: { week_start: string; rows: { people: { id: string }[] }[] };
    }>();
    const never = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      available: false,
      from: null,
      to: null,
    }));
    backend.answer('GET', /\/time_off\?/, 200, {
      status_code: 200,
      data: {
        week_start: data.week_start,
        time_off: [],
        availability: data.rows.flatMap((r) =>
          r.people.map((p) => ({ employee_id: p.id, days: never })),
        ),
      },
    });
    await renderRoute('/schedule?view=position', { as: 'enterprise@demo.test' });
    await bodyRows();
    const warnings = await screen.findByRole('region', { name: 'Check before publishing' });
    const onPage = new Set(
      [...document.querySelectorAll('.sched-grid tbody .sched-shift__what')].map(
        (e) => e.textContent,
      ),
    );
    const warned = within(warnings)
      .getAllByRole('listitem')
      .map((li) => /^(.+) is not available/.exec(li.textContent ?? '')?.[1]);
    expect(warned.length).toBeGreaterThan(0);
    expect(warned.every((name) => onPage.has(name ?? ''))).toBe(true);
    const asked = backend.calls.filter((c) => /\/time_off\?/.test(c.path)).map((c) => c.path);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((p) => /[?&]employee_ids=/.test(p))).toBe(true);
  });

  it('at a location every position is on one page, with no pager and no location in the rows', async () => {
    await renderRoute('/schedule?view=position', { as: 'scheduler@demo.test' });
    const rows = await bodyRows();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => !/Kitchen/.test(r))).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Pages of positions' })).toBeNull();
    expect(screen.queryByText('Open shifts at the locations on this page.')).toBeNull();
  });

  it('a shift added in a row of the page is booked for that position and shows in the row', async () => {
    // A week far from the seeded shifts: the row's person is free on its Monday.
    const { user } = await renderRoute('/schedule?view=position&week=2030-01-07', {
      as: 'enterprise@demo.test',
    });
    await bodyRows();
    const add = screen.getAllByRole('button', { name: /^Add a shift for / })[0];
    if (!add) throw new Error('no cell to add a shift in');
    const row = add.closest('tr');
    const before = row?.querySelectorAll('.sched-shift').length ?? 0;
    await user.click(add);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    await screen.findByText('Shift added.');
    expect(row?.querySelectorAll('.sched-shift').length).toBe(before + 1);
  });
});
