import { useSyncExternalStore } from 'react';
import type * as Panel from './brand-switcher-panel';

type PanelModule = typeof Panel;

/**
 * The switcher's panel module (its lists and the popover's floating panel), loaded once and then
 * read without suspending. Under React.lazy the open switcher's first render suspended on each
 * module, and React holds content that replaces a fallback until 300 ms after the fallback was
 * shown: every first open waited that long with its lists already in hand.
 */
let loaded: PanelModule | undefined;
let loading: Promise<PanelModule> | undefined;
const listeners = new Set<() => void>();

export function loadPanel(): Promise<PanelModule> {
  loading ??= import('./brand-switcher-panel').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A later interest asks again (the network may be back).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The panel module once it has arrived, else undefined (and the caller's render asks for it). */
export function usePanelModule(): PanelModule | undefined {
  return useSyncExternalStore(subscribe, () => loaded);
}
