import { sql } from 'drizzle-orm';
import {
  validateContent,
  postCreated,
  postScheduled,
  postSubmitted,
  type AccountType,
  type CreatePostBody,
  type FieldError,
  type MediaFacts,
  type Post,
  type PostMode,
  type PostStatus,
  type PostingUsage,
  type TargetOverride,
  type UpdatePostBody,
  type WorkspaceRole,
} from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { commonErrors } from '@cadence/service-kit';
import type { AccountSummary, PostingPorts } from '../delivery/ports';
import { getEntitlements } from '../entitlements/entitlements.repository';
import * as groupsRepo from '../groups/groups.repository';
import { approversOf } from '../approvals/approvers.repository';
import { needsApproval } from '../approvals/approval-rule';
import * as repo from './posts.repository';
import { postErrors } from './posts.errors';
import { emit, notifyDue, postFacts } from './post-events';
import { toPost } from './post-view';
import * as watermarksRepo from '../watermarks/watermarks.repository';

export interface PostsDeps {
  db: Database;
  ports: PostingPorts;
}

/** Who is acting: the caller of a route. */
export interface Actor {
  userId: number;
  workspaceId: number;
  role: WorkspaceRole | null;
}

/** Statuses in which a post may still be edited, rescheduled or deleted. */
const EDITABLE: readonly PostStatus[] = ['draft', 'scheduled', 'approved', 'not_approved'];

/** What scheduling an approved post sends: its date, nothing of its content (which was approved). */
const SCHEDULING_ONLY = new Set(['mode', 'scheduledAt', 'timeZone']);

interface Content {
  text: string;
  mediaIds: number[];
  firstComment: string | null;
  settings: Partial<Record<AccountType, Record<string, unknown>>>;
}

/**
 * A post of the workspace. With `reach` (an API key limited to accounts), a post with a target
 * on any other account, or with none, is not found.
 */
export async function getPost(deps: PostsDeps, workspaceId: number, id: number, reach: readonly number[] | null = null): Promise<Post> {
  const post = await repo.findPost(deps.db, workspaceId, id);
  if (!post) throw postErrors.POST_NOT_FOUND();
  const targets = await repo.targetsOfPosts(deps.db, [post.id]);
  if (reach && (targets.length === 0 || targets.some((target) => !reach.includes(target.accountId)))) throw postErrors.POST_NOT_FOUND();
  return { ...toPost(post, targets), watermark: !(await watermarksRepo.postWatermarkOff(deps.db, post.id)) };
}

/** A post as stored now (inside a transaction or not). */
export async function loadPost(db: Executor, post: repo.PostRow): Promise<Post> {
  return { ...toPost(post, await repo.targetsOfPosts(db, [post.id])), watermark: !(await watermarksRepo.postWatermarkOff(db, post.id)) };
}

/** Accounts named directly and through groups, each once, all connected in the workspace. */
async function resolveAccounts(db: Executor, deps: PostsDeps, workspaceId: number, accountIds: readonly number[], groupIds: readonly number[]): Promise<AccountSummary[]> {
  const fields: FieldError[] = [];
  const groups = await groupsRepo.groupsOfWorkspace(db, workspaceId, groupIds);
  const missingGroups = groupIds.filter((id) => !groups.some((group) => group.id === id));
  if (missingGroups.length > 0) fields.push({ field: 'groupIds', message: `No group ${missingGroups.join(', ')} in this workspace` });
  const members = await groupsRepo.membersOf(db, groups.map((group) => group.id));
  const wanted = [...new Set([...accountIds, ...[...members.values()].flat()])];
  const accounts = await deps.ports.accounts.accountsOfWorkspace(db, workspaceId, wanted);
  const missing = accountIds.filter((id) => !accounts.some((account) => account.id === id));
  if (missing.length > 0) fields.push({ field: 'accountIds', message: `No connected account ${missing.join(', ')} in this workspace` });
  if (fields.length > 0) throw commonErrors.VALIDATION_FAILED(fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields);
  return [...accounts].sort((a, b) => a.id - b.id);
}

async function mediaFactsOf(db: Executor, deps: PostsDeps, workspaceId: number, ids: readonly number[], field: string): Promise<Map<number, MediaFacts>> {
  if (ids.length === 0) return new Map();
  const facts = await deps.ports.media.mediaFacts(db, workspaceId, ids);
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw commonErrors.VALIDATION_FAILED(`${field}: no media ${missing.join(', ')} in this workspace`, [{ field, message: `No media ${missing.join(', ')} in this workspace` }]);
  return byId;
}

