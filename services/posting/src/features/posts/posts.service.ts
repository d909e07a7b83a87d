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
import { eventToWrite, type EventToWrite } from '@cadence/events';
import { AppError, commonErrors } from '@cadence/service-kit';
import type { AccountSummary, PostingPorts } from '../delivery/ports';
import { getEntitlements } from '../entitlements/entitlements.repository';
import * as groupsRepo from '../groups/groups.repository';
import { approversOf } from '../approvals/approvers.repository';
import { mayChangePost, needsApproval } from '../approvals/approval-rule';
import * as repo from './posts.repository';
import { postErrors } from './posts.errors';
import { emit, emitAll, notifyDue, postFacts } from './post-events';
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
  /** The name of the API key the caller used (a script or an agent); absent for a person. */
  viaApiKey?: string | null;
}

/** Statuses in which a post may still be edited, rescheduled or deleted. */
const EDITABLE: readonly PostStatus[] = ['draft', 'scheduled', 'approved', 'not_approved'];

/** What scheduling an approved post sends: its date, nothing of its content (which was approved). */
const SCHEDULING_ONLY = new Set(['mode', 'scheduledAt', 'timeZone', 'publishBy']);

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

/** The workspace's groups (with their members) and accounts that some posts name, read once for all of them. */
interface Directory {
  groups: Map<number, number[]>;
  accounts: Map<number, AccountSummary>;
}

async function loadDirectory(db: Executor, deps: PostsDeps, workspaceId: number, named: readonly { accountIds: readonly number[]; groupIds: readonly number[] }[]): Promise<Directory> {
  const groupIds = [...new Set(named.flatMap((entry) => entry.groupIds))];
  const groups = await groupsRepo.groupsOfWorkspace(db, workspaceId, groupIds);
  const members = await groupsRepo.membersOf(db, groups.map((group) => group.id));
  const wanted = [...new Set([...named.flatMap((entry) => entry.accountIds), ...[...members.values()].flat()])];
  const accounts = wanted.length === 0 ? [] : await deps.ports.accounts.accountsOfWorkspace(db, workspaceId, wanted);
  return { groups: members, accounts: new Map(accounts.map((account) => [account.id, account])) };
}

/** Accounts named directly and through groups, each once, all connected in the workspace. */
function resolveFrom(directory: Directory, accountIds: readonly number[], groupIds: readonly number[]): AccountSummary[] {
  const fields: FieldError[] = [];
  const missingGroups = groupIds.filter((id) => !directory.groups.has(id));
  if (missingGroups.length > 0) fields.push({ field: 'groupIds', message: `No group ${missingGroups.join(', ')} in this workspace` });
  const wanted = [...new Set([...accountIds, ...groupIds.flatMap((id) => directory.groups.get(id) ?? [])])];
  const missing = accountIds.filter((id) => !directory.accounts.has(id));
  if (missing.length > 0) fields.push({ field: 'accountIds', message: `No connected account ${missing.join(', ')} in this workspace` });
  if (fields.length > 0) throw commonErrors.VALIDATION_FAILED(fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields);
  return wanted.flatMap((id) => directory.accounts.get(id) ?? []).sort((a, b) => a.id - b.id);
}

async function resolveAccounts(db: Executor, deps: PostsDeps, workspaceId: number, accountIds: readonly number[], groupIds: readonly number[]): Promise<AccountSummary[]> {
  return resolveFrom(await loadDirectory(db, deps, workspaceId, [{ accountIds, groupIds }]), accountIds, groupIds);
}

async function loadMediaFacts(db: Executor, deps: PostsDeps, workspaceId: number, ids: readonly number[]): Promise<Map<number, MediaFacts>> {
  if (ids.length === 0) return new Map();
  const facts = await deps.ports.media.mediaFacts(db, workspaceId, [...new Set(ids)]);
  return new Map(facts.map((fact) => [fact.id, fact]));
}

/** Refused when a media id is not in the workspace's library. */
function requireMedia(facts: ReadonlyMap<number, MediaFacts>, ids: readonly number[], field: string): void {
  const missing = ids.filter((id) => !facts.has(id));
  if (missing.length > 0) throw commonErrors.VALIDATION_FAILED(`${field}: no media ${missing.join(', ')} in this workspace`, [{ field, message: `No media ${missing.join(', ')} in this workspace` }]);
}

