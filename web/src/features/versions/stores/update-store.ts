import { create } from 'zustand';

/** The optional-update offer: made once per version, and not again once declined. */
interface UpdateState {
  offered: number | null;
  /** Returns whether this version still needs offering (and marks it offered). */
  offer: (version: number) => boolean;
}

export const useUpdateStore = create<UpdateState>((set, get) => ({
  offered: null,
  offer: (version) => {
    if (get().offered === version) return false;
    set({ offered: version });
    return true;
  },
}));
