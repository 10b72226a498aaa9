import { expect, test } from '@playwright/test';
import { MOCK, acceptConsent, afterRetries, fastRetries, fulfilJson, resetWorld, signInAs } from './shell-support';

// Issue 8: the hiring dashboard (/dashboard/hiring) as its employers use it.
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

test('hiring@demo.test sees the brand’s applications by stage, filters them and opens one with its thread', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'hiring@demo.test');
  await acceptConsent(page);
  await expect(page.getByRole('heading', { name: 'Hiring', level: 1 })).toBeVisible();
  const rows = page.getByTestId('application-row');
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(/applications? across your locations/)).toBeVisible();
  await page.screenshot({ path: shot('hiring-dashboard', 1280), fullPage: true });

  // The demo member applied here for an APPLIED position: filtering by that stage keeps them.
  await page.getByRole('radio', { name: /^Applied/ }).click();
  await expect(page).toHaveURL(/stage=APPLIED/);
  await expect(page.getByRole('region', { name: 'Interview' })).toHaveCount(0);
  const casey = page.getByTestId('application-row').filter({ hasText: 'Casey Moreno' });
  await expect(casey).toBeVisible();
  await casey.click();
  await expect(page).toHaveURL(/application=/);
  const detail = page.getByRole('complementary', { name: 'Application' });
  await expect(detail.getByRole('heading', { name: 'Casey Moreno' })).toBeVisible();
  await expect(detail.getByTestId('message').first()).toBeVisible();
  await page.screenshot({ path: shot('hiring-application', 1280), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(detail.getByRole('button', { name: 'Back to list' })).toBeVisible();
  await page.screenshot({ path: shot('hiring-application', 390), fullPage: true });
  await detail.getByRole('button', { name: 'Back to list' }).click();
  await page.getByRole('radio', { name: /^All stages/ }).click();
  await expect(page.getByTestId('application-row')).toHaveCount(total);
  await page.screenshot({ path: shot('hiring-dashboard', 390), fullPage: true });
});

test('[R9-03] manager@demo.test pages through the applications 10 at a time, from offset 0', async ({
  page,
}) => {
  const calls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/v1/employer_applications') calls.push(url);
  });
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  // Other screens may ask for other pages of applications: only what this screen asks counts.
  calls.length = 0;
  await page.goto('/dashboard/hiring');
  await expect(page.getByTestId('application-row')).toHaveCount(10);
  expect(calls[0]?.searchParams.get('offset')).toBe('0');
  expect(calls[0]?.searchParams.get('limit')).toBe('10');
  const range = page.getByText(/^1–10 of \d+$/);
  await expect(range).toBeVisible();
  const total = Number((await range.textContent())?.split(' of ')[1]);
  expect(total).toBeGreaterThan(10);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`))).toBeVisible();
  await expect(page.getByTestId('application-row')).toHaveCount(Math.min(10, total - 10));
  expect(calls.some((u) => u.searchParams.get('offset') === '10')).toBe(true);

  // The archived toggle asks the server for archived applications too and starts again at page 1.
  await page.getByLabel('Show archived').click();
  await expect(page.getByLabel('Show archived')).toBeChecked();
  await expect(page).not.toHaveURL(/page=2/);
  await expect
    .poll(() => calls.some((u) => u.searchParams.get('include_archived') === 'true'))
    .toBe(true);
});

test('the hiring dashboard says so when a brand has no applications yet', async ({ page }) => {
  await signInAs(page, 'hiring@demo.test');
  await acceptConsent(page);
  // No scenario empties a brand's applications, so this one answer is given by the test.
  await fulfilJson(page, `${MOCK}/v1/employer_applications?*`, 200, {
    status_code: 200,
    data: { applications: [], total: 0, offset: 0, limit: 10 },
  });
  await page.reload();
  await expect(page.getByText('No applications yet')).toBeVisible();
  await expect(
    page.getByText('New applications to your locations will appear here as they arrive.'),
  ).toBeVisible();
  await page.screenshot({ path: shot('hiring-empty', 1280), fullPage: true });
});

test('the hiring dashboard shows an error with Try again when the applications call fails', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await fastRetries(page);
  await signInAs(page, 'hiring@demo.test');
  await acceptConsent(page);
  await request.post(`${MOCK}/__sim/faults`, {
    data: { kind: 'error', pattern: '/v1/employer_applications', share: 1 },
  });
  await page.reload();
  // The client retries a 503 five times with back-off (§7) before the screen gives up.
  await afterRetries(page, page.getByText('Applications could not be loaded'));
  await page.screenshot({ path: shot('hiring-error', 1280), fullPage: true });
  await request.delete(`${MOCK}/__sim/faults`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('application-row').first()).toBeVisible();
});
