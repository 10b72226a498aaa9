/*
 * The service worker at /sw.js (§9). It must never serve a stale app shell after a version
 * update (§4), and it takes over at once, so an update is never left waiting behind an old worker.
 *
 * It answers no request: it has no fetch handler, so the browser never wakes it for one. The
 * build's hashed assets come from the browser's own HTTP cache instead, which the server lets keep
 * them for a year (their names change with their content), and pages always come from the network.
 * A worker that served those assets from its cache made every module of a page wait for a trip
 * through it: a page's first render with the CPU slowed 4× took 0.2–0.7 s longer than from the
 * HTTP cache. The caches an earlier worker kept are dropped when this one takes over.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});
