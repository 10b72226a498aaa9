import { create } from 'zustand';

/** What this tab knows about its session over time (§4 window focus). */
interface SessionState {
  /** The first user this tab showed; a different one later pauses the tab. */
  firstUserId: string | null;
  /** The identity subject this tab last saw. */
  knownSub: string | null;
  userKnown: boolean;
  paused: boolean;
  remember: (userId: string, sub: string | null) => void;
  setKnownSub: (sub: string | null) => void;
  pause: () => void;
  reset: () => void;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  firstUserId: null,
  knownSub: null,
  userKnown: false,
  paused: false,
  remember: (userId, sub) =>
    set({
      firstUserId: get().firstUserId ?? userId,
      knownSub: sub ?? get().knownSub,
      userKnown: true,
    }),
  setKnownSub: (sub) => set({ knownSub: sub }),
  pause: () => set({ paused: true }),
  reset: () => set({ firstUserId: null, knownSub: null, userKnown: false, paused: false }),
}));
