import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute, signInAs } from '../../../testing/render-route';
import { catchPageLeave, refuseGet } from '../../../testing/route-actions';

const ORIGIN = window.location.origin;
const tokens = () => Object.keys(localStorage).filter((k) => k.endsWith('.accessToken'));
const asked = (method: string, path: string) =>
  mockBackend().calls.filter((c) => c.method === method && c.path.split('?')[0] === path);

describe('/user/logout (§2)', () => {
  it.each([
    ['', `${ORIGIN}/`],
    [
      '?redirectAfterLogout=%2Fuser%2Flogin&brand=CH-1&ref=%2Fschedule',
      `${ORIGIN}/user/login?brand=CH-1&ref=%2Fschedule`,
    ],
    [
      '?ref=%2Fdashboard%2Fhiring&brand=CH-1-1-2',
      `${ORIGIN}/?brand=CH-1-1-2&ref=%2Fdashboard%2Fhiring`,
    ],
    ['?redirectAfterLogout=100%25', `${ORIGIN}/`],
    [
      `?redirectAfterLogout=${encodeURIComponent('javascript:alert(document.domain)')}`,
      `${ORIGIN}/`,
    ],
    [`?redirectAfterLogout=${encodeURIComponent('https://evil.example/phish')}`, `${ORIGIN}/`],
    ['?redirectAfterLogout=%E0%A4%A', `${ORIGIN}/`],
  ])('[R2-32] [R2-03] [R9-07] /user/logout%s signs out and goes to %s', async (query, target) => {
    const page = catchPageLeave();
    await renderRoute(`/user/logout${query}`, { as: 'hiring@demo.test' });
    expect(await screen.findByText('Signing out…')).toBeInTheDocument();
    expect(await page.leftFor()).toBe(target);
    expect(asked('POST', '/v1/logout')).toHaveLength(1);
    expect(tokens()).toEqual([]);
    expect(screen.queryByText('Oops, something went wrong.')).toBeNull();
  });

  it('[R2-32] [R6-03] a shadow user is signed out and sent to the corporate /user/logout', async () => {
    const page = catchPageLeave();
    await renderRoute('/user/logout?redirectAfterLogout=%2Fuser%2Flogin', {
      as: 'shadow@demo.test',
    });
    expect(await page.leftFor()).toBe(`${env.corporateHost}/user/logout`);
    expect(tokens()).toEqual([]);
  });

  it('[R1-03] logout forgets the remembered brand colours', async () => {
    localStorage.setItem('h_brand_theme', '{"background_color":"20,40,80"}');
    const page = catchPageLeave();
    await renderRoute('/user/logout', { as: 'manager@demo.test' });
    await page.leftFor();
    expect(localStorage.getItem('h_brand_theme')).toBeNull();
  });
});

describe('/user/refresh and /user/shadow-logout (§2)', () => {
  it.each([
    ['%2Fdashboard%2Fhiring', `${ORIGIN}/dashboard/hiring`],
    ['100%25', `${ORIGIN}/`],
    [encodeURIComponent('javascript:alert(1)'), `${ORIGIN}/`],
    [encodeURIComponent('//evil.example/x'), `${ORIGIN}/`],
  ])(
    '[R2-33] [R9-07] /user/refresh?ref=%s refreshes the tokens, then goes to %s',
    async (ref, target) => {
      const page = catchPageLeave();
      const before = localStorage.length;
      await renderRoute(`/user/refresh?ref=${ref}`, { as: 'scheduler@demo.test' });
      expect(await page.leftFor()).toBe(target);
      expect(before).toBe(0);
      expect(asked('POST', '/cognito/').length).toBeGreaterThan(0);
    },
  );

  it('[R2-34] a signed-in shadow user is signed out, then sent to the corporate /user/login', async () => {
    const page = catchPageLeave();
    await renderRoute('/user/shadow-logout', { as: 'shadow@demo.test' });
    expect(await page.leftFor()).toBe(`${env.corporateHost}/user/login`);
    expect(asked('POST', '/v1/logout')).toHaveLength(1);
    expect(tokens()).toEqual([]);
  });

  it.each([
    ['a visitor', undefined],
    ['someone signed in who is not a shadow user', 'hiring@demo.test'],
  ])('[R2-34] %s goes straight to the corporate /user/login, still signed in', async (_, as) => {
    const page = catchPageLeave();
    await renderRoute('/user/shadow-logout', as ? { as } : {});
    expect(await page.leftFor()).toBe(`${env.corporateHost}/user/login`);
    expect(asked('POST', '/v1/logout')).toEqual([]);
  });
});

