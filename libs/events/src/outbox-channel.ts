import { getTableConfig } from 'drizzle-orm/pg-core';
import type { EventTables } from './tables';

/** The PostgreSQL schema the event tables live in. */
export function schemaOf(tables: EventTables): string {
  const schema = getTableConfig(tables.outbox).schema;
  if (!schema) throw new Error('event tables must live in a PostgreSQL schema (see eventTables)');
  return schema;
}

/** The LISTEN/NOTIFY channel a relay of this schema waits on: `<schema>_outbox`. */
export function outboxChannel(schema: string): string {
  return `${schema}_outbox`;
}
