import { and, count, eq, gt, inArray, isNotNull, isNull, lt, ne, notLike, sql, type SQL } from 'drizzle-orm';
import type { AccountListQuery, AccountType } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { oauthStates, profileSelections, socialAccounts } from './connections.tables';

export type AccountRow = typeof socialAccounts.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type SelectionRow = typeof profileSelections.$inferSelect;

/** Namespace of the per-workspace advisory lock that serialises connects (the profile limit). */
const PROFILE_LOCK_NAMESPACE = 0x50_4f_53_54;

/** `reach`: the only accounts the caller may see (an API key limited to accounts), or null for all. */
export function listAccounts(db: Executor, workspaceId: number, query: AccountListQuery, reach: readonly number[] | null = null): Promise<PageResult<AccountRow>> {
  const conditions: SQL[] = [eq(socialAccounts.workspaceId, workspaceId)];
  if (reach) conditions.push(inArray(socialAccounts.id, [...reach]));
  conditions.push(query.status ? eq(socialAccounts.status, query.status) : ne(socialAccounts.status, 'disconnected'));
  if (query.type) conditions.push(eq(socialAccounts.type, query.type));
  return paginate(db, query, {
    table: socialAccounts,
    where: and(...conditions),
    orderColumns: { id: socialAccounts.id, name: socialAccounts.name, type: socialAccounts.type, createdAt: socialAccounts.createdAt },
    searchColumns: [socialAccounts.name, socialAccounts.username],
  });
}

/** Profiles that count against the plan: connected, working or broken. */
export async function countConnected(db: Executor, workspaceId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), ne(socialAccounts.status, 'disconnected')));
  return row?.n ?? 0;
}

/** Held until the transaction ends: two connects in one workspace never count at the same time. */
export async function lockWorkspaceProfiles(tx: Executor, workspaceId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROFILE_LOCK_NAMESPACE}, ${workspaceId})`);
}

export function findAccount(db: Executor, workspaceId: number, id: number): Promise<AccountRow | undefined> {
  return db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), eq(socialAccounts.id, id)))
    .then((rows) => rows[0]);
}

/** Locks the account row (refresh, disconnect): one token refresh at a time per account. */
export function lockAccount(tx: Executor, id: number, workspaceId?: number): Promise<AccountRow | undefined> {
  const where = workspaceId === undefined ? eq(socialAccounts.id, id) : and(eq(socialAccounts.id, id), eq(socialAccounts.workspaceId, workspaceId));
  return tx
    .select()
    .from(socialAccounts)
    .where(where)
    .for('update')
    .then((rows) => rows[0]);
}

export function accountsByIds(db: Executor, ids: readonly number[]): Promise<AccountRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : db.select().from(socialAccounts).where(inArray(socialAccounts.id, [...new Set(ids)]));
}

export function accountById(db: Executor, id: number): Promise<AccountRow | undefined> {
  return db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.id, id))
    .then((rows) => rows[0]);
}

export function findByProfile(db: Executor, workspaceId: number, type: AccountType, externalIds: readonly string[]): Promise<AccountRow[]> {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), eq(socialAccounts.type, type), inArray(socialAccounts.externalId, [...externalIds])));
}

export function accountsAmong(db: Executor, workspaceId: number, ids: readonly number[]): Promise<AccountRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), inArray(socialAccounts.id, [...ids]), ne(socialAccounts.status, 'disconnected')));
}

export async function insertAccount(db: Executor, values: typeof socialAccounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(socialAccounts).values(values).returning();
  if (!row) throw new Error('insert returned no account');
  return row;
}

export async function updateAccount(db: Executor, id: number, values: Partial<typeof socialAccounts.$inferInsert>): Promise<AccountRow> {
  const [row] = await db
    .update(socialAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(socialAccounts.id, id))
    .returning();
  if (!row) throw new Error(`account ${id} vanished during an update`);
  return row;
}

/** Active accounts (of `types`, when given) whose access ends before `before`, oldest first. */
export async function accountsDueForRefresh(db: Executor, before: Date, limit: number, types?: readonly AccountType[]): Promise<number[]> {
  const rows = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.status, 'active'), lt(socialAccounts.tokenExpiresAt, before), types ? inArray(socialAccounts.type, [...types]) : undefined))
    .orderBy(socialAccounts.tokenExpiresAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function insertState(db: Executor, values: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** Marks the state used and returns it, once: a second use, or one after expiry, returns nothing. */
export async function consumeState(db: Executor, state: string, now: Date): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(eq(oauthStates.state, state), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
    .returning();
  return row;
}

export async function insertSelection(db: Executor, values: typeof profileSelections.$inferInsert): Promise<SelectionRow> {
  const [row] = await db.insert(profileSelections).values(values).returning();
  if (!row) throw new Error('insert returned no selection');
  return row;
}

export function findSelection(db: Executor, workspaceId: number, userId: number, id: string, now: Date): Promise<SelectionRow | undefined> {
  return db
    .select()
    .from(profileSelections)
    .where(
      and(
        eq(profileSelections.id, id),
        eq(profileSelections.workspaceId, workspaceId),
        eq(profileSelections.userId, userId),
        isNull(profileSelections.usedAt),
        gt(profileSelections.expiresAt, now),
      ),
    )
    .then((rows) => rows[0]);
}

export async function consumeSelection(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(profileSelections)
    .set({ usedAt: now })
    .where(and(eq(profileSelections.id, id), isNull(profileSelections.usedAt)))
    .returning({ id: profileSelections.id });
  return rows.length > 0;
}

/** Accounts holding tokens encrypted with another key than `currentKeyId` (after a key rotation). */
export async function accountsWithOlderKey(db: Executor, currentKeyId: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(isNotNull(socialAccounts.accessTokenEncrypted), notLike(socialAccounts.accessTokenEncrypted, `v1.${currentKeyId}.%`)))
    .orderBy(socialAccounts.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Removes connect states and selections a day past their expiry. */
export async function deleteExpired(db: Executor, before: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, before));
  await db.delete(profileSelections).where(lt(profileSelections.expiresAt, before));
}
