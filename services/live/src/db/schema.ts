import { pgSchema } from 'drizzle-orm/pg-core';
import { eventTables } from '@cadence/events';

export const liveSchema = pgSchema('live');

export const liveEvents = eventTables('live');
export const { outbox, processedEvents, deadLetters } = liveEvents;
