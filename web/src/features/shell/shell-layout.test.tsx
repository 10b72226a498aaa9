import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/mock-backend';
import { renderRoute } from '../../testing/render-route';
import { dataFor } from '../../testing/route-actions';
import shell from '../../../locales/en/shell.json';

/** `as` on their home page, drawn. */
async function home(as: string, url: string) {
  const page = await renderRoute(url, { as });
  expect(
    await screen.findByRole('heading', { level: 1, name: /./ }, { timeout: 20_000 }),
  ).toBeVisible();
  return page;
}

const banner = () => screen.getAllByRole('banner')[0]!;

describe('the main layout by person (§2, §6)', () => {
  it.each([
    ['enterprise@demo.test', '/access-portal/main', 'employer', true, true],
    ['manager@demo.test', '/dashboard/tts', 'employer', true, true],
    ['hiring@demo.test', '/dashboard/hiring', 'employer', true, true],
    ['scheduler@demo.test', '/schedule', 'employer', true, false],
    ['candidate@demo.test', '/dashboard/member', 'simple', false, false],
  ])(
    '[R1-02] [R6-01] %s on %s gets the %s header: side nav %s, global search %s',
    async (as, url, header, nav, search) => {
      await home(as, url);
      expect(banner()).toHaveAttribute('data-header', header);
      expect(within(banner()).queryAllByRole('button', { name: 'Menu' })).toHaveLength(nav ? 1 : 0);
      expect(screen.queryAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(
        nav ? 1 : 0,
      );
      expect(within(banner()).queryAllByRole('search')).toHaveLength(search ? 1 : 0);
      expect(within(banner()).getByRole('button', { name: /Account/ })).toBeInTheDocument();
    },
  );

  it('[R1-02] the simple header of a member links home with the logo', async () => {
    await home('candidate@demo.test', '/dashboard/member');
    expect(within(banner()).getByRole('link', { name: 'Harbor' })).toBeInTheDocument();
  });

  it.each([
    ['manager@demo.test', '/dashboard/tts', '50'],
    ['hiring@demo.test', '/dashboard/hiring', '10'],
  ])('[R9-09] %s on %s is sampled by monitoring at %s percent', async (as, url, percent) => {
    await home(as, url);
    await waitFor(() => expect(document.documentElement.dataset.rumSampling).toBe(percent));
  });

  it('[R2-36] a visitor is asked about cookies on the login page; Allow all keeps every category', async () => {
    const { user } = await renderRoute('/user/login');
    const consent = await screen.findByRole('region', { name: 'We use cookies' });
    await user.click(within(consent).getByRole('button', { name: 'Allow all' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull(),
    );
    expect(JSON.parse(localStorage.getItem('h_storage-policy') ?? '[]')).toEqual([
      { code: 'NECESSARY', enabled: true },
      { code: 'PREFERENCES', enabled: true },
      { code: 'ANALYTICS', enabled: true },
      { code: 'MARKETING', enabled: true },
    ]);
  });

  it('[R4-21] choosing categories enables those plus necessary, which cannot be turned off', async () => {
    const { user } = await renderRoute('/user/login');
    const consent = await screen.findByRole('region', { name: 'We use cookies' });
    await user.click(within(consent).getByRole('button', { name: 'Choose' }));
    const necessary = await within(consent).findByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeDisabled();
    expect(necessary).toBeChecked();
    await user.click(within(consent).getByRole('checkbox', { name: 'Analytics' }));
    await user.click(within(consent).getByRole('button', { name: 'Save my choices' }));
    const policy = JSON.parse(localStorage.getItem('h_storage-policy') ?? '[]') as {
      code: string;
      enabled: boolean;
    }[];
    expect(policy.filter((p) => p.enabled).map((p) => p.code)).toEqual(['NECESSARY', 'ANALYTICS']);
  });
});

interface Feed {
  items: { id: string; title: string; read: boolean }[];
  unread_count: number;
}

describe('the news feed popover (§2)', () => {
  it('[R2-27] opens from its toolbar button with the brand’s items, marks the unread ones read, and closes on Escape', async () => {
    const feed = await dataFor<Feed>('manager@demo.test', '/v1/brands/CH-1-1-1/news_feed');
    const { user, backend } = await home('manager@demo.test', '/dashboard/tts');
    const button = within(banner()).getByRole('button', { name: /^News feed/ });
    if (feed.unread_count > 0)
      expect(button).toHaveAccessibleName(
        feed.unread_count === 1 ? 'News feed, 1 unread' : `News feed, ${feed.unread_count} unread`,
      );
    await user.click(button);
    const popover = await screen.findByRole('dialog', { name: shell.newsFeed.title });
    const items = await within(popover).findAllByRole('listitem');
    expect(items).toHaveLength(feed.items.length);
    expect(items[0]).toHaveTextContent(feed.items[0]!.title);
    if (feed.unread_count > 0)
      await waitFor(() =>
        expect(
          backend.calls.some((c) => c.method === 'POST' && c.path.endsWith('/news_feed/read')),
        ).toBe(true),
      );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: shell.newsFeed.title })).toBeNull(),
    );
  });

  it.each([
    ['an empty feed', 200, shell.newsFeed.empty],
    ['a feed that cannot be read', 500, shell.newsFeed.error],
  ])('[R2-27] %s says so in the popover', async (_, status, text) => {
    const feed = await dataFor<Feed>('manager@demo.test', '/v1/brands/CH-1-1-1/news_feed');
    mockBackend().answer(
      'GET',
      /\/news_feed/,
      status,
      status === 200
        ? { status_code: 200, data: { ...feed, items: [], unread_count: 0 } }
        : { status_code: status, error: 'SERVER_ERROR', message: 'down' },
    );
    const { user } = await home('manager@demo.test', '/dashboard/tts');
    await user.click(within(banner()).getByRole('button', { name: 'News feed' }));
    const popover = await screen.findByRole('dialog', { name: shell.newsFeed.title });
    expect(await within(popover).findByText(text, {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
