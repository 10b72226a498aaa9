import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { catchPageLeave } from '../../../testing/route-actions';

type Opened = Awaited<ReturnType<typeof renderRoute>>;

/**
 * The ways into a page once the version check has news: the home redirector, a deep link, a
 * reload of the page the person is on, and a link inside the app.
 */
const ENTRIES: [string, (page: Opened) => Promise<Opened>][] = [
  ['the home redirector', () => renderRoute('/dashboard')],
  ['a deep link', () => renderRoute('/schedule')],
  ['a reload', (page) => renderRoute(page.location())],
  [
    'an in-app link',
    async (page) => {
      await page.user.click(await screen.findByRole('button', { name: 'Menu' }));
      await page.user.click(
        within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
          name: 'Schedule',
        }),
      );
      return page;
    },
  ],
];

/** manager@ on their home page, drawn, before the scenario changes the world under them. */
async function managerAtHome() {
  const page = await renderRoute('/dashboard/tts', { as: 'manager@demo.test' });
  expect(
    await screen.findByRole('heading', { name: 'Time-to-serve dashboard', level: 1 }),
  ).toBeInTheDocument();
  return page;
}

const logouts = () =>
  mockBackend().calls.filter((c) => c.method === 'POST' && c.path === '/v1/logout');

describe('the version check and the account state win over any page (§4)', () => {
  it.each(ENTRIES)('[R4-13] IN_MAINTENANCE sends to /maintenance from %s', async (_, enter) => {
    const page = await managerAtHome();
    await mockBackend().scenario('maintenance');
    const entered = await enter(page);
    await waitFor(() => expect(entered.location()).toBe('/maintenance'), { timeout: 20_000 });
    expect(
      await screen.findByRole('heading', { name: "We're down for maintenance" }),
    ).toBeInTheDocument();
  });

  it.each(ENTRIES)(
    '[R4-18] a suspended account is sent to /account-suspension from %s',
    async (_, enter) => {
      const page = await managerAtHome();
      await mockBackend().scenario('suspended');
      const entered = await enter(page);
      await waitFor(() => expect(entered.location()).toBe('/account-suspension'), {
        timeout: 20_000,
      });
      expect(
        await screen.findByRole('heading', { name: 'Your account is suspended' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/user/logout');
    },
  );

  it.each(ENTRIES)(
    '[R4-14] a session older than REVOKE_SESSION is logged out once from %s',
    async (_, enter) => {
      const page = await managerAtHome();
      const leave = catchPageLeave();
      mockBackend().calls.splice(0);
      await mockBackend().scenario('maintenance-over');
      const entered = await enter(page);
      await waitFor(
        () =>
          expect(entered.location().startsWith('/user/login') || leave.left().length > 0).toBe(
            true,
          ),
        { timeout: 20_000 },
      );
      await waitFor(() => expect(logouts()).toHaveLength(1));
      expect(Object.keys(localStorage).filter((k) => k.endsWith('.accessToken'))).toEqual([]);
    },
  );

  it('[R4-13] after maintenance, Try again on /maintenance goes home without bouncing back', async () => {
    await mockBackend().scenario('maintenance');
    const { user, location } = await renderRoute('/dashboard/tts', { as: 'manager@demo.test' });
    await waitFor(() => expect(location()).toBe('/maintenance'), { timeout: 20_000 });
    await mockBackend().scenario('default');
    await user.click(await screen.findByRole('link', { name: /try again/i }));
    await waitFor(() => expect(location()).toBe('/dashboard/tts'), { timeout: 20_000 });
    expect(
      await screen.findByRole('heading', { name: 'Time-to-serve dashboard', level: 1 }),
    ).toBeInTheDocument();
  });

  it('[R4-14] a sign-in after the REVOKE_SESSION time is left alone', async () => {
    await mockBackend().scenario('maintenance-over');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { location } = await renderRoute('/dashboard/hiring', { as: 'hiring@demo.test' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /./ }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/dashboard/hiring');
    expect(logouts()).toEqual([]);
  });

  it('[R4-15] a newer version without force_update is offered in a dialog that Later closes', async () => {
    const { user } = await managerAtHome();
    await mockBackend().scenario('optional-update');
    window.dispatchEvent(new Event('focus'));
    const dialog = await screen.findByRole('alertdialog', { name: 'A new version is available' });
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
