import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousNodes } from './a11y-support';
import { acceptConsent, LANDING, MOCK, resetWorld, scenario, signInAs } from './shell-support';

/**
 * §5/§6: the side nav reaches every screen a person's products allow (and nothing else),
 * the header inbox leads to a thread and marks it read, and under `live` the day moves.
 */
const WIDTHS = [1280, 390] as const;
const shot = (name: string, width: number) =>
  fileURLToPath(
    new URL(`../test-results/journeys/navigation-${name}-${width}.png`, import.meta.url),
  );

/** Each nav entry by its label: where it leads. */
const SCREENS: Record<string, RegExp> = {
  Hiring: /\/dashboard\/hiring$/,
  'Job boards': /\/job-boards$/,
  Search: /\/global-search-result$/,
  Messages: /\/messages$/,
  'Message board': /\/message-board$/,
  Schedule: /\/schedule$/,
  'Access portal': /\/access-portal\/main$/,
  'Clock-out attestation': /\/settings\/clockout-attestation$/,
  'Rewards and recognition': /\/settings\/rewards-and-recognition\/budget$/,
};

const LOCATION_BOTH = [
  'Home',
  'Hiring',
  'Job boards',
  'Search',
  'Messages',
  'Schedule',
  'Clock-out attestation',
  'Rewards and recognition',
];
const HIRING_ONLY = [
  'Home',
  'Hiring',
  'Job boards',
  'Search',
  'Messages',
  'Rewards and recognition',
];
const GROUP_BOTH = [
  'Home',
  'Hiring',
  'Job boards',
  'Search',
  'Messages',
  'Message board',
  'Schedule',
  'Access portal',
  'Clock-out attestation',
  'Rewards and recognition',
];

/**
 * The employer personas at phone width, where the nav is a menu that must close over the screen it
 * opened without anything scrolling sideways. Which entries each persona gets, and that each opens its
 * screen, is a route test for every persona (src/features/shell/side-nav.test.tsx).
 */
