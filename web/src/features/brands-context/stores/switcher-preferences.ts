import { create } from 'zustand';
import { readItem, writeItem } from '../../../lib/storage';

/** The two shapes of §7's brand lists (view_mode STRUCTURED or FLAT). */
export type BrandView = 'STRUCTURED' | 'FLAT';

export interface SwitcherPreferences {
  view: BrandView;
  includeArchived: boolean;
}

export const DEFAULT_PREFERENCES: SwitcherPreferences = {
  view: 'STRUCTURED',
  includeArchived: false,
};

/**
 * Only §3's storage keys may exist, and brands_list_active_tab is the one for the brand
 * list; the archived choice rides along in the same item as JSON. A bare view name (or anything
 * unreadable) is accepted so an older or foreign value never breaks the switcher.
 */
export function parsePreferences(raw: string | null): SwitcherPreferences {
  if (raw === 'STRUCTURED' || raw === 'FLAT') return { ...DEFAULT_PREFERENCES, view: raw };
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<
      Record<keyof SwitcherPreferences, unknown>
    > | null;
    return {
      view: value?.view === 'FLAT' ? 'FLAT' : 'STRUCTURED',
      includeArchived: value?.includeArchived === true,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

interface PreferencesState extends SwitcherPreferences {
  setView: (view: BrandView) => void;
  setIncludeArchived: (includeArchived: boolean) => void;
}

/** The switcher's view and archived choice, remembered across reloads. */
export const useSwitcherPreferences = create<PreferencesState>((set, get) => {
  const save = (next: Partial<SwitcherPreferences>) => {
    const { view, includeArchived } = { ...get(), ...next };
    writeItem('brands_list_active_tab', JSON.stringify({ view, includeArchived }));
    set({ view, includeArchived });
  };
  return {
    ...parsePreferences(readItem('brands_list_active_tab')),
    setView: (view) => save({ view }),
    setIncludeArchived: (includeArchived) => save({ includeArchived }),
  };
});
