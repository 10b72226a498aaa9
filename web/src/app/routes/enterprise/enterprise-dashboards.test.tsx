import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const kpiValue = async (name: string) =>
  (await screen.findByRole('group', { name })).querySelector('.chart-kpi__value');
const byLocation = () => screen.findByRole('region', { name: 'By location' });

describe('enterprise dashboards', () => {
  it('[R2-13] halo@demo.test sees the group’s headcount, hours and labour cost by location on gp-main', async () => {
    await renderRoute('/enterprise-dashboards/gp-main-dashboard', { as: 'halo@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'Enterprise main dashboard', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Labour cost' })).toBeInTheDocument();
    const table = await byLocation();
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(table).getByRole('columnheader', { name: 'Hours' })).toBeInTheDocument();
  });

  it('[R6-07] risk@demo.test sees risk flags per location with the ALL_LEVELS filter applied', async () => {
    await renderRoute('/enterprise-dashboards/risk-dashboard', { as: 'risk@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'Risk dashboard', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Locations: all levels')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Locations at risk' })).toBeInTheDocument();
    // ALL_LEVELS on a parent: one row per location (the parent's five children).
    expect(within(await byLocation()).getAllByRole('rowheader')).toHaveLength(5);
  });

  it('asks nothing the server refuses: no shifts for a reader without the scheduling product', async () => {
    await renderRoute('/enterprise-dashboards/parent-main-dashboard', { as: 'engage@demo.test' });
    expect(await screen.findByRole('list', { name: 'Headcount by location' })).toBeInTheDocument();
    const calls = mockBackend().calls;
    expect(calls.filter((c) => c.path.includes('/shifts'))).toEqual([]);
    expect(calls.filter((c) => c.status >= 400)).toEqual([]);
  });

  it('[R2-13] engage@demo.test sees team strength by location on parent-main', async () => {
    await renderRoute('/enterprise-dashboards/parent-main-dashboard', { as: 'engage@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'Parent main dashboard', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Headcount by location' })).toBeInTheDocument();
    expect(
      within(await byLocation()).getByRole('columnheader', { name: 'On leave' }),
    ).toBeInTheDocument();
  });

  it('a dashboard whose brand tree fails shows the error, and Try again recovers', async () => {
    const backend = mockBackend();
    await backend.fault({ kind: 'error', pattern: '/v1/brands/*/tree', share: 1 });
    const { user } = await renderRoute('/enterprise-dashboards/risk-dashboard', {
      as: 'risk@demo.test',
    });
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    // The client tried the tree six times (§7's five retries) before the screen gave up.
    expect(
      backend.calls.filter((c) => /^\/v1\/brands\/[^/]+\/tree/.test(c.path)).map((c) => c.status),
    ).toEqual(Array(6).fill(503));
    expect(screen.queryByRole('group', { name: 'Locations at risk' })).not.toBeInTheDocument();
    await backend.reset();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Locations at risk' })).toBeInTheDocument();
  });

  it('[R3-11] the by-location table sorts by a column header, and the sorting is the hmap_active_sorting preference', async () => {
    const { user, unmount } = await renderRoute('/enterprise-dashboards/gp-main-dashboard', {
      as: 'halo@demo.test',
    });
    await user.click(await screen.findByRole('button', { name: 'Allow all' }));
    const table = await byLocation();
    const headcount = within(table).getByRole('columnheader', { name: 'Headcount' });
    const counts = () =>
      [...table.querySelectorAll('tbody td[data-label="Headcount"]')].map((cell) =>
        Number((cell.textContent ?? '').replace(/\D/g, '')),
      );
    expect(counts().length).toBeGreaterThan(1);

    await user.click(within(headcount).getByRole('button'));
    expect(headcount).toHaveAttribute('aria-sort', 'descending');
    expect(counts()).toEqual([...counts()].sort((a, b) => b - a));
    await user.click(within(headcount).getByRole('button'));
    expect(headcount).toHaveAttribute('aria-sort', 'ascending');
    expect(counts()).toEqual([...counts()].sort((a, b) => a - b));
    expect(localStorage.getItem('h_hmap_active_sorting')).toBe('headcount:ascending');

    // Preferences were allowed on the consent banner: the sorting outlives a reload.
    unmount();
    await renderRoute('/enterprise-dashboards/gp-main-dashboard');
    const again = within(await byLocation()).getByRole('columnheader', { name: 'Headcount' });
    expect(again).toHaveAttribute('aria-sort', 'ascending');
  });

  it('empty-business: halo@demo.test’s group dashboard counts its team but reads zero hours, cost and applications', async () => {
    await mockBackend().scenario('empty-business');
    await renderRoute('/enterprise-dashboards/gp-main-dashboard', { as: 'halo@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'Enterprise main dashboard', level: 1 }),
    ).toBeInTheDocument();
    expect(await kpiValue('Headcount')).not.toHaveTextContent(/^0$/);
    expect(await kpiValue('Scheduled hours')).toHaveTextContent(/^0$/);
    expect(await kpiValue('Labour cost')).toHaveTextContent(/^\$0$/);
    expect(await kpiValue('Applications')).toHaveTextContent(/^0$/);
    expect(await kpiValue('Median time to hire')).toHaveTextContent(/^—$/);
  });
});
