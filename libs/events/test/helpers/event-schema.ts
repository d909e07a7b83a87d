import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { pgSchema } from 'drizzle-orm/pg-core';
import type { Sql } from '@cadence/db';
import { eventTables, type EventTables } from '../../src/index';

/**
 * Creates a schema holding the event tables in a test database, with the very SQL drizzle-kit
 * writes into a service's migration for `eventTables(schema)`, plus an `effects` table that
 * test handlers write to. `effects` has no unique key on purpose: an event applied twice shows
 * as two rows.
 */
export async function createEventSchema(sql: Sql, schema: string): Promise<EventTables> {
  const tables = eventTables(schema);
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ schema: pgSchema(schema), ...tables }));
  for (const statement of statements) await sql.unsafe(statement);
  await sql.unsafe(`create table "${schema}".effects (id serial primary key, event_id uuid not null, key text not null, seq integer not null, consumer text not null default '')`);
  return tables;
}
