import type { Page, Response } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { acceptConsent, MOCK, resetWorld, scenario } from './shell-support';
import { signIn } from './support';

// §6: a whole journey under `flaky` (every API call 200–1000 ms, a third answer 503,
// seeded) completes through the client's retry rules [R7-07], and no write lands twice.

/** Long enough for a call's retries under flaky (at most 3 faults in a row: 1+2+4 s of waits) behind a slow screen. */
const THROUGH_RETRIES = { timeout: 45_000 };
const MESSAGE = 'Could you come in for a trial shift on Thursday?';

interface Seen {
  method: string;
  path: string;
  status: number;
}

/** Every answer of the mock's API (/v…) to this page, in order. */
function recordApi(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== MOCK || !url.pathname.startsWith('/v')) return;
    const method = response.request().method();
    if (method !== 'OPTIONS') seen.push({ method, path: url.pathname, status: response.status() });
  });
  return seen;
}

/**
 * The first attempt of a write answers 503 before it reaches the mock, as a flaky gateway would:
 * the seeded faults may spare the journey's two writes, and their retry is what this test is about.
 */
async function failFirstAttempt(page: Page, url: RegExp, method: string) {
  let failed = false;
  await page.route(url, async (route) => {
    if (route.request().method() !== method || failed) return route.fallback();
    failed = true;
    const origin = route.request().headers().origin ?? '*';
    return route.fulfill({
      status: 503,
      json: { status_code: 503, error: 'SIMULATED_FAULT', message: 'Service unavailable' },
      headers: {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
      },
    });
  });
}

const accessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
    return key ? localStorage.getItem(key) : null;
  });

test('[R7-07] under flaky: sign in, land, open an application, send a message, publish a week; one message, one publish', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await resetWorld(request);
  await scenario(request, 'flaky');
  const seen = recordApi(page);
  await failFirstAttempt(page, /\/v1\/applications\/[^/]+\/messages$/, 'POST');
  await failFirstAttempt(page, /\/shifts\/publish$/, 'POST');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/user/login');
  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/dashboard\/tts$/, THROUGH_RETRIES);
  await expect(page.getByRole('heading', { name: 'Time-to-serve dashboard' })).toBeVisible(
    THROUGH_RETRIES,
  );
  await acceptConsent(page);

  await page.goto('/dashboard/hiring');
  await page
    .getByTestId('application-row')
    .filter({ hasText: 'Casey Moreno' })
    .click(THROUGH_RETRIES);
  await expect(page).toHaveURL(/application=/);
  const applicationId = new URL(page.url()).searchParams.get('application');
  const thread = page.getByRole('region', { name: 'Messages' });
  await expect(thread.getByTestId('message')).toHaveCount(4, THROUGH_RETRIES);
  await thread.getByPlaceholder('Write a message…').fill(MESSAGE);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('message')).toHaveCount(5, THROUGH_RETRIES);
  await expect(thread.getByTestId('message').last()).toContainText(MESSAGE);

  // Next week is the seeded draft (§ extension shifts): publish it once.
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'Next week' }).click(THROUGH_RETRIES);
  await expect(page.getByText(/^\d+ unpublished shifts?$/)).toBeVisible(THROUGH_RETRIES);
  await page.getByRole('button', { name: 'Publish week' }).click();
  await expect(page.getByText(/^Week published: \d+ shifts? sent to the team\.$/)).toBeVisible(
    THROUGH_RETRIES,
  );
  await expect(page.getByText('All shifts published')).toBeVisible();

  // The journey went through faults, and every write reached the server exactly once.
  const failed = seen.filter((s) => s.status >= 500);
  const sends = seen.filter(
    (s) => s.method === 'POST' && s.path === `/v1/applications/${applicationId}/messages`,
  );
  const publishes = seen.filter((s) => s.method === 'POST' && s.path.endsWith('/shifts/publish'));
  test.info().annotations.push({
    type: 'flaky journey',
    description: `${seen.length} API answers, ${failed.length} of them 5xx; message POST statuses ${sends.map((s) => s.status).join(',')}; publish POST statuses ${publishes.map((s) => s.status).join(',')}`,
  });
  console.info(test.info().annotations.at(-1)?.description);
  expect(failed.length).toBeGreaterThan(0);
  for (const writes of [sends, publishes]) {
    expect(writes[0]?.status).toBe(503);
    expect(writes.filter((s) => s.status === 200)).toHaveLength(1);
    expect(writes.at(-1)?.status).toBe(200);
  }

  // Read back from the server, faults off: the message is in the thread once.
  const faultsOff = await request.delete(`${MOCK}/__sim/faults`);
  expect(faultsOff.ok()).toBe(true);
  const token = await accessToken(page);
  const stored = await request.get(`${MOCK}/v1/application_messages/${applicationId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const messages = ((await stored.json()) as { data: { messages: { message_body: string }[] } })
    .data.messages;
  expect(messages.filter((m) => m.message_body === MESSAGE)).toHaveLength(1);
  expect(messages).toHaveLength(5);
});
