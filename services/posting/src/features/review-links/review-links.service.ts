import { createHash, randomBytes } from 'node:crypto';
import {
  REVIEW_LINK_DEFAULT_DAYS,
  type CreateReviewLinkBody,
  type ReviewDecisionBody,
  type ReviewLinkSent,
  type ReviewLinkView,
  type ReviewPost,
} from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { queueMail, type MailSeal } from '@cadence/mailer';
import { commonErrors, defineErrors } from '@cadence/service-kit';
import * as postsRepo from '../posts/posts.repository';
import { usersByIds } from '../posts/authors.repository';
import type { Actor, PostsDeps } from '../posts/posts.service';
import { isApprover } from '../approvals/approval-rule';
import { approvalErrors } from '../approvals/approvals.errors';
import * as approvals from '../approvals/approvals.service';
import * as repo from './review-links.repository';
import { reviewLinkMail } from './review-links.mail';
import { postingMail } from './review-links.tables';

/** Codes documented in REVIEW_LINK_ERROR_CODES (libs/contracts). */
export const reviewLinkErrors = defineErrors('POSTING_REVIEW_LINK', {
  NOT_FOUND: [404, 'This review link does not exist'],
  EXPIRED: [410, 'This review link has expired; ask the sender for a new one'],
  USED: [410, 'This review link was used: every post in it has been reviewed'],
  DECIDED: [409, 'This post has already been reviewed'],
});

export interface ReviewLinksDeps extends PostsDeps {
  /** Where the web app is reached (PUBLIC_URL). */
  publicUrl: string;
  /** Seals the kept mail's bodies: the link in them is the token itself. */
  mailSeal: MailSeal;
}

const DAY_MS = 86_400_000;

export const hashReviewToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Sends posts that wait for approval to an outside reviewer: the link and its mail in one transaction. */
export async function sendLink(deps: ReviewLinksDeps, actor: Actor, body: CreateReviewLinkBody, now = new Date()): Promise<ReviewLinkSent> {
  if (!isApprover(actor.role)) throw approvalErrors.APPROVER_ONLY();
  return deps.db.transaction(async (tx) => {
    const waiting: number[] = [];
    for (const id of body.postIds) {
      const post = await postsRepo.findPost(tx, actor.workspaceId, id);
      if (!post) throw commonErrors.VALIDATION_FAILED(`postIds: no post ${id} in this workspace`, [{ field: 'postIds', message: `No post ${id} in this workspace` }]);
      if (post.status !== 'not_approved' || post.review?.decision === 'rejected') {
        throw commonErrors.VALIDATION_FAILED(`postIds: post ${id} is not waiting for approval`, [{ field: 'postIds', message: `Post ${id} is not waiting for approval` }]);
      }
      waiting.push(id);
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + (body.expiresInDays ?? REVIEW_LINK_DEFAULT_DAYS) * DAY_MS);
    const language = body.language ?? 'en';
    const link = await repo.insertLink(tx, {
      workspaceId: actor.workspaceId,
      createdBy: actor.userId,
      email: body.email.trim().toLowerCase(),
      tokenHash: hashReviewToken(token),
      postIds: waiting,
      message: body.message?.trim() || null,
      language,
      expiresAt,
    });
    const [sender] = await usersByIds(tx, [actor.userId]);
    const mail = reviewLinkMail({
      language,
      sender: sender?.name ?? 'Cadence',
      count: waiting.length,
      link: `${deps.publicUrl.replace(/\/$/, '')}/review/${token}`,
      message: link.message,
      expiresAt,
    });
    await queueMail(tx, postingMail, { to: link.email, kind: 'review-link', ...mail }, deps.mailSeal);
    return { id: link.id, email: link.email, postIds: link.postIds, expiresAt: link.expiresAt.toISOString(), createdAt: link.createdAt.toISOString() };
  });
}

