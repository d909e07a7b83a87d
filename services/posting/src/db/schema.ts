import { pgSchema } from 'drizzle-orm/pg-core';
import { eventTables } from '@cadence/events';

/** The posting service's PostgreSQL schema; each feature declares its tables in `<feature>.tables.ts`. */
export const postingSchema = pgSchema('posting');

/** Outbox and handled-event tables of the posting service. */
export const postingEvents = eventTables('posting');
export const { outbox, processedEvents, deadLetters } = postingEvents;
