/** §6/§9 page access guard: the checker gets 3 tries, 1 s apart, before the page gives up. */
export const PAGE_ACCESS_TRIES = 3;
export const PAGE_ACCESS_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Our reading of "retries 3 times": three tries in all. A false answer or an error both count as
 * a failed try, since the data a checker reads (policy, services) may still be on its way.
 */
export async function checkPageAccess(
  checker: () => Promise<boolean>,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<boolean> {
  for (let attempt = 1; attempt <= PAGE_ACCESS_TRIES; attempt += 1) {
    try {
      if (await checker()) return true;
    } catch (error) {
      console.warn('page access check failed', error);
    }
    if (attempt < PAGE_ACCESS_TRIES) await sleep(PAGE_ACCESS_DELAY_MS);
  }
  return false;
}
