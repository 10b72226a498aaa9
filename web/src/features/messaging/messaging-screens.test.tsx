import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/mock-backend';
import { renderRoute } from '../../testing/render-route';
import { dataFor } from '../../testing/route-actions';
import messaging from '../../../locales/en/messaging.json';

interface ThreadPage {
  threads: { application_id: string }[];
  total: number;
  unread_total: number;
}
interface Board {
  brands: { brand_id: string; brand_name: string; thread_count: number; unread_count: number }[];
}

const { inbox, board } = messaging;
const unreadWords = (count: number) => `${count} unread`;

/** The error panel reading `title` recovers with its Try again once the service is back. */
async function tryAgainRecovers(title: string, user: { click(e: Element): Promise<void> }) {
  const message = await screen.findByText(title, {}, { timeout: 20_000 });
  const panel = (message.closest('[role="alert"]') as HTMLElement | null) ?? message.parentElement!;
  await mockBackend().reset();
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.queryByText(title)).toBeNull(), { timeout: 20_000 });
}

describe('/messages, the employer’s inbox', () => {
  it.each([
    ['manager@demo.test', 'CH-1-1-1'],
    ['hiring@demo.test', 'CH-1-1-2'],
    ['enterprise@demo.test', 'GP-1'],
  ])('%s sees the threads of %s with the unread total the server counts', async (as, brand) => {
    const page = await dataFor<ThreadPage>(as, `/v1/brands/${brand}/threads?offset=0&limit=10`);
    await renderRoute('/messages', { as });
    expect(await screen.findByRole('heading', { name: inbox.pageTitle, level: 1 })).toBeVisible();
    expect(
      await screen.findByText(unreadWords(page.unread_total), {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    if (page.total === 0) expect(screen.getByText(inbox.empty)).toBeInTheDocument();
    else expect(screen.queryByText(inbox.empty)).toBeNull();
  });

  it('Unread only puts the filter in the address and keeps the threads with unread messages', async () => {
    const { user, location } = await renderRoute('/messages', { as: 'manager@demo.test' });
    await user.click(await screen.findByLabelText(inbox.unreadOnly));
    await waitFor(() => expect(location()).toBe('/messages?unread=1'));
    expect(screen.getByLabelText(inbox.unreadOnly)).toBeChecked();
  });

  it('[R6-02] a member has no access to the employer’s inbox', async () => {
    await renderRoute('/messages', { as: 'candidate@demo.test' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'You don’t have access to this page', level: 1 },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByText(inbox.lead)).toBeNull();
  });
});

describe('/message-board, the group’s board', () => {
  it('enterprise@demo.test sees one row a location of GP-1 with its counts, each leading to its applications', async () => {
    const data = await dataFor<Board>(
      'enterprise@demo.test',
      '/v1/groups/GP-1/employer/message_baord_data',
    );
    await renderRoute('/message-board', { as: 'enterprise@demo.test' });
    const table = await screen.findByRole('region', { name: board.title }, { timeout: 20_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(data.brands.length);
    for (const [index, brand] of data.brands.entries()) {
      const row = rows[index]!;
      expect(within(row).getByRole('link', { name: brand.brand_name })).toHaveAttribute(
        'href',
        `/dashboard/hiring?brand=${encodeURIComponent(brand.brand_id)}`,
      );
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(String(brand.thread_count));
      expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(String(brand.unread_count));
    }
  });

  it('an account that does not manage a whole group is told the board is for those who do', async () => {
    await renderRoute('/message-board', { as: 'manager@demo.test' });
    expect(await screen.findByText(board.noGroup, {}, { timeout: 20_000 })).toBeVisible();
  });
});

describe('the empty and error states of both screens', () => {
  it.each([
    [
      '/messages?unread=1',
      'manager@demo.test',
      '/v1/brands/CH-1-1-1/threads',
      /\/threads\?.*unread_only=true/,
      'threads',
      inbox.emptyUnread,
    ],
    [
      '/message-board',
      'enterprise@demo.test',
      '/v1/groups/GP-1/employer/message_baord_data',
      /message_baord_data/,
      'brands',
      board.empty,
    ],
  ])('%s (%s) with nothing to list says so', async (url, as, api, path, list, text) => {
    const data = await dataFor<Record<string, unknown>>(as, api);
    mockBackend().answer('GET', path, 200, {
      status_code: 200,
      data: { ...data, [list]: [], total: 0, unread_total: 0 },
    });
    await renderRoute(url, { as });
    expect(await screen.findByText(text, {}, { timeout: 20_000 })).toBeVisible();
  });

  it.each([
    ['/messages', 'manager@demo.test', '/v1/brands/*/threads', inbox.error],
    ['/message-board', 'enterprise@demo.test', '/v1/groups/*', board.error],
  ])(
    '%s (%s) that cannot be loaded says so, and Try again brings it back',
    async (url, as, pattern, title) => {
      await mockBackend().fault({ kind: 'error', pattern, share: 1 });
      const { user } = await renderRoute(url, { as });
      await tryAgainRecovers(title, user);
    },
  );
});
