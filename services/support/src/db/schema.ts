import { pgSchema } from 'drizzle-orm/pg-core';
import { eventTables } from '@cadence/events';

export const supportSchema = pgSchema('support');

export const supportEvents = eventTables('support');
export const { outbox, processedEvents, deadLetters } = supportEvents;
