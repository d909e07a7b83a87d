import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { createDrizzle } from '@cadence/db';
import { errorMessage } from '../src/logger';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('events_error_message');
  await database.sql`create table people (email text primary key)`;
  await database.sql`insert into people values ('taken@example.com')`;
});

afterAll(async () => {
  await database.drop();
});

describe('errorMessage', () => {
  it("keeps a failed query's PostgreSQL reason and never its parameters", async () => {
    const db = createDrizzle(database.sql);
    const failure = await db.execute(sql`insert into people (email) values (${'taken@example.com'})`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const text = errorMessage(failure);
    expect(text).toContain('insert into people');
    expect(text).toContain('duplicate key value violates unique constraint');
    expect(text).not.toContain('taken@example.com');
    expect(text).not.toContain('params');
  });

  it('joins the messages of a chain of causes once each', () => {
    const root = new Error('connection reset');
    const middle = new Error('could not read the account', { cause: root });
    expect(errorMessage(new Error('publish failed', { cause: middle }))).toBe(
      'publish failed: could not read the account: connection reset',
    );
    expect(errorMessage(new Error('same', { cause: new Error('same') }))).toBe('same');
    expect(errorMessage('plain text')).toBe('plain text');
    const named = new Error('');
    named.name = 'TimeoutError';
    expect(errorMessage(named)).toBe('TimeoutError');
  });
});
