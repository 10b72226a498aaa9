import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, default as Axe } from 'axe-core';
import { WEB_PORT } from '../playwright.config';

/** What the accessibility sweep counts — serious and critical nodes, every axe rule on. */
export interface Finding {
  count: number;
  rules: string[];
}

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/**
 * Runs axe in the page itself, every rule on. Two costs are avoided (the sweep took 13.6
 * of the suite's 45 worker-minutes): axe's half-megabyte source is evaluated once per document, not
 * on every scan, and only violations are collected — axe otherwise builds a selector and an HTML
 * excerpt for every passing and inapplicable node, which is most of its time on a large page.
 */
async function violations(page: Page, include: string[]): Promise<AxeResults['violations']> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const context =
      include.length > 0 ? { include: include.map((selector) => [selector]) } : document;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, include);
}

/**
 * What a scan would see: the scanned markup (numbers aside: counts, times and ids that change from
 * one persona to the next and not the page's structure), the window's width and the language.
 */
export async function pageState(page: Page, within?: string): Promise<string> {
  return page.evaluate((within) => {
    const root = within ? document.querySelector(within) : document.documentElement;
    const markup = (root?.outerHTML ?? '').replace(/\d+/g, '0');
    return `${document.documentElement.lang}|${window.innerWidth}|${within ?? ''}|${markup}`;
  }, within);
}

/**
 * Every rule axe has that is not experimental — WCAG 2.0, 2.1 and 2.2 A and AA and the best practices
 * alike — over the whole page, or over `within` only (an open popover on a page already scanned).
 */
export async function seriousNodes(page: Page, ...within: string[]): Promise<Finding> {
  const bad = (await violations(page, within)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  return {
    count: bad.reduce((sum, v) => sum + v.nodes.length, 0),
    rules: bad.map(
      (v) =>
        `${v.id}×${v.nodes.length} ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    ),
  };
}

export const origin = (language: 'en' | 'ar') =>
  language === 'en' ? `http://localhost:${WEB_PORT}` : `http://ar.localhost:${WEB_PORT}`;

/** A screen is ready when its heading shows and nothing on it is still loading. */
export async function settled(page: Page) {
  // A page that only explains a problem (an expired link) has an alert instead of a heading.
  await expect(page.locator('h1, main [role="alert"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .state[role="status"]')).toHaveCount(0);
}
