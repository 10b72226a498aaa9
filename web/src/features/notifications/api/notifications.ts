import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/feedback/toast-store';
import { request } from '../../../lib/api-client';
import { useApiErrorText } from '../../../lib/api-error';
import { keyFor } from '../../../lib/query-keys';

/** How many the bell's panel lists: the newest, read or not. */
export const PANEL_NOTIFICATIONS = 10;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.notifications.list, { limit: PANEL_NOTIFICATIONS }),
    queryFn: () =>
      request(api.notifications.list, { query: { offset: 0, limit: PANEL_NOTIFICATIONS } }),
    // The simulator's live activity brings news while a page stays open, as the inbox's count does.
    refetchInterval: 15_000,
  });

/** The signed-in person's newest notifications and how many are unread. */
export const useNotifications = () => useQuery(notificationsQueryOptions());

/** A mark-read that refreshes the bell, or says in words why it could not be done. */
function useRefreshAfter<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  const errorText = useApiErrorText();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyFor(api.notifications.list) }),
    onError: (error) =>
      showToast({ message: t('markFailed', { reason: errorText(error) }), variant: 'danger' }),
  });
}

export const useMarkNotificationRead = () =>
  useRefreshAfter((notificationId: string) =>
    request(api.notifications.markRead, { params: { notificationId } }),
  );

export const useMarkAllNotificationsRead = () =>
  useRefreshAfter(() => request(api.notifications.markAllRead));
