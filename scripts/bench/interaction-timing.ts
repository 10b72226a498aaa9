/**
 * What a bench reads of one interaction in Chromium: its Interaction to Next Paint from the
 * browser's Event Timing entries (the measure the web-vitals library's INP reads), and what the
 * API answered while a screen first rendered. The page's own code is never changed: an init
 * script observes from before the app's first script runs.
 */
import type { BrowserContext, CDPSession, Page, Response } from '@playwright/test';

/**
 * Observes every event of an interaction (pointerdown, pointerup, click, keydown, keyup…) that took
 * 16 ms or more from input to the next paint; the interaction's latency is its slowest event's.
 * Written as a string: it runs in the page, and the scripts' TypeScript has no DOM types.
 */
const OBSERVE_INTERACTIONS = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** Two frames and a moment: Event Timing reports an interaction once its next paint is presented. */
const AFTER_NEXT_PAINT =
  'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))))';

export interface Throttled {
  page: Page;
  cdp: CDPSession;
  /** Sets the CPU slowdown (1: none). */
  cpu(rate: number): Promise<void>;
}

/** A page that records its interactions, with a CDP session to slow its CPU. */
export async function observedPage(context: BrowserContext): Promise<Throttled> {
  await context.addInitScript(OBSERVE_INTERACTIONS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {
    page,
    cdp,
    cpu: async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    },
  };
}

export interface Interaction {
  /** The slowest interaction's latency within the act (input to next paint), 0 when all were under 16 ms. */
  inpMs: number;
  /** How many interactions the act made that took 16 ms or more. */
  slow: number;
}

/**
 * Runs `act` (the input), lets its next frame be painted, runs `settled` (waits for what it
 * shows), then reads the latency of the slowest interaction between: for typing, the worst
 * keystroke, as INP counts it.
 */
export async function measureInteraction(
  page: Page,
  act: () => Promise<unknown>,
  settled: () => Promise<unknown>,
): Promise<Interaction> {
  await page.evaluate('window.__interactions.length = 0');
  await act();
  // The input's own frame first: Playwright's waiting for what it shows runs its queries on the
  // page's main thread (a role query over a page slowed 4× took some 60 ms), and one run before
  // that frame would count in the interaction's latency, which no person's browser has.
  await page.evaluate(AFTER_NEXT_PAINT);
  await settled();
  await page.evaluate(AFTER_NEXT_PAINT);
  const entries = (await page.evaluate('window.__interactions')) as {
    id: number;
    duration: number;
  }[];
  const byInteraction = new Map<number, number>();
  for (const { id, duration } of entries)
    byInteraction.set(id, Math.max(duration, byInteraction.get(id) ?? 0));
  return { inpMs: Math.max(0, ...byInteraction.values()), slow: byInteraction.size };
}

/**
 * Watches, from before the app's first script runs, for the first element matching each selector:
 * notes when the frame that drew it was painted (ms from the navigation's start), and the time of
 * the last pointer press. Read from outside, Playwright's polling of a page slowed 4× saw a screen's
 * content a third of a second to a second after it was drawn.
 */
export async function watchContent(context: BrowserContext, selectors: readonly string[]) {
  await context.addInitScript(`(() => {
    const selectors = ${JSON.stringify(selectors)};
    const shown = (window.__contentShown = {});
    addEventListener('pointerdown', (event) => { window.__pressedAt = event.timeStamp; }, true);
    const check = () => {
      for (const css of selectors)
        if (!(css in shown) && document.querySelector(css)) {
          shown[css] = null;
          // A task queued from the frame's animation callback runs once that frame is painted.
          requestAnimationFrame(() => setTimeout(() => { shown[css] = performance.now(); }));
        }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  })()`);
}

/** When the page first drew `selector`'s content, and when it was last pressed (ms from its navigation). */
export async function contentTimes(page: Page, selector: string) {
  const css = JSON.stringify(selector);
  // The page notes the time itself, so asking now and then loses nothing. Playwright's default asks
  // at every animation frame, and the frame each question requested made the page restyle and lay
  // itself out some 50 times while it loaded: about a tenth of its main thread, which no person's
  // browser spends.
  await page.waitForFunction(`typeof window.__contentShown[${css}] === 'number'`, undefined, {
    polling: 250,
  });
  return (await page.evaluate(
    `({ shownMs: window.__contentShown[${css}], pressedMs: window.__pressedAt })`,
  )) as { shownMs: number; pressedMs: number | undefined };
}

/** One API answer: its path, size and, for a list, how many items it held. */
export interface Answer {
  path: string;
  bytes: number;
  items: number | undefined;
}

/** The items of a list answer: the envelope's data when it is a list, or its first list inside. */
function itemsOf(body: unknown): number | undefined {
  const data = (body as { data?: unknown } | null)?.data ?? body;
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object')
    for (const value of Object.values(data)) if (Array.isArray(value)) return value.length;
  return undefined;
}

/** Records every answer of `apiOrigin` until `stop` is called. */
export function recordAnswers(page: Page, apiOrigin: string): () => Promise<Answer[]> {
  const pending: Promise<Answer | null>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== apiOrigin || response.request().method() === 'OPTIONS') return;
    pending.push(
      response.body().then(
        (body) => {
          let items: number | undefined;
          try {
            items = itemsOf(JSON.parse(body.toString('utf8')));
          } catch {
            items = undefined;
          }
          return { path: url.pathname + url.search, bytes: body.length, items };
        },
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return (await Promise.all(pending)).filter((a): a is Answer => a !== null);
  };
}
