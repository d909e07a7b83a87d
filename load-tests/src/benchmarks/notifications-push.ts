import { invitationAccepted } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import { eventTables, writeEvent } from '@cadence/events';
import { sleep } from '../lib/http';
import { throwIfInterrupted } from '../lib/interrupt';
import { median, percentiles, type Percentiles } from '../lib/stats';
import type { Benchmark, BenchContext, Figure } from '../lib/types';
import { openSocket, startRig, type BenchSocket } from './notifications-support';

/** Users with one open socket each; events go to them in turn. */
const USERS = 50;
/** Events per round and the pace they are committed at (an even, moderate load). */
const EVENTS_PER_ROUND = 1000;
const EVENTS_PER_SECOND = 100;
/** Unmeasured events first: the platform's first statements are prepared and compiled then. */
const WARM_UP_EVENTS = 100;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROUND_DEADLINE_MS = 60_000;

/** The identity service's outbox, written as auth writes it. */
const authEvents = eventTables('auth');

interface PushRound {
  side: string;
  round: number;
  /** Commit of the event's transaction to the client holding the pushed notification, ms. */
  latencyMs: Percentiles;
  received: number;
}

async function measureSide(context: BenchContext, side: 'in-process' | 'redis', round: number, events: number): Promise<PushRound> {
  const rig = await startRig(`push_${side.replace('-', '_')}`, side === 'redis' ? { REDIS_URL } : {});
  const sockets: BenchSocket[] = [];
  try {
    const db = createDrizzle(rig.sql);
    const committedAt = new Float64Array(events);
    const receivedAt = new Float64Array(events);
    let received = 0;
    let allReceived: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allReceived = resolve));
    for (let user = 1; user <= USERS; user += 1) {
      const socket = await openSocket(rig, rig.token(user));
      socket.onNotification((notification, at) => {
        const match = /bench-(\d+)/.exec(notification.message);
        const index = match ? Number(match[1]) : -1;
        if (index < 0 || index >= events || receivedAt[index]) return;
        receivedAt[index] = at;
        received += 1;
        if (received === events) allReceived();
      });
      sockets.push(socket);
    }
    const gapMs = 1000 / EVENTS_PER_SECOND;
    /** Commits `count` events at the pace; `name(i)` is the member name the push will carry. */
    const commitEvents = async (count: number, first: number, name: (index: number) => string, committed?: (index: number, at: number) => void) => {
      const started = performance.now();
      const writes: Promise<void>[] = [];
      for (let index = 0; index < count; index += 1) {
        throwIfInterrupted();
        const wait = started + index * gapMs - performance.now();
        if (wait > 0) await sleep(wait);
        writes.push(
          db
            .transaction((tx) =>
              writeEvent(tx, authEvents, invitationAccepted, {
                invitationId: first + index,
                workspaceId: 1,
                userId: 100_000 + first + index,
                inviterId: 1 + (index % USERS),
                memberName: name(index),
              }),
            )
            .then(() => committed?.(index, performance.now())),
        );
      }
      await Promise.all(writes);
    };
    await commitEvents(WARM_UP_EVENTS, 1, (index) => `warm-up-${index}`);
    await sleep(1000);
    await commitEvents(events, WARM_UP_EVENTS + 1, (index) => `bench-${index}`, (index, at) => {
      committedAt[index] = at;
    });
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([done.then(() => 'done' as const), new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ROUND_DEADLINE_MS)))]);
    clearTimeout(timer);
    if (outcome === 'timeout') throw new Error(`${side} round ${round}: ${received} of ${events} pushes arrived`);
    const latencies = new Float64Array(events);
    // A push can beat the runner hearing its own COMMIT answer: that is 0 ms, not negative.
    for (let index = 0; index < events; index += 1) latencies[index] = Math.max(0, (receivedAt[index] ?? 0) - (committedAt[index] ?? 0));
    const result = { side, round, latencyMs: percentiles(latencies), received };
    context.log(
      `round ${round} ${side.padEnd(10)} p50 ${result.latencyMs.p50.toFixed(1)} ms, p99 ${result.latencyMs.p99.toFixed(1)} ms, max ${result.latencyMs.max.toFixed(1)} ms (${received} pushes)`,
    );
    return result;
  } finally {
    for (const socket of sockets) socket.close();
    await rig.close();
  }
}

/**
 * Push latency: an event committed in the identity service's outbox (auth.invitation.accepted)
 * travels relay → notifications consumer (its own transaction) → push queue → push relay → hub →
 * the inviter's socket. Measured in one process from the event's COMMIT to the client holding
 * the notification, with the hub in process (all-in-one) and through Redis pub/sub.
 */
export const notificationsPush: Benchmark = {
  name: 'push',
  title: 'Notifications: push latency from an event commit to a connected client',
  about: 'about 40 s',
  async run(context: BenchContext) {
    const { options, log } = context;
    const events = Math.min(EVENTS_PER_ROUND, Math.max(100, Math.round(options.events / 20)));
    log(`${events} events per round (after ${WARM_UP_EVENTS} unmeasured) at ${EVENTS_PER_SECOND}/s to ${USERS} users with one socket each`);
    const rounds: PushRound[] = [];
    for (let round = 1; round <= options.rounds; round += 1) {
      for (const side of round % 2 === 1 ? (['in-process', 'redis'] as const) : (['redis', 'in-process'] as const)) {
        rounds.push(await measureSide(context, side, round, events));
        await sleep(200);
      }
    }
    const of = (side: string) => rounds.filter((round) => round.side === side);
    const p99 = median(of('in-process').map((r) => r.latencyMs.p99));
    const figures: Figure[] = [
      { metric: 'commit → client p50 (all-in-one)', unit: 'ms', value: median(of('in-process').map((r) => r.latencyMs.p50)) },
      { metric: 'commit → client p99 (all-in-one)', unit: 'ms', value: p99, target: '<= 200 ms', meets: p99 <= 200 },
      { metric: 'commit → client p50 (Redis fan-out)', unit: 'ms', value: median(of('redis').map((r) => r.latencyMs.p50)) },
      { metric: 'commit → client p99 (Redis fan-out)', unit: 'ms', value: median(of('redis').map((r) => r.latencyMs.p99)) },
    ];
    return {
      status: 'ok',
      figures,
      notes: [
        `Each event passes two transactions (the event's, then the consumer's that writes the notification) and two NOTIFY wake-ups before the socket write.`,
        `The clock starts when the runner hears its COMMIT answered, so figures are a lower bound by that round trip (well under a millisecond here).`,
      ],
      details: { users: USERS, eventsPerRound: events, eventsPerSecond: EVENTS_PER_SECOND, rounds },
    };
  },
};
