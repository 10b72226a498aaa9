import type { Notification } from '@ws/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { dataFor } from '../../../testing/route-actions';
import { expectNoRawText, expectTryAgainRecovers, failCalls } from '../../../testing/route-helpers';

type Page = { notifications: Notification[]; unread_count: number };
const MEMBER = 'candidate@demo.test';
const MANAGER = 'manager@demo.test';
const BELL = /^Notifications/;

/** The bell in the header, by its name (the count is in it), and its panel opened. */
async function openPanel(as: string, url = '/dashboard') {
  const rendered = await renderRoute(url, { as });
  const bell = await screen.findByRole('button', { name: BELL });
  await rendered.user.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  return { ...rendered, bell, panel };
}

const itemsIn = async (panel: HTMLElement) =>
  within(await within(panel).findByRole('list', { name: 'Notifications' })).getAllByRole(
    'listitem',
  );

describe('the notifications bell', () => {
  it('candidate@demo.test: the bell names its unread count, which equals the unread items it lists, with its tooltip inside its name', async () => {
    const page = await dataFor<Page>(MEMBER, '/v1/me/notifications');
    expect(page.unread_count).toBeGreaterThanOrEqual(3);
    const { bell, panel } = await openPanel(MEMBER);
    expect(bell).toHaveAccessibleName(`Notifications, ${page.unread_count} unread`);
    expect(bell.getAttribute('data-tooltip')).toBe('Notifications');
    expect(bell.querySelector('svg')).not.toBeNull();
    const items = await itemsIn(panel);
    const unread = items.filter((item) => item.dataset.unread === 'true');
    expect(unread).toHaveLength(page.unread_count);
    for (const item of unread) expect(within(item).getByText('New')).toBeInTheDocument();
    expect(within(panel).getByText(/Your schedule for the week of .+ was published/)).toBeVisible();
    expect(within(panel).getAllByText(/ago$/).length).toBeGreaterThan(0);
    expectNoRawText(panel);
  });

  it('each item links to its place: a week to My schedule, a message to the thread, an interview to the application', async () => {
    const page = await dataFor<Page>(MEMBER, '/v1/me/notifications');
    const { panel } = await openPanel(MEMBER);
    await itemsIn(panel);
    const hrefOf = (kind: Notification['kind']) => {
      const n = page.notifications.find((x) => x.kind === kind)!;
      const items = within(panel).getAllByRole('link');
      return items[page.notifications.indexOf(n)]!.getAttribute('href');
    };
    const of = (kind: Notification['kind']) => page.notifications.find((x) => x.kind === kind)!;
    expect(hrefOf('SCHEDULE_PUBLISHED')).toBe(`/my-schedule?week=${of('SCHEDULE_PUBLISHED').day}`);
    expect(hrefOf('MESSAGE_FROM_EMPLOYER')).toBe(
      `/my-messages?application=${of('MESSAGE_FROM_EMPLOYER').application_id}`,
    );
    expect(hrefOf('INTERVIEW_PROPOSED')).toBe(
      `/dashboard/member?application=${of('INTERVIEW_PROPOSED').application_id}`,
    );
    expect(hrefOf('TIME_OFF_DECIDED')).toBe('/my-schedule');
  });

  it('manager@demo.test: a candidate’s message leads to the application beside the hiring board', async () => {
    const page = await dataFor<Page>(MANAGER, '/v1/me/notifications');
    const { panel } = await openPanel(MANAGER);
    const [first] = within(panel).getAllByRole('link');
    expect(first).toHaveAttribute(
      'href',
      `/dashboard/hiring?application=${page.notifications[0]!.application_id}`,
    );
  });

  it('following an unread one marks it read and goes to its place; the count drops by one', async () => {
    const page = await dataFor<Page>(MEMBER, '/v1/me/notifications');
    const { user, panel, location, bell } = await openPanel(MEMBER);
    const week = page.notifications.find((n) => n.kind === 'SCHEDULE_PUBLISHED')!;
    await user.click(within(panel).getByText(/Your schedule for the week of/));
    await waitFor(() => expect(location()).toBe(`/my-schedule?week=${week.day}`));
    await waitFor(() =>
      expect(bell).toHaveAccessibleName(`Notifications, ${page.unread_count - 1} unread`),
    );
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('Mark all as read leaves no count on the bell and no item marked new', async () => {
    const { user, panel, bell } = await openPanel(MEMBER);
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    const items = await itemsIn(panel);
    expect(items.every((item) => item.dataset.unread === 'false')).toBe(true);
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('while the list is on its way the panel says it is loading', async () => {
    await mockBackend().fault({ kind: 'hang', pattern: '/v1/me/notifications*', share: 1 });
    const { panel } = await openPanel(MEMBER);
    expect(within(panel).getByRole('status', { name: 'Loading notifications…' })).toBeVisible();
  });

  it('with nothing yet, the panel says so and what will come', async () => {
    mockBackend().answer('GET', /^\/v1\/me\/notifications/, 200, {
      status_code: 200,
      data: { notifications: [], total: 0, unread_count: 0, offset: 0, limit: 10 },
    });
    const { panel, bell } = await openPanel(MEMBER);
    expect(bell).toHaveAccessibleName('Notifications');
    expect(await within(panel).findByText('Nothing new')).toBeVisible();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('when the list cannot be read, the panel says so and Try again brings it', async () => {
    await failCalls('/v1/me/notifications*');
    const { user, panel } = await openPanel(MEMBER);
    await expectTryAgainRecovers(user, 'Your notifications could not be loaded.', () =>
      itemsIn(panel),
    );
  });

  it.each([
    [400, 'Mark all as read', /^\/v1\/me\/notifications\/read_all$/],
    [404, 'an unread item followed', /^\/v1\/me\/notifications\/[^/]+\/read$/],
  ] as const)(
    'a mark-read the API refuses with %i (%s) is said in words, with no field path, id or code',
    async (status, how, path) => {
      const code = status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      mockBackend().answer('POST', path, status, {
        status_code: status,
        error: code,
        message: `params.notificationId: nt-2 is not yours (${code})`,
        field: 'params.notificationId',
      });
      const { user, panel, bell } = await openPanel(MEMBER);
      const name = bell.getAttribute('aria-label');
      if (how === 'Mark all as read')
        await user.click(within(panel).getByRole('button', { name: how }));
      else await user.click(within(panel).getByText(/Your schedule for the week of/));
      const toast = await screen.findByText(/^Could not mark as read:/);
      expectNoRawText(toast);
      expect(toast.textContent).not.toMatch(/nt-2|notificationId/);
      expect(bell).toHaveAttribute('aria-label', name);
    },
  );
});
