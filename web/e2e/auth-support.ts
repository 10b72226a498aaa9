import type { APIRequestContext, Page } from '@playwright/test';
import { MOCK_PORT } from '../playwright.config';
import { totpCode } from './authenticator.ts';

export const MOCK_ORIGIN = `http://localhost:${MOCK_PORT}`;

/** The newest mail the mock "sent" to an address (GET /__mailbox/{address}). */
export async function lastMail(request: APIRequestContext, address: string) {
  const response = await request.get(`${MOCK_ORIGIN}/__mailbox/${encodeURIComponent(address)}`);
  const mails = (await response.json()) as { code: string; link: string | null }[];
  return mails[0];
}

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
