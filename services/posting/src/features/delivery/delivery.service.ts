import { validateContent, webUrl, type Entitlements, type TargetContent } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { backoffDelay } from '@cadence/events';
import type { FastifyBaseLogger } from 'fastify';
import { DisconnectedError, ProviderError, RateLimitedError, TokenExpiredError, type ProviderError as ProviderErrorType } from '../../providers/provider-errors';
import type { Provider, PublishRequest, PublishResult } from '../../providers/provider';
import type { PostRow, TargetRow } from '../posts/posts.repository';
import { countSameDay } from '../posts/posts.repository';
import type { PostingPorts } from './ports';
import * as repo from './delivery.repository';
import type { TargetOutcome } from './outcome';
import type { DeliveryBatches } from './delivery-batches';
import { DISCONNECTED_REASON } from './account-disconnected';

export interface DeliveryOptions {
  db: Database;
  ports: PostingPorts;
  /** The loop's gathered reads and writes. */
  batches: DeliveryBatches;
  /** This worker's name, written on what it claims. */
  worker: string;
  /** How long after its time (target, else post, else creation) a target keeps being retried on transient errors (never past the post's publishBy). */
  retryHorizonMs: number;
  retry: { baseDelayMs: number; maxDelayMs: number };
  log: FastifyBaseLogger;
}

