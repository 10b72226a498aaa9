import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/mock-backend';
import { renderRoute } from '../../testing/render-route';

describe('the route table', () => {
  it('[R2-06] [R2-08] logged-out visitors of login-required routes go to login with ref', async () => {
    for (const path of ['/global-search-result/anna', '/settings/rewards-and-recognition']) {
      const { location } = await renderRoute(path);
      await waitFor(() => expect(location()).toBe(`/user/login?ref=${encodeURIComponent(path)}`));
    }
  });

  it('[R2-32] [R2-06] `/` opened with a ref (where the logout sends) goes on to that page of this app only', async () => {
    let page = await renderRoute('/?brand=CH-1-1-2&ref=%2Fschedule%3Fview%3Dweek');
    await waitFor(() => expect(page.location()).toBe('/user/login?ref=%2Fschedule%3Fview%3Dweek'));
    // Another host, protocol-relative or absolute, is never followed: the home redirector instead.
    for (const ref of ['%2F%2Fevil.example%2Fx', 'https%3A%2F%2Fevil.example%2Fx']) {
      page = await renderRoute(`/?ref=${ref}`);
      await waitFor(() => expect(page.location()).toBe('/user/login?ref=%2Fdashboard'));
    }
    page = await renderRoute('/?ref=%2Fprofile', { as: 'scheduler@demo.test' });
    await waitFor(() => expect(page.location()).toBe('/profile'));
  });

  it('[R6-02] guests see only the authentication pages: every signed-in page sends them to login', async () => {
    const signedIn = [
      '/dashboard',
      '/dashboard/member',
      '/dashboard/tts',
      '/dashboard/hiring',
      '/welcome',
      '/schedule',
      '/access-portal/main',
      '/enterprise-dashboards/gp-main-dashboard',
      '/enterprise-dashboards/risk-dashboard',
      '/profile',
      '/settings/rewards-and-recognition',
    ];
    for (const path of signedIn) {
      const { location } = await renderRoute(path);
      expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
      expect(location()).toBe(`/user/login?ref=${encodeURIComponent(path)}`);
      // Nothing of the signed-in frame: no main navigation, no menu button.
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    }
    for (const path of ['/user/login', '/user/signup', '/forgot-password']) {
      const { location } = await renderRoute(path);
      expect((await screen.findAllByRole('textbox')).length).toBeGreaterThan(0);
      expect(location()).toBe(path);
    }
  });

  it('[R2-01] [R2-07] [R2-09] the settings routes exist; rewards opens the budget tab', async () => {
    const as = 'enterprise@demo.test';
    const { user, location } = await renderRoute('/settings/rewards-and-recognition', { as });
    await waitFor(() => expect(location()).toBe('/settings/rewards-and-recognition/budget'));
    const tabs = within(
      await screen.findByRole('navigation', { name: 'Rewards and recognition' }),
    ).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Budget', 'Rules', 'Raffles']);
    await waitFor(() => expect(tabs[0]).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('tabpanel')).toBeInTheDocument();
    await user.click(tabs[2]!);
    await waitFor(() => expect(location()).toBe('/settings/rewards-and-recognition/raffles'));

    const north = await renderRoute('/settings/north/rewards-and-recognition', { as });
    await waitFor(() =>
      expect(north.location()).toBe('/settings/north/rewards-and-recognition/budget'),
    );

    for (const url of ['/settings/clockout-attestation', '/settings/north/clockout-attestation']) {
      await renderRoute(url, { as });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        /^Clock-out attestation questions$/,
      );
    }
    await renderRoute('/settings/clockout-attestation/management/7', { as });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit question' }),
    ).toBeInTheDocument();
    await renderRoute('/settings/rewards-and-recognition/rule-management/3', { as });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit rule' })).toBeInTheDocument();
    await renderRoute('/settings/rewards-and-recognition/configuration', { as });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Programme settings' }),
    ).toBeInTheDocument();
    const search = await renderRoute('/global-search-result/anna', { as });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(search.location()).toBe('/global-search-result/anna');
  });

  it('[R2-05] a gid link sets the enterprise context the screens then work in, and leaves the address', async () => {
    const as = 'enterprise@demo.test';
    const leadOf = () => document.querySelector('.ap-lead');
    await renderRoute('/access-portal/main', { as });
    await waitFor(() => expect(leadOf()).toHaveTextContent(':'));
    const entryLead = leadOf()?.textContent;

    const backend = mockBackend();
    const onGid = () =>
      backend.calls
        .map((c) => c.path.split('?')[0])
        .filter((path) => path?.includes('/brands/PA-1-2/'));
    const page = await renderRoute('/access-portal/main?gid=PA-1-2&view=week', { as });
    await waitFor(() => expect(page.location()).toBe('/access-portal/main?view=week'));
    expect(localStorage.getItem('h_enterprise_id')).toBe('PA-1-2');
    // Used, not only stored: the portal asks about PA-1-2 and names it, as the brand switcher does.
    await waitFor(() => expect(onGid()).toContain('/v1/brands/PA-1-2/basic_info'));
    const toggle = () => document.querySelector('.brand-dropdown-toggle');
    await waitFor(() => expect(toggle()?.textContent).toBeTruthy());
    await waitFor(() => expect(toggle()).not.toHaveTextContent(/^Locations$/));
    const gidName = toggle()?.textContent ?? '';
    await waitFor(() =>
      expect(leadOf()).toHaveTextContent(
        `${gidName}: every location, its team and its settings in one place.`,
      ),
    );
    expect(leadOf()?.textContent).not.toBe(entryLead);

    // It outlives a reload, and the other brand screens use it too.
    await renderRoute('/access-portal/main', { as });
    await waitFor(() =>
      expect(leadOf()).toHaveTextContent(
        `${gidName}: every location, its team and its settings in one place.`,
      ),
    );
    backend.calls.splice(0);
    await renderRoute('/schedule', { as });
    await waitFor(() => expect(onGid()).toContain('/v1/brands/PA-1-2/shifts'));
  });

  it('[R6-10] the page access guard tries 3 times 1 s apart, then sends to the home page', async () => {
    const backend = mockBackend();
    const started = Date.now();
    const { location } = await renderRoute('/dashboard/tts', { as: 'scheduler@demo.test' });
    await waitFor(() => expect(location()).toBe('/schedule'), { timeout: 15_000 });
    // Three guard tries, then the home redirector's own look-up.
    expect(
      backend.calls.filter((c) => c.path.startsWith('/v1/users/navigation_preferences')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('[R2-17] when the home redirector fails it stays on /dashboard and says so', async () => {
    mockBackend().answer('GET', /^\/v1\/users\/navigation_preferences/, 403, {
      status_code: 403,
      error: 'FORBIDDEN',
      message: 'no',
    });
    const { location } = await renderRoute('/dashboard', { as: 'hiring@demo.test' });
    expect(await screen.findByText('We could not open your home page.')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });
});
