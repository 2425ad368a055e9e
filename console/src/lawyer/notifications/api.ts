import type { NotificationAnswer, UnreadCount } from '@lawfirm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetList, type Identifier } from 'react-admin';
import { API_URL, getJson, httpClient } from '../../api/http';

/** The react-admin resource (GET /api/notifications, newest first) and the prefix of every query about it. */
export const NOTIFICATIONS = 'notifications';

export type { NotificationKind } from '@lawfirm/contracts';

/** A notification of GET /api/notifications: contracts' shape */
export type AppNotification = NotificationAnswer;

/** Spec: the unread count is refreshed every 60 s and whenever the window gets the focus back. */
export const UNREAD_REFRESH_MS = 60_000;
export const LIST_SIZE = 20;

export const useUnreadCount = () =>
  useQuery({
    queryKey: [NOTIFICATIONS, 'unread-count'],
    queryFn: () => getJson<UnreadCount>('/notifications/unread-count'),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** The latest notifications (the list is mounted, so fetched, each time it is opened). */
export const useNotificationList = () =>
  useGetList<AppNotification>(NOTIFICATIONS, { pagination: { page: 1, perPage: LIST_SIZE }, sort: { field: 'createdAt', order: 'DESC' } });

/** POST /api/notifications/{id}/read, or /read-all without an id; then the count and the list again. */
export function useMarkRead(onError: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: Identifier) =>
      httpClient(`${API_URL}/notifications/${id === undefined ? 'read-all' : `${encodeURIComponent(id)}/read`}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS] }),
    onError,
  });
}
