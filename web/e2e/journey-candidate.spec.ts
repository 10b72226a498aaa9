import { type Browser, expect, test } from '@playwright/test';
import { seriousNodes } from './a11y-support';
import { connectThroughPopup } from './job-board-support';
import { acceptConsent, MOCK, resetWorld, signInAs } from './shell-support';
import { checkStep, JOURNEYS } from './journey-support';

/**
 * (Candidate) and the job-board popup of item 5: a candidate finds a job, applies
 * with a résumé, sees the application on the member dashboard while the brand's manager, signed in
 * elsewhere, sees it on the hiring board; the candidate edits name and phone and verifies the phone
 * through §7's send/check; a manager connects a job board through the partner's consent popup.
 * Each step at 1280 px and 390 px, axe-clean, photographed to web/test-results/journeys/.
 */
const RESUME = new URL('../../contracts/pact/fixtures/resume.pdf', import.meta.url).pathname;

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, email);
  await acceptConsent(page);
  return { context, page };
}

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

test('§7 [R7-02]: a candidate searches, opens a job, applies with a file and sees it on the member dashboard; the brand’s manager sees it on the hiring board at once', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const candidate = await signedIn(browser, 'candidate@demo.test');
  const page = candidate.page;

  // The member dashboard leads to the jobs.
  await page.getByRole('link', { name: 'Browse open jobs' }).first().click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /open jobs$/ })).toBeVisible();
  await checkStep(page, 'candidate-1-jobs');

  // Search by title and place: one server call, the search kept in the URL.
  const searched = page.waitForResponse(
    (r) => r.url().includes('/v1/jobs?') && r.url().includes('place=Runteview'),
  );
  await page.getByLabel('Job title').fill('line cook');
  await page.getByLabel('City or address').fill('Runteview');
  await page.getByRole('button', { name: 'Search' }).click();
  expect((await searched).status()).toBe(200);
  await expect(page).toHaveURL(/q=line\+cook/);
  await expect(page.getByRole('heading', { name: '1 open job' })).toBeVisible();
  await checkStep(page, 'candidate-2-search');

  await page.getByRole('link', { name: 'Line Cook' }).click();
  await expect(page).toHaveURL(/\/jobs\/job-CH-1-1-1-1$/);
  await expect(page.getByRole('heading', { name: 'Line Cook', level: 1 })).toBeVisible();
  await expect(page.getByText('South Erna Kitchen', { exact: false }).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply for this job' });
  await expect(form.getByLabel('Your name')).toHaveValue('Casey Moreno');
  await expect(form.getByLabel('Email')).toHaveValue('candidate@demo.test');
  await checkStep(page, 'candidate-3-job');

  await form
    .getByLabel('A short note to the employer (optional)')
    .fill('I can work weekends and evenings.');
  await form.locator('input[type="file"]').setInputFiles(RESUME);
  await expect(form.getByText('resume.pdf')).toBeVisible();
  const applied = page.waitForResponse((r) =>
    r.url().endsWith('/v1/jobs/job-CH-1-1-1-1/applications'),
  );
  await form.getByRole('button', { name: 'Send application' }).click();
  expect((await applied).status()).toBe(200);
  await expect(page.getByText('Application sent. The employer sees it now.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Apply for this job' })).toHaveCount(0);
  await checkStep(page, 'candidate-4-applied');

  // The member dashboard lists it first (newest first), without a reload.
  await page.getByRole('link', { name: 'See your applications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/member/);
  const mine = page.getByTestId('application-row').first();
  await expect(mine).toContainText('Line Cook');
  await expect(mine).toContainText('South Erna Kitchen');
  await checkStep(page, 'candidate-5-dashboard');

  // Elsewhere, the brand's manager sees it on the hiring board at the first stage, with the résumé in its thread.
  const manager = await signedIn(browser, 'manager@demo.test');
  await manager.page.goto('/dashboard/hiring');
  const row = manager.page
    .getByTestId('application-row')
    .filter({ hasText: 'Casey Moreno' })
    .filter({ hasText: 'Line Cook' })
    .first();
  await expect(row).toBeVisible();
  await row.click();
  const detail = manager.page.getByRole('complementary', { name: 'Application' });
  await expect(detail.getByText('resume.pdf')).toBeVisible();
  await expect(detail.getByText(/I can work weekends and evenings/)).toBeVisible();
  await checkStep(manager.page, 'candidate-6-manager-sees-it');
  await manager.context.close();

  // Applying twice is refused: the job now says so instead of offering the form.
  await page.goto('/jobs/job-CH-1-1-1-1');
  await expect(page.getByText('Application sent. The employer sees it now.')).toBeVisible();
  await candidate.context.close();
});