/** Checks what each account will publish against its network's rules and its adapter. */
async function validateTargets(db: Executor, deps: PostsDeps, workspaceId: number, content: Content, accounts: readonly AccountSummary[], overrides: ReadonlyMap<number, TargetOverride>): Promise<void> {
  const fields: FieldError[] = [];
  const allMedia = new Set([...content.mediaIds, ...[...overrides.values()].flatMap((o) => o.mediaIds ?? [])]);
  const facts = await mediaFactsOf(db, deps, workspaceId, [...allMedia], 'mediaIds');
  for (const account of accounts) {
    const override = overrides.get(account.id);
    const mediaIds = override?.mediaIds ?? content.mediaIds;
    const target = {
      text: override?.text ?? content.text,
      media: mediaIds.flatMap((id) => facts.get(id) ?? []),
      ...(override?.firstComment ?? content.firstComment ? { firstComment: override?.firstComment ?? content.firstComment ?? '' } : {}),
      ...(override?.thread ? { thread: override.thread } : {}),
      settings: override?.settings ?? content.settings[account.type] ?? {},
    };
    const provider = deps.ports.providers(account.type);
    const issues = [...validateContent(account.type, target), ...(provider?.validate(target) ?? [])];
    for (const issue of issues) fields.push({ field: `targets.${account.id}.${issue.field}`, message: issue.message });
  }
  if (fields.length > 0) throw commonErrors.VALIDATION_FAILED('Some accounts cannot publish this post as it is', fields);
}

/**
 * The plan's daily posting limit per user: refused (409) when the author already has as many
 * posts on that day (in the post's time zone) as the plan allows.
 */
