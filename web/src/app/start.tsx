/**
 * The app's start, which main.tsx imports and runs once index.html's first frame is painted:
 * translations, the query client and the router, then the first render. A function, not the
 * module's own top-level code: the module is part of the chunk every page's modules import, which
 * must not wait on the first page's modules itself.
 */
import '../lib/zod-jitless';
import { notifyManager, timeoutManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { mountOfflineBanner } from '../components/feedback/offline-banner';
import { restoreFlashToasts } from '../components/feedback/toast-store';
import { env } from '../config/env';
import { configureApiClient } from '../lib/api-client';
import { getAccessToken, hasStoredSignIn, preloadStoredSession } from '../lib/auth';
import { createCoalescedNotifications } from '../lib/coalesced-notifications';
import { createCoalescedTimers } from '../lib/coalesced-timers';
import { initI18n, languageFromHost } from '../lib/i18n';
import { warmIntlOffMainThread } from '../lib/intl-warm-up';
import { nextTask } from '../lib/next-task';
import { App, createQueryClient } from './app';
import { createAppRouter, opensSignedIn, routerReady } from './router';

export async function startApp(): Promise<void> {
  configureApiClient({
    baseUrl: env.apiUrl,
    getToken: getAccessToken,
    referrerHeader: env.referrerHeader,
    beforeEachCall: nextTask,
  });

  // index.html has it; without it, createRoot fails on its own ("not a DOM element").
  const root = document.getElementById('root') as HTMLElement;
  mountOfflineBanner();
  preloadStoredSession();
  // The start is cut in tasks a phone runs in under 50 ms each (Lighthouse TBT, which
  // counts a task at four times its length here): evaluating the modules; then translations and the
  // query client; then building the router, which starts loading the opened page's modules, each in
  // a task of its own (router.tsx).
  await nextTask();
  const translations = initI18n();
  // Before the client: its queries' timers then share browser timers.
  timeoutManager.setTimeoutProvider(createCoalescedTimers());
  notifyManager.setScheduler(createCoalescedNotifications());
  const queryClient = createQueryClient();
  await nextTask();
  const router = createAppRouter();
  // A signed-in page opened with a kept session: the user, policy and services are asked for while
  // the page's modules load, where the frame asked once they had loaded and it had rendered (half a
  // second later with the CPU slowed 4×). The frame asks again and finds them answered or on their way.
  if (hasStoredSignIn() && opensSignedIn(router)) {
    void import('./routes/frame-prefetch').then(({ prefetchFrameFacts }) =>
      prefetchFrameFacts(queryClient).catch(() => undefined),
    );
    // Starting a worker is a few milliseconds of main thread: a task of its own, not the router's.
    void nextTask().then(() => warmIntlOffMainThread(languageFromHost(window.location.hostname)));
  }
  await Promise.all([translations, routerReady(router)]);
  restoreFlashToasts();
  // In a transition React renders the first page in slices of a few milliseconds, so the main
  // thread never stays busy long enough to delay a tap (Lighthouse TBT).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
