/**
 * Chromium loads ICU's locale data the first time a page builds a date, number or relative-time
 * formatter: 45–80 ms of main thread once per page load on this machine, a long task in
 * Lighthouse's view (under its 4× CPU factor, the hiring board's first "Applied 3 days ago" was a
 * 140 ms task). ICU keeps that data per process, shared by all of the page's threads, so a worker
 * that builds the same formatters first takes the cost off the main thread: after it, the main
 * thread builds one in under a millisecond. It must finish first to help. The worker is a file of
 * our own origin, so the CSP's script-src 'self' admits it.
 *
 * It runs once a page: the start runs it for a signed-in page opened with a kept session, beside
 * the frame's first calls (run from the frame, it started after the hiring board's first rows had
 * built their formatters), and the signed-in frame runs it after a sign-in. The signed-out pages
 * format no dates, and on the sign-in page a second busy thread only slowed a 2-core machine's load
 * (Lighthouse, 8 runs each).
 */
let started = false;

export function warmIntlOffMainThread(language: string): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
    type: 'module',
    name: 'intl-warm-up',
  });
  const stop = () => worker.terminate();
  worker.addEventListener('message', stop);
  worker.addEventListener('error', stop);
  worker.postMessage(language);
}