test('§7: the candidate edits name and phone on /profile, then verifies the new phone with the texted link', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { page, context } = await signedIn(browser, 'candidate@demo.test');
  await page.goto('/profile');
  const account = page.getByRole('region', { name: 'Account' });
  await account.getByRole('button', { name: 'Edit name and phone' }).click();
  const form = account.getByRole('form', { name: 'Edit name and phone' });
  await expect(form.getByLabel('First name')).toHaveValue('Casey');
  await form.getByLabel('First name').fill('Cassie');
  await form.getByLabel('Last name').fill('Jones-Park');
  await form.getByLabel('Phone', { exact: true }).fill('2025550177');
  await checkStep(page, 'profile-1-edit');

  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/v1/user' && r.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  expect(JSON.parse((await saved).request().postData() ?? '{}')).toEqual({
    first_name: 'Cassie',
    last_name: 'Jones-Park',
    phone: '+12025550177',
  });
  await expect(account.getByText('Cassie Jones-Park')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Edit name and phone' })).toBeFocused();

  // A new number is not verified: the person is texted a link, opens it, and checks again.
  const phone = page.getByRole('region', { name: 'Phone number' });
  await expect(phone.getByText('+12025550177')).toBeVisible();
  await phone.getByRole('button', { name: 'Send verification link' }).click();
  await expect(
    phone.getByText('We texted a link to +12025550177. Open it, then check again.'),
  ).toBeVisible();
  await checkStep(page, 'profile-2-texted');
  const [text] = (await (
    await request.get(`${MOCK}/__mailbox/${encodeURIComponent('+12025550177')}`)
  ).json()) as { link: string }[];
  expect((await request.get(text?.link ?? '')).status()).toBe(200);
  await phone.getByRole('button', { name: 'Check again' }).click();
  await expect(phone.getByText('Your phone number is verified.')).toBeVisible();
  await checkStep(page, 'profile-3-verified');

  // The new name is everywhere the person is greeted.
  await page.goto('/dashboard/member');
  await expect(page.getByRole('heading', { name: 'Welcome back, Cassie', level: 1 })).toBeVisible();
  await context.close();
});

test('[R8-08]: a manager connects Indeed through the partner’s consent popup, not a pasted code', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { page, context } = await signedIn(browser, 'manager@demo.test');
  await page.goto('/job-boards/indeed');
  await expect(page.getByRole('heading', { name: 'Connect Indeed' })).toBeVisible();
  await expect(page.getByLabel('Authorization code')).toHaveCount(0);
  await checkStep(page, 'job-board-1-connect');
  const login = page.waitForRequest((r) => r.url().endsWith('/v1/indeed/login'));
  await connectThroughPopup(page, 'Indeed', async (popup) => {
    expect((await seriousNodes(popup)).rules).toEqual([]);
    await popup.screenshot({ path: `${JOURNEYS}job-board-2-consent-popup.png` });
  });
  const body = JSON.parse((await login).postData() ?? '{}') as {
    authorization_code: string;
    redirect_uri: string;
    employer: string;
  };
  expect(body.authorization_code).toMatch(/^[\w-]{20,}$/);
  expect(body.redirect_uri).toMatch(/\/job-boards\/indeed\/connected$/);
  expect(body.employer).toBe('CH-1-1-1');
  await expect(page.getByText('Connected to Indeed')).toBeVisible();
  await checkStep(page, 'job-board-3-connected');

  // Cancelling on the partner's page connects nothing and says so.
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect with Indeed' }).click();
  const popup = await opened;
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You cancelled the connection on Indeed.' }),
  ).toBeVisible();
  await context.close();
});
