import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { acceptConsent, resetWorld, signInAs } from './shell-support';

// Brand media on /profile — the brand's media, and an upload through the presigned URL (§7).
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;
// A 1×1 PNG, so the upload needs no fixture file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.from('not really a video, but a video by its type');

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

const mediaCard = (page: Page) => page.getByRole('region', { name: 'Brand media' });
const mediaItems = (page: Page) =>
  mediaCard(page).getByRole('list', { name: 'Media of this brand' }).getByRole('listitem');

async function openProfileAs(page: Page, email: string) {
  await signInAs(page, email);
  await acceptConsent(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
}

test('[R3-08] the Hosted video checkbox is offered for a video file and not for an image', async ({
  page,
}) => {
  await openProfileAs(page, 'manager@demo.test');
  const card = mediaCard(page);
  const fileInput = card.getByLabel('Choose a file');
  await fileInput.setInputFiles({ name: 'welcome_tour.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(card.getByTestId('brand-media-detected')).toHaveText('Video · MP4');
  await expect(card.getByRole('checkbox', { name: /Hosted video/ })).toBeVisible();
  await expect(card.getByLabel('Title')).toHaveValue('welcome tour');
  await fileInput.setInputFiles({ name: 'menu-board.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByTestId('brand-media-detected')).toHaveText('Image · PNG');
  await expect(card.getByRole('checkbox', { name: /Hosted video/ })).toHaveCount(0);
  await expect(card.getByLabel('Title')).toHaveValue('menu board');
});

test('[R7-04] [R3-08] an image uploads through GET presigned_url, PUT (empty content type, force-csrf: true), then POST media, and heads the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const calls: Request[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (
      r.method() !== 'OPTIONS' &&
      (/\/media(\/presigned_url)?$/.test(pathname) || pathname.startsWith('/__uploads/'))
    )
      calls.push(r);
  });
  await openProfileAs(page, 'manager@demo.test');
  const card = mediaCard(page);
  await expect(mediaItems(page)).toHaveCount(12);
  await page.screenshot({ path: shot('brand-media', 1280), fullPage: true });

  await card
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'new-menu-board.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByLabel('Title')).toHaveValue('new menu board');
  await expect(card.getByRole('checkbox', { name: /Hosted video/ })).toHaveCount(0);
  await card.getByLabel('Title').fill('New menu board');
  await card.getByLabel('Description').fill('The spring menu at the counter.');
  calls.length = 0;
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Uploaded.' })).toBeVisible();

  const sent = calls.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
  expect(sent.slice(0, 3)).toEqual([
    'GET /v1/brands/CH-1-1-1/media/presigned_url',
    expect.stringMatching(/^PUT \/__uploads\/[A-Za-z0-9_-]+$/),
    'POST /v1/brands/CH-1-1-1/media',
  ]);
  const [presign, put, create] = calls;
  const query = new URL(presign!.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    media_type: 'IMAGE',
    media_format: 'png',
    file_name: 'new-menu-board.png',
  });
  const headers = await put!.allHeaders();
  expect(headers['force-csrf']).toBe('true');
  expect(headers['content-type']).toBe('');
  const body = create!.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    title: 'New menu board',
    type: 'IMAGE',
    format: 'png',
    path: new URL(put!.url()).pathname,
  });
  expect(body).not.toHaveProperty('is_hosted');

  await expect(mediaItems(page).first()).toContainText('New menu board');
  await expect(card.getByText('15 files')).toBeVisible();
  await expect(card.getByLabel('Title')).toHaveValue('');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('brand-media', 390), fullPage: true });
});
