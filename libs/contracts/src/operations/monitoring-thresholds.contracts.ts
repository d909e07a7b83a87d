import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Id, IdParams, IsoDate, StringEnum, Strict } from '../schema';
import { MONITORED_SERVICES } from './monitoring.contracts';

/**
 * The figures a monitoring threshold watches. Dead letters, relay lag, consumer lag (records its
 * Kafka consumer group has not committed) and the broker's reachability (1 when it did not answer)
 * belong to the service named in the threshold; delivery failures and the oldest due post to posting's delivery queue.
 */
export const THRESHOLD_METRICS = ['dead_letters', 'relay_lag_seconds', 'consumer_lag', 'broker_unreachable', 'delivery_failures_last_hour', 'oldest_due_seconds'] as const;
export type ThresholdMetric = (typeof THRESHOLD_METRICS)[number];

/** The metrics read from posting's delivery queue, whatever service a threshold names. */
export const DELIVERY_THRESHOLD_METRICS: readonly ThresholdMetric[] = ['delivery_failures_last_hour', 'oldest_due_seconds'];

/** The service a threshold of `metric` reads: posting for the delivery figures. */
export function thresholdServiceOf(metric: ThresholdMetric, service: string): string {
  return DELIVERY_THRESHOLD_METRICS.includes(metric) ? 'posting' : service;
}

export const MonitoredServiceSchema = StringEnum(MONITORED_SERVICES.map((entry) => entry.name) as [MonitoredServiceName, ...MonitoredServiceName[]]);
type MonitoredServiceName = (typeof MONITORED_SERVICES)[number]['name'];

/** ok: at or under the limit; crossed: over it (staff were told once); unknown: not read yet or unreachable. */
export const THRESHOLD_STATES = ['ok', 'crossed', 'unknown'] as const;
export type ThresholdState = (typeof THRESHOLD_STATES)[number];

export const MonitoringThreshold = Type.Object({
  id: Id,
  metric: StringEnum(THRESHOLD_METRICS),
  /** The service whose figure is read (posting for the delivery metrics). */
  service: MonitoredServiceSchema,
  /** Alert when the figure is greater than this (a count, or seconds). */
  limit: Type.Number(),
  state: StringEnum(THRESHOLD_STATES),
  /** The figure at the last check; null before the first. */
  value: Type.Union([Type.Number(), Type.Null()]),
  checked_at: Type.Union([IsoDate, Type.Null()]),
  /** When the figure last went over the limit; null while it never did. */
  crossed_at: Type.Union([IsoDate, Type.Null()]),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type MonitoringThreshold = Static<typeof MonitoringThreshold>;

const Limit = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

export const CreateMonitoringThresholdBody = Strict({
  metric: StringEnum(THRESHOLD_METRICS),
  /** Ignored for the delivery metrics (always posting). */
  service: Type.Optional(MonitoredServiceSchema),
  limit: Limit,
});
export type CreateMonitoringThresholdBody = Static<typeof CreateMonitoringThresholdBody>;

export const UpdateMonitoringThresholdBody = Strict({ limit: Limit });
export type UpdateMonitoringThresholdBody = Static<typeof UpdateMonitoringThresholdBody>;

const base = '/api/notifications/monitoring-thresholds';

export const listMonitoringThresholds = defineEndpoint({
  method: 'GET',
  path: base,
  summary: 'Monitoring thresholds staff are alerted on, with their last figure and state',
  tags: ['operations'],
  auth: 'user',
  roles: 'none',
  permission: 'MonitoringServices',
  response: Type.Array(MonitoringThreshold),
});

export const createMonitoringThreshold = defineEndpoint({
  method: 'POST',
  path: base,
  summary: 'Alert staff holding MonitoringServices when a figure goes over a limit (one threshold per metric and service)',
  tags: ['operations'],
  auth: 'user',
  roles: 'none',
  permission: 'MonitoringServices',
  body: CreateMonitoringThresholdBody,
  response: MonitoringThreshold,
  status: 201,
});

export const updateMonitoringThreshold = defineEndpoint({
  method: 'PATCH',
  path: `${base}/:id`,
  summary: "Change a threshold's limit (checked again at the next round)",
  tags: ['operations'],
  auth: 'user',
  roles: 'none',
  permission: 'MonitoringServices',
  params: IdParams,
  body: UpdateMonitoringThresholdBody,
  response: MonitoringThreshold,
});

export const deleteMonitoringThreshold = defineEndpoint({
  method: 'DELETE',
  path: `${base}/:id`,
  summary: 'Remove a threshold',
  tags: ['operations'],
  auth: 'user',
  roles: 'none',
  permission: 'MonitoringServices',
  params: IdParams,
  response: Type.Object({ deleted: Type.Boolean() }),
});

/**
 * A service's monitoring answer for the platform's own services (the notifications service's
 * threshold checker in the distributed mode): outside /api (the gateway never proxies it), only
 * to a caller with the install's INTERNAL_TOKEN in `INTERNAL_TOKEN_HEADER`, not served without one.
 */
export function internalMonitoringPath(area: string): string {
  return `/internal/${area}/monitoring`;
}
