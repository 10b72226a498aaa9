import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { acceptConsent, afterRetries, fastRetries, resetWorld, scenario, shot, signInAs } from './shell-support';

// Issue: each screen's empty and error states, through the named scenarios rather than answers
// faked inside single tests. `empty-business` empties the world's activity (people, brands and
// sign-in stay); `outage` answers 503 on every screen's data call while the shell's calls answer.

/** The scenario, then `email` signed in on a desktop-sized page at its home (`landing`). */
async function startAs(page: Page, request: APIRequestContext, name: string, email: string) {
  await scenario(request, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, email);
  await acceptConsent(page);
}

// Whatever a test leaves behind, the next file starts from the seed.
test.afterEach(({ request }) => resetWorld(request));

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const kpi = (page: Page, name: string) =>
  page.getByRole('group', { name, exact: true }).locator('.chart-kpi__value');

test.describe('empty-business: every screen says there is nothing yet', () => {
  test('manager@demo.test: time-to-serve, hiring and the schedule are empty; the news feed has nothing', async ({
    page,
    request,
  }) => {
    await startAs(page, request, 'empty-business', 'manager@demo.test');

    // The landing dashboard: a team but no applications, so the figures read zero.
    await expect(heading(page, 'Time-to-serve dashboard')).toBeVisible();
    await expect(kpi(page, 'Applications')).toHaveText('0');
    await expect(page.getByRole('group', { name: 'Applications', exact: true })).toContainText(
      '0 still open',
    );
    await expect(kpi(page, 'Median time to hire')).toHaveText('—');
    await expect(page.getByText('No applications yet.', { exact: true })).toBeVisible();
    await expect(
      page.getByText('No open applications: every candidate has an answer.'),
    ).toBeVisible();

    // Nothing published for the brand: no unread count on the button, and an empty feed.
    const news = page.getByRole('button', { name: 'News feed', exact: true });
    await expect(news).toBeVisible();
    await news.click();
    await expect(page.getByRole('dialog').getByText('No news yet.')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/hiring');
    await expect(heading(page, 'Hiring')).toBeVisible();
    await expect(page.getByText('No applications yet', { exact: true })).toBeVisible();
    await expect(
      page.getByText('New applications to your locations will appear here as they arrive.'),
    ).toBeVisible();
    await expect(page.getByTestId('application-row')).toHaveCount(0);
    await page.screenshot({ path: shot('empty-business-hiring', 1280), fullPage: true });

    // The team stays, so the grid is there; only the week has no shifts.
    await page.goto('/schedule');
    await expect(heading(page, 'Schedule')).toBeVisible();
    await expect(
      page.getByText('No shifts this week yet. Select + in a day to add the first one.'),
    ).toBeVisible();
    await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
    await expect(
      page.getByRole('table').getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d/ }),
    ).toHaveCount(0);
  });

  test('manager@demo.test: brand media, attestation questions and rewards budgets, rules and raffles are empty', async ({
    page,
    request,
  }) => {
    await startAs(page, request, 'empty-business', 'manager@demo.test');

    await page.goto('/profile');
    await expect(heading(page, 'Profile')).toBeVisible();
    const media = page.getByRole('region', { name: 'Brand media' });
    await expect(media.getByText('No media yet')).toBeVisible();
    await expect(
      media.getByText('Upload a photo, video or document and it shows here.'),
    ).toBeVisible();
    await expect(media.getByText('0 files')).toBeVisible();

    await page.goto('/settings/clockout-attestation');
    await expect(heading(page, 'Clock-out attestation questions')).toBeVisible();
    await expect(page.getByText('No questions yet')).toBeVisible();
    await expect(
      page.getByText(
        'Ask employees to confirm their breaks, tips or safety before they clock out.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('question-row')).toHaveCount(0);

    await page.goto('/settings/rewards-and-recognition/budget');
    await expect(heading(page, 'Rewards and recognition')).toBeVisible();
    await expect(page.getByText('No budgets yet')).toBeVisible();
    await expect(
      page.getByText('Set aside money to reward your team each month, quarter or year.'),
    ).toBeVisible();
    await expect(page.getByTestId('budget-card')).toHaveCount(0);
    await page.screenshot({ path: shot('empty-business-rewards-budget', 1280), fullPage: true });

    await page.goto('/settings/rewards-and-recognition/rules');
    await expect(page.getByText('No rules yet')).toBeVisible();
    await expect(
      page.getByText('Rules award points automatically for attendance, covering shifts and more.'),
    ).toBeVisible();

    await page.goto('/settings/rewards-and-recognition/raffles');
    await expect(page.getByText('No raffles yet')).toBeVisible();
    await expect(
      page.getByText('Run a raffle to give your team a chance at a prize.'),
    ).toBeVisible();
  });

  test('enterprise@demo.test: a connected job board has no campaigns', async ({
    page,
    request,
  }) => {
    await startAs(page, request, 'empty-business', 'enterprise@demo.test');
    // The partner's redirect back with ?code= connects the board (see screens-job-boards.spec.ts).
    await page.goto('/job-boards/indeed?code=from-partner');
    await expect(page.getByText('Connected to Indeed')).toBeVisible();
    await expect(page.getByText('No campaigns on this board yet.')).toBeVisible();
  });

  test('halo@demo.test: the group dashboard counts its team but reads zero hours, cost and applications', async ({
    page,
    request,
  }) => {
    // enterprise@demo.test's group has no dashboard service (it lands on the access portal);
    // halo@demo.test is the account whose group has the enterprise dashboards.
    await startAs(page, request, 'empty-business', 'halo@demo.test');
    await expect(heading(page, 'Enterprise main dashboard')).toBeVisible();
    await expect(kpi(page, 'Headcount')).not.toHaveText('0');
    await expect(kpi(page, 'Scheduled hours')).toHaveText('0');
    await expect(kpi(page, 'Labour cost')).toHaveText('$0');
    await expect(kpi(page, 'Applications')).toHaveText('0');
    await expect(kpi(page, 'Median time to hire')).toHaveText('—');
  });

  test('candidate@demo.test: the member dashboard invites them to apply', async ({
    page,
    request,
  }) => {
    await startAs(page, request, 'empty-business', 'candidate@demo.test');
    await expect(page.getByText('You have not applied yet')).toBeVisible();
    await expect(
      page.getByText('Jobs you apply for will appear here, with your messages from the employer.'),
    ).toBeVisible();
    await expect(page.getByTestId('application-row')).toHaveCount(0);
  });
});

test.describe('outage: each screen shows its own error with Try again, and recovers', () => {
  // The client retries a 503 five times, 1 s doubling, capped at 10 s (§7): each test opens one
  // screen, with the page's clock moved on through the back-off (afterRetries).
  test.setTimeout(90_000);
  test.beforeEach(({ page }) => fastRetries(page));

  /** The shell still stands around the screen's error: no root error page. */
  async function shellStands(page: Page) {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.locator('.error-page')).toHaveCount(0);
  }

  async function recover(page: Page, request: APIRequestContext, panel: Locator) {
    await resetWorld(request);
    await panel.getByRole('button', { name: 'Try again' }).click();
  }

  test('[R7-07] candidate@demo.test: the applications call is tried 6 times, then the member dashboard shows its error', async ({
    page,
    request,
  }) => {
    const tries: number[] = [];
    page.on('response', (r) => {
      if (
        new URL(r.url()).pathname === '/v1/candidate_applications' &&
        r.request().method() === 'GET'
      ) {
        tries.push(r.status());
      }
    });
    await startAs(page, request, 'outage', 'candidate@demo.test');
    const panel = page
      .getByRole('alert')
      .filter({ hasText: 'Your applications could not be loaded' });
    await afterRetries(page, panel);
    expect(tries).toEqual([503, 503, 503, 503, 503, 503]);
    await expect(heading(page, 'Welcome back, Casey')).toBeVisible();
    await shellStands(page);
    await recover(page, request, panel);
    await expect(page.getByTestId('application-row')).toHaveCount(3);
  });

  // One manager screen a row: where it is, the error it shows, and what shows once the data is back.
  const managerScreens: {
    screen: string;
    path: string;
    title: string;
    error: string;
    recovered: (page: Page) => Locator;
    screenshot?: string;
  }[] = [
    {
      screen: 'the hiring dashboard',
      path: '/dashboard/hiring',
      title: 'Hiring',
      error: 'Applications could not be loaded',
      recovered: (page) => page.getByTestId('application-row').first(),
      screenshot: 'outage-hiring',
    },
    {
      screen: 'the schedule',
      path: '/schedule',
      title: 'Schedule',
      error: 'The schedule could not be loaded.',
      recovered: (page) => page.getByRole('rowheader', { name: 'Day totals' }),
    },
    {
      screen: 'the attestation questions',
      path: '/settings/clockout-attestation',
      title: 'Clock-out attestation questions',
      error: 'Questions could not be loaded.',
      recovered: (page) => page.getByTestId('question-row').first(),
    },
    {
      screen: 'the rewards budgets',
      path: '/settings/rewards-and-recognition/budget',
      title: 'Rewards and recognition',
      error: 'Budgets could not be loaded.',
      recovered: (page) => page.getByTestId('budget-card').first(),
    },
    {
      screen: 'the brand media card',
      path: '/profile',
      title: 'Profile',
      error: "The brand's media could not be loaded.",
      recovered: (page) =>
        page
          .getByRole('region', { name: 'Brand media' })
          .getByRole('list', { name: 'Media of this brand' })
          .getByRole('listitem')
          .first(),
      screenshot: 'outage-brand-media',
    },
  ];

  for (const { screen, path, title, error, recovered, screenshot } of managerScreens) {
    test(`manager@demo.test, ${screen}: its own error, then the data once the service is back`, async ({
      page,
      request,
    }) => {
      await startAs(page, request, 'outage', 'manager@demo.test');
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      const panel = page.getByRole('alert').filter({ hasText: error });
      await afterRetries(page, panel);
      await shellStands(page);
      if (screenshot) await page.screenshot({ path: shot(screenshot, 1280), fullPage: true });
      await recover(page, request, panel);
      await expect(recovered(page)).toBeVisible();
    });
  }
});
