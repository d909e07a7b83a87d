import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './connection';
import { runMigrations } from './migrate';
import { createTestDatabase, type TestDatabase } from './testing';

const SERVICES = Array.from({ length: 10 }, (_, index) => `svc${index}`);

/** A drizzle-kit migration folder that creates `schema` and one table in it. */
async function migrationFolder(root: string, schema: string): Promise<string> {
  const folder = path.join(root, schema);
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, '0000_init.sql'), `CREATE SCHEMA "${schema}";\n--> statement-breakpoint\nCREATE TABLE "${schema}"."things" ("id" serial PRIMARY KEY);\n`);
  const journal = { version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_init', breakpoints: true }] };
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

let root: string;
const databases: TestDatabase[] = [];
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cadence-migrations-'));
});
afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
  await rm(root, { recursive: true, force: true });
});

describe('migrations', () => {
  it('run for every service at once on a fresh database, as the distributed mode starts them, each once', async () => {
    const folders = await Promise.all(SERVICES.map((schema) => migrationFolder(root, schema)));
    // A few fresh databases: the shared bookkeeping schema is made by racing processes each time.
    for (let round = 0; round < 6; round += 1) {
      const database = await createTestDatabase('migrate');
      databases.push(database);
      // One connection pool per service, as each process has its own.
      const pools = SERVICES.map(() => connect({ url: database.url, max: 2 }));
      try {
        const outcomes = await Promise.allSettled(SERVICES.map((schema, index) => runMigrations(pools[index]!, { schema, folder: folders[index]! })));
        expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason))).toEqual([]);
        // Started again (a restart), nothing runs twice.
        await Promise.all(SERVICES.map((schema, index) => runMigrations(pools[index]!, { schema, folder: folders[index]! })));
      } finally {
        await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })));
      }
      const tables = await database.sql<{ schema: string }[]>`select table_schema as schema from information_schema.tables where table_name = 'things' order by 1`;
      expect(tables.map((row) => row.schema)).toEqual([...SERVICES].sort());
      const applied = await database.sql<{ count: number }[]>`select count(*)::int as count from information_schema.tables where table_schema = 'drizzle'`;
      expect(applied[0]?.count).toBe(SERVICES.length);
    }
  });
});
