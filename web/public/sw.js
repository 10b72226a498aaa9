/*
 * The service worker at /sw.js (§9). It must never serve a stale app shell after a
 * version update (§4), so it never caches a page: navigations and index.html always go to the
 * network. It only keeps the build's hashed assets — a new build has new names, so a cached
 * one can never be out of date — and a new worker takes over at once and drops older caches.
 */
const CACHE = 'harbor-assets-v1';
const MAX_ENTRIES = 150;
// Vite's output: /assets/<name>-<hash>.<ext>, the hash at least 8 URL-safe characters.
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|png|svg|jpe?g|webp)$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** Oldest first: an old build's assets go once the cache holds more than MAX_ENTRIES. */
async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((key) => cache.delete(key)),
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode === 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !HASHED_ASSET.test(url.pathname)) return;
  event.respondWith(cacheFirst(request));
});
