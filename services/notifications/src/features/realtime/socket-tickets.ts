import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SocketTicket } from '@cadence/contracts';

/** Long enough to open a socket right after asking, short enough to be worthless if leaked. */
export const TICKET_TTL_SECONDS = 30;
const KEY_PREFIX = 'cadence:notifications:ws-ticket:';

export interface TicketStore {
  issue(userId: number): Promise<SocketTicket>;
  /** The ticket's user, once: a second redeem, or one after expiry, gets null. */
  redeem(ticket: string): Promise<number | null>;
}

/** Only a digest is stored, so the store never holds a usable ticket. */
function keyOf(ticket: string): string {
  return KEY_PREFIX + createHash('sha256').update(ticket).digest('base64url');
}

function newTicket(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Socket tickets: in Redis when there is one (any instance may redeem what another issued;
 * GETDEL makes the single use atomic), else in this process's memory.
 */
export function createTicketStore(redis: Redis | null): TicketStore {
  return redis ? redisTickets(redis) : memoryTickets();
}

function redisTickets(redis: Redis): TicketStore {
  return {
    async issue(userId) {
      const ticket = newTicket();
      await redis.set(keyOf(ticket), String(userId), 'EX', TICKET_TTL_SECONDS);
      return { ticket, expires_in: TICKET_TTL_SECONDS };
    },
    async redeem(ticket) {
      const value = await redis.getdel(keyOf(ticket));
      const userId = Number(value);
      return value !== null && Number.isInteger(userId) && userId > 0 ? userId : null;
    },
  };
}

function memoryTickets(): TicketStore {
  const tickets = new Map<string, { userId: number; expiresAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of tickets) if (entry.expiresAt <= now) tickets.delete(key);
  };
  return {
    async issue(userId) {
      const now = Date.now();
      if (tickets.size > 1000) sweep(now);
      const ticket = newTicket();
      tickets.set(keyOf(ticket), { userId, expiresAt: now + TICKET_TTL_SECONDS * 1000 });
      return { ticket, expires_in: TICKET_TTL_SECONDS };
    },
    async redeem(ticket) {
      const key = keyOf(ticket);
      const entry = tickets.get(key);
      tickets.delete(key);
      return entry && entry.expiresAt > Date.now() ? entry.userId : null;
    },
  };
}
