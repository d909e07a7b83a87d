import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyOf } from './any-of';
import { connect, createDrizzle, type Database, type Sql } from './connection';
import { WITHOUT_BITMAP_SCANS } from './queue-scans';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dialect = new PgDialect();

describe('anyOf', () => {
  let client: Sql;
  let db: Database;

  beforeAll(() => {
    client = connect({ url: databaseUrl, max: 1 });
    db = createDrizzle(client);
  });

  afterAll(async () => {
    await client.end({ timeout: 1 });
  });

  it('writes the same statement for any number of ids, the ids as one parameter', () => {
    const one = dialect.sqlToQuery(sql`select 1 where ${anyOf(sql`x`, [7])}`);
    const three = dialect.sqlToQuery(sql`select 1 where ${anyOf(sql`x`, [7, 8, 9])}`);
    expect(three.sql).toBe(one.sql);
    expect(three.params).toEqual(['{7,8,9}']);
  });

  it('finds the rows whose column is among the ids, as int or bigint', async () => {
    const ints = await db.execute<{ n: number }>(sql`select n from generate_series(1, 10) as n where ${anyOf(sql`n`, [2, 5, 11])} order by n`);
    expect(ints.map((row) => row.n)).toEqual([2, 5]);
    const bigints = await db.execute<{ n: string }>(sql`select n from generate_series(9007199254740000::bigint, 9007199254740005::bigint) as n where ${anyOf(sql`n`, [9007199254740003], 'bigint')}`);
    expect(bigints.map((row) => String(row.n))).toEqual(['9007199254740003']);
    expect(await db.execute(sql`select 1 where ${anyOf(sql`1`, [])}`)).toHaveLength(0);
  });

  it('refuses anything but integers, so nothing else reaches the array literal', () => {
    expect(() => anyOf(sql`x`, [1, 2.5])).toThrow(TypeError);
    expect(() => anyOf(sql`x`, [Number.NaN])).toThrow(TypeError);
    expect(() => anyOf(sql`x`, ['1}' as unknown as number])).toThrow(TypeError);
  });
});

describe('WITHOUT_BITMAP_SCANS', () => {
  let client: Sql;
  let db: Database;

  beforeAll(() => {
    client = connect({ url: databaseUrl, max: 1 });
    db = createDrizzle(client);
  });

  afterAll(async () => {
    await client.end({ timeout: 1 });
  });

  it('turns bitmap scans off for the rest of its transaction only', async () => {
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`select ${WITHOUT_BITMAP_SCANS}`);
      const [row] = await tx.execute<{ setting: string }>(sql`select current_setting('enable_bitmapscan') as setting`);
      return row?.setting;
    });
    expect(inside).toBe('off');
    const [after] = await db.execute<{ setting: string }>(sql`select current_setting('enable_bitmapscan') as setting`);
    expect(after?.setting).toBe('on');
  });
});