const PERSONAS: { email: string; entries: string[]; widths: readonly number[] }[] = [
  { email: 'manager@demo.test', entries: LOCATION_BOTH, widths: [390] },
  { email: 'hiring@demo.test', entries: HIRING_ONLY, widths: [390] },
  {
    email: 'scheduler@demo.test',
    entries: ['Home', 'Schedule', 'Clock-out attestation', 'Rewards and recognition'],
    widths: [390],
  },
  { email: 'enterprise@demo.test', entries: GROUP_BOTH, widths: [390] },
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The nav element whether shown or not: below 600 px a collapsed nav is folded away (not displayed). */
const navState = (page: Page) => page.locator('nav.side-nav');
const noAccess = (page: Page) =>
  page.getByRole('heading', { name: 'You don’t have access to this page' });
const inboxButton = (page: Page) => page.getByTestId('unread-messages');
const inbox = (page: Page) => page.getByRole('dialog', { name: 'Inbox' });
const unreadOf = async (button: Locator) =>
  Number(/(\d+) unread/.exec((await button.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

/** The nav as a phone shows it (a menu behind the Menu button) or as a desktop keeps it (a rail). */
async function openNav(page: Page) {
  if ((await navState(page).getAttribute('data-state')) === 'collapsed')
    await page.getByRole('button', { name: 'Menu' }).click();
  await expect(navState(page)).not.toHaveAttribute('data-state', 'collapsed');
}

async function start(page: Page, email: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  await signInAs(page, email);
  await acceptConsent(page);
}

test.beforeEach(async ({ request }) => resetWorld(request));
// Each test walks many screens of a production build on a shared machine.
test.describe.configure({ timeout: 180_000 });

for (const { email, entries, widths } of PERSONAS) {
  for (const width of widths) {
    test(`[R6-04] [R6-01] ${email} at ${width} px: the nav shows exactly the allowed entries, and each opens its screen`, async ({
      page,
    }) => {
      await start(page, email, width);
      await openNav(page);
      // Web-first: the entries follow the brand's products, which may arrive after the nav is drawn.
      await expect(nav(page).getByRole('link')).toHaveText(entries);
      await page.screenshot({ path: shot(`${email.split('@')[0]}-nav`, width) });
      for (const label of entries) {
        await openNav(page);
        await nav(page).getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(label === 'Home' ? LANDING[email]! : SCREENS[label]!);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(noAccess(page)).toHaveCount(0);
        // The phone's menu closes over the screen it opened; nothing scrolls sideways.
        if (width < 500) {
          await expect(navState(page)).toHaveAttribute('data-state', 'collapsed');
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
        }
      }
    });
  }
}

for (const width of WIDTHS) {
  test(`§7 manager@ at ${width} px: the header inbox opens, leads to a thread and marks it read`, async ({
    page,
  }) => {
    await start(page, 'manager@demo.test', width);
    const button = inboxButton(page);
    await expect(button).toHaveAttribute('aria-label', /^Messages, [1-9]\d* unread$/);
    const before = await unreadOf(button);
    await button.click();
    const popover = inbox(page);
    await expect(popover).toBeVisible();
    const unreadThread = popover.locator('.inbox-item[data-unread="true"]').first();
    await expect(unreadThread).toBeVisible();
    // Keyboard: focus moves into the popover, Escape closes it and gives focus back to the button.
    await expect(popover.locator(':focus')).toHaveCount(1);
    expect(await seriousNodes(page, '.inbox-popover')).toEqual({ count: 0, rules: [] });
    const box = await popover.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await page.screenshot({ path: shot('inbox-open', width) });
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    const target = inbox(page).locator('.inbox-item[data-unread="true"]').first();
    const thread = target.getByRole('link');
    const name = (await target.locator('.inbox-item__name').textContent())?.trim() ?? '';
    const threadUnread = Number(
      /(\d+) new/.exec((await target.locator('.inbox-item__badge').textContent()) ?? '')?.[1],
    );
    const href = await thread.getAttribute('href');
    await thread.click();
    await expect(inbox(page)).toHaveCount(0);
    expect(href).toMatch(/^\/dashboard\/hiring\?application=/);
    await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
    await expect(page.locator('.msg-thread .msg-list').first()).toBeVisible();
    await expect.poll(() => unreadOf(button)).toBe(before - threadUnread);
    await page.screenshot({ path: shot('inbox-thread', width) });

    await button.click();
    const again = inbox(page).locator('.inbox-item', { hasText: name }).first();
    await expect(again).toHaveAttribute('data-unread', 'false');
    await page.keyboard.press('Escape');
  });
}

test('enterprise@: the inbox also leads to the group message board and to every message', async ({
  page,
}) => {
  await start(page, 'enterprise@demo.test', 1280);
  await inboxButton(page).click();
  await expect(inbox(page).locator('.inbox-item').first()).toBeVisible();
  await inbox(page).getByRole('link', { name: 'Group message board' }).click();
  await expect(page).toHaveURL(/\/message-board$/);
  await expect(page.getByRole('heading', { name: 'Message board', level: 1 })).toBeVisible();
  await inboxButton(page).click();
  await inbox(page).getByRole('link', { name: 'All messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  // The heading is drawn before the threads arrive: read the list once it is there.
  await expect(page.locator('.inbox-item__meta').first()).toBeVisible();
  const locations = await page.locator('.inbox-item__meta').allTextContents();
  expect(new Set(locations.map((l) => l.split(' · ')[1])).size).toBeGreaterThan(1);
  // The box follows the URL, which changes once the route has revalidated (slow on a busy machine):
  // click, then wait for the URL and the tick, rather than check(), which wants the tick at once.
  await page.getByLabel('Unread only').click();
  await expect(page).toHaveURL(/unread=1/);
  await expect(page.getByLabel('Unread only')).toBeChecked();
  await expect(page.locator('.inbox-item[data-unread="false"]')).toHaveCount(0);
  expect(await seriousNodes(page)).toEqual({ count: 0, rules: [] });
  await page.screenshot({ path: shot('messages-page', 1280) });
});

test('§6 under `live` a new application shows on the hiring board and the inbox count moves', async ({
  page,
  request,
}) => {
  await start(page, 'manager@demo.test', 1280);
  await scenario(request, 'live');
  await page.goto('/dashboard/hiring');
  const subtitle = page.getByText(/applications across your locations$/);
  await expect(subtitle).toBeVisible();
  const total = async () => Number(/^(\d+)/.exec((await subtitle.textContent()) ?? '')?.[1]);
  const applications = await total();
  const unread = await unreadOf(inboxButton(page));
  // Bursts on demand besides the scenario's timer, so the test need not wait for it; the screens
  // pick them up by their own polling.
  await expect(async () => {
    expect((await request.post(`${MOCK}/__sim/live/tick`)).ok()).toBe(true);
    await expect.poll(total, { timeout: 12_000 }).toBeGreaterThan(applications);
  }).toPass({ timeout: 60_000 });
  await expect.poll(() => unreadOf(inboxButton(page)), { timeout: 25_000 }).toBeGreaterThan(unread);
  await page.screenshot({ path: shot('live-hiring', 1280) });
});
