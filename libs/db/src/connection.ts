import postgres, { type Sql } from 'postgres';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';

export type { Sql } from 'postgres';
export type Database = PostgresJsDatabase<Record<string, never>>;
/** A drizzle handle that may be a transaction: what repositories accept. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ConnectionOptions {
  url: string;
  /** Pool size of this process. */
  max?: number;
  applicationName?: string;
}

/** One postgres.js pool per process; every service in the process shares it. */
export function connect(options: ConnectionOptions): Sql {
  return postgres(options.url, {
    max: options.max ?? 10,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => undefined,
    connection: { application_name: options.applicationName ?? 'cadence' },
  });
}

export function createDrizzle(sql: Sql): Database {
  return drizzle(sql);
}