async function mediaFactsOf(db: Executor, deps: PostsDeps, workspaceId: number, ids: readonly number[], field: string): Promise<void> {
  requireMedia(await loadMediaFacts(db, deps, workspaceId, ids), ids, field);
}

function mediaOfContent(content: Content, overrides: ReadonlyMap<number, TargetOverride>): number[] {
  return [...new Set([...content.mediaIds, ...[...overrides.values()].flatMap((o) => o.mediaIds ?? [])])];
}

/** Checks what each account will publish against its network's rules and its adapter. */
function checkTargets(deps: PostsDeps, facts: ReadonlyMap<number, MediaFacts>, content: Content, accounts: readonly AccountSummary[], overrides: ReadonlyMap<number, TargetOverride>): void {
  requireMedia(facts, mediaOfContent(content, overrides), 'mediaIds');
  const fields: FieldError[] = [];
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

async function validateTargets(db: Executor, deps: PostsDeps, workspaceId: number, content: Content, accounts: readonly AccountSummary[], overrides: ReadonlyMap<number, TargetOverride>): Promise<void> {
  checkTargets(deps, await loadMediaFacts(db, deps, workspaceId, mediaOfContent(content, overrides)), content, accounts, overrides);
}

/** The local day (YYYY-MM-DD) of an instant in a time zone, with one formatter per zone. */
function dayFormatter(): (at: Date, timeZone: string) => string {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (at, timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      formats.set(timeZone, format);
    }
    return format.format(at);
  };
}

/**
 * The plan's daily posting limit per user, for posts of one author taken in order: each is
 * refused (409) when its day (in its time zone) already has as many posts as the plan allows,
 * counting those stored and those before it in the list. Null for a post within the limit.
 */
