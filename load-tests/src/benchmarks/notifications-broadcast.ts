import autocannon, { type Options } from 'autocannon';
import { runRound, type Round, type Target } from '../lib/load';
import { sleep } from '../lib/http';
import { throwIfInterrupted } from '../lib/interrupt';
import { BoundedSample, median, percentiles, ratio, type Percentiles } from '../lib/stats';
import type { Benchmark, BenchContext, Figure } from '../lib/types';
import { seedRecipients, startRig, type NotificationsRig } from './notifications-support';

/** The reader whose list is requested while the send runs (one of the recipients). */
const READER = 1;
const LATENCY_TARGET = 1.2;
/** The steady load runs at this share of the idle capacity measured in the same round. */
const STEADY_SHARE = 0.3;

/** Latency at a fixed request rate (an open load, as real traffic is), not as fast as possible. */
interface SteadyRound {
  rate: number;
  latencyMs: Percentiles;
  failures: number;
}

async function runSteady(target: Target, rate: number, durationSec: number): Promise<SteadyRound> {
  throwIfInterrupted();
  const latencies = new BoundedSample();
  const options: Options & { overallRate: number } = {
    url: `${target.server.url}${target.path}`,
    connections: 10,
    duration: durationSec,
    timeout: 10,
    overallRate: rate,
    ...(target.headers ? { headers: target.headers } : {}),
  };
  const instance = autocannon(options);
  instance.on('response', (_client: unknown, _status: unknown, _bytes: unknown, responseTime: unknown) => {
    if (typeof responseTime === 'number') latencies.add(responseTime);
  });
  const result = await instance;
  return { rate, latencyMs: percentiles(latencies.toArray()), failures: result.non2xx + result.errors + result.timeouts };
}

interface Phase {
  capacity: Round;
  steady: SteadyRound;
}

interface BroadcastRound {
  round: number;
  idle: Phase;
  during: Phase;
  /** From the send's creation to its last batch committed (database clock). */
  completeSec: number;
  usersPerSec: number;
  processed: number;
  /** Whether the send was still running when the measured window ended. */
  coveredWindow: boolean;
}

/**
 * Before the rounds: a history of notifications (two per user, forty for the reader), analysed,
 * so the list query runs on the plan a live table gets rather than on an empty table's.
 */
async function seedHistory(rig: NotificationsRig, users: number): Promise<void> {
  await rig.sql`insert into notifications.notifications (user_id, type, message, is_read) select 1 + i % ${users}, 'announcement', 'Older news ' || i, true from generate_series(1, ${users * 2}) as i`;
  await rig.sql`insert into notifications.notifications (user_id, type, message) select ${READER}, 'announcement', 'Older news for the reader ' || i from generate_series(1, 40) as i`;
  await rig.sql`vacuum analyze notifications.notifications`;
}

/** Each round starts with no send in progress; the notifications of earlier rounds stay. */
async function reset(rig: NotificationsRig): Promise<void> {
  await rig.sql`truncate notifications.push_queue, notifications.broadcasts, notifications.broadcast_recipients restart identity`;
  await rig.sql`vacuum analyze notifications.notifications`.catch(() => undefined);
}

async function statusOf(rig: NotificationsRig, id: number): Promise<string> {
  const [row] = await rig.sql<{ status: string }[]>`select status from notifications.broadcasts where id = ${id}`;
  return row?.status ?? '';
}

