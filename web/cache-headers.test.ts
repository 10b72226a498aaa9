import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-headers';

describe('how long a browser keeps each file of the build', () => {
  it('keeps a hashed asset for a year, never asking again: its name changes with its content', () => {
    for (const path of [
      '/assets/app-B_6b6D13.js',
      '/assets/ui-BckOUd46.css',
      '/assets/intl-warm-up.worker-D7XeBLIe.js',
      '/assets/app-B_6b6D13.js?v=1',
    ])
      expect(cacheControlFor(path), path).toBe('public, max-age=31536000, immutable');
  });

  it('checks every page, the worker, the manifest and an unhashed file with the server on each use', () => {
    for (const path of [
      '/',
      '/index.html',
      '/schedule?view=position',
      '/sw.js',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/assets/logo.svg',
      '/assets/nested/app-B_6b6D13.js',
      '/ilm',
    ])
      expect(cacheControlFor(path), path).toBe('no-cache');
  });
});
