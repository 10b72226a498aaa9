import { useEffect } from 'react';
import { readActiveSession } from '../active-session';
import { useSessionStore } from '../stores/session-store';

/** Records the first user this tab shows and the identity subject behind it (§4). */
export function useRememberUser(userId: string | undefined): void {
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void readActiveSession().then(({ sub }) => {
      if (live && !useSessionStore.getState().paused)
        useSessionStore.getState().remember(userId, sub);
    });
    return () => {
      live = false;
    };
  }, [userId]);
}
