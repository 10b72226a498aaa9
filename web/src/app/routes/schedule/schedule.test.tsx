import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const grid = () => screen.findByRole('table');

describe('/schedule', () => {
  it('[R2-15] [R2-41] scheduler@demo.test sees this week’s grid from Monday with totals per person and per day, and switches to positions', async () => {
    const { user, location } = await renderRoute('/schedule', { as: 'scheduler@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Schedule', level: 1 })).toBeInTheDocument();
    const table = await grid();
    expect((await within(table).findAllByRole('rowheader')).length).toBeGreaterThan(1);
    // The week starts on Monday.
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Mon');
    expect(within(table).getByRole('rowheader', { name: 'Day totals' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'By position' }));
    expect(location()).toMatch(/view=position/);
  });

  it('a location with no schedulable team says who will appear', async () => {
    mockBackend().answer('GET', /^\/v3\/brands\/[^/]+\/users\?/, 200, {
      data: [],
      status_code: 200,
    });
    await renderRoute('/schedule', { as: 'scheduler@demo.test' });
    expect(await screen.findByText('No one to schedule yet')).toBeInTheDocument();
  });

  it('the schedule shows an error when the week’s shifts cannot be read, and Try again recovers', async () => {
    const backend = mockBackend();
    await backend.fault({ kind: 'error', pattern: '/v1/brands/*/shifts', share: 1 });
    const { user } = await renderRoute('/schedule', { as: 'scheduler@demo.test' });
    expect(await screen.findByText('The schedule could not be loaded.')).toBeInTheDocument();
    await backend.reset();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Day totals' })).toBeInTheDocument();
  });

  it('the position view names each position type from the position type lookup', async () => {
    const { user, backend } = await renderRoute('/schedule', { as: 'scheduler@demo.test' });
    await screen.findByRole('rowheader', { name: 'Day totals' });
    const auth = {
      authorization: `Bearer ${(await backend.tokensFor('scheduler@demo.test')).accessToken}`,
    };
    const categoryCall = backend.calls.find((c) => c.path.startsWith('/v1/category_positions'));
    expect(categoryCall).toBeDefined();
    const categories = (
      await backend.app.inject({ method: 'GET', url: categoryCall!.path, headers: auth })
    ).json<{
      data: { positions: { name: string; type_code: string }[] }[];
    }>();
    const lookup = (
      await backend.app.inject({ method: 'GET', url: '/v1/position_type_lookup', headers: auth })
    ).json<{ data: { code: string; name: string }[] }>();
    const positions = categories.data.flatMap((c) => c.positions);
    const types = new Map(lookup.data.map((t) => [t.code, t.name]));

    await user.click(screen.getByRole('button', { name: 'By position' }));
    const first = (await within(await grid()).findAllByRole('rowheader'))[0]!;
    const name = first.querySelector('.sched-person__name')?.textContent ?? '';
    const position = positions.find((p) => p.name === name);
    expect(position).toBeDefined();
    const typeName = types.get(position?.type_code ?? '');
    expect(typeName).toBeTruthy();
    expect(first.querySelector('.sched-person__sub')).toHaveTextContent(`${typeName} · `);
  });

  it('scheduler@demo.test reads the TEAM_LIVE clock-in and break-waiver settings', async () => {
    const { user } = await renderRoute('/schedule', { as: 'scheduler@demo.test' });
    await user.click(await screen.findByText('Clock-in and break settings'));
    expect(await screen.findByText('Clock in from a phone')).toBeInTheDocument();
    expect(screen.getByText('Break waivers')).toBeInTheDocument();
  });

  it('[R6-04] hiring@demo.test (SOURCE_HIRE, no TEAM_LIVE) gets the no-access page and no Publish', async () => {
    await renderRoute('/schedule', { as: 'hiring@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'You don’t have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();
  });

  it('[R3-04] foh@demo.test (FOH-only conditions) sees only front-of-house positions', async () => {
    await renderRoute('/schedule?view=position', { as: 'foh@demo.test' });
    const table = await grid();
    await within(table).findByRole('rowheader', { name: 'Day totals' });
    // The positions are the body's rows; the footer holds the totals and the labour figures.
    const body = table.querySelector('tbody');
    if (!body) throw new Error('the grid has no body');
    const labels = within(body)
      .getAllByRole('rowheader')
      .map((header) => (header.textContent ?? '').trim());
    expect(labels.length).toBeGreaterThan(0);
    // A row header reads the position, then its type and shift count ("Server", "Hourly · 4 shifts").
    for (const label of labels) expect(label).toMatch(/^(Server|Host|Bartender|Cashier)(?![a-z])/);
  });

  it('empty-business: the team stays, so the grid is there; only the week has no shifts', async () => {
    await mockBackend().scenario('empty-business');
    await renderRoute('/schedule', { as: 'manager@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Schedule', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText('No shifts this week yet. Select + in a day to add the first one.'),
    ).toBeInTheDocument();
    const table = await grid();
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    expect(within(table).queryAllByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d/ })).toHaveLength(
      0,
    );
  });

  it('outage: manager@demo.test’s schedule shows its own error in the standing shell, then the grid once the service is back', async () => {
    const backend = mockBackend();
    await backend.scenario('outage');
    const { user } = await renderRoute('/schedule', { as: 'manager@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Schedule', level: 1 })).toBeInTheDocument();
    const panel = (await screen.findByText('The schedule could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(screen.getByRole('button', { name: /Account/ })).toBeInTheDocument();
    expect(document.querySelector('.error-page')).toBeNull();
    await backend.reset();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Day totals' })).toBeInTheDocument();
  });
});
