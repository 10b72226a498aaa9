import { expect, test } from '@playwright/test';
import { acceptConsent, resetWorld, signInAs } from './shell-support';

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
