import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const rows = () => screen.queryAllByTestId('application-row');
const STAGES = ['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFER', 'HIRED', 'REJECTED'];

describe('/dashboard/hiring', () => {
  it('hiring@demo.test sees the brand’s applications by stage, filters them and opens one with its thread', async () => {
    const { user, location } = await renderRoute('/dashboard/hiring', { as: 'hiring@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Hiring', level: 1 })).toBeInTheDocument();
    const total = (await screen.findAllByTestId('application-row')).length;
    expect(total).toBeGreaterThan(0);
    expect(screen.getByText(/applications? across your locations/)).toBeInTheDocument();

    // The demo member applied here for an APPLIED position: filtering by that stage keeps them.
    await user.click(screen.getByRole('radio', { name: /^Applied/ }));
    expect(location()).toMatch(/stage=APPLIED/);
    expect(screen.queryByRole('region', { name: 'Interview' })).not.toBeInTheDocument();
    const casey = await screen.findByText('Casey Moreno', {
      selector: '[data-testid="application-row"] *',
    });
    await user.click(casey);
    expect(location()).toMatch(/application=/);
    const detail = await screen.findByRole('complementary', { name: 'Application' });
    expect(within(detail).getByRole('heading', { name: 'Casey Moreno' })).toBeInTheDocument();
    expect((await within(detail).findAllByTestId('message')).length).toBeGreaterThan(0);

    await user.click(within(detail).getByRole('button', { name: 'Back to list' }));
    await user.click(screen.getByRole('radio', { name: /^All stages/ }));
    expect(await screen.findAllByTestId('application-row')).toHaveLength(total);
  });

  it('the hiring dashboard says so when a brand has no applications yet', async () => {
    // No scenario empties a brand's applications, so this one answer is given by the test.
    const empty = { applications: [], total: 0, offset: 0, limit: 10 };
    mockBackend().answer('GET', /^\/v1\/brands\/[^/]+\/applications\/board\?/, 200, {
      status_code: 200,
      data: { stages: STAGES.map((stage) => ({ stage, ...empty })) },
    });
    await renderRoute('/dashboard/hiring', { as: 'hiring@demo.test' });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(
      screen.getByText('New applications to your locations will appear here as they arrive.'),
    ).toBeInTheDocument();
  });

  it('the hiring dashboard shows an error with Try again when the applications call fails', async () => {
    const backend = mockBackend();
    await backend.fault({ kind: 'error', pattern: '/v1/brands/*/applications/board', share: 1 });
    const { user } = await renderRoute('/dashboard/hiring', { as: 'hiring@demo.test' });
    expect(await screen.findByText('Applications could not be loaded')).toBeInTheDocument();
    await backend.reset();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByTestId('application-row')).length).toBeGreaterThan(0);
  });

  it('empty-business: manager@demo.test’s hiring dashboard has no applications yet', async () => {
    await mockBackend().scenario('empty-business');
    await renderRoute('/dashboard/hiring', { as: 'manager@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Hiring', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No applications yet', { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText('New applications to your locations will appear here as they arrive.'),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  });

  it('outage: manager@demo.test’s hiring dashboard shows its own error in the standing shell, then the data once the service is back', async () => {
    const backend = mockBackend();
    await backend.scenario('outage');
    const { user } = await renderRoute('/dashboard/hiring', { as: 'manager@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Hiring', level: 1 })).toBeInTheDocument();
    const panel = (await screen.findByText('Applications could not be loaded')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(screen.getByRole('button', { name: /Account/ })).toBeInTheDocument();
    expect(document.querySelector('.error-page')).toBeNull();
    await backend.reset();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByTestId('application-row')).length).toBeGreaterThan(0);
  });
});
