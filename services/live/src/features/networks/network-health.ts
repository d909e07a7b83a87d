import type { Executor } from '@cadence/db';
import type { LiveFlowDestination, LiveNetworkFlows } from '../destinations/network-flow';
import * as repository from '../events/events.repository';

export interface NetworkHealthPollerOptions {
  db: Executor;
  flows: LiveNetworkFlows;
  /** Whether this process relays the event (each live event is read by the process whose ingest has its source). */
  isRelayed: (eventId: number) => boolean;
  intervalMs: number;
  log: { warn(details: Record<string, unknown>, message: string): void };
}

/** Destinations whose network is receiving, or should be. */
const WATCHED = new Set(['connecting', 'live', 'retrying']);

/**
 * Reads each network's own view of the streams this process relays (YouTube's healthStatus and
 * configuration issues, Facebook's live video status and ingest figures) every `intervalMs`, and
 * keeps it on the destination as `network_health`, shown beside the relay's figures. A failed
 * read keeps the previous health and is logged; the relay goes on regardless.
 */
export class NetworkHealthPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly options: NetworkHealthPollerOptions) {}

  /** One round over every relayed live event; answers how many destinations got a fresh health. */
  async pollOnce(): Promise<number> {
    let updated = 0;
    const events = (await repository.allLiveEvents(this.options.db)).filter((event) => this.options.isRelayed(event.id));
    if (events.length === 0) return 0;
    const byId = new Map(events.map((event) => [event.id, event]));
    for (const row of await repository.destinationsOf(this.options.db, [...byId.keys()])) {
      const event = byId.get(row.eventId);
      const health = this.options.flows[row.kind]?.health;
      if (!event || !health || !row.externalId || !WATCHED.has(row.state)) continue;
      const destination: LiveFlowDestination = {
        id: row.id,
        workspaceId: row.workspaceId,
        kind: row.kind,
        name: row.name,
        accountId: row.accountId,
        externalId: row.externalId,
        encoding: row.encoding,
        event: { id: event.id, title: event.title, description: event.description, privacy: event.privacy, scheduledStart: event.scheduledStart },
      };
      try {
        const networkHealth = await health(destination);
        if (!networkHealth) continue;
        await repository.updateDestination(this.options.db, event.id, row.id, { networkHealth });
        updated += 1;
      } catch (error) {
        this.options.log.warn(
          { eventId: event.id, destinationId: row.id, kind: row.kind, reason: error instanceof Error ? error.message : String(error) },
          'live: the network health could not be read',
        );
      }
    }
    return updated;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.pollOnce()
        .catch((error: unknown) => {
          this.options.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'live: the network health round failed');
          return 0;
        })
        .finally(() => {
          this.running = null;
        });
    }, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
