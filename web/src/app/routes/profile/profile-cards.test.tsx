import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { dataFor } from '../../../testing/route-actions';
import profile from '../../../../locales/en/profile.json';

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 20_000 });
const { phone, account, place } = profile;

describe('/profile: the account, brand and phone cards (§7)', () => {
  it.each([
    ['manager@demo.test', account.types.EMPLOYER, true],
    ['hiring@demo.test', account.types.EMPLOYER, true],
    ['candidate@demo.test', account.types.CANDIDATE, false],
  ])(
    '%s sees their account from GET /v1/user as %s; the brand card only for an employer',
    async (as, type, brand) => {
      const user = await dataFor<{ username: string; email: string }>(as, '/v1/user');
      await renderRoute('/profile', { as });
      const accountCard = await card(account.title);
      expect(await within(accountCard).findByText(user.email)).toBeVisible();
      expect(within(accountCard).getByText(user.username, { exact: true })).toBeVisible();
      expect(within(accountCard).getByText(type, { exact: true })).toBeVisible();
      if (brand) expect(await card(place.title)).toBeVisible();
      else expect(screen.queryByRole('region', { name: place.title })).toBeNull();
    },
  );

  it('manager@demo.test’s brand card shows the location’s address and time zone, and says it has no logo', async () => {
    const where = await dataFor<{ address: string; timezone: string }>(
      'manager@demo.test',
      '/v1/brand/location/CH-1-1-1',
    );
    await renderRoute('/profile', { as: 'manager@demo.test' });
    const brand = await card(place.title);
    expect(await within(brand).findByText(where.address, { exact: false })).toBeVisible();
    expect(within(brand).getByText(`Time zone: ${where.timezone}`)).toBeVisible();
    expect(await within(brand).findByText(place.noLogo)).toBeVisible();
  });

  it('an account that cannot be loaded says so', async () => {
    await mockBackend().fault({ kind: 'error', pattern: '/v1/user', share: 1 });
    await renderRoute('/profile', { as: 'candidate@demo.test' });
    expect(
      await within(await card(account.title)).findByText(account.error, {}, { timeout: 20_000 }),
    ).toBeVisible();
  });

  it('candidate@demo.test verifies the phone: the link is texted, checking early still says not verified, and after the link is opened it is verified', async () => {
    const { user, backend } = await renderRoute('/profile', { as: 'candidate@demo.test' });
    const phoneCard = await card(phone.title);
    expect(await within(phoneCard).findByText('+12025550143')).toBeVisible();
    expect(await within(phoneCard).findByText(phone.unverified)).toBeVisible();
    await user.click(within(phoneCard).getByRole('button', { name: phone.send }));
    const sent = 'We texted a link to +12025550143. Open it, then check again.';
    expect(await within(phoneCard).findByText(sent)).toBeVisible();
    await user.click(within(phoneCard).getByRole('button', { name: phone.checkAgain }));
    expect(within(phoneCard).getByText(sent)).toBeVisible();
    const outbox = await backend.app.inject({
      method: 'GET',
      url: `/__mailbox/${encodeURIComponent('+12025550143')}`,
    });
    const [text] = outbox.json<{ link: string }[]>();
    const link = new URL(text?.link ?? '', window.location.origin);
    expect(
      (await backend.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode,
    ).toBe(200);
    await user.click(within(phoneCard).getByRole('button', { name: phone.checkAgain }));
    expect(await within(phoneCard).findByText(phone.verified)).toBeVisible();
    expect(within(phoneCard).queryByRole('button', { name: phone.resend })).toBeNull();
    await renderRoute('/profile');
    await waitFor(async () =>
      expect(within(await card(phone.title)).getByText(phone.verified)).toBeVisible(),
    );
  });
});
