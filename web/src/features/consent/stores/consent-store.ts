import { create } from 'zustand';

/** Whether the banner was reopened from the user menu after being answered. */
export const useConsentStore = create<{ reopened: boolean; reopen: () => void; close: () => void }>(
  (set) => ({
    reopened: false,
    reopen: () => set({ reopened: true }),
    close: () => set({ reopened: false }),
  }),
);
