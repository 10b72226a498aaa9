import { expect, type Page } from '@playwright/test';
import { seriousNodes, settled } from './a11y-support';

/** Where the journeys keep a photograph of each step, beside the other test screenshots. */
export const JOURNEYS = new URL('../test-results/journeys/', import.meta.url).pathname;
const WIDTHS = [1280, 390] as const;

/** At 1280 and 390 px: no serious or critical axe finding, no sideways scrolling, and a photograph. */
export async function checkStep(page: Page, name: string) {
  await settled(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // A button that just changed variant is still fading its colours: scanned mid-way, its label
    // has neither colour's contrast. Finite transitions end first; endless ones (spinners) never do.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const finding = await seriousNodes(page);
    expect(finding.rules, `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} is wider than ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${JOURNEYS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
