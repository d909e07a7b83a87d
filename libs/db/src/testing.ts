import postgres from 'postgres';
import { connect, type Sql } from './connection';

export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string;
  sql: Sql;
  drop(): Promise<void>;
}

/**
 * A fresh database on the test server for one test file, so files run in parallel without
 * sharing rows. Drop it in afterAll.
 */
export async function createTestDatabase(prefix = 't'): Promise<TestDatabase> {
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => undefined });
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const sql = connect({ url: url.toString(), max: 5, applicationName: 'cadence-test' });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
