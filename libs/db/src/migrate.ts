import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type { Sql } from 'postgres';
import { createDrizzle } from './connection';

export interface MigrationSet {
  /** The service's own PostgreSQL schema. */
  schema: string;
  /** Folder of SQL migrations written by drizzle-kit. */
  folder: string;
}

/**
 * Applies a service's migrations (which create and fill its own schema). An advisory lock keyed by the schema
 * lets several processes start at once without running a migration twice.
 */
export async function runMigrations(sql: Sql, set: MigrationSet): Promise<void> {
  const reserved = await sql.reserve();
  try {
    await reserved`select pg_advisory_lock(hashtext(${'migrate:' + set.schema}))`;
    try {
      // The lock is held on one reserved connection; the migration runs on the pool.
      await migrate(createDrizzle(sql), {
        migrationsFolder: set.folder,
        // Bookkeeping lives beside, not inside, the service schema: drizzle-kit's first
        // migration creates that schema itself.
        migrationsSchema: 'drizzle',
        migrationsTable: `${set.schema}_migrations`,
      });
    } finally {
      await reserved`select pg_advisory_unlock(hashtext(${'migrate:' + set.schema}))`;
    }
  } finally {
    reserved.release();
  }
}
