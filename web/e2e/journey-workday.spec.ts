import { type Browser, expect, type Page, test } from '@playwright/test';
import { settled } from './a11y-support';
import { uniqueEmail } from './auth-support';
import { acceptConsent, resetWorld, signInAs } from './shell-support';
import { DEMO_PASSWORD } from './support';
import { checkStep } from './journey-support';

/**
 * "Done when", the whole working day across two people, each in their own browser: a new
 * job seeker signs up and applies → the manager sees the application, writes, proposes an interview
 * → the candidate accepts a time → the manager hires → the new hire is on the team, is scheduled
 * and sees the shift under My schedule → clocks out answering the questions → the manager reads the
 * answers. Every step is checked at 1280 and 390 px (axe, no sideways scrolling) and photographed.
 */
const JOB = 'job-CH-1-1-1-1';

/** Letters only, as a person's name: unique per run so the board's name search finds only this one. */
const lastName = `Quill${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;
const fullName = `Robin ${lastName}`;

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** A new job seeker through the candidate sign-up (§5): account, then a username, then their dashboard. */
async function signUpCandidate(page: Page) {
  await page.goto('/user/candidate');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('robin'));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Phone number', { exact: true }).fill('2025550143');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByLabel('Username').fill(lastName.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/member$/);
  await acceptConsent(page);
}

test('§7 [R5-05] a whole working day: apply → message, interview, hire → schedule → My schedule → clock out → the manager reads the answers', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  await resetWorld(request);
  const candidate = await newPage(browser);
  const manager = await newPage(browser);

  // 1. A new job seeker finds the job from their dashboard and applies.
  await signUpCandidate(candidate);
  await candidate.getByRole('link', { name: 'Browse open jobs' }).first().click();
  await expect(candidate).toHaveURL(/\/jobs$/);
  await candidate.getByLabel('Job title').fill('line cook');
  await candidate.getByLabel('City or address').fill('Runteview');
  await candidate.getByRole('button', { name: 'Search' }).click();
  await expect(candidate.getByRole('heading', { name: '1 open job' })).toBeVisible();
  await candidate.getByRole('link', { name: 'Line Cook' }).click();
  await expect(candidate).toHaveURL(new RegExp(`/jobs/${JOB}$`));
  const form = candidate.getByRole('form', { name: 'Apply for this job' });
  await expect(form.getByLabel('Your name')).toHaveValue(fullName);
  await form
    .getByLabel('A short note to the employer (optional)')
    .fill('Free on weekdays, keen to start.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(candidate.getByText('Application sent. The employer sees it now.')).toBeVisible();
  await checkStep(candidate, 'workday-1-applied');

  // 2. The manager finds it by name on the hiring board, opens it, writes and proposes two times.
  await signInAs(manager, 'manager@demo.test');
  await acceptConsent(manager);
  await manager.goto(`/dashboard/hiring?q=${lastName}`);
  const row = manager.getByTestId('application-row').filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(manager).toHaveURL(/[?&]application=/);
  const applicationId = new URL(manager.url()).searchParams.get('application') ?? '';
  const detail = manager.getByRole('complementary', { name: 'Application' });
  await expect(detail.getByText('Free on weekdays, keen to start.')).toBeVisible();
  await detail
    .getByPlaceholder('Write a message…')
    .fill('Thanks Robin! Could you come in for a chat?');
  await detail.getByRole('button', { name: 'Send' }).click();
  await expect(detail.getByTestId('message').last()).toContainText('Could you come in for a chat?');
  await detail.getByRole('button', { name: 'Propose interview times' }).click();
  const propose = manager.getByRole('dialog', { name: 'Propose interview times' });
  await propose
    .getByLabel('Note for the candidate (optional)')
    .fill('Ask for Alex at the front desk');
  await propose.getByRole('button', { name: 'Send proposal' }).click();
  await expect(propose).toBeHidden();
  await checkStep(manager, 'workday-2-manager-proposed');

  // 3. The candidate reads the message and accepts a time.
  await candidate.goto(`/dashboard/member?application=${applicationId}`);
  const mine = candidate.getByRole('complementary', { name: 'Application' });
  await expect(mine.getByText('Could you come in for a chat?')).toBeVisible();
  const proposal = mine.getByTestId('interview').filter({ hasText: 'Ask for Alex' });
  await proposal.getByRole('radio').first().check();
  await proposal.getByRole('button', { name: 'Accept this time' }).click();
  await expect(
    mine.getByTestId('interview').filter({ hasText: 'Interview accepted for' }),
  ).toBeVisible();
  await checkStep(candidate, 'workday-3-candidate-accepted');

  // 4. The manager sees the accepted time and hires, with a start date.
  await manager.reload();
  await expect(
    detail.getByTestId('interview').filter({ hasText: 'Interview accepted for' }),
  ).toBeVisible();
  await detail.getByLabel('Move to').selectOption('HIRED');
  await detail.getByRole('button', { name: 'Move', exact: true }).click();
  const hire = manager.getByRole('dialog', { name: `Hire ${fullName}` });
  await hire.getByLabel('Start date').fill(new Date().toISOString().slice(0, 10));
  await hire.getByRole('button', { name: 'Hire' }).click();
  await expect(detail.getByText('Hired: this application is complete.')).toBeVisible();
  await checkStep(manager, 'workday-4-manager-hired');

  // 5. The new hire is on the team at /schedule: a shift on the week's first day (begun, whatever
  //    the hour, so it can be clocked out of), published.
  await manager.goto('/schedule');
  await settled(manager);
  const team = manager
    .getByRole('row')
    .filter({ has: manager.getByRole('rowheader', { name: new RegExp(lastName) }) });
  await expect(team).toHaveCount(1);
  await team
    .locator('td.sched-cell')
    .first()
    .getByRole('button', { name: /Add a shift/ })
    .click();
  const shift = manager.getByRole('dialog');
  await shift.getByLabel('Start').fill('00:00');
  await shift.getByLabel('End').fill('06:00');
  await shift.getByRole('button', { name: 'Save shift' }).click();
  await expect(manager.getByText('Shift added.')).toBeVisible();
  await manager.getByRole('button', { name: 'Publish week' }).click();
  await expect(manager.getByText(/Week published/)).toBeVisible();
  await checkStep(manager, 'workday-5-manager-scheduled');

  // 6. The new hire reaches My schedule from their header and clocks out, answering the questions.
  await candidate.goto('/dashboard/member');
  await candidate.getByRole('link', { name: 'My schedule' }).first().click();
  await expect(candidate).toHaveURL(/\/my-schedule$/);
  const shifts = candidate.getByRole('region', { name: 'Your shifts' });
  await expect(shifts.getByText('00:00–06:00')).toBeVisible();
  await checkStep(candidate, 'workday-6-my-schedule');
  await shifts.getByRole('button', { name: 'Clock out' }).first().click();
  const clockOut = candidate.getByRole('dialog', { name: 'Clock out' });
  await expect(clockOut.getByRole('group').first()).toBeVisible();
  for (const group of await clockOut.getByRole('group').all())
    await group.getByRole('radio').first().check();
  await clockOut.getByRole('button', { name: 'Clock out' }).click();
  await expect(candidate.getByText('You are clocked out. Thank you!')).toBeVisible();
  await checkStep(candidate, 'workday-7-clocked-out');

  // 7. The manager reads the new hire's answers on this week's schedule.
  await manager.reload();
  await settled(manager);
  const answers = manager.getByRole('region', { name: 'Clock-out answers' });
  await expect(answers.getByRole('heading', { name: new RegExp(lastName) })).toBeVisible();
  await checkStep(manager, 'workday-8-manager-reads-answers');

  await candidate.context().close();
  await manager.context().close();
});
