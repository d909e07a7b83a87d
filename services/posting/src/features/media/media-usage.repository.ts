import { sql, type SQL } from 'drizzle-orm';
import { cutGraphemes, type MediaUsage, type PostStatus } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { posts, postTargets } from '../posts/posts.tables';

/** Posts on their way to a network: their media cannot be deleted until they change. */
export const BLOCKING_STATUSES: readonly PostStatus[] = ['scheduled', 'processing', 'approved', 'not_approved'];
/** Posts whose media a delete takes out (posted and failed posts keep theirs as history). */
const DETACHED_STATUSES: readonly PostStatus[] = ['draft'];

const EXCERPT_LENGTH = 140;

function intArray(ids: readonly number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** The post uses one of `ids` in its own media or in one account's version of it. */
function usesAnyOf(ids: readonly number[]): SQL {
  const wanted = intArray(ids);
  return sql`(${posts.mediaIds} && ${wanted} or exists (select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${postTargets.mediaIds} && ${wanted}))`;
}

/** How many posts use each item (items no post uses are absent). */
export async function usageCounts(db: Executor, workspaceId: number, ids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const wanted = intArray(ids);
  const rows = await db.execute<{ media_id: number; n: number }>(sql`
    select used.media_id, count(distinct used.post_id)::int as n
    from (
      select unnest(${posts.mediaIds}) as media_id, ${posts.id} as post_id
        from ${posts} where ${posts.workspaceId} = ${workspaceId} and ${posts.mediaIds} && ${wanted}
      union all
      select unnest(${postTargets.mediaIds}), ${postTargets.postId}
        from ${postTargets} where ${postTargets.workspaceId} = ${workspaceId} and ${postTargets.mediaIds} && ${wanted}
    ) as used
    where used.media_id = any(${wanted})
    group by used.media_id`);
  for (const row of rows) counts.set(Number(row.media_id), Number(row.n));
  return counts;
}

/** The posts that use an item, newest first. */
export async function usagesOf(db: Executor, workspaceId: number, id: number): Promise<MediaUsage[]> {
  const rows = await db
    .select({ postId: posts.id, status: posts.status, scheduledAt: posts.scheduledAt, text: posts.text })
    .from(posts)
    .where(sql`${posts.workspaceId} = ${workspaceId} and ${usesAnyOf([id])}`)
    .orderBy(sql`${posts.id} desc`)
    .limit(200);
  return rows.map((row) => ({
    postId: row.postId,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    excerpt: cutGraphemes(row.text, EXCERPT_LENGTH),
    blocksDelete: BLOCKING_STATUSES.includes(row.status),
  }));
}

/** Posts on their way to a network that use any of `ids`. */
export async function blockingPosts(db: Executor, workspaceId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(sql`${posts.workspaceId} = ${workspaceId} and ${posts.status} = any(${textArray(BLOCKING_STATUSES)}) and ${usesAnyOf(ids)}`)
    .orderBy(posts.id);
  return rows.map((row) => row.id);
}

/** Takes `ids` out of the drafts that use them (the post's media and each account's); answers those drafts. */
export async function detachFromDrafts(tx: Executor, workspaceId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const wanted = intArray(ids);
  const statuses = textArray(DETACHED_STATUSES);
  const without = (column: SQL) => sql`array(select kept from unnest(${column}) with ordinality as m(kept, position) where not (kept = any(${wanted})) order by position)`;
  const fromPosts = await tx.execute<{ id: number }>(sql`
    update ${posts} set media_ids = ${without(sql`media_ids`)}, updated_at = now()
    where workspace_id = ${workspaceId} and status = any(${statuses}) and media_ids && ${wanted}
    returning id`);
  const fromTargets = await tx.execute<{ post_id: number }>(sql`
    update ${postTargets} as target set media_ids = ${without(sql`target.media_ids`)}, updated_at = now()
    from ${posts} as post
    where post.id = target.post_id and post.workspace_id = ${workspaceId} and post.status = any(${statuses})
      and target.workspace_id = ${workspaceId} and target.media_ids && ${wanted}
    returning target.post_id`);
  const postIds = new Set<number>([...fromPosts.map((row) => Number(row.id)), ...fromTargets.map((row) => Number(row.post_id))]);
  return [...postIds].sort((a, b) => a - b);
}
