import { integer, pgSchema, serial, text, uuid } from 'drizzle-orm/pg-core';

/** The drizzle side of the `effects` table createEventSchema makes: what test handlers write. */
export function effectsTable(schema: string) {
  return pgSchema(schema).table('effects', {
    id: serial('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    key: text('key').notNull(),
    seq: integer('seq').notNull(),
    consumer: text('consumer').notNull().default(''),
  });
}
