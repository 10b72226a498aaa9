import { expect, type Page, test } from '@playwright/test';
import { acceptConsent, resetWorld } from './shell-support';
import { connectThroughPopup } from './job-board-support';
import { signIn } from './support';

// Job boards (/job-boards/:jobBoard?): connect a partner, page its campaigns, open one.
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;

async function land(page: Page, path: string) {
  await page.goto('/user/login');
  await signIn(page, 'enterprise@demo.test');
  await expect(page).toHaveURL(/\/access-portal\/main$/);
  await acceptConsent(page);
  await page.goto(path);
}

test.beforeEach(async ({ page, request }) => {
  await resetWorld(request);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('[R9-03] an employer connects Indeed, pages its campaigns 30 at a time, filters, opens one and disconnects', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/indeed/campaigns?')) calls.push(r.url());
  });
  await land(page, '/job-boards/indeed');
  await expect(page.getByRole('heading', { name: 'Connect Indeed' })).toBeVisible();
  await connectThroughPopup(page, 'Indeed');
  await expect(page.getByText('Connected to Indeed')).toBeVisible();

  const table = page.getByRole('region', { name: 'Campaigns' }).getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveCount(30);
  expect(calls.at(-1)).toContain('perPage=30');
  expect(calls.at(-1)).toContain('start=0');
  expect(calls.at(-1)).toContain('include_created_date=true');
  await page.screenshot({ path: shot('job-boards', 1280), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('job-boards', 390), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => calls.at(-1)).toContain('start=30');

  await page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: 'Paused' })
    .click();
  await expect(page).toHaveURL(/status=PAUSED/);
  await expect.poll(() => calls.at(-1)).toContain('status=PAUSED');
  await expect(table.getByText('Active', { exact: true })).toHaveCount(0);

  await table.getByRole('rowheader').first().getByRole('button').click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Cost per apply')).toBeVisible();
  await page.screenshot({ path: shot('job-boards-campaign', 1280), fullPage: true });
  await detail.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Indeed' })).toBeVisible();
});
