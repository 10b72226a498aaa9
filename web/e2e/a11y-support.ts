import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { WEB_PORT } from '../playwright.config';

/** Issue 13: what the accessibility sweep counts — serious and critical nodes, every axe rule on. */
export interface Finding {
  count: number;
  rules: string[];
}

/** Every rule over the whole page, or over `within` only (an open popover on a page already scanned). */
export async function seriousNodes(page: Page, within?: string): Promise<Finding> {
  // axe.run in the page itself: the default mode opens, fills and closes a blank page on every scan
  // to merge results across cross-origin frames, and the app's pages have no such frames.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return {
    count: bad.reduce((sum, v) => sum + v.nodes.length, 0),
    rules: bad.map((v) => `${v.id}×${v.nodes.length} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`),
  };
}

export const origin = (language: 'en' | 'ar') =>
  language === 'en' ? `http://localhost:${WEB_PORT}` : `http://ar.localhost:${WEB_PORT}`;

/** A screen is ready when its heading shows and nothing on it is still loading. */
export async function settled(page: Page) {
  // A page that only explains a problem (an expired link) has an alert instead of a heading.
  await expect(page.locator('h1, main [role="alert"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .ap-skeleton, .sched-state[role="status"]')).toHaveCount(0);
}