async function dailyLimitErrors(db: Executor, input: { workspaceId: number; authorId: number; exceptId?: number }, items: readonly { at: Date; timeZone: string }[]): Promise<(AppError | null)[]> {
  if (items.length === 0) return [];
  const entitlements = await getEntitlements(db, input.workspaceId);
  const limit = entitlements.limits.postsPerDayPerUser;
  if (limit === null) return items.map(() => null);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`posting-daily:${input.workspaceId}:${input.authorId}`}))`);
  const dayOf = dayFormatter();
  const zones = [...new Set(items.map((item) => item.timeZone))];
  const days = [...new Map(items.map((item) => [`${item.timeZone} ${dayOf(item.at, item.timeZone)}`, { timeZone: item.timeZone, day: dayOf(item.at, item.timeZone) }])).values()];
  const stored = await repo.countDays(db, { ...input, days, statuses: repo.COUNTED_STATUSES });
  const added = new Map<string, number>();
  return items.map((item) => {
    const day = dayOf(item.at, item.timeZone);
    const key = `${item.timeZone} ${day}`;
    const used = (stored.get(key) ?? 0) + (added.get(key) ?? 0);
    if (used >= limit) {
      return postErrors.DAILY_LIMIT(
        `The ${entitlements.plan} plan allows ${limit} posts per user per day and ${day} already has ${used}; choose another day or upgrade the plan to raise the limit`,
      );
    }
    // The post counts on its day in every zone the other posts use.
    for (const zone of zones) {
      const other = `${zone} ${dayOf(item.at, zone)}`;
      added.set(other, (added.get(other) ?? 0) + 1);
    }
    return null;
  });
}

async function checkDailyLimit(db: Executor, input: { workspaceId: number; authorId: number; at: Date; timeZone: string; exceptId?: number }): Promise<void> {
  const [error] = await dailyLimitErrors(db, { workspaceId: input.workspaceId, authorId: input.authorId, ...(input.exceptId !== undefined ? { exceptId: input.exceptId } : {}) }, [input]);
  if (error) throw error;
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
/** A "no later than" must come after the post's time (or now, for a post without one). */
function checkPublishBy(publishBy: Date | null, dueAt: Date | null, now: Date): void {
  if (publishBy && publishBy.getTime() <= (dueAt ?? now).getTime()) {
    throw commonErrors.VALIDATION_FAILED("publishBy: must be after the post's time", [{ field: 'publishBy', message: "Must be after the post's time" }]);
  }
}

function dueTimeOf(mode: PostMode, scheduledAt: string | undefined | null, now: Date, awaitsApproval = false): Date | null {
  if (mode === 'now') return now;
  if (mode === 'draft') return scheduledAt ? new Date(scheduledAt) : null;
  if (!scheduledAt && awaitsApproval) return null;
  if (!scheduledAt) throw commonErrors.VALIDATION_FAILED('scheduledAt: a scheduled post needs a date', [{ field: 'scheduledAt', message: 'A scheduled post needs a date' }]);
  const at = new Date(scheduledAt);
  if (at.getTime() <= now.getTime()) throw commonErrors.VALIDATION_FAILED('scheduledAt: must be in the future', [{ field: 'scheduledAt', message: 'Must be in the future' }]);
  return at;
}

/** Zones already found known: reading a zone's rules is dear, and a batch of posts names few. */
const knownZones = new Set<string>();

function checkTimeZone(timeZone: string): string {
  if (knownZones.has(timeZone)) return timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    knownZones.add(timeZone);
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

/** Where a post saved with `mode` goes: a draft stays; a contributor's post waits for approval; anything else is scheduled. */
function settlementOf(mode: PostMode, role: WorkspaceRole | null): 'draft' | 'not_approved' | 'scheduled' {
  if (mode === 'draft') return 'draft';
  return needsApproval(role) ? 'not_approved' : 'scheduled';
}

/** The event of a settled post: submitted for approval (to the approvers other than the actor) or scheduled; none for a draft. */
function settledEvent(actor: Actor, post: repo.PostRow, targets: readonly repo.TargetRow[], approvers: readonly number[]): EventToWrite | null {
  if (post.status === 'not_approved') return eventToWrite(postSubmitted, { ...postFacts(post, targets, [post.authorId]), approverIds: approvers.filter((id) => id !== actor.userId) });
  if (post.status === 'scheduled') return eventToWrite(postScheduled, postFacts(post, targets));
  return null;
}

/**
 * Where a post goes when it is saved with `mode` (a "now" post is due at once). Writes the event.
 */
async function settle(tx: Executor, actor: Actor, post: repo.PostRow, mode: PostMode, dueAt: Date | null): Promise<repo.PostRow> {
  const targets = await repo.targetsOfPosts(tx, [post.id]);
  const settlement = settlementOf(mode, actor.role);
  await repo.setTargetsDue(tx, post.id, settlement === 'scheduled' ? dueAt : null);
  const settled = await repo.updatePost(
    tx,
    post.id,
    settlement === 'draft'
      ? { status: 'draft', needsApproval: false }
      : settlement === 'not_approved'
        ? { status: 'not_approved', needsApproval: true, review: null, scheduledAt: dueAt }
        : { status: 'scheduled', scheduledAt: dueAt },
  );
  const event = settledEvent(actor, settled, targets, settlement === 'not_approved' ? await approversOf(tx, post.workspaceId) : []);
  if (event) await emitAll(tx, [event]);
  if (settlement === 'scheduled') await notifyDue(tx);
  return settled;
}

function requireTargets(mode: PostMode, accounts: readonly AccountSummary[]): void {
  if (mode !== 'draft' && accounts.length === 0) {
    throw commonErrors.VALIDATION_FAILED('accountIds: choose at least one account', [{ field: 'accountIds', message: 'Choose at least one account or group' }]);
  }
}

/**
 * Gives new posts' targets their own times (queue slots) inside the posts' transaction, before
 * they are written: for each post (in order), each account's slot, or why the post cannot have
 * them. The post is due at its first slot.
 */
export type PlaceTargets = (tx: Executor, posts: readonly { accounts: readonly AccountSummary[] }[]) => Promise<(Map<number, Date> | AppError)[]>;

/** A post made by createPosts, or why it was refused. */
export type CreatedPost = { post: repo.PostRow; targets: repo.TargetRow[] } | { error: AppError };

/** One body on its way through createPosts: what was decided so far, or why it is refused. */
interface Pending {
  body: CreatePostBody;
  timeZone: string;
  requested: Date | null;
  accounts: AccountSummary[];
  overrides: Map<number, TargetOverride>;
  content: Content;
  slots: Map<number, Date> | null;
  dueAt: Date | null;
}

/** Runs a check of one post: its AppError refuses that post alone; anything else is thrown. */
function attempt<T>(check: () => T): T | AppError {
  try {
    return check();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/**
 * Creates many posts of one author in the caller's transaction with a few statements for all
 * of them: each body goes through the composer's rules (its accounts and groups, its media,
 * each network's rules, queue slots with `place`, the plan's daily limit in the list's order,
 * the approval rule) and a body they refuse is answered with its error while the others are
 * written, each with its targets and its events.
 */
export async function createPosts(tx: Executor, deps: PostsDeps, actor: Actor, bodies: readonly CreatePostBody[], now = new Date(), place?: PlaceTargets): Promise<CreatedPost[]> {
  const outcomes: (Pending | AppError)[] = bodies.map((body) =>
    attempt(() => ({
      body,
      timeZone: checkTimeZone(body.timeZone ?? 'UTC'),
      requested: place ? null : dueTimeOf(body.mode, body.scheduledAt, now, needsApproval(actor.role)),
      accounts: [],
      overrides: new Map(),
      content: { text: body.text, mediaIds: body.mediaIds ?? [], firstComment: body.firstComment ?? null, settings: body.settings ?? {} },
      slots: null,
      dueAt: null,
    })),
  );
  const pending = () => outcomes.flatMap((outcome, index) => (outcome instanceof AppError ? [] : [{ index, item: outcome }]));
  const refuse = (index: number, error: AppError | null | undefined) => {
    if (error) outcomes[index] = error;
  };

  const directory = await loadDirectory(
    tx,
    deps,
    actor.workspaceId,
    pending().map(({ item }) => ({ accountIds: item.body.accountIds ?? [], groupIds: item.body.groupIds ?? [] })),
  );
  const facts = await loadMediaFacts(
    tx,
    deps,
    actor.workspaceId,
    pending().flatMap(({ item }) => [...item.content.mediaIds, ...(item.body.overrides ?? []).flatMap((override) => override.mediaIds ?? [])]),
  );
  for (const { index, item } of pending()) {
    const checked = attempt(() => {
      item.accounts = resolveFrom(directory, item.body.accountIds ?? [], item.body.groupIds ?? []);
      requireTargets(item.body.mode, item.accounts);
      item.overrides = checkOverrides(item.body.overrides ?? [], item.accounts);
      if (item.body.mode === 'draft') requireMedia(facts, item.content.mediaIds, 'mediaIds');
      else checkTargets(deps, facts, item.content, item.accounts, item.overrides);
    });
    if (checked instanceof AppError) refuse(index, checked);
  }

  if (place) {
    const placing = pending();
    const placed = await place(
      tx,
      placing.map(({ item }) => ({ accounts: item.accounts })),
    );
    placing.forEach(({ index, item }, at) => {
      const slots = placed[at];
      if (!slots) throw new Error('the queues placed fewer posts than asked');
      if (slots instanceof AppError) return refuse(index, slots);
      item.slots = slots;
      item.dueAt = slots.size > 0 ? new Date(Math.min(...[...slots.values()].map((slot) => slot.getTime()))) : null;
    });
  }
  for (const { item } of pending()) if (!item.slots) item.dueAt = item.requested;
  for (const { index, item } of pending()) {
    const late = attempt(() => checkPublishBy(item.body.publishBy ? new Date(item.body.publishBy) : null, item.dueAt, now));
    if (late instanceof AppError) refuse(index, late);
  }

  const limited = pending().filter(({ item }) => item.body.mode !== 'draft' && item.dueAt);
  const limits = await dailyLimitErrors(
    tx,
    { workspaceId: actor.workspaceId, authorId: actor.userId },
    limited.map(({ item }) => ({ at: item.dueAt ?? now, timeZone: item.timeZone })),
  );
  limited.forEach(({ index }, at) => refuse(index, limits[at]));

  const writing = pending();
  const ids = await repo.nextPostIds(tx, writing.length);
  const rows = writing.map(({ item }, at): repo.NewPost & { id: number } => {
    const settlement = settlementOf(item.body.mode, actor.role);
    return {
      id: ids[at] ?? 0,
      workspaceId: actor.workspaceId,
      authorId: actor.userId,
      status: settlement,
      ...item.content,
      scheduledAt: item.dueAt,
      timeZone: item.timeZone,
      publishBy: item.body.publishBy ? new Date(item.body.publishBy) : null,
      needsApproval: settlement === 'not_approved',
      viaApiKey: actor.viaApiKey ?? null,
    };
  });
  const inserted = await repo.insertPosts(tx, rows);
  const byId = new Map(inserted.map((post) => [post.id, post]));
  const targets = await repo.insertTargets(
    tx,
    writing.flatMap(({ item }, at) => {
      const post = byId.get(rows[at]?.id ?? 0);
      if (!post) throw new Error('a post was not written');
      return targetRows(post, item.accounts, item.overrides, null).map((target) => {
        const slot = item.slots?.get(target.accountId) ?? null;
        return { ...target, scheduledAt: slot, nextAttemptAt: post.status === 'scheduled' ? (slot ?? item.dueAt) : null };
      });
    }),
  );
  const targetsOf = new Map<number, repo.TargetRow[]>();
  for (const target of targets) targetsOf.set(target.postId, [...(targetsOf.get(target.postId) ?? []), target]);
  for (const [at, { item }] of writing.entries()) if (item.body.watermark === false) await watermarksRepo.setPostWatermark(tx, rows[at]?.id ?? 0, false);
  const approvers = inserted.some((post) => post.status === 'not_approved') ? await approversOf(tx, actor.workspaceId) : [];
  await emitAll(
    tx,
    rows.flatMap((row) => {
      const post = byId.get(row.id);
      if (!post) return [];
      const own = targetsOf.get(post.id) ?? [];
      const settled = settledEvent(actor, post, own, approvers);
      return [eventToWrite(postCreated, postFacts({ ...post, status: 'draft' }, own)), ...(settled ? [settled] : [])];
    }),
  );
  if (inserted.some((post) => post.status === 'scheduled')) await notifyDue(tx);
  const written = new Map(writing.map(({ index }, at) => [index, byId.get(rows[at]?.id ?? 0)]));
  return outcomes.map((outcome, index) => {
    if (outcome instanceof AppError) return { error: outcome };
    const post = written.get(index);
    if (!post) throw new Error('a post was not written');
    return { post, targets: targetsOf.get(post.id) ?? [] };
  });
}

export async function createPost(deps: PostsDeps, actor: Actor, body: CreatePostBody, now = new Date(), place?: PlaceTargets): Promise<Post> {
  return deps.db.transaction(async (tx) => {
    const [created] = await createPosts(tx, deps, actor, [body], now, place);
    if (!created) throw new Error('createPosts answered nothing');
    if ('error' in created) throw created.error;
    return { ...toPost(created.post, created.targets), watermark: body.watermark !== false };
  });
}

/** Refuses (403) a contributor acting on a post another member wrote. */
function requireOwnPost(actor: Actor, post: repo.PostRow, action: string): void {
  if (!mayChangePost(actor, post)) {
    throw postErrors.NOT_AUTHOR(`A contributor can ${action} only the posts it wrote; this post is another member's, so ask an owner, admin or editor`);
  }
}

