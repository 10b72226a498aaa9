import { type Browser, expect, test } from '@playwright/test';
import { settled } from './a11y-support';
import { checkStep } from './journey-support';
import { acceptConsent, resetWorld, signInAs } from './shell-support';

/**
 * "Done when", a notification followed to its place, across two people: the manager adds a shift
 * for the employee two weeks ahead and publishes that week; the employee's bell counts one more
 * unread, its panel says the week was published, and following it opens My schedule on that week
 * with the shift in it and the count one lower. The open panel and the week are checked at 1280
 * and 390 px (axe, no sideways scrolling) and photographed.
 */
const EMPLOYEE = 'Casey Moreno';

/** The Monday two weeks from this one, as the schedule's address names a week. */
function mondayInTwoWeeks(): string {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 14);
  return monday.toISOString().slice(0, 10);
}

async function signedIn(browser: Browser, email: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAs(page, email);
  await acceptConsent(page);
  return page;
}

const unreadIn = (name: string | null) => Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);

const JOURNEY =
  'a published week reaches the employee as a notification, and following it opens that week on My schedule';

test(JOURNEY, async ({ browser, request }) => {
  test.setTimeout(180_000);
  const week = mondayInTwoWeeks();
  const weekWords = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
    new Date(`${week}T00:00:00`),
  );
  await resetWorld(request);

  // 1. The manager schedules the employee on a free day of that week and publishes it.
  const manager = await signedIn(browser, 'manager@demo.test');
  await manager.goto(`/schedule?week=${week}`);
  await settled(manager);
  const row = manager
    .getByRole('row')
    .filter({ has: manager.getByRole('rowheader', { name: new RegExp(EMPLOYEE) }) });
  await row
    .locator('td.sched-cell:not(:has(.sched-shift))')
    .first()
    .getByRole('button', { name: /Add a shift/ })
    .click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Save shift' }).click();
  await expect(manager.getByText('Shift added.')).toBeVisible();
  await manager.getByRole('button', { name: 'Publish week' }).click();
  await expect(manager.getByText(/Week published/)).toBeVisible();

  // 2. The employee's bell has the news on top of its panel.
  const employee = await signedIn(browser, 'candidate@demo.test');
  const bell = employee.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  const before = unreadIn(await bell.getAttribute('aria-label'));
  await bell.click();
  const panel = employee.getByRole('dialog', { name: 'Notifications' });
  const news = panel
    .getByRole('listitem')
    .first()
    .getByRole('link', { name: `Your schedule for the week of ${weekWords} was published` });
  await expect(news).toBeVisible();
  await checkStep(employee, 'notifications-1-panel');

  // 3. Followed, it opens My schedule on that week, with the shift, and the count is one lower.
  await news.click();
  await expect(employee).toHaveURL(new RegExp(`/my-schedule\\?week=${week}$`));
  await expect(panel).toBeHidden();
  const shifts = employee.getByRole('region', { name: 'Your shifts' });
  await expect(shifts.getByText('09:00–17:00')).toBeVisible();
  await expect(bell).toHaveAccessibleName(`Notifications, ${before - 1} unread`);
  await checkStep(employee, 'notifications-2-my-schedule');
});
