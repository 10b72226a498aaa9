import { expect, test } from '@playwright/test';
import { acceptConsent, MOCK, resetWorld, signInAs } from './shell-support';

// The profile screen (/profile) — photo through the image cropper and the scheme's colours.
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;
const PHOTO = new URL('../../contracts/pact/fixtures/photo.jpg', import.meta.url).pathname;

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

test('[R6-05] manager@demo.test sees the MICE brand scheme and replaces the photo with a cropped 240x240 jpeg', async ({
  page,
}) => {
  // Sign-in, a crop and upload and two full-page screenshots of a page of five cards: more than the
  // default 30 s when the 2-core machine is shared.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const schemeCalls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('/profile_scheme')) schemeCalls.push(pathname);
  });
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByText("Set by your brand's profile scheme.")).toBeVisible();
  await expect(page.getByTestId('scheme-swatch')).toHaveCount(2);
  expect(schemeCalls).toContain('/v1/employers/profile_scheme');
  await page.screenshot({ path: shot('profile', 1280), fullPage: true });

  await page.getByLabel('Choose a photo').setInputFiles(PHOTO);
  const cropper = page.getByRole('group', { name: 'Crop your photo' });
  await expect(cropper).toBeVisible();
  const crop = cropper.getByRole('button', { name: 'Crop image' });
  await expect(crop).toBeEnabled();
  // The mock server accepts only a jpeg file for the photo, so a 200 proves what was sent.
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/v1/profile_photo') && r.request().method() === 'PUT',
  );
  await crop.click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Photo saved.')).toBeVisible();
  await expect(cropper).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('profile', 390), fullPage: true });
});

test('candidate@demo.test verifies the phone from the profile: send texts a link, opening it and checking again shows verified (§7)', async ({
  page,
  request,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith('/v1/users/verification/'))
      calls.push(`${r.method()} ${pathname}${search}`);
  });
  await signInAs(page, 'candidate@demo.test');
  await acceptConsent(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Phone number' });
  await expect(card.getByText('+12025550143')).toBeVisible();
  await expect(card.getByText('Your phone number is not verified yet.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Account' }).getByText('Candidate', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your brand' })).toHaveCount(0);
  expect(calls).toContain('GET /v1/users/verification/check?type=PHONE');

  const sent = page.waitForResponse((r) => r.url().endsWith('/v1/users/verification/send'));
  await card.getByRole('button', { name: 'Send verification link' }).click();
  expect(JSON.parse((await sent).request().postData() ?? '{}')).toEqual({ type: 'PHONE' });
  await expect(
    card.getByText('We texted a link to +12025550143. Open it, then check again.'),
  ).toBeVisible();

  // Checking before the link is opened still says not verified; the text stays on screen.
  const early = page.waitForResponse((r) => r.url().includes('/v1/users/verification/check'));
  await card.getByRole('button', { name: 'Check again' }).click();
  expect((await early).status()).toBe(200);
  await expect(
    card.getByText('We texted a link to +12025550143. Open it, then check again.'),
  ).toBeVisible();

  // The person opens the texted link on their phone: the mock's outbox holds it.
  const [text] = (await (
    await request.get(`${MOCK}/__mailbox/${encodeURIComponent('+12025550143')}`)
  ).json()) as { link: string }[];
  expect((await request.get(text?.link ?? '')).status()).toBe(200);
  await card.getByRole('button', { name: 'Check again' }).click();
  await expect(card.getByText('Your phone number is verified.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Phone number' }).getByText('Your phone number is verified.'),
  ).toBeVisible();
});

test('the profile shows the account from GET /v1/user and, for an employer, the brand from its basic media and location (§7)', async ({
  page,
}) => {
  const account = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/user');
  const location = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/v1/brand/location/CH-1-1-1',
  );
  const media = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/v1/brand/basic_media/CH-1-1-1',
  );
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  await page.goto('/profile');
  const { data: user } = (await (await account).json()) as { data: { username: string } };
  const accountCard = page.getByRole('region', { name: 'Account' });
  await expect(accountCard.getByText('manager@demo.test')).toBeVisible();
  await expect(accountCard.getByText(user.username, { exact: true })).toBeVisible();
  await expect(accountCard.getByText('Employer', { exact: true })).toBeVisible();

  const { data: place } = (await (await location).json()) as {
    data: { address: string; timezone: string };
  };
  expect((await media).status()).toBe(200);
  const brandCard = page.getByRole('region', { name: 'Your brand' });
  await expect(brandCard.getByText(place.address)).toBeVisible();
  await expect(brandCard.getByText(`Time zone: ${place.timezone}`)).toBeVisible();
  // Only the top of a tree has a logo in the seed; a location says it has none.
  await expect(brandCard.getByText('No logo yet.')).toBeVisible();
});

test("enterprise@demo.test's profile shows the group's logo from its basic media (§7)", async ({
  page,
}) => {
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  await page.goto('/profile');
  const logo = page
    .getByRole('region', { name: 'Your brand' })
    .getByRole('img', { name: 'Brand logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
