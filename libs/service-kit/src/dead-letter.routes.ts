import type { FastifyInstance } from 'fastify';
import { deadLetterEndpoints } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { DeadLetterNotFoundError, listDeadLetters, replayDeadLetter, type DeadLetter as DeadLetterRow, type EventConsumer, type EventTables } from '@cadence/events';
import { pageCount } from '@cadence/contracts';
import { listRoute, route } from './route';
import { defineErrors } from './errors';

const errors = defineErrors('EVENTS', {
  DEAD_LETTER_NOT_FOUND: [404, 'Dead letter not found'],
  NO_CONSUMER: [409, 'This service consumes no events, so it has nothing to replay'],
});

function toApi(row: DeadLetterRow) {
  return {
    id: row.id,
    consumer: row.consumer,
    eventId: row.eventId,
    name: row.name,
    topic: row.topic,
    key: row.key,
    payload: row.payload,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    replayedAt: row.replayedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** Operators see the events a consumer gave up on and replay them once the cause is fixed. */
export function deadLetterRoutes(app: FastifyInstance, options: { area: string; db: Database; tables: EventTables; consumer: EventConsumer | undefined }): void {
  const { list, replay } = deadLetterEndpoints(options.area);

  listRoute(app, list, async ({ request }) => {
    const q = request.query;
    const found = await listDeadLetters(options.db, options.tables, { limit: q.limit, offset: q.page * q.limit, includeResolved: q.includeResolved });
    return { rows: found.rows.map(toApi), total: found.total, page: q.page, pages: pageCount(found.total, q.limit, true), limit: q.limit };
  });

  route(app, replay, async ({ request }) => {
    if (!options.consumer) throw errors.NO_CONSUMER();
    try {
      const outcome = await replayDeadLetter(options.db, options.tables, request.params.id, options.consumer);
      return { status: outcome.status, ...('error' in outcome ? { error: outcome.error } : {}), deadLetter: toApi(outcome.deadLetter) };
    } catch (error) {
      if (error instanceof DeadLetterNotFoundError) throw errors.DEAD_LETTER_NOT_FOUND();
      throw error;
    }
  });
}
