import { execFileSync } from 'node:child_process';
import { sleep } from '../lib/http';
import { throwIfInterrupted } from '../lib/interrupt';
import { median } from '../lib/stats';
import { SkipBenchmark, type Benchmark, type BenchContext, type Figure } from '../lib/types';
import { inBatches, openSocket, seedRecipients, startRig, type BenchSocket } from './notifications-support';

/** SPEC-level target: sockets one instance holds on this machine. */
const TARGET_SOCKETS = 10_000;
/** Sockets spread over this many users (a user may have several tabs and devices). */
const USERS = 100;
const CONNECT_CONCURRENCY = 100;
/** Descriptors the runner needs beyond its sockets (database, pipes, files). */
const SPARE_DESCRIPTORS = 500;

/** The open-files limit of processes started from here (the runner and the server it forks). */
function openFilesLimit(): number {
  const value = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

interface SocketsRound {
  round: number;
  sockets: number;
  connectSec: number;
  rssBeforeMB: number;
  rssAfterMB: number;
  kbPerSocket: number;
  /** One staff send to all USERS: POST answered → the last of the sockets holding its push, ms. */
  fanOutMs: number;
  stillOpen: number;
}

async function measureRound(context: BenchContext, round: number, count: number): Promise<SocketsRound> {
  const rig = await startRig('sockets');
  const sockets: BenchSocket[] = [];
  try {
    await seedRecipients(rig.sql, USERS);
    // Warm the paths used below, then settle, before the baseline memory reading.
    const warm = await openSocket(rig, rig.token(1));
    warm.close();
    await sleep(1000);
    const before = await rig.server.stats();
    const started = performance.now();
    const owners = Array.from({ length: count }, (_, index) => 1 + (index % USERS));
    await inBatches(owners, CONNECT_CONCURRENCY, async (userId) => {
      throwIfInterrupted();
      sockets.push(await openSocket(rig, rig.token(userId)));
    });
    const connectSec = (performance.now() - started) / 1000;
    await sleep(2000);
    const after = await rig.server.stats();

    let pending = sockets.length;
    let lastAt = 0;
    let finished: () => void = () => undefined;
    const allHeard = new Promise<void>((resolve) => (finished = resolve));
    for (const socket of sockets) {
      let heard = false;
      socket.onNotification((notification, at) => {
        if (heard || notification.message !== 'Fan-out check') return;
        heard = true;
        lastAt = Math.max(lastAt, at);
        pending -= 1;
        if (pending === 0) finished();
      });
    }
    const response = await fetch(`${rig.url}/api/notifications/broadcasts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rig.token(1, ['PushNotification'])}`, 'content-type': 'application/json' },
      body: JSON.stringify({ audience: 'all', type: 'announcement', message: 'Fan-out check', in_app: true, email: false }),
    });
    if (response.status !== 201) throw new Error(`the send was refused: ${response.status}`);
    const sentAt = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([allHeard.then(() => 'done' as const), new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 60_000)))]);
    clearTimeout(timer);
    if (outcome === 'timeout') throw new Error(`${pending} of ${sockets.length} sockets never got the send`);
    const stillOpen = sockets.filter((socket) => socket.socket.readyState === socket.socket.OPEN).length;
    const result: SocketsRound = {
      round,
      sockets: sockets.length,
      connectSec,
      rssBeforeMB: before.rssBytes / 1024 / 1024,
      rssAfterMB: after.rssBytes / 1024 / 1024,
      kbPerSocket: (after.rssBytes - before.rssBytes) / 1024 / sockets.length,
      fanOutMs: lastAt - sentAt,
      stillOpen,
    };
    context.log(
      `round ${round}: ${result.sockets.toLocaleString('en-US')} sockets in ${connectSec.toFixed(1)} s, server RSS ${result.rssBeforeMB.toFixed(0)} → ${result.rssAfterMB.toFixed(0)} MB ` +
        `(${result.kbPerSocket.toFixed(1)} KB/socket), one send to all in ${result.fanOutMs.toFixed(0)} ms, ${stillOpen} still open`,
    );
    return result;
  } finally {
    for (const socket of sockets) socket.close();
    await rig.close();
  }
}

/**
 * Open sockets one all-in-one instance holds (10,000 over 100 users, each opened with its own
 * ticket), the server's memory per socket (RSS growth over the sockets, heartbeats running),
 * and how long one staff send takes to reach all of them.
 */
export const notificationsSockets: Benchmark = {
  name: 'sockets',
  title: 'Notifications: open sockets held, memory per socket, one send to all of them',
  about: 'about 60 s',
  async run(context: BenchContext) {
    const limit = openFilesLimit();
    const count = socketCount(context);
    if (limit < count + SPARE_DESCRIPTORS) {
      throw new SkipBenchmark(`the open-files limit is ${limit}; ${count + SPARE_DESCRIPTORS} are needed: run \`ulimit -n ${count + SPARE_DESCRIPTORS * 4}\` first (the hard limit allows up to \`ulimit -Hn\`)`);
    }
    context.log(`${count.toLocaleString('en-US')} sockets over ${USERS} users, ${CONNECT_CONCURRENCY} opened at a time (open-files limit ${limit})`);
    const rounds: SocketsRound[] = [];
    for (let round = 1; round <= context.options.rounds; round += 1) rounds.push(await measureRound(context, round, count));
    const held = median(rounds.map((r) => r.stillOpen));
    const figures: Figure[] = [
      { metric: 'sockets held open', unit: 'sockets', value: held, target: `>= ${TARGET_SOCKETS.toLocaleString('en-US')}`, meets: held >= TARGET_SOCKETS },
      { metric: 'server memory per socket (RSS)', unit: 'KB', value: median(rounds.map((r) => r.kbPerSocket)) },
      { metric: 'server RSS with all sockets', unit: 'MB', value: median(rounds.map((r) => r.rssAfterMB)) },
      { metric: 'opening them (ticket + upgrade)', unit: 's', value: median(rounds.map((r) => r.connectSec)) },
      { metric: 'one send → all sockets', unit: 'ms', value: median(rounds.map((r) => r.fanOutMs)) },
    ];
    return {
      status: 'ok',
      figures,
      notes: ['Memory per socket is the growth of the server process RSS divided by the sockets: it includes the garbage not yet collected, so it is an upper bound.'],
      details: { users: USERS, concurrency: CONNECT_CONCURRENCY, openFilesLimit: limit, rounds },
    };
  },
};

/** The target with the default options; --quick (fewer events) opens a quarter. */
function socketCount(context: BenchContext): number {
  return context.options.events >= 20_000 ? TARGET_SOCKETS : TARGET_SOCKETS / 4;
}
