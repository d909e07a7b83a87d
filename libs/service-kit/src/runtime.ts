import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TProperties } from 'typebox';
import closeWithGrace from 'close-with-grace';
import { connect, createDrizzle, runMigrations, startEmbeddedPostgres, type Sql } from '@cadence/db';
import { createConsumer, createRelay, createTransport, type EventConsumer, type Relay, type Transport } from '@cadence/events';
import { BaseEnv, ConfigError, kafkaBrokers, loadConfig, type BaseConfig } from './config';
import { createCache, type Cache } from './cache';
import { loadJwtKeys } from './keys';
import { createRevocations } from './revocations';
import { createApiKeyAuthority, installApiKeys } from './api-keys';
import { createServer } from './server';
import { startBox, type StartNotice } from './start-notices';
import { healthRoutes, readinessOf } from './health';
import { createServiceMonitor, internalMonitoringRoutes, metricsRoutes, monitoringRoutes, startProcessMonitor, type ServiceMonitor } from './monitoring/index';
import { installInputGuards } from './input-guards';
import { deadLetterRoutes } from './dead-letter.routes';
import type { ServiceContext, ServiceDefinition, Worker } from './service';
import { systemClock, type Clock } from './clock';

export interface PlatformOptions {
  /** Name in logs and OpenAPI ("all-in-one", "auth", ...). */
  name: string;
  services: readonly ServiceDefinition[];
  env?: Record<string, string | undefined>;
  /** Extra variables of the process itself (the gateway's). */
  extraEnv?: TProperties;
  /**
   * Set for a service running in its own process (distributed mode): its events must cross
   * processes, which only Kafka does, so KAFKA_BROKERS becomes required.
   */
  requiresBroker?: boolean;
  /** The time of day the services' rules read; the system's unless given (tests). */
  clock?: Clock;
  /** Registers more routes after the services (the gateway's static files). */
  extend?: (app: FastifyInstance, config: BaseConfig & Record<string, unknown>) => Promise<void>;
}

export interface Platform {
  app: FastifyInstance;
  config: BaseConfig & Record<string, unknown>;
  /** Null in a process that runs no service. */
  sql: Sql | null;
  transport: Transport;
  cache: Cache;
  /** The database URL in use (the embedded server's when DATABASE_URL is unset). */
  databaseUrl: string;
  /** What the services asked to show the operator once the process listens. */
  notices: readonly StartNotice[];
  /** Each service's figures (its monitoring route and /metrics read them). */
  monitors: readonly ServiceMonitor[];
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Builds a process that runs the given services: configuration checked at boot, the database
 * (embedded PostgreSQL when DATABASE_URL is unset), migrations, routes, outbox relays and
 * consumers, health checks; all of it stopped in order on close.
 */
export async function buildPlatform(options: PlatformOptions): Promise<Platform> {
  const env = options.env ?? process.env;
  const properties: TProperties = { ...BaseEnv, ...options.extraEnv };
  for (const service of options.services) Object.assign(properties, service.env);
  const config = loadConfig(properties, env) as BaseConfig & Record<string, unknown>;
  if (options.requiresBroker && options.services.length > 0) {
    const problems = [];
    if (!config.KAFKA_BROKERS && options.services.some((service) => service.eventTables)) {
      problems.push({ variable: 'KAFKA_BROKERS', message: 'is required when a service runs in its own process: its events reach the other services only through Kafka' });
    }
    if (!config.REDIS_URL) {
      problems.push({ variable: 'REDIS_URL', message: 'is required when a service runs in its own process: revoked sessions reach the other processes only through Redis' });
    }
    if (problems.length > 0) throw new ConfigError(problems);
  }

  const notices: StartNotice[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => undefined);
  };

