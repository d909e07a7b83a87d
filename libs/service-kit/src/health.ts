import type { FastifyInstance } from 'fastify';
import Type from 'typebox';

export type ReadinessCheck = () => Promise<boolean>;

const Health = Type.Object({ status: Type.Literal('ok'), uptime: Type.Number() });
const Ready = Type.Object({
  status: Type.Enum(['ready', 'not_ready']),
  checks: Type.Record(Type.String(), Type.Boolean()),
});

/** Runs the readiness checks: each dependency's answer, and whether the process still accepts work. */
export async function readinessOf(checks: Record<string, ReadinessCheck>, isShuttingDown: () => boolean): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
  const results: Record<string, boolean> = { accepting: !isShuttingDown() };
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      results[name] = await check().catch(() => false);
    }),
  );
  return { ready: Object.values(results).every(Boolean), checks: results };
}

/** GET /api/health (the process answers) and GET /api/ready (its dependencies answer). */
export function healthRoutes(app: FastifyInstance, checks: Record<string, ReadinessCheck>, isShuttingDown: () => boolean): void {
  app.get('/api/health', { schema: { tags: ['operations'], summary: 'Liveness', response: { 200: Health } }, config: { rateLimit: false } }, async () => ({
    status: 'ok' as const,
    uptime: process.uptime(),
  }));
  app.get(
    '/api/ready',
    { schema: { tags: ['operations'], summary: 'Readiness', response: { 200: Ready, 503: Ready } }, config: { rateLimit: false } },
    async (_request, reply) => {
      const { ready, checks: results } = await readinessOf(checks, isShuttingDown);
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks: results });
    },
  );
}
