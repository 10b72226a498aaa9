import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyPolicy,
  clearItems,
  policyFor,
  readItem,
  readPolicy,
  runDeferredTasks,
  STORAGE_KEYS,
  whenConsented,
  writeItem,
} from './storage';
import type { StorageKey } from './storage';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}
let store: MemoryStorage;

beforeEach(() => {
  store = new MemoryStorage();
  vi.stubGlobal('localStorage', store);
  clearItems();
});

describe('storage and consent (§3, §4, §5)', () => {
  it('[R3-11] only the listed keys exist, preferences hold the hmap keys, analytics and marketing none', () => {
    expect(STORAGE_KEYS.PREFERENCES).toEqual([
      'hmap_active_ui_view',
      'hmap_active_view',
      'hmap_active_sorting',
    ]);
    expect(STORAGE_KEYS.ANALYTICS).toEqual([]);
    expect(STORAGE_KEYS.MARKETING).toEqual([]);
    expect(STORAGE_KEYS.NECESSARY).toHaveLength(19);
    expect(() => writeItem('secret' as StorageKey, 'x')).toThrow('unsupported storage key secret');
  });

  it('[R3-12] [R5-15] necessary items are persisted with the h_ prefix; preferences stay in memory until enabled', () => {
    writeItem('brand_id', 'CH-1');
    expect(store.getItem('h_brand_id')).toBe('CH-1');
    writeItem('hmap_active_view', 'map');
    expect(store.getItem('h_hmap_active_view')).toBeNull();
    expect(readItem('hmap_active_view')).toBe('map');
    applyPolicy(policyFor(['PREFERENCES']));
    expect(store.getItem('h_hmap_active_view')).toBe('map');
    expect(JSON.parse(store.getItem('h_storage-policy') ?? '[]')).toEqual([
      { code: 'NECESSARY', enabled: true },
      { code: 'PREFERENCES', enabled: true },
      { code: 'ANALYTICS', enabled: false },
      { code: 'MARKETING', enabled: false },
    ]);
  });

  it('[R4-21] necessary is always on; allow-all enables all; deny keeps only necessary', () => {
    expect(
      readPolicy()
        .filter((p) => p.enabled)
        .map((p) => p.code),
    ).toEqual(['NECESSARY']);
    expect(policyFor(['PREFERENCES', 'ANALYTICS', 'MARKETING']).every((p) => p.enabled)).toBe(true);
    expect(
      policyFor([])
        .filter((p) => p.enabled)
        .map((p) => p.code),
    ).toEqual(['NECESSARY']);
    expect(
      policyFor(['ANALYTICS'])
        .filter((p) => p.enabled)
        .map((p) => p.code),
    ).toEqual(['NECESSARY', 'ANALYTICS']);
  });

  it('[R4-22] withdrawing an enabled category asks for a reload and moves its items to memory', () => {
    applyPolicy(policyFor(['PREFERENCES']));
    writeItem('hmap_active_sorting', 'name');
    expect(applyPolicy(policyFor(['PREFERENCES', 'ANALYTICS'])).withdrawn).toBe(false);
    expect(applyPolicy(policyFor([])).withdrawn).toBe(true);
    expect(store.getItem('h_hmap_active_sorting')).toBeNull();
    expect(readItem('hmap_active_sorting')).toBe('name');
  });

  it('[R4-22] deferred tasks run once their category is enabled', () => {
    const task = vi.fn();
    whenConsented('ANALYTICS', task);
    runDeferredTasks();
    expect(task).not.toHaveBeenCalled();
    applyPolicy(policyFor(['ANALYTICS']));
    runDeferredTasks();
    expect(task).toHaveBeenCalledTimes(1);
    runDeferredTasks();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('storage refused by the browser (§7 the /ilm frame on another site)', () => {
  it('reads and writes nothing instead of throwing, so the frame still serves', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
        );
      },
    });
    try {
      expect(readItem('client_id')).toBeNull();
      expect(() => writeItem('client_id', 'kiosk-7')).not.toThrow();
      expect(readPolicy().every((p) => p.enabled === (p.code === 'NECESSARY'))).toBe(true);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
      vi.stubGlobal('localStorage', store);
    }
  });
});
