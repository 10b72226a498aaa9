import { expect, type Page, test } from '@playwright/test';
import { acceptConsent, LANDING, resetWorld, signInAs } from './shell-support';

// "usable on a phone-sized window" — every screen fits a 390 px wide window without the
// page itself scrolling sideways (wide grids scroll inside their own box instead).
const PHONE = { width: 390, height: 844 };

const screensByAccount: Record<string, string[]> = {
  'manager@demo.test': [
    '/dashboard/hiring',
    '/schedule',
    '/profile',
    '/settings/clockout-attestation',
    '/settings/clockout-attestation/management',
    '/settings/rewards-and-recognition/budget',
    '/settings/rewards-and-recognition/rules',
    '/settings/rewards-and-recognition/raffles',
    '/settings/rewards-and-recognition/configuration',
    '/settings/rewards-and-recognition/budget-management',
    '/global-search-result/casey',
  ],
  'enterprise@demo.test': [
    '/dashboard/tts',
    '/enterprise-dashboards/gp-main-dashboard',
    '/enterprise-dashboards/parent-main-dashboard',
    '/enterprise-dashboards/risk-dashboard',
    '/access-portal/main',
    '/access-portal/main/brand-basic-info',
    '/job-boards',
  ],
  'candidate@demo.test': ['/dashboard/member', '/profile'],
};

for (const [email, screens] of Object.entries(screensByAccount)) {
  test(`every screen of ${email} fits a phone-sized window`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await resetWorld(request);
    await page.setViewportSize(PHONE);
    await signInAs(page, email);
    await acceptConsent(page);
    const overflowing: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) overflowing.push(`${path} is ${width} px wide`);
    }
    expect(overflowing).toEqual([]);
  });
}

// The header on the narrowest phones: every control keeps a box of its own inside the window (the
// brand's name shortens instead of running into the icons), and the icon rail folds into the menu.
const HEADER_CONTROLS =
  '.main-header :is(a, button, input, select, [role="button"]):visible, .main-header .logo';

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

/** Boxes of the header's controls; a control drawn inside another (an icon in its button) is one. */
async function headerBoxes(page: Page): Promise<Box[]> {
  const boxes = await page.locator(HEADER_CONTROLS).evaluateAll((elements) =>
    elements
      .filter((element) => !elements.some((other) => other !== element && other.contains(element)))
      .map((element) => {
        const r = element.getBoundingClientRect();
        const name =
          element.getAttribute('aria-label') ??
          element.className.toString().split(' ')[0] ??
          element.tagName;
        return { name, x: r.x, y: r.y, width: r.width, height: r.height };
      }),
  );
  return boxes.filter((box) => box.width > 0 && box.height > 0);
}

const PHONE_WIDTHS = [320, 390];

test(`at ${PHONE_WIDTHS.join(' and ')} px each persona's landing header fits: no control overlaps another or leaves the window, the rail folds into the menu`, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await resetWorld(request);
  const problems: string[] = [];
  for (const email of Object.keys(LANDING)) {
    // The last persona signed out first: its session would open the login page's redirect.
    await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signInAs(page, email);
    await acceptConsent(page);
    // Signed in once, the landing is measured at each width in place.
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(...(await headerProblems(page, `${email} at ${width} px`, width)));
    }
  }
  expect(problems).toEqual([]);
});

async function headerProblems(page: Page, who: string, width: number): Promise<string[]> {
  const problems: string[] = [];
  await expect(page.locator('.main-header')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const boxes = await headerBoxes(page);
  for (const [i, a] of boxes.entries()) {
    if (a.x < -0.5 || a.x + a.width > width + 0.5)
      problems.push(`${who}: ${a.name} leaves the window`);
    for (const b of boxes.slice(i + 1))
      if (overlap(a, b)) problems.push(`${who}: ${a.name} overlaps ${b.name}`);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) problems.push(`${who}: the page is ${scrollWidth} px wide`);
  const menu = page.locator('.menu-toggle');
  if (await menu.isVisible()) {
    // Folded: the rail takes no width from the page until the menu opens it.
    const rail = page.locator('.side-nav');
    if (await rail.isVisible()) problems.push(`${who}: the icon rail shows beside the page`);
    await menu.click();
    await expect(rail.getByRole('link').first()).toBeVisible();
    await menu.click();
    await rail
      .waitFor({ state: 'hidden', timeout: 5_000 })
      .catch(() => problems.push(`${who}: the closed menu leaves the rail showing`));
  }
  return problems;
}
