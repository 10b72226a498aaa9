/** §4: the maps script loader's states. */
export const MAPS_LOADER_STATES = [
  'NOT_LOADED',
  'LOADING',
  'LOADED',
  'FAILED',
  'AUTH_FAILURE',
] as const;
export type MapsLoaderState = (typeof MAPS_LOADER_STATES)[number];

/** Loads one script URL; injected so tests and the design-system page can drive every state. */
export type ScriptLoader = (url: string) => Promise<void>;
/** Registers the maps API's auth-failure callback; returns its removal. */
export type AuthFailureHook = (onFailure: () => void) => () => void;

export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com/maps/api/js';
/** An unreachable script must not leave the map spinning: give up after this long. */
export const MAPS_LOAD_TIMEOUT_MS = 8000;

export interface MapsScriptOptions {
  key: string;
  version?: string;
  libraries?: readonly string[];
  language?: string;
  region?: string;
}

export function mapsScriptUrl({
  key,
  version = 'weekly',
  libraries = [],
  language,
  region,
}: MapsScriptOptions): string {
  const query = new URLSearchParams({ key, v: version });
  if (libraries.length) query.set('libraries', libraries.join(','));
  if (language) query.set('language', language);
  if (region) query.set('region', region);
  return `${MAPS_SCRIPT_ORIGIN}?${query.toString()}`;
}

export const injectScript: ScriptLoader = (url) =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.append(script);
  });

/** The maps API reports a rejected key by calling window.gm_authFailure. */
export const windowAuthFailureHook: AuthFailureHook = (onFailure) => {
  const host = window as Window & { gm_authFailure?: () => void };
  host.gm_authFailure = onFailure;
  return () => {
    if (host.gm_authFailure === onFailure) delete host.gm_authFailure;
  };
};

export interface MapsLoaderOptions {
  loadScript?: ScriptLoader;
  onAuthFailure?: AuthFailureHook;
  isOnline?: () => boolean;
  timeoutMs?: number;
}

export interface MapsLoader {
  getState(): MapsLoaderState;
  subscribe(listener: () => void): () => void;
  load(url: string): Promise<MapsLoaderState>;
}

export function createMapsLoader({
  loadScript = injectScript,
  onAuthFailure = windowAuthFailureHook,
  isOnline = () => navigator.onLine,
  timeoutMs = MAPS_LOAD_TIMEOUT_MS,
}: MapsLoaderOptions = {}): MapsLoader {
  let state: MapsLoaderState = 'NOT_LOADED';
  let pending: Promise<MapsLoaderState> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: MapsLoaderState) => {
    // An auth failure arrives after the script loaded and is final.
    if (state === 'AUTH_FAILURE' || state === next) return;
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(url) {
      if (pending) return pending;
      set('LOADING');
      onAuthFailure(() => set('AUTH_FAILURE'));
      if (!isOnline()) {
        set('FAILED');
        pending = Promise.resolve(state);
        return pending;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('maps script timed out')), timeoutMs);
      });
      pending = Promise.race([loadScript(url), timeout])
        .then(
          () => set('LOADED'),
          () => set('FAILED'),
        )
        .then(() => {
          clearTimeout(timer);
          return state;
        });
      return pending;
    },
  };
}
