import { and, eq, inArray, sql } from 'drizzle-orm';
import { boolean, integer, pgSchema, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQueryValues } from '@cadence/contracts';
import { createDrizzle, type Database } from './connection';
import { paginate } from './paginate';
import { createTestDatabase, type TestDatabase } from './testing';

const schema = pgSchema('lists');
const notes = schema.table('notes', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  title: text('title').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
/** A second table whose scope renders to the same text as the first one's. */
const other = pgSchema('other').table('notes', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  title: text('title').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const orderColumns = { id: notes.id, title: notes.title, createdAt: notes.createdAt };
const base: ListQueryValues = { pagination: true, limit: 5, page: 0, orderBy: 'id', order: 'asc' };

function list(db: Database, ownerId: number, query: Partial<ListQueryValues> = {}, pinned?: boolean) {
  const where = pinned === undefined ? eq(notes.ownerId, ownerId) : and(eq(notes.ownerId, ownerId), eq(notes.pinned, pinned));
  return paginate(db, { ...base, ...query }, { table: notes, where, orderColumns, searchColumns: [notes.title] });
}

describe('paginate', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase('paginate');
    db = createDrizzle(database.sql);
    for (const name of ['lists', 'other']) {
      await database.sql.unsafe(`create schema ${name};
        create table ${name}.notes (id serial primary key, owner_id integer not null, title text not null, pinned boolean not null default false, created_at timestamptz not null)`);
    }
    // Owner 1: 12 notes, every third pinned; owner 2: 3 notes; titles with LIKE's special characters.
    await database.sql`
      insert into lists.notes (owner_id, title, pinned, created_at)
      select 1, 'note ' || g, g % 3 = 0, timestamptz '2026-01-01' + g * interval '1 hour' from generate_series(1, 12) g`;
    await database.sql`
      insert into lists.notes (owner_id, title, pinned, created_at) values
        (2, '100% sure', false, '2026-02-01'), (2, 'snake_case', true, '2026-02-02'), (2, '1000 sure', false, '2026-02-03')`;
    await database.sql`insert into other.notes (owner_id, title, created_at) values (1, 'elsewhere', '2026-03-01')`;
  });

  afterAll(async () => {
    await database.drop();
  });

  it('binds each request its own scope values in a statement built for the shape', async () => {
    const first = await list(db, 1);
    const second = await list(db, 2);
    const again = await list(db, 1, { page: 2 });
    expect(first).toMatchObject({ total: 12, page: 0, pages: 3, limit: 5 });
    expect(first.rows.map((row) => row.title)).toEqual(['note 1', 'note 2', 'note 3', 'note 4', 'note 5']);
    expect(second).toMatchObject({ total: 3, pages: 1 });
    expect(second.rows.map((row) => row.ownerId)).toEqual([2, 2, 2]);
    expect(again.rows.map((row) => row.title)).toEqual(['note 11', 'note 12']);
    expect(again.rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('keeps filters, order with its tie-breaker, and totals apart per shape', async () => {
    const pinned = await list(db, 1, {}, true);
    const unpinned = await list(db, 1, {}, false);
    expect(pinned.total).toBe(4);
    expect(unpinned.total).toBe(8);
    const byTitle = await list(db, 1, { orderBy: 'title', order: 'desc', limit: 3 });
    expect(byTitle.rows.map((row) => row.title)).toEqual(['note 9', 'note 8', 'note 7']);
    const byDate = await list(db, 1, { orderBy: 'createdAt', order: 'desc', limit: 2 });
    expect(byDate.rows.map((row) => row.title)).toEqual(['note 12', 'note 11']);
  });

  it('matches a search literally, % and _ included', async () => {
    expect((await list(db, 2, { search: '100%' })).rows.map((row) => row.title)).toEqual(['100% sure']);
    expect((await list(db, 2, { search: 'e_c' })).rows.map((row) => row.title)).toEqual(['snake_case']);
    expect((await list(db, 2, { search: '  SURE ' })).total).toBe(2);
    expect((await list(db, 1, { search: 'sure' })).total).toBe(0);
    expect((await list(db, 2, { search: '   ' })).total).toBe(3);
  });

  it('returns every row with pagination=false, and a total-sized limit', async () => {
    const all = await list(db, 1, { pagination: false, limit: 5 });
    expect(all.rows).toHaveLength(12);
    expect(all).toMatchObject({ total: 12, pages: 1, limit: 12 });
    const none = await list(db, 3, { pagination: false });
    expect(none).toMatchObject({ rows: [], total: 0, pages: 0, limit: 0 });
  });

  it('tells scopes of the same text on different tables apart', async () => {
    await list(db, 1);
    const elsewhere = await paginate(db, base, { table: other, where: eq(other.ownerId, 1), orderColumns: { id: other.id } });
    expect(elsewhere.rows.map((row) => row.title)).toEqual(['elsewhere']);
  });

  it('handles scopes whose number of values varies, raw SQL and no scope at all', async () => {
    const inList = (ids: number[]) => paginate(db, base, { table: notes, where: inArray(notes.ownerId, ids), orderColumns });
    expect((await inList([2])).total).toBe(3);
    expect((await inList([1, 2])).total).toBe(15);
    const raw = await paginate(db, base, { table: notes, where: sql`${notes.title} like '$1%' or ${notes.ownerId} = ${2}`, orderColumns });
    expect(raw.total).toBe(3);
    const unscoped = await paginate(db, { ...base, limit: 100 }, { table: notes, orderColumns });
    expect(unscoped.total).toBe(15);
  });

  it('runs inside a transaction and sees its uncommitted rows', async () => {
    await db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ ownerId: 2, title: 'draft', createdAt: new Date('2026-02-04') });
        const page = await paginate(tx, base, { table: notes, where: eq(notes.ownerId, 2), orderColumns });
        expect(page.total).toBe(4);
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await list(db, 2)).total).toBe(3);
  });
});
