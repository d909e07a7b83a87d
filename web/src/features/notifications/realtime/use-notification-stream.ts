import { useEffect } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createSocketTicket } from '@cadence/contracts';
import { call } from '../../../lib/api';
import type { AppStore } from '../../../lib/store';
import { sessionAtom } from '../../session/session.atoms';
import { applyPushed } from '../cache';
import { notificationKeys } from '../queries';
import { NotificationSocket, type SocketState } from './notification-socket';

/** The socket's state, for every component that shows it. */
export const socketStateAtom = atom<SocketState>('connecting');

/** Components that unmount and mount again within this long keep the same socket. */
const RELEASE_GRACE_MS = 1000;

interface Connection {
  userId: number;
  socket: NotificationSocket;
  users: number;
  releaseTimer: number | undefined;
}

/** One socket per signed-in user for the whole app, however many components listen. */
let connection: Connection | undefined;

function acquire(userId: number, queryClient: QueryClient, store: AppStore): void {
  if (connection?.userId === userId) {
    connection.users += 1;
    window.clearTimeout(connection.releaseTimer);
    connection.releaseTimer = undefined;
    return;
  }
  connection?.socket.stop();
  const socket = new NotificationSocket({
    getTicket: async () => (await call(createSocketTicket)).data.ticket,
    onNotification: (notification) => applyPushed(queryClient, userId, notification),
    onState: (state) => store.set(socketStateAtom, state),
    // Pushes sent while the socket was down are in the lists and the count of a refetch.
    onResumed: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) }),
  });
  connection = { userId, socket, users: 1, releaseTimer: undefined };
  socket.start();
}

function release(userId: number): void {
  const current = connection;
  if (current?.userId !== userId) return;
  current.users -= 1;
  if (current.users > 0) return;
  current.releaseTimer = window.setTimeout(() => {
    if (connection !== current || current.users > 0) return;
    current.socket.stop();
    connection = undefined;
  }, RELEASE_GRACE_MS);
}

/**
 * Keeps the signed-in user's notification socket open while the calling component is
 * mounted: pushed notifications land in the cached lists and the unread count. Answers the
 * socket's state and the Reconnect action.
 */
export function useNotificationStream(): { state: SocketState; reconnect: () => void } {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const queryClient = useQueryClient();
  const store = useStore();
  useEffect(() => {
    if (userId === undefined) return undefined;
    acquire(userId, queryClient, store);
    return () => release(userId);
  }, [queryClient, store, userId]);
  return {
    state: useAtomValue(socketStateAtom),
    reconnect: () => connection?.socket.reconnect(),
  };
}