async function measureRound(context: BenchContext, rig: NotificationsRig, target: Target, round: number, users: number): Promise<BroadcastRound> {
  const { options, log } = context;
  throwIfInterrupted();
  await reset(rig);
  await sleep(500);
  const shape = { connections: options.connections, durationSec: options.durationSec };
  // Half the window each: as fast as possible, then a steady share of what that reached.
  const half = Math.max(1, Math.round(options.durationSec / 2));
  const idleCapacity = await runRound(target, { ...shape, durationSec: half }, round);
  const rate = Math.max(10, Math.round(idleCapacity.requestsPerSec * STEADY_SHARE));
  const idle: Phase = { capacity: idleCapacity, steady: await runSteady(target, rate, half) };

  const response = await fetch(`${rig.url}/api/notifications/broadcasts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${rig.token(2, ['PushNotification'])}`, 'content-type': 'application/json' },
    body: JSON.stringify({ audience: 'all', type: 'announcement', message: 'Broadcast benchmark', in_app: true, email: false }),
  });
  if (response.status !== 201) throw new Error(`the send was refused: ${response.status}`);
  const { id } = ((await response.json()) as { data: { id: number } }).data;
  const during: Phase = { capacity: await runRound(target, { ...shape, durationSec: half }, round), steady: await runSteady(target, rate, half) };
  const coveredWindow = (await statusOf(rig, id)) !== 'completed';

  for (;;) {
    throwIfInterrupted();
    const status = await statusOf(rig, id);
    if (status === 'completed') break;
    if (status === 'failed') throw new Error(`broadcast ${id} failed`);
    await sleep(250);
  }
  const [row] = await rig.sql<{ seconds: number; processed: number }[]>`
    select extract(epoch from finished_at - created_at)::float8 as seconds, processed from notifications.broadcasts where id = ${id}`;
  const completeSec = row?.seconds ?? Number.NaN;
  const processed = row?.processed ?? 0;
  const result: BroadcastRound = { round, idle, during, completeSec, usersPerSec: processed / completeSec, processed, coveredWindow };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  log(
    `round ${round}: ${processed.toLocaleString('en-US')} users in ${completeSec.toFixed(1)} s (${Math.round(result.usersPerSec).toLocaleString('en-US')}/s); ` +
      `GET /api/notifications idle → during: at ${rate} req/s p50 ${ms(idle.steady.latencyMs.p50)} → ${ms(during.steady.latencyMs.p50)}, p99 ${ms(idle.steady.latencyMs.p99)} → ${ms(during.steady.latencyMs.p99)}; ` +
      `flat out ${Math.round(idle.capacity.requestsPerSec)} → ${Math.round(during.capacity.requestsPerSec)} req/s, p99 ${ms(idle.capacity.latencyMs.p99)} → ${ms(during.capacity.latencyMs.p99)}`,
  );
  if (processed !== users) throw new Error(`broadcast ${id} reached ${processed} of ${users} users`);
  return result;
}

/**
 * A staff send to everyone (in the app) over 100,000 users: the time to complete, and the
 * latency of a user's notification list (GET /api/notifications) while the send runs against
 * the idle platform just before: at a steady rate (30% of the idle capacity, as real traffic
 * leaves headroom) and flat out (autocannon's closed loop, which takes every spare cycle).
 */
