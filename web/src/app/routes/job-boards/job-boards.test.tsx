import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const partners = () => screen.findByRole('navigation', { name: 'Job board partners' });

describe('/job-boards', () => {
  it('the partner’s redirect back with ?code= connects the board without typing', async () => {
    const { location } = await renderRoute('/job-boards/ziprecruiter?code=from-partner', {
      as: 'enterprise@demo.test',
    });
    expect(await screen.findByText('Connected to ZipRecruiter')).toBeInTheDocument();
    await waitFor(() => expect(location()).not.toMatch(/code=/));
  });

  it('a connected board names the brand it posts for by its name, never by its id', async () => {
    await renderRoute('/job-boards/ziprecruiter?code=from-partner', { as: 'enterprise@demo.test' });
    const status = await screen.findByRole('region', { name: 'Connection' });
    await waitFor(() => expect(status).toHaveTextContent(/Posting for \S/));
    expect(status).not.toHaveTextContent(/GP-1|CH-\d/);
  });

  it('a board with no campaigns says so', async () => {
    mockBackend().answer('GET', /^\/v1\/indeed\/campaigns\?/, 200, {
      data: { campaigns: [], total: 0, start: 0, perPage: 30 },
      status_code: 200,
    });
    await renderRoute('/job-boards/indeed?code=from-partner', { as: 'enterprise@demo.test' });
    expect(await screen.findByText('No campaigns on this board yet.')).toBeInTheDocument();
  });

  it('the campaigns show an error when the partner cannot be reached, and Try again recovers', async () => {
    const backend = mockBackend();
    await backend.fault({ kind: 'error', pattern: '/v1/*/campaigns', share: 1 });
    const { user } = await renderRoute('/job-boards/indeed?code=from-partner', {
      as: 'enterprise@demo.test',
    });
    expect(await screen.findByText('The campaigns could not be loaded.')).toBeInTheDocument();
    await backend.reset();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const campaigns = await screen.findByRole('region', { name: 'Campaigns' });
    expect((await within(campaigns).findAllByRole('rowheader')).length).toBeGreaterThan(0);
  });

  it('[R9-03] a connected board lists its campaigns 30 at a time from start 0, pages and filters by status', async () => {
    const { user, location, backend } = await renderRoute('/job-boards/indeed?code=from-partner', {
      as: 'enterprise@demo.test',
    });
    const calls = () =>
      backend.calls.filter((c) => c.path.startsWith('/v1/indeed/campaigns?')).map((c) => c.path);
    const campaigns = await screen.findByRole('region', { name: 'Campaigns' });
    expect(await within(campaigns).findAllByRole('rowheader')).toHaveLength(30);
    expect(calls().at(-1)).toContain('perPage=30');
    expect(calls().at(-1)).toContain('start=0');
    expect(calls().at(-1)).toContain('include_created_date=true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toMatch(/page=2/);
    await waitFor(() => expect(calls().at(-1)).toContain('start=30'));
    await user.click(
      within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', {
        name: 'Paused',
      }),
    );
    expect(location()).toMatch(/status=PAUSED/);
    await waitFor(() => expect(calls().at(-1)).toContain('status=PAUSED'));
    await waitFor(() =>
      expect(
        within(within(campaigns).getByRole('table')).queryAllByText('Active', { exact: true }),
      ).toHaveLength(0),
    );
  });

  it('[R6-04] nosales@demo.test (MANAGER_NO_SALES) connects a job board but gets no paid campaigns', async () => {
    await renderRoute('/job-boards/indeed?code=from-partner', { as: 'nosales@demo.test' });
    expect(
      await screen.findByText('Campaigns are paid promotion, which your account does not include.'),
    ).toBeInTheDocument();
  });

  it('[R3-04] foh@demo.test (FOH-only conditions) sees only the Indeed job board', async () => {
    await renderRoute('/job-boards', { as: 'foh@demo.test' });
    const boards = await partners();
    expect(await within(boards).findByRole('link', { name: /Indeed/ })).toBeInTheDocument();
    expect(within(boards).getAllByRole('link')).toHaveLength(1);
  });

  it('[R3-04] manager@demo.test (FOH and BOH job boards condition) sees Indeed and ZipRecruiter but not LinkedIn', async () => {
    await renderRoute('/job-boards', { as: 'manager@demo.test' });
    const boards = await partners();
    expect(await within(boards).findByRole('link', { name: /ZipRecruiter/ })).toBeInTheDocument();
    expect(within(boards).getByRole('link', { name: /Indeed/ })).toBeInTheDocument();
    expect(within(boards).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('empty-business: enterprise@demo.test’s connected job board has no campaigns', async () => {
    await mockBackend().scenario('empty-business');
    await renderRoute('/job-boards/indeed?code=from-partner', { as: 'enterprise@demo.test' });
    expect(await screen.findByText('Connected to Indeed')).toBeInTheDocument();
    expect(await screen.findByText('No campaigns on this board yet.')).toBeInTheDocument();
  });
});
