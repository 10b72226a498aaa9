import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

describe('/my-messages', () => {
  it('a member reaches Messages from the header: the entry and the unread badge both lead to their threads', async () => {
    await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    const nav = await screen.findByRole('navigation', { name: 'Your pages' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/my-messages',
    );
    const badge = await screen.findByTestId('unread-messages');
    expect(badge).toHaveAttribute('href', '/my-messages');
  });

  it('candidate@demo.test sees a thread per application, unread ones marked, and opens one with one click', async () => {
    const { user, location } = await renderRoute('/my-messages', { as: 'candidate@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.some((item) => item.dataset.unread === 'true')).toBe(true);
    expect(screen.getByText('Choose a conversation to read it and reply.')).toBeInTheDocument();

    const unread = items.find((item) => item.dataset.unread === 'true')!;
    await user.click(within(unread).getByRole('link'));
    expect(location()).toMatch(/^\/my-messages\?application=/);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect((await within(thread).findAllByTestId('message')).length).toBeGreaterThan(0);
    expect(within(unread).getByRole('link')).toHaveAttribute('aria-current', 'true');
  });

  it('a member with no applications is told where conversations come from', async () => {
    mockBackend().answer('GET', /^\/v1\/candidate_applications\?/, 200, {
      status_code: 200,
      data: { applications: [], total: 0, offset: 0, limit: 10 },
    });
    await renderRoute('/my-messages', { as: 'candidate@demo.test' });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });
});