  try {
    // A process without services (the distributed gateway) needs no database.
    let databaseUrl = config.DATABASE_URL ?? '';
    let sql: Sql | null = null;
    if (options.services.length > 0) {
      if (!databaseUrl) {
        const embedded = await startEmbeddedPostgres(config.DATA_DIR);
        cleanups.push(() => embedded.stop());
        databaseUrl = embedded.url;
      }
      const pool = connect({ url: databaseUrl, max: config.DATABASE_POOL_SIZE, applicationName: `cadence-${options.name}` });
      cleanups.push(() => pool.end({ timeout: 5 }));
      sql = pool;
    }
    const cache = createCache(config.REDIS_URL);
    cleanups.push(() => cache.close());
    const keys = await loadJwtKeys(config);
    const revocations = createRevocations({ redis: cache.redis, publicKey: keys.publicKey, file: path.resolve(config.DATA_DIR, 'revocations.log') });
    await revocations.start();
    cleanups.push(() => revocations.close());
    const transport = createTransport({
      kafkaBrokers: kafkaBrokers(config),
      clientId: `cadence-${options.name}`,
      topicPrefix: config.KAFKA_TOPIC_PREFIX,
      topics: { numPartitions: config.KAFKA_TOPIC_PARTITIONS, retentionMs: config.KAFKA_TOPIC_RETENTION_HOURS * 3600_000 },
    });
    await transport.start();
    cleanups.push(() => transport.stop());

    const app = await createServer({ config, keys, cache, revocations, name: options.name });
    installApiKeys(app, sql ? createApiKeyAuthority({ sql, revocations }) : null);
    let shuttingDown = false;
    const checks: Record<string, () => Promise<boolean>> = {};
    const pool = sql;
    if (pool) checks.database = async () => (await pool`select 1 as ok`)[0]?.ok === 1;
    if (cache.redis) checks.redis = () => cache.ping();
    healthRoutes(app, checks, () => shuttingDown);
    const processMonitor = startProcessMonitor(options.name);
    cleanups.push(async () => processMonitor.stop());
    const readiness = () => readinessOf(checks, () => shuttingDown);
    const monitors: ServiceMonitor[] = [];

    const consumers: (EventConsumer | undefined)[] = [];
    const relays: Relay[] = [];
    const workers: Worker[] = [];
    for (const service of options.services) {
      if (!sql) throw new Error('unreachable: services need the database');
      const db = createDrizzle(sql);
      await runMigrations(sql, { schema: service.name, folder: service.migrationsFolder });
      const context: ServiceContext<never> = { name: service.name, config: config as never, sql, db, cache, keys, revocations, transport, log: app.log.child({ service: service.name }), clock: options.clock ?? systemClock, notice: (notice) => notices.push(notice), monitors: () => monitors };
      const handlers = service.consumers?.(context) ?? [];
      const tables = service.eventTables;
      const consumer = tables && handlers.length > 0 ? createConsumer({ name: service.name, db, tables, transport, handlers, log: context.log }) : undefined;
      const area = service.areas[0] ?? service.name;
      const figures = transport.figures?.bind(transport);
      const events = tables && figures ? () => figures([service.name]) : undefined;
      const monitor = createServiceMonitor({ service: service.name, area, db, tables, process: processMonitor, readiness, events, extras: service.monitoring?.(context) });
      monitors.push(monitor);
      await app.register(async (scoped) => {
        installInputGuards(scoped);
        await service.routes(scoped, context);
        if (tables) deadLetterRoutes(scoped, { area, db, tables, consumer });
        monitoringRoutes(scoped, monitor);
      });
      if (tables) {
        const relay = createRelay({ sql, tables, transport, log: context.log });
        consumers.push(consumer);
        relays.push(relay);
      }
      workers.push(...(service.workers?.(context) ?? []));
      if (service.onReady) {
        const ready = service.onReady;
        app.addHook('onReady', () => ready(context));
      }
    }
    if (config.METRICS_TOKEN) metricsRoutes(app, { token: config.METRICS_TOKEN, monitors, processName: options.name });
    if (config.INTERNAL_TOKEN) internalMonitoringRoutes(app, { token: config.INTERNAL_TOKEN, monitors });
    await options.extend?.(app, config);

    // Every consumer subscribes before any relay publishes: the in-process transport delivers
    // only to groups already listening, and events waiting in an outbox since the last run
    // go out as soon as the relays start.
    app.addHook('onReady', async () => {
      for (const consumer of consumers) await consumer?.start();
      for (const relay of relays) await relay.start();
      for (const worker of workers) await worker.start();
    });

    app.addHook('preClose', async () => {
      shuttingDown = true;
    });
    app.addHook('onClose', async () => {
      for (const worker of workers) await worker.stop().catch((error) => app.log.error({ err: error, worker: worker.name }, 'stopping a worker failed'));
      for (const relay of relays) await relay.stop().catch((error) => app.log.error({ err: error }, 'stopping a relay failed'));
      for (const consumer of consumers) await consumer?.stop().catch((error) => app.log.error({ err: error }, 'stopping a consumer failed'));
      await cleanup();
    });

    return {
      app,
      config,
      sql,
      transport,
      cache,
      databaseUrl,
      notices,
      monitors,
      async listen() {
        return app.listen({ port: config.PORT, host: config.HOST });
      },
      close: () => app.close(),
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** One service in its own process (distributed mode): what each service's server.ts runs. */
export function runStandalone(service: ServiceDefinition): Promise<void> {
  return runMain(
    () => buildPlatform({ name: service.name, services: [service], requiresBroker: true }),
    (url, platform) => process.stdout.write(startBox(platform.config.PUBLIC_URL ?? url, [`${service.name} service listening on ${url}`], platform.notices)),
  );
}

/** Starts a platform as the process's main job: listens, prints its URL, stops on signals. */
export async function runMain(build: () => Promise<Platform>, announce: (url: string, platform: Platform) => void): Promise<void> {
  let platform: Platform;
  try {
    platform = await build();
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`Cadence could not start.\n${message}\n`);
    process.exit(1);
  }
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) platform.app.log.error({ err }, 'shutting down after an error');
    else platform.app.log.info({ signal }, 'shutting down');
    await platform.close();
  });
  const address = await platform.listen();
  announce(address, platform);
}
