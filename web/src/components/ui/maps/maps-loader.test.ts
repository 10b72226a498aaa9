import { afterEach, describe, expect, it, vi } from 'vitest';
import enUi from '../../../../locales/en/ui.json';
import { createMapsLoader, MAPS_LOADER_STATES, mapsScriptUrl } from './maps-loader';

const noHook = () => () => undefined;

describe('maps loader (§4, §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('[R4-23] has the states NOT_LOADED, LOADING, LOADED, FAILED, AUTH_FAILURE', () => {
    expect(MAPS_LOADER_STATES).toEqual([
      'NOT_LOADED',
      'LOADING',
      'LOADED',
      'FAILED',
      'AUTH_FAILURE',
    ]);
  });

  it('[R4-23] goes NOT_LOADED → LOADING → LOADED and loads once', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const loader = createMapsLoader({ loadScript, onAuthFailure: noHook, isOnline: () => true });
    const seen: string[] = [loader.getState()];
    loader.subscribe(() => seen.push(loader.getState()));
    const first = loader.load('u');
    expect(loader.load('u')).toBe(first);
    expect(await first).toBe('LOADED');
    expect(seen).toEqual(['NOT_LOADED', 'LOADING', 'LOADED']);
    expect(loadScript).toHaveBeenCalledOnce();
  });

  it('[R4-23] a script error ends in FAILED', async () => {
    const loader = createMapsLoader({
      loadScript: () => Promise.reject(new Error('x')),
      onAuthFailure: noHook,
      isOnline: () => true,
    });
    expect(await loader.load('u')).toBe('FAILED');
  });

  it('[R4-23] offline fails at once, and a script that never answers fails after the timeout', async () => {
    const loadScript = vi.fn(() => new Promise<void>(() => undefined));
    const offline = createMapsLoader({ loadScript, onAuthFailure: noHook, isOnline: () => false });
    expect(await offline.load('u')).toBe('FAILED');
    expect(loadScript).not.toHaveBeenCalled();
    vi.useFakeTimers();
    const hanging = createMapsLoader({
      loadScript,
      onAuthFailure: noHook,
      isOnline: () => true,
      timeoutMs: 1000,
    });
    const result = hanging.load('u');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe('FAILED');
  });

  it('[R4-23] an auth failure reported by the API ends in AUTH_FAILURE and stays there', async () => {
    let fail: () => void = () => undefined;
    const loader = createMapsLoader({
      loadScript: () => Promise.resolve(),
      onAuthFailure: (cb) => {
        fail = cb;
        return () => undefined;
      },
      isOnline: () => true,
    });
    await loader.load('u');
    fail();
    expect(loader.getState()).toBe('AUTH_FAILURE');
  });

  it('[R8-09] carries the AuthFailure and could-not-load messages', () => {
    expect(enUi.maps.authFailure).toBe('Error: AuthFailure');
    expect(enUi.maps.authFailureNote).toMatch(/API key/);
    expect(enUi.maps.failed).toBe('The Google Maps JavaScript API could not load.');
  });

  it('[R4-23] builds the script URL with key, version, libraries, language and region', () => {
    const url = new URL(
      mapsScriptUrl({ key: 'K', libraries: ['places', 'geometry'], language: 'fr', region: 'FR' }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'K',
      v: 'weekly',
      libraries: 'places,geometry',
      language: 'fr',
      region: 'FR',
    });
  });
});
