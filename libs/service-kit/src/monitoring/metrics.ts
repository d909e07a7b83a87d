import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { ServiceMonitoring } from '@cadence/contracts';
import type { ServiceMonitor } from './service-monitor';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the bearer token in constant time (both sides hashed to the same length first). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

/** The figures of the monitoring answers as Prometheus gauges, refreshed on each scrape. */
function serviceGauges(registry: Registry) {
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[]) => new Gauge<L>({ name, help, labelNames, registers: [registry] });
  return {
    ready: gauge('cadence_service_ready', 'Whether the service and its dependencies are ready (1) or not (0)', ['service']),
    unrelayed: gauge('cadence_relay_unrelayed_events', 'Events written to the outbox and not yet published', ['service']),
    relayLag: gauge('cadence_relay_lag_seconds', 'Age of the oldest event not yet published', ['service']),
    brokerReachable: gauge('cadence_kafka_reachable', 'Whether the Kafka broker answered the last read (1) or not (0); absent in-process', ['service']),
    consumerLag: gauge('cadence_kafka_consumer_lag', "Records on a partition not yet committed by the service's consumer group", ['service', 'group', 'topic', 'partition']),
    deadLetters: gauge('cadence_dead_letters_unresolved', 'Dead letters not resolved by a replay, per consumer', ['service', 'consumer']),
    targets: gauge('cadence_delivery_targets', 'Delivery targets per state (due, waiting, processing) and network', ['network', 'state']),
    oldestDue: gauge('cadence_delivery_oldest_due_seconds', 'How long the oldest due target has waited', []),
    attempts: gauge('cadence_publish_attempts_24h', 'Publish calls per network over the last 24 hours', ['network']),
    failures: gauge('cadence_publish_failures', 'Publish calls that ended in an error per network, over a window (1h, 24h)', ['network', 'window']),
    limitUsed: gauge('cadence_publish_limit_used', "Publish attempts in the current window of a network's publish limit", ['network', 'limit', 'scope']),
    limitMax: gauge('cadence_publish_limit_max', "A network's publish limit per window", ['network', 'limit', 'scope']),
  };
}

type ServiceGauges = ReturnType<typeof serviceGauges>;

function record(gauges: ServiceGauges, reports: readonly ServiceMonitoring[]): void {
  for (const metric of Object.values(gauges)) metric.reset();
  for (const report of reports) {
    const service = report.service;
    gauges.ready.set({ service }, report.readiness.ready ? 1 : 0);
    if (report.relay) {
      gauges.unrelayed.set({ service }, report.relay.unrelayed);
      gauges.relayLag.set({ service }, report.relay.lagSeconds);
    }
    if (report.events?.transport === 'kafka') {
      gauges.brokerReachable.set({ service }, report.events.reachable ? 1 : 0);
      for (const consumer of report.events.consumers) {
        for (const row of consumer.partitions) gauges.consumerLag.set({ service, group: consumer.group, topic: row.topic, partition: String(row.partition) }, row.lag);
      }
    }
    for (const row of report.deadLetters) gauges.deadLetters.set({ service, consumer: row.consumer }, row.unresolved);
    const delivery = report.delivery;
    if (!delivery) continue;
    gauges.oldestDue.set(delivery.oldestDueSeconds);
    for (const row of delivery.networks) {
      gauges.targets.set({ network: row.network, state: 'due' }, row.due);
      gauges.targets.set({ network: row.network, state: 'processing' }, row.processing);
      gauges.attempts.set({ network: row.network }, row.attemptsLast24h);
      gauges.failures.set({ network: row.network, window: '1h' }, row.failedLastHour);
      gauges.failures.set({ network: row.network, window: '24h' }, row.failedLast24h);
    }
    for (const row of delivery.publishLimits) {
      const labels = { network: row.network, limit: row.name, scope: row.scope };
      gauges.limitUsed.set(labels, row.used);
      gauges.limitMax.set(labels, row.max);
    }
  }
}

/**
 * GET /metrics in the Prometheus text format, for operators: the process's own metrics
 * (prom-client's defaults, event-loop lag included) and each service's monitoring figures, read
 * when scraped. Registered only when a token is configured; a scrape must carry it as a bearer
 * token. Without the variable the route does not exist (404).
 */
export function metricsRoutes(app: FastifyInstance, options: { token: string; monitors: readonly ServiceMonitor[]; processName: string }): void {
  const registry = new Registry();
  registry.setDefaultLabels({ process: options.processName });
  collectDefaultMetrics({ register: registry, prefix: 'cadence_' });
  const gauges = serviceGauges(registry);
  const expected = digest(options.token);

  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('A valid metrics token is required.\n');
    }
    record(gauges, await Promise.all(options.monitors.map((monitor) => monitor.read())));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