export const notificationsBroadcast: Benchmark = {
  name: 'broadcast',
  title: 'Notifications: a send to 100,000 users, and API latency while it runs vs idle',
  about: 'about 90 s',
  async run(context: BenchContext) {
    const { options, log } = context;
    const users = options.rows;
    // The send runs with the platform's defaults unless the runner's environment sets them.
    const tuning = Object.fromEntries(
      ['NOTIFICATIONS_BROADCAST_BATCH_SIZE', 'NOTIFICATIONS_BROADCAST_USERS_PER_SECOND'].flatMap((name) => (process.env[name] ? [[name, process.env[name] ?? '']] : [])),
    );
    const rig = await startRig('broadcast', tuning);
    try {
      log(`seeding ${users.toLocaleString('en-US')} recipients`);
      await seedRecipients(rig.sql, users);
      await rig.sql`vacuum analyze notifications.recipients`;
      await seedHistory(rig, users);
      const target: Target = { label: 'GET /api/notifications', server: rig.server, path: '/api/notifications?limit=10&status=all', headers: { authorization: `Bearer ${rig.token(READER)}` } };
      if (options.warmupSec > 0) await runRound(target, { connections: options.connections, durationSec: options.warmupSec }, 0);
      const rounds: BroadcastRound[] = [];
      for (let round = 1; round <= options.rounds; round += 1) rounds.push(await measureRound(context, rig, target, round, users));

      const steady = (pick: (r: BroadcastRound) => number) => median(rounds.map(pick));
      const p50Ratio = steady((r) => ratio(r.during.steady.latencyMs.p50, r.idle.steady.latencyMs.p50));
      const p99Ratio = steady((r) => ratio(r.during.steady.latencyMs.p99, r.idle.steady.latencyMs.p99));
      const figures: Figure[] = [
        { metric: `send to ${users.toLocaleString('en-US')} users: complete`, unit: 's', value: steady((r) => r.completeSec) },
        { metric: 'send throughput', unit: 'users/s', value: steady((r) => r.usersPerSec) },
        {
          metric: 'list p50, steady load, during send',
          unit: 'ms',
          value: steady((r) => r.during.steady.latencyMs.p50),
          baseline: steady((r) => r.idle.steady.latencyMs.p50),
          ratio: p50Ratio,
          target: `ratio <= ${LATENCY_TARGET}`,
          meets: p50Ratio <= LATENCY_TARGET,
        },
        {
          metric: 'list p99, steady load, during send',
          unit: 'ms',
          value: steady((r) => r.during.steady.latencyMs.p99),
          baseline: steady((r) => r.idle.steady.latencyMs.p99),
          ratio: p99Ratio,
          target: `ratio <= ${LATENCY_TARGET}`,
          meets: p99Ratio <= LATENCY_TARGET,
        },
        {
          metric: 'list p99, flat out, during send',
          unit: 'ms',
          value: steady((r) => r.during.capacity.latencyMs.p99),
          baseline: steady((r) => r.idle.capacity.latencyMs.p99),
          ratio: steady((r) => ratio(r.during.capacity.latencyMs.p99, r.idle.capacity.latencyMs.p99)),
        },
        {
          metric: 'list throughput, flat out, during send',
          unit: 'req/s',
          value: steady((r) => r.during.capacity.requestsPerSec),
          baseline: steady((r) => r.idle.capacity.requestsPerSec),
          ratio: steady((r) => ratio(r.during.capacity.requestsPerSec, r.idle.capacity.requestsPerSec)),
        },
      ];
      const notes = [
        `The send writes ${users.toLocaleString('en-US')} notifications and recipient rows (${Object.entries(tuning).map(([name, value]) => `${name}=${value}`).join(', ') || 'default batch size and pace'}); nobody is connected, so the pushes reach the hub and no socket.`,
        `Each phase: ${Math.max(1, Math.round(options.durationSec / 2))} s flat out (${options.connections} connections), then the same time at ${Math.round(STEADY_SHARE * 100)}% of the idle flat-out rate; idle just before the send, during right after it is created.`,
        `Flat out, the API and the send share two CPUs with PostgreSQL: the send's CPU is taken from the API, which shows in the flat-out figures (no target).`,
      ];
      const partial = rounds.filter((r) => !r.coveredWindow).map((r) => r.round);
      if (partial.length > 0) notes.push(`In round(s) ${partial.join(', ')} the send finished before the measured window ended: part of "during" ran on an idle platform.`);
      for (const r of rounds) {
        const failures = r.idle.steady.failures + r.during.steady.failures + r.idle.capacity.non2xx + r.during.capacity.non2xx;
        if (failures > 0) notes.push(`round ${r.round}: ${failures} requests failed`);
      }
      return { status: 'ok', baseline: 'the same requests on the idle platform, measured just before each send', figures, notes, details: { users, steadyShare: STEADY_SHARE, tuning, rounds } };
    } finally {
      await rig.close();
    }
  },
};
