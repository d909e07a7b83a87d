import type { Sql } from '@cadence/db';
import { sleep } from '../lib/http';

/**
 * The baseline of the publishing benchmark: the simplest correct database queue on the same
 * machine, database and local Graph API. Loops claim due rows with FOR UPDATE SKIP LOCKED,
 * make the same POST /{page}/feed call and mark each row posted. It keeps no attempt record,
 * checks no limit, emits no event and cannot tell a lost answer from a failure: what Cadence
 * costs above it is the price of exactly-once, limits and events.
 */
export interface BaselineQueue {
  schedule(label: string, count: number, dueAt: (i: number) => Date): Promise<void>;
  /** Rows of `label` not yet posted. */
  open(label: string): Promise<number>;
  /** Lag of every posted row of `label` (ms) and when the last one was posted. */
  lags(label: string): Promise<{ lags: number[]; lastPostedAt: Date | null }>;
  stop(): Promise<void>;
}

export async function startBaselineQueue(sql: Sql, options: { graphUrl: string; pages: { id: string; token: string }[]; loops: number; concurrency: number; watch?: Sql }): Promise<BaselineQueue> {
  // open() and lags() read through `watch` when given, so the queue's connections do only its work.
  const watch = options.watch ?? sql;
  await sql`
    create table if not exists bench_queue (
      id bigserial primary key,
      label text not null,
      message text not null,
      page int not null,
      due timestamptz not null,
      status text not null default 'pending',
      published_at timestamptz
    )`;
  await sql`create index if not exists bench_queue_due on bench_queue (due) where status = 'pending'`;
  let running = true;

  async function publish(row: { id: string; message: string; page: number }): Promise<void> {
    const page = options.pages[row.page % options.pages.length];
    if (!page) return;
    const response = await fetch(`${options.graphUrl}/v25.0/${page.id}/feed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${page.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: row.message }),
    });
    await response.arrayBuffer();
    if (response.ok) await sql`update bench_queue set status = 'posted', published_at = now() where id = ${row.id}`;
    else await sql`update bench_queue set status = 'pending' where id = ${row.id}`;
  }

  async function loop(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    while (running) {
      const room = options.concurrency - inFlight.size;
      const claimed =
        room > 0
          ? await sql<{ id: string; message: string; page: number }[]>`
              update bench_queue set status = 'publishing'
              where id in (select id from bench_queue where status = 'pending' and due <= now() order by due limit ${room} for update skip locked)
              returning id, message, page`
          : [];
      for (const row of claimed) {
        const job: Promise<void> = publish(row)
          .catch(() => undefined)
          .finally(() => inFlight.delete(job));
        inFlight.add(job);
      }
      if (claimed.length === 0) await (inFlight.size >= options.concurrency ? Promise.race(inFlight) : sleep(20));
    }
    await Promise.allSettled([...inFlight]);
  }

  const loops = Array.from({ length: options.loops }, () => loop());
  return {
    async schedule(label, count, dueAt) {
      const chunk = 1000;
      for (let start = 0; start < count; start += chunk) {
        const rows = Array.from({ length: Math.min(chunk, count - start) }, (_, k) => ({ label, message: `${label} ${start + k}`, page: start + k, due: dueAt(start + k).toISOString() }));
        await sql`insert into bench_queue ${sql(rows, 'label', 'message', 'page', 'due')}`;
      }
    },
    async open(label) {
      const [row] = await watch<{ open: number }[]>`select count(*)::int as open from bench_queue where label = ${label} and status <> 'posted'`;
      return row?.open ?? 0;
    },
    async lags(label) {
      const rows = await watch<{ lag: number }[]>`select extract(epoch from published_at - due)::float8 * 1000 as lag from bench_queue where label = ${label} and status = 'posted'`;
      const [last] = await watch<{ at: Date | null }[]>`select max(published_at) as at from bench_queue where label = ${label}`;
      return { lags: rows.map((row) => row.lag), lastPostedAt: last?.at ?? null };
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
