/**
 * Client-side storage (§3, §5): only the listed keys exist, each in its consent category. Local
 * storage keys carry the h_ prefix. An item is persisted only while its category is enabled;
 * otherwise it lives in memory for this page.
 */
import { env } from '../config/env';

export const CATEGORIES = ['NECESSARY', 'PREFERENCES', 'ANALYTICS', 'MARKETING'] as const;
export type Category = (typeof CATEGORIES)[number];

export const STORAGE_KEYS = {
  NECESSARY: [
    'isQSRLogin',
    'magicLinkToken',
    'enterprise_id',
    'enterprise_slug',
    'brand_slug',
    'brand_id',
    'brand_name',
    'storage-policy',
    'storage-policy-banner',
    'customWelcomePageShown',
    'shared_state',
    'selectedJobFilterDashboard',
    'userContext',
    'loginTime',
    'side_bar_state',
    'brand_theme',
    'brands_list_active_tab',
    'user_location',
    'client_id',
  ],
  PREFERENCES: ['hmap_active_ui_view', 'hmap_active_view', 'hmap_active_sorting'],
  ANALYTICS: [],
  MARKETING: [],
} as const satisfies Record<Category, readonly string[]>;

export type StorageKey = (typeof STORAGE_KEYS)[Category][number];
/** h_ (§3) offline and in production; each other environment has its own, so they never mix. */
export const STORAGE_PREFIX = env.storageKeyPrefix;

/** §3: a storage policy is a list of {code, enabled}, one per category. */
export type StoragePolicy = { code: Category; enabled: boolean }[];

const ALL_KEYS: readonly string[] = Object.values(STORAGE_KEYS).flat();
const memory = new Map<string, string>();
/** localStorage, or none where the browser refuses it: reading it throws in a frame on another site. */
const local = (): Storage | undefined => {
  try {
    return globalThis.localStorage as Storage | undefined;
  } catch {
    return undefined;
  }
};

export const isStorageKey = (key: string): key is StorageKey => ALL_KEYS.includes(key);

export function categoryOf(key: StorageKey): Category {
  return (
    CATEGORIES.find((c) => (STORAGE_KEYS[c] as readonly string[]).includes(key)) ?? 'NECESSARY'
  );
}

/** NECESSARY is always on; the others follow the choice. */
export function policyFor(enabled: readonly Category[]): StoragePolicy {
  return CATEGORIES.map((code) => ({
    code,
    enabled: code === 'NECESSARY' || enabled.includes(code),
  }));
}

export function readPolicy(): StoragePolicy {
  const raw = local()?.getItem(`${STORAGE_PREFIX}storage-policy`);
  try {
    const parsed = raw ? (JSON.parse(raw) as StoragePolicy) : [];
    return policyFor(parsed.filter((p) => p.enabled).map((p) => p.code));
  } catch {
    return policyFor([]);
  }
}

export const isEnabled = (category: Category, policy = readPolicy()) =>
  policy.some((p) => p.code === category && p.enabled);

export function readItem(key: StorageKey): string | null {
  if (!isStorageKey(key)) return null;
  return memory.get(key) ?? local()?.getItem(STORAGE_PREFIX + key) ?? null;
}

/** Unsupported keys are refused; items of a disabled category stay in memory. */
export function writeItem(key: StorageKey, value: string): void {
  if (!isStorageKey(key)) throw new Error(`unsupported storage key ${String(key)}`);
  if (isEnabled(categoryOf(key))) {
    memory.delete(key);
    local()?.setItem(STORAGE_PREFIX + key, value);
  } else {
    memory.set(key, value);
  }
}

export function removeItem(key: StorageKey): void {
  memory.delete(key);
  local()?.removeItem(STORAGE_PREFIX + key);
}

export function clearItems(keep: readonly StorageKey[] = []): void {
  for (const key of ALL_KEYS as StorageKey[]) {
    if (keep.includes(key)) continue;
    memory.delete(key);
    local()?.removeItem(STORAGE_PREFIX + key);
  }
}

/** The visitor's consent answer outlives a logout: it belongs to the browser, not the session. */
export const CONSENT_KEYS: readonly StorageKey[] = ['storage-policy', 'storage-policy-banner'];

/**
 * Stores a new policy and moves items to where their category now says. Returns whether a
 * previously enabled category became disabled: the caller then reloads.
 */
export function applyPolicy(next: StoragePolicy): { withdrawn: boolean } {
  const before = readPolicy();
  local()?.setItem(`${STORAGE_PREFIX}storage-policy`, JSON.stringify(next));
  for (const key of ALL_KEYS as StorageKey[]) {
    const category = categoryOf(key);
    const value = readItem(key);
    if (value === null) continue;
    if (isEnabled(category, next)) {
      memory.delete(key);
      local()?.setItem(STORAGE_PREFIX + key, value);
    } else {
      local()?.removeItem(STORAGE_PREFIX + key);
      memory.set(key, value);
    }
  }
  const withdrawn = before.some((p) => p.enabled && !isEnabled(p.code, next));
  return { withdrawn };
}

const deferred: { category: Category; task: () => void }[] = [];

/** Runs a task now when its category is enabled, else once a policy enables it. */
export function whenConsented(category: Category, task: () => void): void {
  if (isEnabled(category)) task();
  else deferred.push({ category, task });
}

export function runDeferredTasks(policy = readPolicy()): void {
  for (let i = deferred.length - 1; i >= 0; i -= 1) {
    const entry = deferred[i];
    if (entry && isEnabled(entry.category, policy)) {
      deferred.splice(i, 1);
      entry.task();
    }
  }
}