/** The link behind a token, refused when unknown, expired or used. */
async function openLink(db: Executor, token: string, now: Date, options: { lock?: boolean } = {}): Promise<repo.ReviewLinkRow> {
  const link = await repo.findByHash(db, hashReviewToken(token), options);
  if (!link) throw reviewLinkErrors.NOT_FOUND();
  if (link.expiresAt.getTime() <= now.getTime()) throw reviewLinkErrors.EXPIRED();
  if (link.usedAt) throw reviewLinkErrors.USED();
  return link;
}

async function viewOf(db: Executor, deps: PostsDeps, link: repo.ReviewLinkRow): Promise<ReviewLinkView> {
  const decisions = new Map((await repo.decisionsOf(db, link.id)).map((row) => [row.postId, row]));
  const posts: ReviewPost[] = [];
  for (const id of link.postIds) {
    const post = await postsRepo.findPost(db, link.workspaceId, id);
    if (!post) continue;
    const targets = await postsRepo.targetsOfPosts(db, [post.id]);
    const accounts = new Map((await deps.ports.accounts.accountsOfWorkspace(db, link.workspaceId, targets.map((target) => target.accountId))).map((account) => [account.id, account]));
    const decided = decisions.get(post.id);
    const waiting = post.status === 'not_approved' && post.review?.decision !== 'rejected';
    posts.push({
      id: post.id,
      text: post.text,
      scheduledAt: post.scheduledAt?.toISOString() ?? null,
      timeZone: post.timeZone,
      targets: targets.flatMap((target) => {
        const account = accounts.get(target.accountId);
        if (!account) return [];
        return [{ accountName: account.name, network: account.type, text: target.text ?? post.text, firstComment: target.firstComment ?? post.firstComment, mediaCount: (target.mediaIds ?? post.mediaIds).length }];
      }),
      state: decided ? (decided.decision === 'approve' ? 'approved' : 'changes_requested') : waiting ? 'pending' : 'closed',
      comment: decided?.comment ?? null,
    });
  }
  const [sender] = await usersByIds(db, [link.createdBy]);
  return { email: link.email, senderName: sender?.name ?? null, message: link.message, expiresAt: link.expiresAt.toISOString(), posts };
}

export async function viewLink(deps: PostsDeps, token: string, now = new Date()): Promise<ReviewLinkView> {
  return viewOf(deps.db, deps, await openLink(deps.db, token, now));
}

/**
 * The reviewer's decision on one post of the link: through the approval service, as the
 * approver who sent the link, recorded with the reviewer's address. Once every post of the
 * link is decided, the link is used.
 */
export function decide(deps: PostsDeps, token: string, body: ReviewDecisionBody, now = new Date()): Promise<ReviewLinkView> {
  const comment = body.comment?.trim() || undefined;
  if (body.decision === 'request_changes' && !comment) {
    throw commonErrors.VALIDATION_FAILED('comment: say what should change', [{ field: 'comment', message: 'Say what should change' }]);
  }
  return deps.db.transaction(async (tx) => {
    const link = await openLink(tx, token, now, { lock: true });
    if (!link.postIds.includes(body.postId)) throw reviewLinkErrors.NOT_FOUND('This post is not in this review link');
    const decisions = await repo.decisionsOf(tx, link.id);
    if (decisions.some((row) => row.postId === body.postId)) throw reviewLinkErrors.DECIDED();
    const actor: Actor = { userId: link.createdBy, workspaceId: link.workspaceId, role: 'editor' };
    const within = { ...deps, db: tx as unknown as Database };
    const reviewer = { email: link.email };
    if (body.decision === 'approve') await approvals.approvePost(within, actor, body.postId, comment ? { comment } : {}, now, reviewer);
    else await approvals.rejectPost(within, actor, body.postId, { comment: comment as string }, now, reviewer);
    await repo.insertDecision(tx, { linkId: link.id, postId: body.postId, decision: body.decision, comment: comment ?? null, decidedAt: now });
    if (decisions.length + 1 >= link.postIds.length) await repo.markUsed(tx, link.id);
    return viewOf(tx, deps, link);
  });
}
