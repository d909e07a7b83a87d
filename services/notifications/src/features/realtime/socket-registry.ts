import type { WebSocket } from 'ws';
import type { SocketMessage } from '@cadence/contracts';
import type { PushItem } from './push-hub';

/**
 * The open notification sockets of this instance, by user. A heartbeat pings every socket;
 * one that has not answered the previous ping by the next beat is dead (a laptop closed, a
 * network gone) and is terminated, which frees its memory and descriptor.
 */
export class SocketRegistry {
  private readonly byUser = new Map<number, Set<WebSocket>>();
  private readonly answered = new WeakSet<WebSocket>();
  private heartbeat: NodeJS.Timeout | undefined;
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(userId: number, socket: WebSocket): void {
    let sockets = this.byUser.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.byUser.set(userId, sockets);
    }
    sockets.add(socket);
    this.count += 1;
    this.answered.add(socket);
    socket.on('pong', () => this.answered.add(socket));
    socket.once('close', () => this.remove(userId, socket));
  }

  /** Sends each item to the sockets its user has open here; others are not this instance's. */
  deliver(items: readonly PushItem[]): number {
    let sent = 0;
    for (const item of items) {
      const sockets = this.byUser.get(item.userId);
      if (!sockets) continue;
      const text = JSON.stringify({ type: 'notification', data: item.notification } satisfies SocketMessage);
      for (const socket of sockets) {
        if (socket.readyState !== socket.OPEN) continue;
        socket.send(text);
        sent += 1;
      }
    }
    return sent;
  }

  startHeartbeat(intervalMs: number): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => this.beat(), intervalMs);
    this.heartbeat.unref();
  }

  stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** Closes every socket (shutdown): clients reconnect to another instance. */
  closeAll(): void {
    for (const sockets of this.byUser.values()) {
      for (const socket of sockets) socket.close(1001, 'server shutting down');
    }
  }

  private beat(): void {
    for (const sockets of this.byUser.values()) {
      for (const socket of sockets) {
        if (!this.answered.has(socket)) {
          socket.terminate();
          continue;
        }
        this.answered.delete(socket);
        socket.ping();
      }
    }
  }

  private remove(userId: number, socket: WebSocket): void {
    const sockets = this.byUser.get(userId);
    if (!sockets?.delete(socket)) return;
    this.count -= 1;
    if (sockets.size === 0) this.byUser.delete(userId);
  }
}
