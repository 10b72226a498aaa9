/**
 * What the route tests of the sign-in pages and the session do again and again: fill the login
 * form, read the alert a form shows, and catch the page leaving this app (a replace navigation to
 * the legacy or corporate host, or to a path of this app by a full load).
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { mockBackend } from './mock-backend';

export const DEMO_PASSWORD = 'Passw0rd!';

/** Types the e-mail and password into the login form and submits it, as a person does. */
export async function submitLogin(user: UserEvent, email: string, password = DEMO_PASSWORD) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The form's alert, once it says something (a form keeps an empty alert region while it is fine). */
export async function alertSays(text: string | RegExp | undefined) {
  // An empty expectation would match any alert: a text missing from a catalogue must fail here.
  expect(text, 'the words the alert should show').toBeTruthy();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text!), {
    timeout: 20_000,
  });
}

/**
 * Records where the page is sent by `location.replace` or `location.assign` instead of going there:
 * a test reads the address the browser would have loaded. The set-up restores every spy after each test.
 */
export function catchPageLeave() {
  const spies = (['replace', 'assign'] as const).map((method) =>
    vi.spyOn(window.location, method).mockImplementation(() => undefined),
  );
  const left = () => spies.flatMap((spy) => spy.mock.calls.map(([url]) => String(url)));
  return {
    left,
    /** The address the page was sent to, once it has been sent somewhere. */
    async leftFor() {
      await waitFor(() => expect(left()).not.toEqual([]), { timeout: 20_000 });
      return left().at(-1) ?? '';
    },
  };
}

/** What the API answers `email` for a GET of `url`: the `data` a screen is drawn from. */
export async function dataFor<T>(email: string, url: string): Promise<T> {
  const backend = mockBackend();
  const { accessToken } = await backend.tokensFor(email);
  const response = await backend.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.json<{ data: T }>().data;
}

/** The API answers GETs matching `path` with an error of `status` and `code`, until the next reset. */
export const refuseGet = (path: RegExp, status: number, code: string) =>
  mockBackend().answer('GET', path, status, { status_code: status, error: code, message: code });
