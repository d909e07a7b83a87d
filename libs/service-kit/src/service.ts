import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TObject, TProperties, Static } from 'typebox';
import type { Database, Sql } from '@cadence/db';
import type { ServiceMonitoringExtras } from '@cadence/contracts';
import type { EventTables, Transport, EventHandler } from '@cadence/events';
import type { BaseConfig, BaseEnv } from './config';
import type { Cache } from './cache';
import type { JwtKeys } from './auth';
import type { StartNotice } from './start-notices';
import type { Revocations } from './revocations';
import type { ServiceMonitor } from './monitoring/service-monitor';
import type { Clock } from './clock';

/** What a service receives: shared connections and its checked configuration. */
export interface ServiceContext<C = BaseConfig> {
  name: string;
  config: C;
  sql: Sql;
  db: Database;
  cache: Cache;
  keys: JwtKeys;
  /** Revoke sessions, users or memberships in every process (auth does). */
  revocations: Revocations;
  transport: Transport;
  log: FastifyBaseLogger;
  /** The time of day for the service's rules (the system's; a test's own in tests). */
  clock: Clock;
  /** Keeps something the operator needs for the box printed once the process listens (a setup link). */
  notice(notice: StartNotice): void;
  /**
   * The monitors of every service running in this process (all of them in all-in-one mode, this
   * one alone in the distributed mode), as the platform has built them so far.
   */
  monitors(): readonly ServiceMonitor[];
}

export type ServiceConfig<P extends TProperties> = Static<TObject<typeof BaseEnv & P>>;

/** A background loop a service runs for as long as the platform is up. */
export interface Worker {
  name: string;
  start(): Promise<void>;
  /** Finishes the unit of work in hand, then returns. */
  stop(): Promise<void>;
}

/**
 * A service: its name (also its PostgreSQL schema), the /api/<area> prefixes it answers, its
 * variables, migrations, routes, event tables and the events it consumes.
 */
export interface ServiceDefinition<P extends TProperties = TProperties> {
  name: string;
  areas: readonly string[];
  env: P;
  migrationsFolder: string;
  /** Present when the service writes or consumes events. */
  eventTables?: EventTables;
  routes(app: FastifyInstance, context: ServiceContext<ServiceConfig<P>>): Promise<void>;
  consumers?(context: ServiceContext<ServiceConfig<P>>): EventHandler[];
  /**
   * Background loops (mail senders, schedulers, job runners): started after the consumers and
   * relays, stopped before them when the platform closes.
   */
  workers?(context: ServiceContext<ServiceConfig<P>>): Worker[];
  /**
   * The service's own figures added to its monitoring answer (`/api/<area>/monitoring`) and to
   * /metrics: read when asked, never on a timer.
   */
  monitoring?(context: ServiceContext<ServiceConfig<P>>): () => Promise<ServiceMonitoringExtras>;
  /** Runs once the routes are registered and migrations applied (seeding, bootstrap). */
  onReady?(context: ServiceContext<ServiceConfig<P>>): Promise<void>;
}

export function defineService<P extends TProperties>(definition: ServiceDefinition<P>): ServiceDefinition<P> {
  return definition;
}
