import { createConnection, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Sql } from './connection';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A connection that dies under a transaction must fail that transaction's next statement, not the
 * process: postgres.js 3.4.9 wrote to the closed socket from a timer, an error nothing could
 * catch. patches/postgres+3.4.9.patch settles the statement with CONNECTION_CLOSED instead.
 */
describe('a PostgreSQL connection cut in the middle of a transaction', () => {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const target = new URL(databaseUrl);
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  let sql: Sql;

  beforeAll(async () => {
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const address = relay.address();
    if (address === null || typeof address === 'string') throw new Error('relay has no port');
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(address.port);
    sql = connect({ url: url.toString(), max: 2 });
  });

  afterAll(async () => {
    await sql.end({ timeout: 1 });
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  it('rejects the next statement with CONNECTION_CLOSED and keeps serving new work', async () => {
    let next: Promise<unknown> | undefined;
    const transaction = sql.begin(async (tx) => {
      await tx`select 1`;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = tx`select 2`.then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      );
      await next;
    });

    await expect(transaction).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    await expect.poll(() => next, { timeout: 2_000 }).toBeDefined();
    expect(await next).toBe('CONNECTION_CLOSED');
    const [row] = await sql`select 3 as answer`;
    expect(row?.answer).toBe(3);
  });
});
