import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type { Sql } from 'postgres';
import { createDrizzle } from './connection';

export interface MigrationSet {
  /** The service's own PostgreSQL schema. */
  schema: string;
  /** Folder of SQL migrations written by drizzle-kit. */
  folder: string;
}

/** Where every service's migration bookkeeping lives. */
const BOOKKEEPING_SCHEMA = 'drizzle';

/**
 * Makes the bookkeeping schema every service shares, one process at a time: PostgreSQL's
 * CREATE SCHEMA IF NOT EXISTS is not safe against itself (two at once on a fresh database, one
 * fails on pg_namespace's unique index), and every service of the distributed mode starts at once.
 */
async function ensureBookkeepingSchema(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${'migrate:' + BOOKKEEPING_SCHEMA}))`;
    await tx`create schema if not exists ${tx(BOOKKEEPING_SCHEMA)}`;
  });
}

/**
 * Applies a service's migrations (which create and fill its own schema). An advisory lock keyed by the schema
 * lets several processes start at once without running a migration twice.
 */
export async function runMigrations(sql: Sql, set: MigrationSet): Promise<void> {
  await ensureBookkeepingSchema(sql);
  const reserved = await sql.reserve();
  try {
    await reserved`select pg_advisory_lock(hashtext(${'migrate:' + set.schema}))`;
    try {
      // The lock is held on one reserved connection; the migration runs on the pool.
      await migrate(createDrizzle(sql), {
        migrationsFolder: set.folder,
        // Bookkeeping lives beside, not inside, the service schema: drizzle-kit's first
        // migration creates that schema itself.
        migrationsSchema: BOOKKEEPING_SCHEMA,
        migrationsTable: `${set.schema}_migrations`,
      });
    } finally {
      await reserved`select pg_advisory_unlock(hashtext(${'migrate:' + set.schema}))`;
    }
  } finally {
    reserved.release();
  }
}
