import { create } from 'zustand';

/** The optional-update offer: shown once per version until the user reloads or declines. */
interface UpdateState {
  offered: number | null;
  declined: number | null;
  offer: (version: number) => void;
  decline: () => void;
}

export const useUpdateStore = create<UpdateState>((set, get) => ({
  offered: null,
  declined: null,
  offer: (version) => {
    if (get().declined !== version) set({ offered: version });
  },
  decline: () => set({ declined: get().offered, offered: null }),
}));
