/**
 * Client-side storage (§3): only the listed keys exist, local storage keys carry the h_ prefix.
 * Consent categories decide persistence in the shell issue; until then every listed key is
 * "necessary" or kept in memory.
 */
const NECESSARY = [
  'isQSRLogin', 'magicLinkToken', 'enterprise_id', 'enterprise_slug', 'brand_slug', 'brand_id',
  'brand_name', 'storage-policy', 'storage-policy-banner', 'customWelcomePageShown', 'shared_state',
  'selectedJobFilterDashboard', 'userContext', 'loginTime', 'side_bar_state', 'brand_theme',
  'brands_list_active_tab', 'user_location', 'client_id',
] as const;
const PREFERENCES = ['hmap_active_ui_view', 'hmap_active_view', 'hmap_active_sorting'] as const;

export type StorageKey = (typeof NECESSARY)[number] | (typeof PREFERENCES)[number];
export const STORAGE_PREFIX = 'h_';

const memory = new Map<string, string>();
const isNecessary = (key: StorageKey) => (NECESSARY as readonly string[]).includes(key);

export function readItem(key: StorageKey): string | null {
  if (isNecessary(key)) return globalThis.localStorage?.getItem(STORAGE_PREFIX + key) ?? null;
  return memory.get(key) ?? null;
}

export function writeItem(key: StorageKey, value: string): void {
  if (isNecessary(key)) globalThis.localStorage?.setItem(STORAGE_PREFIX + key, value);
  else memory.set(key, value);
}

export function clearItems(): void {
  memory.clear();
  for (const key of [...NECESSARY, ...PREFERENCES]) globalThis.localStorage?.removeItem(STORAGE_PREFIX + key);
}