async function editable(tx: Executor, actor: Actor, id: number, action: string): Promise<repo.PostRow> {
  const post = await repo.findPost(tx, actor.workspaceId, id, { lock: true });
  if (!post) throw postErrors.POST_NOT_FOUND();
  requireOwnPost(actor, post, action);
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
    const post = await editable(tx, actor, id, 'edit, reschedule or send');
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
    const publishBy = body.publishBy === undefined ? post.publishBy : body.publishBy === null ? null : new Date(body.publishBy);
    checkPublishBy(publishBy, dueAt, now);
    if (mode !== 'draft' && dueAt) await checkDailyLimit(tx, { workspaceId: actor.workspaceId, authorId: post.authorId, at: dueAt, timeZone: zone, exceptId: post.id });
    const updated = await repo.updatePost(tx, post.id, { ...content, scheduledAt: dueAt, timeZone: zone, publishBy, ...(actor.viaApiKey ? { viaApiKey: actor.viaApiKey } : {}) });
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
    const post = await editable(tx, actor, id, 'delete');
    const view = await loadPost(tx, post);
    await repo.deletePost(tx, post.id);
    return view;
  });
}

export async function duplicatePost(deps: PostsDeps, actor: Actor, id: number): Promise<Post> {
  return deps.db.transaction(async (tx) => {
    const source = await repo.findPost(tx, actor.workspaceId, id);
    if (!source) throw postErrors.POST_NOT_FOUND();
    requireOwnPost(actor, source, 'duplicate');
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
