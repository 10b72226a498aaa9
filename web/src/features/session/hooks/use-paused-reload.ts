import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { env } from '../../../config/env';
import { pausedReloadTarget } from '../focus-decision';

/**
 * Ok on the session-paused dialog (§4): clear this tab's state and reload into the active
 * account. Local storage is shared with the tab that switched, so only this tab's state goes.
 */
export function usePausedReload(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    sessionStorage.clear();
    window.location.assign(pausedReloadTarget(env.primaryVariant));
  }, [queryClient]);
}