type Step = { kind: 'done'; outcome: TargetOutcome; attemptOutcome: string; detail?: unknown } | { kind: 'lost' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What `target` publishes: the post's content with the target's overrides. */
export function contentOf(post: PostRow, target: TargetRow, media: TargetContent['media']): TargetContent {
  const firstComment = target.firstComment ?? post.firstComment;
  return {
    text: target.text ?? post.text,
    media,
    ...(firstComment ? { firstComment } : {}),
    ...(target.thread ? { thread: target.thread } : {}),
    settings: target.settings ?? post.settings[target.platform] ?? {},
  };
}

/** The last error of a target given up on, with how long (or until its "no later than") and how often it was tried. */
function giveUpMessage(message: string, due: Date, publishBy: Date | null, attempts: number): string {
  const tries = `after ${attempts} ${attempts === 1 ? 'try' : 'tries'}`;
  if (publishBy) return `${message} (not published by its no-later-than time ${publishBy.toISOString()}, ${tries})`;
  const minutes = Math.max(1, Math.round((Date.now() - due.getTime()) / 60_000));
  const span = minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
  return `${message} (still failing ${span} after the post's time, ${tries})`;
}

function later(ms: number): Date {
  return new Date(Date.now() + ms);
}

function failure(message: string, raw?: unknown, retryable = true): TargetOutcome {
  return { status: 'failed', openAttempt: 'close', errorMessage: message, errorBody: raw ?? null, retryable };
}

/** A target the network published; the link it gave back is kept only if it is http(s). */
export function posted(result: PublishResult): TargetOutcome {
  return { status: 'posted', openAttempt: 'close', externalId: result.externalId, url: webUrl(result.url), related: result.related ?? null, errorMessage: null, errorBody: null, publishedAt: new Date() };
}

/**
 * Publishes one claimed target exactly once:
 * 1. an attempt left open by a worker that stopped is resolved with the network first
 *    (`findPublished` with the target's idempotency key);
 * 2. the plan's daily limit and the adapter's publish limits are checked (over a limit the
 *    target waits for its window, never fails for it);
 * 3. the attempt is recorded (committed) before the call, closed with its outcome after.
 */
export async function deliverTarget(options: DeliveryOptions, target: TargetRow): Promise<TargetRow | null> {
  let attemptId: number | null = null;
  const step = await run(options, target, (id) => {
    attemptId = id;
  });
  if (step.kind === 'lost') return null;
  // An unknown outcome leaves the attempt open; anything else closes this call's attempt, or
  // the one a stopped worker left open (resolved with the network).
  const opened: number | null = attemptId;
  return options.batches.record.load({ target, outcome: step.outcome, attempt: { id: opened, outcome: step.attemptOutcome, detail: step.detail } });
}

async function run(options: DeliveryOptions, target: TargetRow, onAttempt: (id: number) => void): Promise<Step> {
  const { db, ports, batches } = options;
  let attemptOpen = target.openAttemptAt !== null;
  let post: PostRow | null = null;
  // The post, the account and the plan are read at once (each in one query for the whole batch).
  const reads = { post: batches.post.load(target.postId), access: batches.access.load(target.accountId), entitlements: batches.entitlements.load(target.workspaceId) };
  // Awaited below where needed; a read left unused (a lost target) must not reject unhandled.
  reads.access.catch(() => undefined);
  reads.entitlements.catch(() => undefined);
  try {
    post = await reads.post;
    if (!post) return { kind: 'lost' };
    const provider = ports.providers(target.platform);
    if (!provider) return done(failure(`Publishing to ${target.platform} is not configured on this server`), 'failed');
    const access = await reads.access;
    if (!access) return done(failure(DISCONNECTED_REASON), 'failed');
    const mediaIds = target.mediaIds ?? post.mediaIds;
    const originals = await ports.media.loadMediaFiles(db, post.workspaceId, mediaIds);
    if (originals.length < mediaIds.length) return done(failure('Some media of this post were deleted from the library; edit the post or upload them again'), 'failed');
    // The account's watermark on the images and videos: copies made once for this target, reused on retry.
    const media = ports.watermarks ? await ports.watermarks.markedMedia(db, { id: target.id, postId: post.id, workspaceId: post.workspaceId, accountId: target.accountId, platform: target.platform }, originals) : originals;
    const request: PublishRequest = { account: access, content: contentOf(post, target, media), media, idempotencyKey: target.idempotencyKey };
    // The network's rules again, as they stand at publish time: content over a limit fails for good, without a call.
    const issues = [...validateContent(target.platform, request.content), ...provider.validate(request.content, access)];
    if (issues.length > 0 && !attemptOpen) return done(failure(issues.map((issue) => issue.message).join(' '), { issues }, false), 'invalid');

    if (attemptOpen) {
      const found = await provider.findPublished(request);
      if (found) return done(posted(found), 'found', found);
      await repo.closeAttempts(db, [{ attemptId: null, targetId: target.id, outcome: 'not-found' }]);
    }

    const overDaily = await dailyLimitReached(options, post, post.workspaceId === target.workspaceId ? reads.entitlements : batches.entitlements.load(post.workspaceId));
    if (overDaily) return done({ ...failure(overDaily), openAttempt: attemptOpen ? 'keep' : 'close' }, 'daily-limit');

    const begun = await begin(options, provider, target);
    if (begun.kind === 'wait') {
      return done({ status: 'waiting', nextAttemptAt: begun.until, openAttempt: attemptOpen ? 'keep' : 'close', errorMessage: begun.message }, 'waiting');
    }
    if (begun.kind === 'lost') return { kind: 'lost' };
    onAttempt(begun.attemptId);
    attemptOpen = true;

    const result = await publishRefreshing(options, provider, request);
    return done(posted(result), 'posted', result);
  } catch (error) {
    // The network refused the credentials: the account needs reconnection (its owner is told).
    if (error instanceof DisconnectedError) await ports.accounts.markAccountBroken(db, target.accountId, error.message);
    return classify(options, target, post, error, attemptOpen);
  }

  function done(outcome: TargetOutcome, attemptOutcome: string, detail?: unknown): Step {
    return { kind: 'done', outcome, attemptOutcome, detail };
  }
}

/** Publishes; an expired token is refreshed once and the call made again. */
async function publishRefreshing(options: DeliveryOptions, provider: Provider, request: PublishRequest): Promise<PublishResult> {
  try {
    return await provider.publish(request);
  } catch (error) {
    if (!(error instanceof TokenExpiredError)) throw error;
    const account = await options.ports.accounts.refreshAccountTokens(options.db, request.account.accountId);
    return provider.publish({ ...request, account });
  }
}

/**
 * Re-checks the plan's daily posting limit per user at publish time: the post passes when
 * fewer than the limit of its author's posts that day come before it.
 */
async function dailyLimitReached(options: DeliveryOptions, post: PostRow, plan: Promise<Entitlements>): Promise<string | null> {
  if (!post.scheduledAt) return null;
  const entitlements = await plan;
  const limit = entitlements.limits.postsPerDayPerUser;
  if (limit === null) return null;
  const before = await countSameDay(options.db, {
    workspaceId: post.workspaceId,
    authorId: post.authorId,
    at: post.scheduledAt,
    timeZone: post.timeZone,
    before: { at: post.scheduledAt, id: post.id },
    statuses: ['scheduled', 'processing', 'posted'],
  });
  if (before < limit) return null;
  return `The ${entitlements.plan} plan allows ${limit} posts per user per day and this day's allowance is used; upgrade the plan to raise the limit, then retry`;
}

type Begin = { kind: 'started'; attemptId: number } | { kind: 'wait'; until: Date; message: string } | { kind: 'lost' };

/**
 * Records the attempt unless one of the adapter's publish limits is used up for its window.
 * Without limits, the attempts of the targets starting together are opened in one statement.
 */
async function begin(options: DeliveryOptions, provider: Provider, target: TargetRow): Promise<Begin> {
  if (provider.limits.length === 0) {
    const attemptId = await options.batches.openAttempt.load(target);
    return attemptId === null ? { kind: 'lost' } : { kind: 'started', attemptId };
  }
  return options.db.transaction(async (tx): Promise<Begin> => {
    for (const limit of provider.limits) {
      const scope = limit.scope === 'account' ? { accountId: target.accountId } : { platform: target.platform };
      await repo.lockKey(tx, `posting-limit:${limit.scope}:${limit.scope === 'account' ? target.accountId : target.platform}:${limit.name}`);
      const used = await repo.attemptsInWindow(tx, scope, limit.windowMs);
      if (used.count >= limit.max) {
        const until = new Date((used.oldest ?? new Date()).getTime() + limit.windowMs + 1);
        return { kind: 'wait', until, message: `Waiting for ${limit.name}: ${limit.max} per ${Math.round(limit.windowMs / 1000)} s` };
      }
    }
    const attemptId = await repo.openAttempt(tx, target, options.worker);
    return attemptId === null ? { kind: 'lost' } : { kind: 'started', attemptId };
  });
}

/**
 * An error's outcome: rate limits wait for their time; refused content and revoked grants fail
 * at once with the network's message and body; transient errors retry with backoff; an
 * unknown outcome keeps the attempt open, so the next try asks the network first.
 */
function classify(options: DeliveryOptions, target: TargetRow, post: PostRow | null, error: unknown, attemptOpen: boolean): Step {
  const attempts = target.attempts + (attemptOpen && target.openAttemptAt === null ? 1 : 0);
  const retryAt = later(backoffDelay(Math.max(1, attempts), options.retry));
  // Retried for a time, not a number of tries: a network down for hours overnight still gets the post.
  const due = target.scheduledAt ?? post?.scheduledAt ?? target.createdAt;
  // ... and never past the author's "no later than".
  const giveUpAt = Math.min(due.getTime() + options.retryHorizonMs, post?.publishBy?.getTime() ?? Number.POSITIVE_INFINITY);
  const exhausted = Date.now() >= giveUpAt;
  const gaveUp = (message: string) => giveUpMessage(message, due, post?.publishBy?.getTime() === giveUpAt ? post.publishBy : null, attempts);
  if (error instanceof RateLimitedError) {
    return { kind: 'done', attemptOutcome: 'rate-limited', detail: error.raw, outcome: { status: 'waiting', nextAttemptAt: error.retryAt, openAttempt: 'close', errorMessage: error.message } };
  }
  if (error instanceof ProviderError) {
    const providerError: ProviderErrorType = error;
    if (providerError.kind === 'invalid-content' || providerError.kind === 'disconnected' || providerError.kind === 'address-refused') {
      return { kind: 'done', attemptOutcome: 'failed', detail: providerError.raw, outcome: failure(providerError.message, providerError.raw, providerError.kind !== 'address-refused') };
    }
    if (providerError.kind === 'transient' || providerError.kind === 'token-expired') {
      if (exhausted) return { kind: 'done', attemptOutcome: 'failed', detail: providerError.raw, outcome: failure(gaveUp(providerError.message), providerError.raw) };
      return { kind: 'done', attemptOutcome: 'retry', detail: providerError.raw, outcome: { status: 'pending', nextAttemptAt: retryAt, openAttempt: 'close', errorMessage: providerError.message, errorBody: providerError.raw ?? null } };
    }
  }
  // Unknown outcome: a timeout, a reset connection, an unexpected error. The attempt stays open.
  options.log.warn({ err: error, targetId: target.id }, 'publish outcome unknown; the network is asked before the next try');
  const keep: 'keep' | 'close' = attemptOpen ? 'keep' : 'close';
  const raw = error instanceof ProviderError ? (error.raw ?? null) : null;
  if (exhausted) return { kind: 'done', attemptOutcome: 'unknown', outcome: { ...failure(gaveUp(messageOf(error)), raw), openAttempt: keep } };
  return { kind: 'done', attemptOutcome: 'unknown', outcome: { status: 'pending', nextAttemptAt: retryAt, openAttempt: keep, errorMessage: messageOf(error), errorBody: raw } };
}