describe('the session over time (§4)', () => {
  it('[R4-02] [R4-03] [R9-02] [R2-28] focus with the token gone: the timeout toast, logout with ref and brand, and the toast dismisses', async () => {
    const page = await renderRoute('/dashboard/hiring', { as: 'hiring@demo.test' });
    const leave = catchPageLeave();
    expect(await screen.findByRole('heading', { level: 1, name: /./ })).toBeInTheDocument();
    localStorage.setItem('h_brand_id', 'CH-1-1-2');
    for (const key of Object.keys(localStorage))
      if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key);
    window.dispatchEvent(new Event('focus'));
    const toast = (await screen.findByText('Your session has timed out, please login.')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(toast).toHaveAttribute('data-variant', 'danger');
    expect(await leave.leftFor()).toBe(`${ORIGIN}/?brand=CH-1-1-2&ref=%2Fdashboard%2Fhiring`);
    expect(page.location()).toBe('/user/logout?ref=%2Fdashboard%2Fhiring&brand=CH-1-1-2');
    await page.user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByText('Your session has timed out, please login.')).toBeNull(),
    );
  });

  it('[R4-04] [R4-05] [R2-29] an account switch in another tab pauses this one; Ok reloads to /dashboard', async () => {
    const { user } = await renderRoute('/dashboard/hiring', { as: 'hiring@demo.test' });
    expect(await screen.findByRole('heading', { level: 1, name: /./ })).toBeInTheDocument();
    const leave = catchPageLeave();
    // The other tab signed in as someone else: the shared storage now holds their session.
    await signInAs('scheduler@demo.test');
    window.dispatchEvent(new Event('focus'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'This session is paused because you switched to another account. Select Ok and the page will refresh to launch your active account.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await leave.leftFor()).toBe('/dashboard');
  });

  it('[R8-07] user info failing with 403 USER_NOT_MAPPED clears the session and goes to login with error_code', async () => {
    refuseGet(/^\/v1\/users\/info/, 403, 'USER_NOT_MAPPED');
    const { location } = await renderRoute('/dashboard/hiring', { as: 'hiring@demo.test' });
    await waitFor(() => expect(location()).toBe('/user/login?error_code=USER_NOT_MAPPED'), {
      timeout: 20_000,
    });
    expect(tokens()).toEqual([]);
    expect(
      await screen.findByText(
        'Your account is not set up for this product yet. Contact support to get access.',
      ),
    ).toBeInTheDocument();
  });

  it('[R4-01] with a token the page waits for user info, busy and without the header, and no token sends to login with ref', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const backend = mockBackend();
    const inject = backend.app.inject.bind(backend.app);
    const spied = vi.spyOn(backend.app, 'inject').mockImplementation(async (options) => {
      if (typeof options === 'object' && String(options.url).startsWith('/v1/users/info'))
        await held;
      return inject(options);
    });
    await renderRoute('/dashboard/tts', { as: 'manager@demo.test' });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('banner')).toBeNull();
    release();
    expect(
      await screen.findByRole('heading', { name: 'Time-to-serve dashboard', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('banner').length).toBeGreaterThan(0);
    spied.mockRestore();
    localStorage.clear();
    const visitor = await renderRoute('/schedule?view=week');
    await waitFor(() =>
      expect(visitor.location()).toBe('/user/login?ref=%2Fschedule%3Fview%3Dweek'),
    );
  });
});
