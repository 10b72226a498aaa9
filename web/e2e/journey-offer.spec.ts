import { type Browser, expect, test } from '@playwright/test';
import { acceptConsent, MOCK, resetWorld, signInAs } from './shell-support';
import { checkStep } from './journey-support';

/**
 * "Done when", an offer accepted into a hire, across two people each in their own browser: the
 * manager opens Casey Moreno's application (the demo candidate's, in Interview) and sends an
 * offer → the candidate sees it on their dashboard and accepts it → the manager's panel shows the
 * application Hired, the offer accepted, and the employee the hire made. Each side is checked at
 * 1280 and 390 px (axe, no sideways scroll).
 */
const APPLICATION = 'ap-1';

/** A person in a browser of their own, signed in once, consent given. */
const signedIn = async (browser: Browser, email: string) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAs(page, email).then(() => acceptConsent(page));
  return page;
};

const TITLE =
  '§9 an offer end to end: the manager sends it, the candidate accepts it, the manager sees the hire';

test(TITLE, async ({ browser, request }) => {
  test.setTimeout(180_000);
  await resetWorld(request);

  // 1. The manager sends an offer from the application's pipeline panel.
  const manager = await signedIn(browser, 'manager@demo.test');
  await manager.goto(`/dashboard/hiring?application=${APPLICATION}`);
  const detail = manager.getByRole('complementary', { name: 'Application' });
  const offer = detail.locator('section', {
    has: manager.getByRole('heading', { name: 'Job offer' }),
  });
  await offer.getByRole('button', { name: 'Send an offer' }).click();
  const form = manager.getByRole('dialog', { name: 'Offer the job to Casey Moreno' });
  await form.getByLabel('Pay an hour (USD)').fill('18.25');
  await form.getByLabel('Note to the candidate (optional)').fill('Welcome to the team');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByText('Offer sent')).toBeVisible();
  await checkStep(manager, 'offer-1-manager-sent');

  // 2. The candidate sees it on their dashboard and accepts it.
  const candidate = await signedIn(browser, 'candidate@demo.test');
  const card = candidate.locator('section', {
    has: candidate.getByRole('heading', { name: 'Job offers' }),
  });
  const mine = card.locator('li', { hasText: 'Welcome to the team' });
  await expect(mine.getByText('$18.25 an hour')).toBeVisible();
  await checkStep(candidate, 'offer-2-candidate-offered');
  await mine.getByRole('button', { name: 'Accept offer' }).click();
  await expect(mine).toHaveCount(0);

  // 3. The manager's panel shows the hire: Hired, the offer accepted, the employee made.
  await manager.reload();
  await expect(offer.getByText('Offer accepted')).toBeVisible();
  const history = detail.getByTestId('stage-history');
  await expect(history.locator('li').last()).toContainText('Hired');
  // The employee record the hire made, as the server holds it (the panel names no internal id).
  const token = await manager.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
    return key ? localStorage.getItem(key) : null;
  });
  const answer = await request.get(`${MOCK}/v1/applications/${APPLICATION}/pipeline`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const pipeline = (await answer.json()) as {
    data: { application: { stage: string }; employee_id: string | null };
  };
  expect(pipeline.data.application.stage).toBe('HIRED');
  expect(pipeline.data.employee_id).not.toBeNull();
  await checkStep(manager, 'offer-3-manager-hired');
});
