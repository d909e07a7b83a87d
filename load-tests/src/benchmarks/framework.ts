import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@cadence/db/testing';
import { startServer, type ServerProcess } from '../lib/children';
import { onInterrupt } from '../lib/interrupt';
import { compareAnswers } from '../lib/http';
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
    const database = await createTestDatabase('bench_fw');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-'));
    const servers: ServerProcess[] = [];
    const forget = onInterrupt(async () => {
      await Promise.allSettled(servers.map((server) => server.stop()));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    });
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000' };
      const platform = await startServer('platform', 'platform.ts', { env });
      servers.push(platform);
      const raw = await startServer('raw', 'raw-meta.ts', {});
      servers.push(raw);
      const bare = await startServer('fastify', 'fastify-meta.ts', {});
      servers.push(bare);
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
    } finally {
      for (const server of servers.reverse()) await server.stop().catch(() => undefined);
      await database.drop().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
      forget();
    }
  },
};
