import { compareAnswers } from '../lib/http';
import { withPlatformBench } from '../lib/platform-bench';
import { measureTargets } from '../lib/load';
import { ratio } from '../lib/stats';
import { failureNotes, httpFigures } from '../lib/figures';
import type { Benchmark } from '../lib/types';

/**
 * The framework tax: what the gateway and the service kit cost on a request that does no I/O
 * (GET /api/meta, answered from memory), against bare node:http answering the same bytes.
 */
export const framework: Benchmark = {
  name: 'framework',
  title: 'Framework tax: GET /api/meta, all-in-one gateway vs bare node:http (and bare Fastify for reference)',
  about: 'about 55 s',
  async run(context) {
    const { log } = context;
    return withPlatformBench('bench_fw', async ({ env, start }) => {
      const platform = await start('platform', 'platform.ts', { env });
      const raw = await start('raw', 'raw-meta.ts', {});
      const bare = await start('fastify', 'fastify-meta.ts', {});
      log(`platform ${platform.url} (pid ${platform.pid}), raw ${raw.url} (pid ${raw.pid}), bare Fastify ${bare.url} (pid ${bare.pid})`);

      const notes: string[] = [];
      for (const other of [raw, bare]) {
        const difference = await compareAnswers({ label: 'platform', url: `${platform.url}/api/meta` }, { label: other.name, url: `${other.url}/api/meta` });
        if (difference) notes.push(`ANSWERS DIFFER, the comparison is not like for like: ${difference}`);
      }
      if (notes.length === 0) log('all three answer the same bytes (timestamp aside)');

      const [subject, baseline, fastify] = await measureTargets(
        [
          { label: 'platform', server: platform, path: '/api/meta' },
          { label: 'raw', server: raw, path: '/api/meta' },
          { label: 'fastify', server: bare, path: '/api/meta' },
        ],
        context,
      );
      if (!subject || !baseline || !fastify) throw new Error('unreachable: three targets measured');
      notes.push(...failureNotes(subject, baseline, fastify));
      const bytes = (side: typeof subject) => Math.round(side.rounds[0]?.bytesPerResponse ?? 0);
      notes.push(
        `Response size with headers: ${bytes(subject)} B (platform: helmet security headers, x-request-id, rate-limit headers) vs ${bytes(baseline)} B (raw), ${bytes(fastify)} B (bare Fastify).`,
      );
      const figures = httpFigures(subject, baseline);
      figures.push(
        {
          metric: 'bare Fastify throughput (reference)',
          unit: 'req/s',
          value: fastify.requestsPerSec,
          baseline: baseline.requestsPerSec,
          ratio: ratio(fastify.requestsPerSec, baseline.requestsPerSec),
        },
        {
          metric: 'platform / bare Fastify throughput',
          unit: 'req/s',
          value: subject.requestsPerSec,
          baseline: fastify.requestsPerSec,
          ratio: ratio(subject.requestsPerSec, fastify.requestsPerSec),
        },
      );
      return {
        status: 'ok',
        baseline: 'bare node:http in its own process, same JSON bytes, same content-type and cache-control',
        figures,
        notes,
        details: { answersMatch: !notes.some((note) => note.startsWith('ANSWERS DIFFER')), platform: subject, raw: baseline, fastify },
      };
    });
  },
};
