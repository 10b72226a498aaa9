import type { APIRequestContext, Page } from '@playwright/test';
import { MOCK_PORT } from '../playwright.config';
import { totpCode } from './authenticator.ts';

export const MOCK_ORIGIN = `http://localhost:${MOCK_PORT}`;

/** What an authenticator app shows for the secret on the set-up page. */
export async function currentTotp(page: Page) {
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  return totpCode(secret.trim(), Date.now());
}

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** Puts the mock's world back as seeded (passwords, MFA enrolment, invitations) after a spec. */
export async function resetMockWorld(playwright: {
  request: { newContext(): Promise<APIRequestContext> };
}) {
  const context = await playwright.request.newContext();
  await context.post(`${MOCK_ORIGIN}/__sim/reset`);
  await context.dispose();
}
