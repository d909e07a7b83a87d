import { startServer } from '../lib/children';
import { runRound, type Round, type Target } from '../lib/load';
import { throwIfInterrupted } from '../lib/interrupt';
import { median, ratio } from '../lib/stats';
import type { Benchmark, BenchContext, Figure } from '../lib/types';
import { BRIEF, startAiRig, type AiRig } from './ai-support';

/** Streams held open at once. */
const STREAMS = 50;
/** Target: the other route's p99 with the streams open, against without. */
const TARGET_P99_RATIO = 1.2;
/** The model's answer: long enough (120 words at 40 ms) that a stream stays open about 5 s. */
const WORDS = 120;
const WORD_DELAY_MS = 40;
const REPLY = Array.from({ length: WORDS }, (_, index) => `word${index}`).join(' ');

interface StreamsRound {
  round: number;
  withStreams: Round;
  without: Round;
  /** Generations the AI service kept while the streams ran, by status (stopped: cut when the round ended). */
  generations: Record<string, number>;
  /** CPU the stream clients' process used per second of the round, ms. */
  clientCpuMsPerSec: number;
  /** The platform's CPU per second of the round beyond what the route's requests cost without streams: the streams' share, ms. */
  streamsCpuMsPerSec: number;
}

/** Autocannon on `target` while STREAMS generations stream from a process of their own. */
async function roundWithStreams(rig: AiRig, target: Target, shape: { connections: number; durationSec: number }, round: number) {
  const since = new Date();
  const clients = await startServer('ai-stream-clients', 'ai-stream-clients.ts', { url: rig.platform.url, headers: rig.headers, brief: BRIEF, streams: STREAMS });
  try {
    const before = await clients.stats();
    const started = performance.now();
    const result = await runRound(target, shape, round);
    const after = await clients.stats();
    const clientCpuMsPerSec = (after.cpuMicros - before.cpuMicros) / 1000 / ((performance.now() - started) / 1000);
    return { result, clientCpuMsPerSec, since };
  } finally {
    await clients.stop();
  }
}

/**
 * 50 generations streaming at once (each client starting the next as soon as one ends, in a
 * process of their own) while autocannon loads another route of the same platform process (GET
 * /api/ai/brand-voice: the token checked, one row read); that route's p99 with the streams open
 * against without them.
 */
export const aiStreams: Benchmark = {
  name: 'ai-streams',
  title: 'AI: another route’s p99 while 50 generations stream',
  about: 'about 60 s',
  async run(context: BenchContext) {
    const rig = await startAiRig('ai_streams', { wordDelayMs: WORD_DELAY_MS, reply: REPLY });
    const target: Target = { label: 'GET /api/ai/brand-voice', server: rig.platform, path: '/api/ai/brand-voice', headers: rig.headers };
    const shape = { connections: context.options.connections, durationSec: context.options.durationSec };
    const rounds: StreamsRound[] = [];
    try {
      await runRound(target, { connections: shape.connections, durationSec: context.options.warmupSec }, 0);
      for (let round = 1; round <= context.options.rounds; round += 1) {
        throwIfInterrupted();
        let withStreams: Awaited<ReturnType<typeof roundWithStreams>>;
        let without: Round;
        if (round % 2 === 1) {
          without = await runRound(target, shape, round);
          withStreams = await roundWithStreams(rig, target, shape, round);
        } else {
          withStreams = await roundWithStreams(rig, target, shape, round);
          without = await runRound(target, shape, round);
        }
        const generations = await rig.generationsSince(withStreams.since);
        const withRound = withStreams.result;
        const streamsCpuMsPerSec = (withRound.requests * (withRound.serverCpuMicrosPerRequest - without.serverCpuMicrosPerRequest)) / 1000 / withRound.durationSec;
        rounds.push({ round, without, withStreams: withRound, generations, clientCpuMsPerSec: withStreams.clientCpuMsPerSec, streamsCpuMsPerSec });
        context.log(
          `round ${round}/${context.options.rounds}  p99 without ${without.latencyMs.p99.toFixed(2)} ms, with ${STREAMS} streams ${withStreams.result.latencyMs.p99.toFixed(2)} ms ` +
            `(${Math.round(without.requestsPerSec)} → ${Math.round(withStreams.result.requestsPerSec)} req/s; generations ${JSON.stringify(generations)})`,
        );
      }
    } finally {
      await rig.close();
    }
    const p99With = median(rounds.map((r) => r.withStreams.latencyMs.p99));
    const p99Without = median(rounds.map((r) => r.without.latencyMs.p99));
    const p99Ratio = ratio(p99With, p99Without);
    const failed = rounds.reduce((sum, r) => sum + (r.generations.failed ?? 0) + r.withStreams.non2xx + r.without.non2xx + r.withStreams.errors + r.without.errors, 0);
    const figures: Figure[] = [
      { metric: 'other route p99 (with streams / without)', unit: 'ms', value: p99With, baseline: p99Without, ratio: p99Ratio, target: `ratio <= ${TARGET_P99_RATIO.toFixed(2)}`, meets: p99Ratio <= TARGET_P99_RATIO },
      { metric: 'other route p50 (with streams / without)', unit: 'ms', value: median(rounds.map((r) => r.withStreams.latencyMs.p50)), baseline: median(rounds.map((r) => r.without.latencyMs.p50)) },
      { metric: 'other route req/s (with streams / without)', unit: 'req/s', value: median(rounds.map((r) => r.withStreams.requestsPerSec)), baseline: median(rounds.map((r) => r.without.requestsPerSec)) },
      { metric: 'generations completed per round', unit: 'generations', value: median(rounds.map((r) => r.generations.completed ?? 0)) },
      { metric: 'platform CPU spent on the streams', unit: 'ms/s', value: median(rounds.map((r) => r.streamsCpuMsPerSec)) },
    ];
    return {
      status: 'ok',
      baseline: 'the same route under the same load with no stream open',
      figures,
      notes: [
        `${STREAMS} clients (a process of their own) each stream a generation (the model answers ${WORDS} words, one every ${WORD_DELAY_MS} ms) and start the next when it ends, from before the load until after it.`,
        ...(failed > 0 ? [`${failed} requests or generations failed: see details.`] : []),
      ],
      details: { streams: STREAMS, words: WORDS, wordDelayMs: WORD_DELAY_MS, rounds },
    };
  },
};
