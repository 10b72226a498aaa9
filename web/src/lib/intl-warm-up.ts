/**
 * Chromium loads ICU's locale data the first time a page builds a date, number or relative-time
 * formatter: 30–90 ms of main thread once per page load, measured on this machine (* Lighthouse TBT: the hiring board's first "Applied 3 days ago" was a 140 ms task under its 4× CPU
 * factor). ICU keeps that data per process, shared by all of the page's threads, so a worker that
 * builds the same formatters first takes the cost off the main thread: after it, the main thread
 * builds one in under a millisecond. Elsewhere the worker only repeats a little work off the main
 * thread. The worker is a file of our own origin, so the CSP's script-src 'self' admits it.
 * The signed-in frame starts it: the signed-out pages format no dates, and on the sign-in page a
 * second busy thread only slowed a 2-core machine's load (Lighthouse, 8 runs each). Returns a stop.
 */
export function warmIntlOffMainThread(language: string): () => void {
  if (typeof Worker === 'undefined') return () => undefined;
  const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
    type: 'module',
    name: 'intl-warm-up',
  });
  const stop = () => worker.terminate();
  worker.addEventListener('message', stop);
  worker.addEventListener('error', stop);
  worker.postMessage(language);
  return stop;
}
