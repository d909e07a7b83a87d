import { throwIfInterrupted } from '../lib/interrupt';
import { median, percentiles, ratio } from '../lib/stats';
import type { Benchmark, BenchContext, Figure } from '../lib/types';
import { BRIEF, DIRECT_BODY, DIRECT_TOKEN, PLATFORM_TOKEN, startAiRig, timeToFirstToken, type AiRig } from './ai-support';

/** SPEC-level target: what the platform may add to the model's own time to first token, at p50. */
const TARGET_ADDED_MS = 30;
/** The peer's pause between two streamed words. */
const WORD_DELAY_MS = 20;
/** Streams measured per side per round (sequential, one at a time). */
const STREAMS_PER_ROUND = 60;
const WARMUP_STREAMS = 20;

interface SideRound {
  side: 'platform' | 'direct';
  round: number;
  p50Ms: number;
  p90Ms: number;
  count: number;
}

async function measureSide(rig: AiRig, side: 'platform' | 'direct', count: number, round: number): Promise<SideRound> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    throwIfInterrupted();
    times.push(
      side === 'platform'
        ? await timeToFirstToken(`${rig.platform.url}/api/ai/generations`, rig.headers, BRIEF, PLATFORM_TOKEN)
        : await timeToFirstToken(`${rig.peerApi}/chat/completions`, { authorization: `Bearer sk-bench-0000000000000000` }, DIRECT_BODY, DIRECT_TOKEN),
    );
  }
  const sample = percentiles(times);
  return { side, round, p50Ms: sample.p50, p90Ms: sample.p90, count: sample.count };
}

/**
 * Time to first token through the platform (gateway, auth, the AI service's generation route:
 * the workspace's endpoint and brand voice read, the prompt built, the SDK's streamed call, the
 * first `token` event written) against the same kind of request sent straight to the local
 * OpenAI server. The server streams a word every 20 ms; the first comes at once, so its own
 * time to first token is the floor both sides share.
 */
export const aiFirstToken: Benchmark = {
  name: 'ai-first-token',
  title: 'AI: time to first token through the platform against the model server directly',
  about: 'about 30 s',
  async run(context: BenchContext) {
    const rig = await startAiRig('ai_ttft', { wordDelayMs: WORD_DELAY_MS });
    const rounds: SideRound[] = [];
    try {
      const perRound = context.options.durationSec >= 5 ? STREAMS_PER_ROUND : 10;
      await measureSide(rig, 'platform', WARMUP_STREAMS, 0);
      await measureSide(rig, 'direct', WARMUP_STREAMS, 0);
      for (let round = 1; round <= context.options.rounds; round += 1) {
        const order: ('platform' | 'direct')[] = round % 2 === 1 ? ['platform', 'direct'] : ['direct', 'platform'];
        for (const side of order) {
          const result = await measureSide(rig, side, perRound, round);
          rounds.push(result);
          context.log(`round ${round}/${context.options.rounds} ${side.padEnd(8)}  first token p50 ${result.p50Ms.toFixed(2)} ms, p90 ${result.p90Ms.toFixed(2)} ms (${result.count} streams)`);
        }
      }
    } finally {
      await rig.close();
    }
    const of = (side: SideRound['side'], key: 'p50Ms' | 'p90Ms') => median(rounds.filter((r) => r.side === side).map((r) => r[key]));
    const platformP50 = of('platform', 'p50Ms');
    const directP50 = of('direct', 'p50Ms');
    const added = platformP50 - directP50;
    const figures: Figure[] = [
      { metric: 'time to first token, p50', unit: 'ms', value: platformP50, baseline: directP50, ratio: ratio(platformP50, directP50) },
      { metric: 'time to first token, p90', unit: 'ms', value: of('platform', 'p90Ms'), baseline: of('direct', 'p90Ms'), ratio: ratio(of('platform', 'p90Ms'), of('direct', 'p90Ms')) },
      { metric: 'added by the platform, p50', unit: 'ms', value: added, target: `<= ${TARGET_ADDED_MS} ms`, meets: added <= TARGET_ADDED_MS },
    ];
    return {
      status: 'ok',
      baseline: 'the same streamed chat completion sent straight to the local OpenAI server',
      figures,
      notes: [
        `The local OpenAI server streams a word every ${WORD_DELAY_MS} ms, the first at once; streams run one at a time, ${context.options.durationSec >= 5 ? STREAMS_PER_ROUND : 10} per side per round, the order alternating.`,
      ],
      details: { wordDelayMs: WORD_DELAY_MS, rounds },
    };
  },
};
