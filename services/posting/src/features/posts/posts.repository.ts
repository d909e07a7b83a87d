import { and, asc, count, eq, exists, gte, inArray, lte, ne, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { insertMany, paginate, type Executor, type PageResult } from '@cadence/db';
import type { AccountType, ListQueryValues, PostStatus } from '@cadence/contracts';
import { posts, postTargets } from './posts.tables';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type TargetRow = typeof postTargets.$inferSelect;
export type NewTarget = typeof postTargets.$inferInsert;

export async function insertPost(db: Executor, values: NewPost): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Ids for `count` new posts, taken from the posts' sequence in one statement. */
export async function nextPostIds(db: Executor, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('posting.posts', 'id'))::int as id from generate_series(1, ${count})`);
  return rows.map((row) => Number(row.id));
}

/** Inserts posts (their ids given) with one statement, and reads them back. */
export async function insertPosts(db: Executor, values: readonly (NewPost & { id: number })[]): Promise<PostRow[]> {
  if (values.length === 0) return [];
  await insertMany(db, posts, values);
  return db
    .select()
    .from(posts)
    .where(inArray(posts.id, values.map((value) => value.id)))
    .orderBy(asc(posts.id));
}

export async function insertTargets(db: Executor, values: NewTarget[]): Promise<TargetRow[]> {
  if (values.length === 0) return [];
  await insertMany(db, postTargets, values);
  return targetsOfPosts(db, [...new Set(values.map((value) => value.postId))]);
}

export async function findPost(db: Executor, workspaceId: number, id: number, options: { lock?: boolean } = {}): Promise<PostRow | undefined> {
  const query = db
    .select()
    .from(posts)
    .where(and(eq(posts.workspaceId, workspaceId), eq(posts.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findPostById(db: Executor, id: number, options: { lock?: boolean } = {}): Promise<PostRow | undefined> {
  const query = db.select().from(posts).where(eq(posts.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updatePost(db: Executor, id: number, values: Partial<NewPost>): Promise<PostRow> {
  const [row] = await db
    .update(posts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(posts.id, id))
    .returning();
  if (!row) throw new Error(`post ${id} vanished`);
  return row;
}

export async function deletePost(db: Executor, id: number): Promise<void> {
  await db.delete(posts).where(eq(posts.id, id));
}

export function targetsOfPosts(db: Executor, postIds: readonly number[]): Promise<TargetRow[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(postTargets)
    .where(inArray(postTargets.postId, [...postIds]))
    .orderBy(asc(postTargets.id));
}

/** The post leaves its accounts' queues: its targets go out at the post's own time (their slots are free again). */
export async function clearTargetSlots(db: Executor, postId: number): Promise<void> {
  await db.update(postTargets).set({ scheduledAt: null, updatedAt: sql`now()` }).where(eq(postTargets.postId, postId));
}

export async function deleteTargetsOf(db: Executor, postId: number): Promise<void> {
  await db.delete(postTargets).where(eq(postTargets.postId, postId));
}

/**
 * Makes the post's open targets due at `dueAt` (null: not due, a draft or a post waiting for
 * approval); a target holding a queue slot is due at its slot instead.
 */
export async function setTargetsDue(db: Executor, postId: number, dueAt: Date | null): Promise<void> {
  await db
    .update(postTargets)
    .set({ nextAttemptAt: dueAt === null ? null : sql`coalesce(${postTargets.scheduledAt}, ${dueAt.toISOString()}::timestamptz)`, status: 'pending', updatedAt: sql`now()` })
    .where(and(eq(postTargets.postId, postId), inArray(postTargets.status, ['pending', 'waiting'])));
}

export async function findTarget(db: Executor, postId: number, targetId: number, options: { lock?: boolean } = {}): Promise<TargetRow | undefined> {
  const query = db
    .select()
    .from(postTargets)
    .where(and(eq(postTargets.postId, postId), eq(postTargets.id, targetId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A failed target goes back to the queue with the same idempotency key; its open attempt (if any) is still checked first. */
export async function requeueTarget(db: Executor, targetId: number): Promise<void> {
  await db
    .update(postTargets)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, errorMessage: null, errorBody: null, leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(postTargets.id, targetId), eq(postTargets.status, 'failed')));
}

export interface PostFilters {
  workspaceId?: number;
  status?: PostStatus;
  /** Failed on some accounts and published on others. */
  partial?: boolean;
  authorId?: number;
  accountId?: number;
  platform?: AccountType;
  from?: Date;
  to?: Date;
  /** Only posts all of whose targets are among these accounts (an API key limited to accounts). */
  withinAccounts?: readonly number[];
}

function filtersWhere(db: Executor, filters: PostFilters): SQL | undefined {
  const targetMatch: SQL[] = [];
  if (filters.accountId !== undefined) targetMatch.push(eq(postTargets.accountId, filters.accountId));
  if (filters.platform !== undefined) targetMatch.push(eq(postTargets.platform, filters.platform));
  return and(
    filters.workspaceId !== undefined ? eq(posts.workspaceId, filters.workspaceId) : undefined,
    filters.status !== undefined ? eq(posts.status, filters.status) : undefined,
    filters.partial === true
      ? and(
          eq(posts.status, 'failed'),
          exists(
            db
              .select({ one: sql`1` })
              .from(postTargets)
              .where(and(eq(postTargets.postId, posts.id), eq(postTargets.status, 'posted'))),
          ),
        )
      : undefined,
    filters.authorId !== undefined ? eq(posts.authorId, filters.authorId) : undefined,
    filters.from !== undefined ? gte(posts.scheduledAt, filters.from) : undefined,
    filters.to !== undefined ? lte(posts.scheduledAt, filters.to) : undefined,
    filters.withinAccounts !== undefined
      ? and(
          exists(db.select({ one: sql`1` }).from(postTargets).where(eq(postTargets.postId, posts.id))),
          notExists(
            db
              .select({ one: sql`1` })
              .from(postTargets)
              .where(and(eq(postTargets.postId, posts.id), notInArray(postTargets.accountId, [...filters.withinAccounts]))),
          ),
        )
      : undefined,
    targetMatch.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(postTargets)
            .where(and(eq(postTargets.postId, posts.id), ...targetMatch)),
        )
      : undefined,
  );
}

export function listPosts(db: Executor, query: ListQueryValues, filters: PostFilters): Promise<PageResult<PostRow>> {
  return paginate(db, query, {
    table: posts,
    where: filtersWhere(db, filters),
    orderColumns: { id: posts.id, scheduledAt: posts.scheduledAt, createdAt: posts.createdAt, updatedAt: posts.updatedAt },
    searchColumns: [posts.text],
  });
}

/** Statuses that use a day's allowance of the daily posting limit. */
export const COUNTED_STATUSES: PostStatus[] = ['scheduled', 'processing', 'posted', 'approved', 'not_approved'];

/** Longest distance between two instants of one local day, with room to spare. */
const SAME_DAY_SPAN_MS = 26 * 3_600_000;

/**
 * How many of the author's posts in the workspace fall on the same day (in `timeZone`) as
 * `at`, other than `exceptId`; with `before`, only those ordered before (scheduledAt, id).
 */
export async function countSameDay(
  db: Executor,
  input: { workspaceId: number; authorId: number; at: Date; timeZone: string; exceptId?: number; before?: { at: Date; id: number }; statuses: PostStatus[] },
): Promise<number> {
  const day = sql`(${input.at.toISOString()}::timestamptz at time zone ${input.timeZone})::date`;
  const [row] = await db
    .select({ total: count() })
    .from(posts)
    .where(
      and(
        eq(posts.workspaceId, input.workspaceId),
        eq(posts.authorId, input.authorId),
        inArray(posts.status, input.statuses),
        input.exceptId !== undefined ? ne(posts.id, input.exceptId) : undefined,
        // The same local day lies within 26 hours either way (a DST day has 25): a range the index serves.
        gte(posts.scheduledAt, new Date(input.at.getTime() - SAME_DAY_SPAN_MS)),
        lte(posts.scheduledAt, new Date(input.at.getTime() + SAME_DAY_SPAN_MS)),
        sql`(${posts.scheduledAt} at time zone ${input.timeZone})::date = ${day}`,
        input.before
          ? sql`(${posts.scheduledAt}, ${posts.id}) < (${input.before.at.toISOString()}::timestamptz, ${input.before.id})`
          : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * How many of the author's posts in the workspace fall on each local day (a time zone and a
 * date), other than `exceptId`, with one statement; keyed "<zone> <YYYY-MM-DD>". Each zone's
 * posts are read once, in one range of the author's index from its first day to its last, and
 * counted by their local day: the cost follows the posts in that range, never days × posts
 * (a join on each day's range did that whenever the planner misjudged the table, as it does
 * while an import fills it).
 */
export async function countDays(
  db: Executor,
  input: { workspaceId: number; authorId: number; exceptId?: number; days: readonly { timeZone: string; day: string }[]; statuses: PostStatus[] },
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (input.days.length === 0) return counts;
  const rows = await db.execute<{ zone: string; day: string; n: number }>(sql`
    with d as (
      select zone, day from jsonb_to_recordset(${JSON.stringify(input.days.map((d) => ({ zone: d.timeZone, day: d.day })))}::jsonb) as d(zone text, day date)
    ), z as (
      select zone, (min(day)::timestamp at time zone zone) as first, ((max(day) + 1)::timestamp at time zone zone) as last from d group by zone
    ), c as (
      select z.zone, (p.scheduled_at at time zone z.zone)::date as day, count(*) as n
      from z join ${posts} p
        on p.author_id = ${input.authorId} and p.workspace_id = ${input.workspaceId}
        and p.scheduled_at >= z.first and p.scheduled_at < z.last
        and p.status = any(${`{${input.statuses.join(',')}}`}::text[])
        ${input.exceptId !== undefined ? sql`and p.id <> ${input.exceptId}` : sql``}
      group by 1, 2
    )
    select d.zone, d.day::text as day, coalesce(c.n, 0)::int as n
    from d left join c on c.zone = d.zone and c.day = d.day`);
  for (const row of rows) counts.set(`${row.zone} ${row.day}`, Number(row.n));
  return counts;
}
