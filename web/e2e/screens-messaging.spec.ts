import { expect, test } from '@playwright/test';
import { acceptConsent, resetWorld, signInAs } from './shell-support';

// Application threads on both sides — read, mark read, send with files, live updates.
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

test('candidate@demo.test reads a thread, which marks it read, and replies with an attachment', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const markRead: unknown[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/message_is_read' && r.method() === 'POST')
      markRead.push(r.postDataJSON());
  });
  await signInAs(page, 'candidate@demo.test');
  await acceptConsent(page);
  // The seeded interview thread ends with two unread employer messages.
  const row = page
    .getByTestId('application-row')
    .filter({ has: page.getByLabel('2 unread messages') });
  await expect(row).toBeVisible();
  await row.click();
  const thread = page.getByRole('region', { name: 'Messages' });
  await expect(thread.getByTestId('message')).toHaveCount(4);
  await expect(thread.getByText('interview-directions.pdf')).toBeVisible();
  await expect.poll(() => markRead.length).toBe(1);
  expect(markRead[0]).toEqual([
    { message_id: expect.any(String), is_read: true },
    { message_id: expect.any(String), is_read: true },
  ]);
  await expect(page.getByLabel('2 unread messages')).toHaveCount(0);
  await page.screenshot({ path: shot('messaging-thread', 1280), fullPage: true });

  await thread
    .getByPlaceholder('Write a message…')
    .fill('Tuesday at 10 works. My certificate is attached.');
  // Attachments go through the file drop zone (): only listed extensions pass ().
  await thread.getByRole('button', { name: 'Attach files' }).click();
  await expect(thread.getByRole('button', { name: 'Browse files' })).toBeVisible();
  await thread.getByLabel('Files to attach').setInputFiles([
    { name: 'food-handler.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') },
    { name: 'notes.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(thread.getByText('notes.exe is not an accepted file type.')).toBeVisible();
  await expect(thread.getByRole('list', { name: 'Chosen files' })).toHaveText('food-handler.pdf');
  await expect(thread.getByRole('button', { name: '1 file attached' })).toBeVisible();
  await page.screenshot({ path: shot('messaging-compose', 1280), fullPage: true });
  const sent = page.waitForRequest(
    (r) =>
      /\/v1\/applications\/[^/]+\/messages$/.test(new URL(r.url()).pathname) &&
      r.method() === 'POST',
  );
  await thread.getByRole('button', { name: 'Send' }).click();
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(thread.getByTestId('message')).toHaveCount(5);
  const mine = thread.getByTestId('message').last();
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('food-handler.pdf');
  await expect(thread.getByPlaceholder('Write a message…')).toHaveValue('');
  await expect(thread.getByRole('button', { name: 'Attach files' })).toBeVisible();
  await expect(thread.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('messaging-thread', 390), fullPage: true });
});

test('a candidate’s message reaches the employer’s open thread without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  await page.goto('/dashboard/hiring');
  await page.getByTestId('application-row').filter({ hasText: 'Casey Moreno' }).click();
  const thread = page.getByRole('region', { name: 'Messages' });
  await expect(thread.getByTestId('message')).toHaveCount(4);

  const candidate = await browser.newContext();
  const other = await candidate.newPage();
  await signInAs(other, 'candidate@demo.test');
  await acceptConsent(other);
  await other
    .getByTestId('application-row')
    .filter({ has: other.getByLabel('2 unread messages') })
    .click();
  const theirs = other.getByRole('region', { name: 'Messages' });
  await theirs.getByPlaceholder('Write a message…').fill('Running five minutes late, sorry!');
  await theirs.getByRole('button', { name: 'Send' }).click();
  await expect(theirs.getByTestId('message')).toHaveCount(5);
  await candidate.close();

  // The employer's thread polls every 10 s while visible: the reply shows up on its own.
  await expect(thread.getByText('Running five minutes late, sorry!')).toBeVisible({
    timeout: 15_000,
  });
  await expect(thread.getByTestId('message').last()).toContainText('Casey Moreno');
});
