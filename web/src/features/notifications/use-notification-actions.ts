import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead, markNotificationRead, type Notification } from '@cadence/contracts';
import { call } from '../../lib/api';
import { applyAllRead, applyMarkedRead } from './cache';

/** SPEC §8: a failed mark-read or mark-all-read is only logged. */
function logFailure(what: string) {
  return (error: unknown) => console.warn(`${what} failed`, error);
}

/** Marks one notification read; the lists and the badge follow. */
export function useMarkRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notification: Notification) => (await call(markNotificationRead, { params: { id: notification.id } })).data,
    onSuccess: (_, notification) => applyMarkedRead(queryClient, userId, notification),
    onError: logFailure('mark-read'),
  });
}

/** Marks every notification of the user read. */
export function useMarkAllRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(markAllNotificationsRead, { params: { userId } })).data,
    onSuccess: () => applyAllRead(queryClient, userId),
    onError: logFailure('mark-all-read'),
  });
}