async function checkDailyLimit(db: Executor, input: { workspaceId: number; authorId: number; at: Date; timeZone: string; exceptId?: number }): Promise<void> {
  const entitlements = await getEntitlements(db, input.workspaceId);
  const limit = entitlements.limits.postsPerDayPerUser;
  if (limit === null) return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`posting-daily:${input.workspaceId}:${input.authorId}`}))`);
  const used = await repo.countSameDay(db, { ...input, statuses: repo.COUNTED_STATUSES });
  if (used >= limit) {
    const day = input.at.toLocaleDateString('en-CA', { timeZone: input.timeZone });
    throw postErrors.DAILY_LIMIT(
      `The ${entitlements.plan} plan allows ${limit} posts per user per day and ${day} already has ${used}; choose another day or upgrade the plan to raise the limit`,
    );
  }
}

/** The actor's posts of today in `timeZone`, as the plan's daily limit counts them. */
export async function dailyUsage(deps: PostsDeps, actor: Actor, timeZone: string): Promise<PostingUsage> {
  const zone = checkTimeZone(timeZone);
  const entitlements = await getEntitlements(deps.db, actor.workspaceId);
  const now = new Date();
  const used = await repo.countSameDay(deps.db, { workspaceId: actor.workspaceId, authorId: actor.userId, at: now, timeZone: zone, statuses: repo.COUNTED_STATUSES });
  return { day: now.toLocaleDateString('en-CA', { timeZone: zone }), used, limit: entitlements.limits.postsPerDayPerUser, plan: entitlements.plan };
}

/**
 * When the post is due. A post that waits for approval may have no date yet: once approved it
 * is `approved`, to be scheduled later.
 */
function dueTimeOf(mode: PostMode, scheduledAt: string | undefined | null, now: Date, awaitsApproval = false): Date | null {
  if (mode === 'now') return now;
  if (mode === 'draft') return scheduledAt ? new Date(scheduledAt) : null;
  if (!scheduledAt && awaitsApproval) return null;
  if (!scheduledAt) throw commonErrors.VALIDATION_FAILED('scheduledAt: a scheduled post needs a date', [{ field: 'scheduledAt', message: 'A scheduled post needs a date' }]);
  const at = new Date(scheduledAt);
  if (at.getTime() <= now.getTime()) throw commonErrors.VALIDATION_FAILED('scheduledAt: must be in the future', [{ field: 'scheduledAt', message: 'Must be in the future' }]);
  return at;
}

function checkTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    throw commonErrors.VALIDATION_FAILED('timeZone: not a known time zone', [{ field: 'timeZone', message: 'Not a known time zone' }]);
  }
}

function checkOverrides(overrides: readonly TargetOverride[], accounts: readonly AccountSummary[]): Map<number, TargetOverride> {
  const unknown = overrides.filter((override) => !accounts.some((account) => account.id === override.accountId));
  if (unknown.length > 0) {
    const message = `Account ${unknown.map((o) => o.accountId).join(', ')} is not a target of this post`;
    throw commonErrors.VALIDATION_FAILED(`overrides: ${message}`, [{ field: 'overrides', message }]);
  }
  return new Map(overrides.map((override) => [override.accountId, override]));
}

function targetRows(post: repo.PostRow, accounts: readonly AccountSummary[], overrides: ReadonlyMap<number, TargetOverride>, dueAt: Date | null): repo.NewTarget[] {
  return accounts.map((account) => {
    const override = overrides.get(account.id);
    return {
      postId: post.id,
      workspaceId: post.workspaceId,
      accountId: account.id,
      platform: account.type,
      accountName: account.name,
      status: 'pending',
      text: override?.text ?? null,
      mediaIds: override?.mediaIds ?? null,
      firstComment: override?.firstComment ?? null,
      thread: override?.thread ?? null,
      settings: override?.settings ?? null,
      nextAttemptAt: dueAt,
    };
  });
}

/**
 * Where a post goes when it is saved with `mode`: a draft stays; a contributor's post waits
 * for approval; anything else is scheduled (a "now" post is due at once). Writes the event.
 */
async function settle(tx: Executor, actor: Actor, post: repo.PostRow, mode: PostMode, dueAt: Date | null): Promise<repo.PostRow> {
  const targets = await repo.targetsOfPosts(tx, [post.id]);
  if (mode === 'draft') {
    await repo.setTargetsDue(tx, post.id, null);
    return repo.updatePost(tx, post.id, { status: 'draft', needsApproval: false });
  }
  if (needsApproval(actor.role)) {
    await repo.setTargetsDue(tx, post.id, null);
    const waiting = await repo.updatePost(tx, post.id, { status: 'not_approved', needsApproval: true, review: null, scheduledAt: dueAt });
    const approverIds = (await approversOf(tx, post.workspaceId)).filter((id) => id !== actor.userId);
    await emit(tx, postSubmitted, { ...postFacts(waiting, targets, [waiting.authorId]), approverIds });
    return waiting;
  }
  await repo.setTargetsDue(tx, post.id, dueAt);
  const scheduled = await repo.updatePost(tx, post.id, { status: 'scheduled', scheduledAt: dueAt });
  await emit(tx, postScheduled, postFacts(scheduled, targets));
  await notifyDue(tx);
  return scheduled;
}

function requireTargets(mode: PostMode, accounts: readonly AccountSummary[]): void {
  if (mode !== 'draft' && accounts.length === 0) {
    throw commonErrors.VALIDATION_FAILED('accountIds: choose at least one account', [{ field: 'accountIds', message: 'Choose at least one account or group' }]);
  }
}

/**
 * Gives a new post's targets their own times (queue slots) inside the post's transaction and
 * returns when the post is due (its first slot).
 */
export type PlaceTargets = (tx: Executor, post: repo.PostRow, targets: readonly repo.TargetRow[]) => Promise<Date>;

export async function createPost(deps: PostsDeps, actor: Actor, body: CreatePostBody, now = new Date(), place?: PlaceTargets): Promise<Post> {
  const timeZone = checkTimeZone(body.timeZone ?? 'UTC');
  const requested = place ? null : dueTimeOf(body.mode, body.scheduledAt, now, needsApproval(actor.role));
  return deps.db.transaction(async (tx) => {
    const accounts = await resolveAccounts(tx, deps, actor.workspaceId, body.accountIds ?? [], body.groupIds ?? []);
    requireTargets(body.mode, accounts);
    const overrides = checkOverrides(body.overrides ?? [], accounts);
    const content: Content = { text: body.text, mediaIds: body.mediaIds ?? [], firstComment: body.firstComment ?? null, settings: body.settings ?? {} };
    if (body.mode === 'draft') await mediaFactsOf(tx, deps, actor.workspaceId, content.mediaIds, 'mediaIds');
    else await validateTargets(tx, deps, actor.workspaceId, content, accounts, overrides);
    const created = await repo.insertPost(tx, {
      workspaceId: actor.workspaceId,
      authorId: actor.userId,
      status: 'draft',
      ...content,
      scheduledAt: requested,
      timeZone,
    });
    await repo.insertTargets(tx, targetRows(created, accounts, overrides, null));
    if (body.watermark === false) await watermarksRepo.setPostWatermark(tx, created.id, false);
    const placed = place ? await place(tx, created, await repo.targetsOfPosts(tx, [created.id])) : null;
    const dueAt = placed ?? requested;
    const inserted = placed ? await repo.updatePost(tx, created.id, { scheduledAt: placed }) : created;
    if (body.mode !== 'draft' && dueAt) await checkDailyLimit(tx, { workspaceId: actor.workspaceId, authorId: actor.userId, at: dueAt, timeZone });
    const targets = await repo.targetsOfPosts(tx, [inserted.id]);
    await emit(tx, postCreated, postFacts(inserted, targets));
    const post = await settle(tx, actor, inserted, body.mode, dueAt);
    return loadPost(tx, post);
  });
}

async function editable(tx: Executor, workspaceId: number, id: number): Promise<repo.PostRow> {
  const post = await repo.findPost(tx, workspaceId, id, { lock: true });
  if (!post) throw postErrors.POST_NOT_FOUND();
  if (!EDITABLE.includes(post.status)) throw postErrors.POST_NOT_EDITABLE(`This post is ${post.status}; only drafts, scheduled and not-approved posts can be changed`);
  return post;
}

/** The mode an edit leaves the post in when the body does not say. */
function currentMode(post: repo.PostRow): PostMode {
  return post.status === 'draft' ? 'draft' : 'schedule';
}

export async function updatePost(deps: PostsDeps, actor: Actor, id: number, body: UpdatePostBody, now = new Date()): Promise<Post> {
  const timeZone = body.timeZone === undefined ? undefined : checkTimeZone(body.timeZone);
  return deps.db.transaction(async (tx) => {
    const post = await editable(tx, actor.workspaceId, id);
    const mode = body.mode ?? currentMode(post);
    const scheduledAt = body.scheduledAt ?? post.scheduledAt?.toISOString() ?? null;
    // Scheduling an approved post keeps its approval; changing its content asks for it again.
    const keepsApproval = post.status === 'approved' && Object.keys(body).every((key) => SCHEDULING_ONLY.has(key));
    const awaitsApproval = !keepsApproval && (needsApproval(actor.role) || post.status === 'not_approved');
    const dueAt = dueTimeOf(mode, scheduledAt, now, awaitsApproval && mode === 'schedule');
    const content: Content = {
      text: body.text ?? post.text,
      mediaIds: body.mediaIds ?? post.mediaIds,
      firstComment: body.firstComment === undefined ? post.firstComment : body.firstComment,
      settings: body.settings ?? post.settings,
    };
    const existing = await repo.targetsOfPosts(tx, [post.id]);
    const retarget = body.accountIds !== undefined || body.groupIds !== undefined || body.overrides !== undefined;
    const accountIds = body.accountIds ?? (body.groupIds === undefined ? existing.map((target) => target.accountId) : []);
    const accounts = await resolveAccounts(tx, deps, actor.workspaceId, accountIds, body.groupIds ?? []);
    requireTargets(mode, accounts);
    const overrides = body.overrides
      ? checkOverrides(body.overrides, accounts)
      : new Map(
          existing.map((target) => [
            target.accountId,
            {
              accountId: target.accountId,
              ...(target.text !== null ? { text: target.text } : {}),
              ...(target.mediaIds !== null ? { mediaIds: target.mediaIds } : {}),
              ...(target.firstComment !== null ? { firstComment: target.firstComment } : {}),
              ...(target.thread !== null ? { thread: target.thread } : {}),
              ...(target.settings !== null ? { settings: target.settings } : {}),
            },
          ]),
        );
    if (mode === 'draft') await mediaFactsOf(tx, deps, actor.workspaceId, content.mediaIds, 'mediaIds');
    else await validateTargets(tx, deps, actor.workspaceId, content, accounts, overrides);
    const zone = timeZone ?? post.timeZone;
    if (mode !== 'draft' && dueAt) await checkDailyLimit(tx, { workspaceId: actor.workspaceId, authorId: post.authorId, at: dueAt, timeZone: zone, exceptId: post.id });
    const updated = await repo.updatePost(tx, post.id, { ...content, scheduledAt: dueAt, timeZone: zone });
    if (body.watermark !== undefined) await watermarksRepo.setPostWatermark(tx, post.id, body.watermark);
    // Another date chosen for the post takes it out of its accounts' queues (the same one, sent back by an edit, keeps it there).
    const moved = body.scheduledAt !== undefined && new Date(body.scheduledAt).getTime() !== post.scheduledAt?.getTime();
    const keepsSlots = !moved && mode === 'schedule';
    if (!keepsSlots) await repo.clearTargetSlots(tx, post.id);
    if (retarget) {
      await repo.deleteTargetsOf(tx, post.id);
      // An account the post stays on keeps its queue slot.
      const slots = new Map(keepsSlots ? existing.map((target) => [target.accountId, target.scheduledAt]) : []);
      await repo.insertTargets(tx, targetRows(updated, accounts, overrides, null).map((row) => ({ ...row, scheduledAt: slots.get(row.accountId) ?? null })));
    }
    // A contributor editing an approved-and-scheduled post sends it back for approval; an
    // approver editing a waiting post leaves it waiting (approve is its own step).
    const role = keepsApproval ? 'editor' : post.status === 'not_approved' ? 'contributor' : actor.role;
    const settled = post.status === 'not_approved' && body.mode === undefined ? await keepWaiting(tx, updated) : await settle(tx, { ...actor, role }, updated, mode, dueAt);
    return loadPost(tx, settled);
  });
}

async function keepWaiting(tx: Executor, post: repo.PostRow): Promise<repo.PostRow> {
  await repo.setTargetsDue(tx, post.id, null);
  return post;
}

export async function deletePost(deps: PostsDeps, actor: Actor, id: number): Promise<Post> {
  return deps.db.transaction(async (tx) => {
    const post = await editable(tx, actor.workspaceId, id);
    const view = await loadPost(tx, post);
    await repo.deletePost(tx, post.id);
    return view;
  });
}

export async function duplicatePost(deps: PostsDeps, actor: Actor, id: number): Promise<Post> {
  return deps.db.transaction(async (tx) => {
    const source = await repo.findPost(tx, actor.workspaceId, id);
    if (!source) throw postErrors.POST_NOT_FOUND();
    const targets = await repo.targetsOfPosts(tx, [source.id]);
    const copy = await repo.insertPost(tx, {
      workspaceId: source.workspaceId,
      authorId: actor.userId,
      status: 'draft',
      text: source.text,
      mediaIds: source.mediaIds,
      firstComment: source.firstComment,
      settings: source.settings,
      scheduledAt: null,
      timeZone: source.timeZone,
    });
    await repo.insertTargets(
      tx,
      targets.map((target) => ({
        postId: copy.id,
        workspaceId: copy.workspaceId,
        accountId: target.accountId,
        platform: target.platform,
        accountName: target.accountName,
        status: 'pending' as const,
        text: target.text,
        mediaIds: target.mediaIds,
        firstComment: target.firstComment,
        thread: target.thread,
        settings: target.settings,
        nextAttemptAt: null,
      })),
    );
    // A post that switched the brand watermark off is copied with it off.
    if (await watermarksRepo.postWatermarkOff(tx, source.id)) await watermarksRepo.setPostWatermark(tx, copy.id, false);
    const copied = await repo.targetsOfPosts(tx, [copy.id]);
    await emit(tx, postCreated, postFacts(copy, copied));
    return { ...toPost(copy, copied), watermark: !(await watermarksRepo.postWatermarkOff(tx, copy.id)) };
  });
}

/** A failed account tried again, with the same idempotency key (so never published twice). */
export async function retryTarget(deps: PostsDeps, actor: Actor, id: number, targetId: number): Promise<Post> {
  return deps.db.transaction(async (tx) => {
    const post = await repo.findPost(tx, actor.workspaceId, id, { lock: true });
    if (!post) throw postErrors.POST_NOT_FOUND();
    const target = await repo.findTarget(tx, post.id, targetId, { lock: true });
    if (!target) throw postErrors.TARGET_NOT_FOUND();
    if (target.status !== 'failed') throw postErrors.TARGET_NOT_FAILED(`This account is ${target.status}; only a failed account can be retried`);
    if (!target.retryable) throw postErrors.TARGET_NOT_RETRYABLE(`${target.errorMessage ?? 'This content cannot be published as it is'}: duplicate the post and change it`);
    const [account] = await deps.ports.accounts.accountsOfWorkspace(tx, actor.workspaceId, [target.accountId]);
    if (account?.status !== 'active') {
      throw postErrors.TARGET_NEEDS_RECONNECT(
        account ? `The network no longer accepts ${account.name}; reconnect it under Manage platforms, then retry` : `${target.accountName} was disconnected; connect it again, then retry`,
      );
    }
    await repo.requeueTarget(tx, target.id);
    const updated = await repo.updatePost(tx, post.id, { status: 'processing' });
    await notifyDue(tx);
    return loadPost(tx, updated);
  });
}

export async function listPosts(deps: PostsDeps, workspaceId: number, query: Parameters<typeof repo.listPosts>[1], filters: repo.PostFilters) {
  const page = await repo.listPosts(deps.db, query, { ...filters, workspaceId });
  const targets = await repo.targetsOfPosts(deps.db, page.rows.map((row) => row.id));
  return { ...page, rows: page.rows.map((row) => toPost(row, targets)) };
}
