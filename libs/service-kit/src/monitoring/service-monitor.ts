import type { EventsFigures, ServiceMonitoring, ServiceMonitoringExtras } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { deadLetterFigures, relayFigures, type EventTables } from '@cadence/events';
import type { ProcessMonitor } from './process-monitor';

export interface ServiceMonitorOptions {
  service: string;
  area: string;
  db: Database;
  tables: EventTables | undefined;
  process: ProcessMonitor;
  readiness(): Promise<{ ready: boolean; checks: Record<string, boolean> }>;
  /** How its events travel and how far its consumer group is behind (a service with events). */
  events?: () => Promise<EventsFigures>;
  /** The service's own figures (posting's delivery queue). */
  extras?: () => Promise<ServiceMonitoringExtras>;
}

/** Reads one service's figures on demand; nothing runs between reads. */
export interface ServiceMonitor {
  service: string;
  area: string;
  read(): Promise<ServiceMonitoring>;
}

export function createServiceMonitor(options: ServiceMonitorOptions): ServiceMonitor {
  const { tables } = options;
  return {
    service: options.service,
    area: options.area,
    async read() {
      const [readiness, relay, deadLetters, events, extras] = await Promise.all([
        options.readiness(),
        tables ? relayFigures(options.db, tables) : null,
        tables ? deadLetterFigures(options.db, tables) : [],
        options.events?.(),
        options.extras ? options.extras() : {},
      ]);
      return {
        service: options.service,
        area: options.area,
        checkedAt: new Date().toISOString(),
        process: options.process.read(),
        readiness,
        relay: relay && { unrelayed: relay.unrelayed, lagSeconds: relay.lagSeconds, oldestUnrelayedAt: relay.oldestUnrelayedAt?.toISOString() ?? null },
        deadLetters: deadLetters.map((row) => ({ consumer: row.consumer, unresolved: row.unresolved, oldestAt: row.oldestAt?.toISOString() ?? null })),
        ...(events ? { events } : {}),
        ...extras,
      };
    },
  };
}
