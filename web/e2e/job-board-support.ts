import { expect, type Page } from '@playwright/test';

/**
 * Connects a job board as a person does since the Connect button opens the partner's
 * hosted consent page in a popup, Allow sends it back to the app, which closes it and connects.
 * Answers the popup page (closed by then) for callers that scanned or photographed it first.
 */
export async function connectThroughPopup(
  page: Page,
  board: string,
  beforeAllow?: (popup: Page) => Promise<void>,
) {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Connect with ${board}` }).click();
  const popup = await opened;
  await expect(
    popup.getByRole('heading', { name: `Connect ${board} to Harbor Workforce` }),
  ).toBeVisible();
  if (beforeAllow) await beforeAllow(popup);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
  return popup;
}
