import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { failCalls, openAs } from '../../../testing/route-helpers';

const connected = '/job-boards/indeed?code=from-partner';
const enterprise = 'enterprise@demo.test';
const campaigns = () => screen.findByRole('region', { name: 'Campaigns' });

describe('/job-boards/:jobBoard campaigns', () => {
  it('the campaigns say they are loading inside their own region, then list', async () => {
    await mockBackend().fault({ kind: 'hang', pattern: '/v1/indeed/campaigns', share: 1 });
    await openAs(enterprise, connected);
    const region = await campaigns();
    expect(await within(region).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await mockBackend().reset();
    expect((await within(region).findAllByRole('rowheader')).length).toBeGreaterThan(0);
    expect(within(region).queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('[R9-03] the pager counts the board’s campaigns: 30 shown of the total, and the last page shows the rest', async () => {
    const { user } = await openAs(enterprise, connected);
    const region = await campaigns();
    expect(await within(region).findAllByRole('rowheader')).toHaveLength(30);
    const range = await within(region).findByText(/^1–30 of \d+$/);
    const total = Number(range.textContent?.split(' of ')[1]);
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(
      await within(region).findByText(`31–${Math.min(60, total)} of ${total}`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(region).getAllByRole('rowheader')).toHaveLength(Math.min(30, total - 30)),
    );
  });

  it('a status with no campaigns says so by name', async () => {
    mockBackend().answer('GET', /^\/v1\/indeed\/campaigns\?.*status=ENDED/, 200, {
      data: { campaigns: [], total: 0, start: 0, perPage: 30 },
      status_code: 200,
    });
    const { user } = await openAs(enterprise, connected);
    const region = await campaigns();
    await within(region).findAllByRole('rowheader');
    await user.click(
      within(within(region).getByRole('group', { name: 'Filter by status' })).getByRole('button', {
        name: 'Ended',
      }),
    );
    expect(
      await within(region).findByText('No campaigns with the status Ended.'),
    ).toBeInTheDocument();
  });

  it('a campaign opens with its cost per apply, and its own error recovers with Try again', async () => {
    const { user } = await openAs(enterprise, connected);
    const region = await campaigns();
    const [first] = await within(region).findAllByRole('rowheader');
    await failCalls('/v1/indeed/campaigns/*');
    await user.click(within(first!).getByRole('button'));
    const detail = await screen.findByRole('dialog');
    expect(
      await within(detail).findByText('This campaign could not be loaded.'),
    ).toBeInTheDocument();
    await mockBackend().reset();
    await user.click(within(detail).getByRole('button', { name: 'Try again' }));
    expect(await within(detail).findByText('Cost per apply')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
