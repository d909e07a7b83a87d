import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdParams, IsoDate, StringEnum } from '../schema';
import { ListQuery } from '../list-query';

/**
 * Every service and the area its monitoring answers under (`/api/<area>/monitoring`): the first
 * of its areas, so the route reaches its own process through the gateway in the distributed mode.
 */
export const MONITORED_SERVICES = [
  { name: 'auth', area: 'auth' },
  { name: 'notifications', area: 'notifications' },
  { name: 'content', area: 'pages' },
  { name: 'posting', area: 'posts' },
  { name: 'billing', area: 'membership' },
  { name: 'ai', area: 'ai' },
  { name: 'analytics', area: 'analytics' },
  { name: 'support', area: 'support' },
  { name: 'live', area: 'live' },
] as const;
export type MonitoredService = (typeof MONITORED_SERVICES)[number]['name'];

export const ProcessFigures = Type.Object({
  pid: Type.Integer(),
  /** The process's name ("all-in-one", or the service's own in the distributed mode). */
  name: Type.String(),
  nodeVersion: Type.String(),
  startedAt: IsoDate,
  uptimeSeconds: Type.Number(),
  memory: Type.Object({ rssBytes: Type.Number(), heapUsedBytes: Type.Number(), heapTotalBytes: Type.Number(), externalBytes: Type.Number() }),
  /** Event-loop delay over the last sampling window (perf_hooks monitorEventLoopDelay), milliseconds. */
  eventLoopDelayMs: Type.Object({ mean: Type.Number(), p99: Type.Number(), max: Type.Number() }),
});
export type ProcessFigures = Static<typeof ProcessFigures>;

export const ReadinessFigures = Type.Object({
  ready: Type.Boolean(),
  checks: Type.Record(Type.String(), Type.Boolean()),
});

export const RelayFigures = Type.Object({
  unrelayed: Type.Integer(),
  lagSeconds: Type.Number(),
  oldestUnrelayedAt: Type.Union([IsoDate, Type.Null()]),
});

export const DeadLetterFigures = Type.Object({
  consumer: Type.String(),
  unresolved: Type.Integer(),
  oldestAt: Type.Union([IsoDate, Type.Null()]),
});

/**
 * How the service's events travel: in-process (all-in-one: a publish returns once every consumer
 * has handled it, so nothing waits) or over Kafka, with the broker's reachability and how far the
 * service's consumer group is behind on each partition of its topics.
 */
export const EventsFigures = Type.Object({
  transport: StringEnum(['in-process', 'kafka']),
  /** Whether the broker answered this read (always true in-process). */
  reachable: Type.Boolean(),
  /** Why the broker did not answer. */
  error: Type.Union([Type.String(), Type.Null()]),
  consumers: Type.Array(
    Type.Object({
      group: Type.String(),
      /** Records on its topics not yet committed by the group, over every partition. */
      lag: Type.Integer(),
      partitions: Type.Array(Type.Object({ topic: Type.String(), partition: Type.Integer(), committed: Type.Integer(), end: Type.Integer(), lag: Type.Integer() })),
    }),
  ),
});
export type EventsFigures = Static<typeof EventsFigures>;

/** Posting's delivery queue: the post_targets table read as a queue, per network. */
export const DeliveryFigures = Type.Object({
  /** Targets whose time has come and that no worker holds yet. */
  due: Type.Integer(),
  /** Targets waiting for a later time (scheduled, retries, rate limits). */
  waiting: Type.Integer(),
  /** Targets a worker holds now. */
  processing: Type.Integer(),
  /** The oldest due target's wait, seconds (0 when none is due). */
  oldestDueSeconds: Type.Number(),
  networks: Type.Array(
    Type.Object({
      network: Type.String(),
      due: Type.Integer(),
      processing: Type.Integer(),
      /** Targets that failed in the last 24 h, and publish attempts that ended in failure. */
      failedLast24h: Type.Integer(),
      failedLastHour: Type.Integer(),
      attemptsLast24h: Type.Integer(),
    }),
  ),
  /** Each network's publish limits and how much of their current window is used (app-wide limits; per-account ones at their busiest account). */
  publishLimits: Type.Array(
    Type.Object({
      network: Type.String(),
      name: Type.String(),
      scope: Type.Union([Type.Literal('account'), Type.Literal('app')]),
      max: Type.Integer(),
      windowSeconds: Type.Number(),
      used: Type.Integer(),
    }),
  ),
});
export type DeliveryFigures = Static<typeof DeliveryFigures>;

