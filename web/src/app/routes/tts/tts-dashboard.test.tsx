import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const kpi = async (name: string) => {
  const group = await screen.findByRole('group', { name });
  return group.querySelector('.chart-kpi__value');
};

describe('/dashboard/tts', () => {
  it('[R2-16] manager@demo.test reads hiring speed and the open applications, longest waiting first', async () => {
    await renderRoute('/dashboard/tts', { as: 'manager@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'Time-to-serve dashboard', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Median time to hire' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Applications by stage' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Applications per week' })).toBeInTheDocument();
    const stalled = screen.getByRole('region', {
      name: 'Open applications, longest waiting first',
    });
    expect(within(stalled).getAllByText(/^Waiting \d+ days?/).length).toBeGreaterThan(0);
  });

  it('with no team and no applications it says there is nothing to report yet', async () => {
    const backend = mockBackend();
    backend.answer('GET', /^\/v1\/employer_applications\?/, 200, {
      data: { applications: [], total: 0, offset: 0, limit: 100 },
      status_code: 200,
    });
    backend.answer('GET', /^\/v1\/brands\/[^/]+\/users\?include_children=true/, 200, {
      data: [],
      status_code: 200,
    });
    await renderRoute('/dashboard/tts', { as: 'manager@demo.test' });
    expect(await screen.findByText('Nothing to report yet')).toBeInTheDocument();
  });

  it('empty-business: a team but no applications, so the figures read zero and nothing waits', async () => {
    await mockBackend().scenario('empty-business');
    await renderRoute('/dashboard/tts', { as: 'manager@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'Time-to-serve dashboard', level: 1 }),
    ).toBeInTheDocument();
    expect(await kpi('Applications')).toHaveTextContent(/^0$/);
    expect(screen.getByRole('group', { name: 'Applications' })).toHaveTextContent('0 still open');
    expect(await kpi('Median time to hire')).toHaveTextContent(/^—$/);
    expect(screen.getByText('No applications yet.', { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText('No open applications: every candidate has an answer.'),
    ).toBeInTheDocument();
  });

  it('empty-business: the news feed has no unread count and opens on nothing yet', async () => {
    await mockBackend().scenario('empty-business');
    const { user } = await renderRoute('/dashboard/tts', { as: 'manager@demo.test' });
    const news = await screen.findByRole('button', { name: 'News feed' });
    await user.click(news);
    expect(
      await within(await screen.findByRole('dialog')).findByText('No news yet.'),
    ).toBeInTheDocument();
  });
});
