import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../components/feedback/toast-store';
import { readItem } from '../../../lib/storage';
import { readActiveSession } from '../active-session';
import { userInfoQueryOptions } from '@/lib/queries/user-info';
import {
  focusDecision,
  isPaused,
  SESSION_TIMEOUT_TOAST_MS,
  timeoutLogoutUrl,
} from '../focus-decision';
import { useSessionStore } from '../stores/session-store';

/** The session over time (§4): what a window focus means for this tab. */
export function useSessionWatch(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation('shell');

  useEffect(() => {
    let running = false;
    const onFocus = async () => {
      if (running || useSessionStore.getState().paused) return;
      running = true;
      try {
        const active = await readActiveSession();
        const state = useSessionStore.getState();
        const action = focusDecision({
          activeSub: active.sub,
          knownSub: state.knownSub,
          userKnown: state.userKnown,
          impersonating: active.impersonating,
        });
        if (action.kind === 'timed-out') {
          if (action.toast)
            showToast({
              message: t('sessionTimedOut'),
              variant: 'danger',
              duration: SESSION_TIMEOUT_TOAST_MS,
              survivesReload: true,
            });
          useSessionStore.setState({ knownSub: null, userKnown: false });
          const { pathname, search } = window.location;
          void navigate(timeoutLogoutUrl(pathname + search, readItem('brand_id')));
        } else if (action.kind === 'refetch-user') {
          queryClient.removeQueries();
          const user = await queryClient.fetchQuery(userInfoQueryOptions());
          if (isPaused(state.firstUserId, user.id)) useSessionStore.getState().pause();
          else useSessionStore.getState().remember(user.id, active.sub);
        }
      } catch (error) {
        console.warn('session check on focus failed', error);
      } finally {
        running = false;
      }
    };
    const listener = () => void onFocus();
    window.addEventListener('focus', listener);
    return () => window.removeEventListener('focus', listener);
  }, [navigate, queryClient, t]);
}