/** What a service adds to its monitoring answer beyond the kit's figures. */
/** The live service's RTMP ingest: where streamers publish, or why nothing listens there. */
export const IngestFigures = Type.Object({
  listening: Type.Boolean(),
  /** The address streamers publish to, while listening. */
  address: Type.Union([Type.String(), Type.Null()]),
  /** Why it does not listen, with the setting that fixes it. */
  problem: Type.Union([Type.String(), Type.Null()]),
});
export type IngestFigures = Static<typeof IngestFigures>;

export const ServiceMonitoringExtras = Type.Object({ delivery: Type.Optional(DeliveryFigures), ingest: Type.Optional(IngestFigures) });
export type ServiceMonitoringExtras = Static<typeof ServiceMonitoringExtras>;

export const ServiceMonitoring = Type.Object({
  service: Type.String(),
  area: Type.String(),
  checkedAt: IsoDate,
  process: ProcessFigures,
  readiness: ReadinessFigures,
  /** Null for a service without an outbox. */
  relay: Type.Union([RelayFigures, Type.Null()]),
  deadLetters: Type.Array(DeadLetterFigures),
  /** Absent from a service that neither writes nor consumes events. */
  events: Type.Optional(EventsFigures),
  delivery: Type.Optional(DeliveryFigures),
  ingest: Type.Optional(IngestFigures),
});
export type ServiceMonitoring = Static<typeof ServiceMonitoring>;

/** The path of a service's monitoring answer. */
export function monitoringPath(area: string): string {
  return `/api/${area}/monitoring`;
}

/** The contract each service registers at `/api/<area>/monitoring`. */
export function serviceMonitoringEndpoint(area: string) {
  return defineEndpoint({
    method: 'GET',
    path: monitoringPath(area),
    summary: "This service's process, readiness, event relay and dead letters",
    tags: ['operations'],
    auth: 'user',
    roles: 'none',
    permission: 'MonitoringServices',
    response: ServiceMonitoring,
  });
}

/** A dead letter as operators see it (`/api/<area>/dead-letters`). */
export const DeadLetter = Type.Object({
  id: Type.Integer(),
  consumer: Type.String(),
  eventId: Type.String(),
  name: Type.String(),
  topic: Type.String(),
  key: Type.String(),
  payload: Type.Unknown(),
  error: Type.String(),
  attempts: Type.Integer(),
  createdAt: IsoDate,
  replayedAt: Type.Union([IsoDate, Type.Null()]),
  resolvedAt: Type.Union([IsoDate, Type.Null()]),
});
export type DeadLetter = Static<typeof DeadLetter>;

export const REPLAY_STATUSES = ['applied', 'already-applied', 'already-resolved', 'failed'] as const;

export const ReplayResult = Type.Object({
  status: StringEnum(REPLAY_STATUSES),
  error: Type.Optional(Type.String()),
  deadLetter: DeadLetter,
});
export type ReplayResult = Static<typeof ReplayResult>;

export const DeadLetterQuery = ListQuery({ orderBy: ['id'], defaultLimit: 20, filters: { includeResolved: Type.Boolean({ default: false }) } });

/** The dead letters of the service answering under `area`: listed, and replayed once the cause is fixed. */
export function deadLetterEndpoints(area: string) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `/api/${area}/dead-letters`,
      summary: 'Events this service could not handle after its retries',
      tags: ['operations'],
      auth: 'user',
      roles: 'none',
      permission: 'MonitoringServices',
      query: DeadLetterQuery,
      response: DeadLetter,
      paged: true,
    }),
    replay: defineEndpoint({
      method: 'POST',
      path: `/api/${area}/dead-letters/:id/replay`,
      summary: 'Handle a dead-lettered event again',
      tags: ['operations'],
      auth: 'user',
      roles: 'none',
      permission: 'MonitoringServices',
      params: IdParams,
      response: ReplayResult,
    }),
  };
}

export const WorkspaceStorage = Type.Object({
  workspaceId: Type.Integer(),
  files: Type.Integer(),
  bytes: Type.Number(),
  lastUploadAt: Type.Union([IsoDate, Type.Null()]),
});
export type WorkspaceStorage = Static<typeof WorkspaceStorage>;

/** `id` is the workspace's id; search finds a workspace by its id. */
export const WorkspaceStorageQuery = ListQuery({ orderBy: ['id', 'bytes', 'files', 'lastUploadAt'], defaultLimit: 10 });
export type WorkspaceStorageQuery = Static<typeof WorkspaceStorageQuery>;

/** Media bytes each workspace's library holds (ClientStorage). */
export const listWorkspaceStorage = defineEndpoint({
  method: 'GET',
  path: '/api/media/storage',
  summary: 'Storage used per workspace (media library bytes)',
  tags: ['operations'],
  auth: 'user',
  roles: 'none',
  permission: 'ClientStorage',
  query: WorkspaceStorageQuery,
  response: WorkspaceStorage,
  paged: true,
});
