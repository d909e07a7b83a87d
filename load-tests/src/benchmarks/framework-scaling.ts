import type { ServerProcess } from '../lib/children';
import { compareAnswers } from '../lib/http';
import { withPlatformBench } from '../lib/platform-bench';
import { measureTargets, type Side } from '../lib/load';
import { ratio } from '../lib/stats';
import { failureNotes } from '../lib/figures';
import type { Benchmark, Figure } from '../lib/types';

/** What a request pays for the kit, against bare Fastify in the same run. */
const THROUGHPUT_TARGET = 0.95;
const CPU_TARGET = 1.1;

/**
 * The framework tax as the platform grows: GET /api/meta from the gateway running its first
 * service, its first three and all of them, each against bare Fastify answering the same bytes.
 * What a request pays must not grow with the services in the process.
 */
export const frameworkScaling: Benchmark = {
  name: 'framework-scaling',
  title: 'Framework tax with 1, 3 and all services in the gateway, against bare Fastify',
  about: 'about 90 s',
  async run(context) {
    const { log } = context;
    return withPlatformBench('bench_fws', async ({ env, start }) => {
      // The gateway's services in start order (services/gateway/src/services.ts): auth first, then
      // notifications and content; 'all' is every one of them.
      const counts: (number | 'all')[] = [1, 3, 'all'];
      const platforms: { label: string; server: ServerProcess }[] = [];
      // One after the other: the first start migrates the shared database.
      for (const count of counts) {
        const label = count === 'all' ? 'all services' : `${count} service${count === 1 ? '' : 's'}`;
        const server = await start(`platform (${label})`, 'platform.ts', { env, ...(count === 'all' ? {} : { services: count }) });
        platforms.push({ label, server });
        log(`${label}: ${server.url} (pid ${server.pid})`);
      }
      const bare = await start('fastify', 'fastify-meta.ts', {});

      const notes: string[] = [];
      for (const { label, server } of platforms) {
        const difference = await compareAnswers({ label, url: `${server.url}/api/meta` }, { label: 'bare Fastify', url: `${bare.url}/api/meta` });
        if (difference) notes.push(`ANSWERS DIFFER, the comparison is not like for like: ${difference}`);
      }

      const sides = await measureTargets(
        [...platforms.map(({ label, server }) => ({ label, server, path: '/api/meta' })), { label: 'fastify', server: bare, path: '/api/meta' }],
        context,
      );
      const fastify = sides.at(-1);
      if (!fastify || sides.length !== platforms.length + 1) throw new Error('unreachable: every target measured');
      notes.push(...failureNotes(...sides));

      const figures: Figure[] = [];
      const measured = platforms.map(({ label }, index) => ({ label, side: sides[index] as Side }));
      for (const { label, side } of measured) {
        const throughput = ratio(side.requestsPerSec, fastify.requestsPerSec);
        const cpu = ratio(side.serverCpuMicrosPerRequest, fastify.serverCpuMicrosPerRequest);
        figures.push(
          {
            metric: `${label}: throughput`,
            unit: 'req/s',
            value: side.requestsPerSec,
            baseline: fastify.requestsPerSec,
            ratio: throughput,
            target: `ratio ≥ ${THROUGHPUT_TARGET.toFixed(2)}`,
            meets: throughput >= THROUGHPUT_TARGET,
          },
          {
            metric: `${label}: server CPU per request`,
            unit: 'µs',
            value: side.serverCpuMicrosPerRequest,
            baseline: fastify.serverCpuMicrosPerRequest,
            ratio: cpu,
            target: `ratio ≤ ${CPU_TARGET.toFixed(2)}`,
            meets: cpu <= CPU_TARGET,
          },
        );
      }
      const fewest = measured[0];
      const most = measured.at(-1);
      if (fewest && most && most !== fewest) {
        const growth = ratio(most.side.serverCpuMicrosPerRequest, fewest.side.serverCpuMicrosPerRequest);
        figures.push({
          metric: `CPU per request, ${most.label} vs ${fewest.label}`,
          unit: 'µs',
          value: most.side.serverCpuMicrosPerRequest,
          baseline: fewest.side.serverCpuMicrosPerRequest,
          ratio: growth,
          target: `ratio ≤ ${CPU_TARGET.toFixed(2)}`,
          meets: growth <= CPU_TARGET,
        });
      }
      return {
        status: 'ok',
        baseline: 'bare Fastify (no plugins, logger off) in its own process, same JSON bytes, same content-type and cache-control',
        figures,
        notes,
        details: { answersMatch: !notes.some((note) => note.startsWith('ANSWERS DIFFER')), sides },
      };
    });
  },
};
