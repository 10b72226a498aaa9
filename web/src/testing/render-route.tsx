/**
 * Renders a route of the app as a person opens it: the app's own router, query client,
 * translations and stores, its API client talking to the mock server in this process, and the
 * session of a demo account put where a sign-in leaves it.
 */
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, createQueryClient } from '../app/app';
import type { AppRouter } from '../app/router';
import { createAppRouter, routerReady } from '../app/router';
import { env } from '../config/env';
import { configureApiClient } from '../lib/api-client';
import { createCoalescedNotifications } from '../lib/coalesced-notifications';
import { getAccessToken } from '../lib/auth';
import { initI18n } from '../lib/i18n';
import { mockBackend } from './mock-backend';

let started: Promise<unknown> | null = null;

/** Once per file, as start.tsx does; the client's back-off between retries is not waited out. */
function startApp() {
  started ??= (async () => {
    configureApiClient({
      baseUrl: env.apiUrl,
      getToken: getAccessToken,
      referrerHeader: env.referrerHeader,
      sleep: () => Promise.resolve(),
    });
    // As start.tsx does: a screen's answers reach it as they do in the product.
    notifyManager.setScheduler(createCoalescedNotifications());
    await initI18n();
  })();
  return started;
}

/**
 * `email` signed in: the tokens the mock's user pool issues for the account, stored under
 * Amplify's keys as its sign-in leaves them, so the app finds a session whose token is good.
 */
export async function signInAs(email: string) {
  const { userId, accessToken, idToken, refreshToken } = await mockBackend().tokensFor(email);
  const pool = `CognitoIdentityServiceProvider.${env.userPoolClientId}`;
  localStorage.setItem(`${pool}.LastAuthUser`, userId);
  localStorage.setItem(`${pool}.${userId}.accessToken`, accessToken);
  localStorage.setItem(`${pool}.${userId}.idToken`, idToken);
  localStorage.setItem(`${pool}.${userId}.refreshToken`, refreshToken);
  localStorage.setItem(`${pool}.${userId}.clockDrift`, '0');
  return userId;
}

let rendered: { router: AppRouter; queryClient: QueryClient } | null = null;

/** Ends the rendered app's router and queries (the set-up calls it after each test). */
export function disposeRenderedRoute() {
  rendered?.router.dispose();
  rendered?.queryClient.clear();
  rendered = null;
}

export interface RouteOptions {
  /** A demo account's e-mail: signed in before the page opens. Absent: a visitor. */
  as?: string;
  /** Called once the router has loaded the page's modules, before the first render. */
  onRouteReady?: () => void;
}

/** Opens `url` (path, query and hash) in the app, as a new page load, and returns Testing Library's queries and a user to act with. */
export async function renderRoute(url: string, options: RouteOptions = {}) {
  await startApp();
  // A second render in one test is a reload: the page before it goes, its storage stays.
  if (rendered) {
    cleanup();
    disposeRenderedRoute();
  }
  if (options.as) await signInAs(options.as);
  window.history.replaceState(null, '', url);
  const router = createAppRouter();
  const queryClient = createQueryClient();
  rendered = { router, queryClient };
  await routerReady(router);
  options.onRouteReady?.();
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, user, router, queryClient, backend: mockBackend(), location };
}
