import WebSocket from 'ws';
import { NOTIFICATIONS_SOCKET_PATH, type Notification, type SocketMessage } from '@cadence/contracts';

/** A real WebSocket client of the notifications socket, collecting what it receives. */
export interface SocketClient {
  socket: WebSocket;
  received: Notification[];
  /** Resolves with the first received notification that matches. */
  next(match: (notification: Notification) => boolean, what?: string): Promise<Notification>;
  close(): Promise<void>;
}

async function socketTicket(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/notifications/ws/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 201) throw new Error(`ticket refused: ${response.status}`);
  return ((await response.json()) as { data: { ticket: string } }).data.ticket;
}

export function socketUrl(baseUrl: string, ticket: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}${NOTIFICATIONS_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

export async function connectSocket(baseUrl: string, token: string, options: WebSocket.ClientOptions = {}): Promise<SocketClient> {
  const socket = new WebSocket(socketUrl(baseUrl, await socketTicket(baseUrl, token)), options);
  const received: Notification[] = [];
  const waiters: { match: (n: Notification) => boolean; resolve: (n: Notification) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as SocketMessage;
    if (message.type !== 'notification') return;
    received.push(message.data);
    for (const waiter of [...waiters]) {
      if (waiter.match(message.data)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message.data);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    next(match, what = 'a pushed notification') {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 15_000);
        waiters.push({
          match,
          resolve: (notification) => {
            clearTimeout(timer);
            resolve(notification);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}
