import type { AccountType, Post, PostTarget } from '@cadence/contracts';
import type { PostRow, TargetRow } from './posts.repository';

export function toTarget(row: TargetRow): PostTarget {
  return {
    id: row.id,
    accountId: row.accountId,
    platform: row.platform,
    accountName: row.accountName,
    status: row.status,
    text: row.text,
    mediaIds: row.mediaIds,
    firstComment: row.firstComment,
    thread: row.thread,
    settings: row.settings,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    externalId: row.externalId,
    url: row.url,
    errorMessage: row.errorMessage,
    errorBody: row.errorBody ?? null,
    retryable: row.status === 'failed' && row.retryable,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export function toPost(row: PostRow, targets: readonly TargetRow[]): Post {
  const own = targets.filter((target) => target.postId === row.id);
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    authorId: row.authorId,
    status: row.status,
    text: row.text,
    mediaIds: row.mediaIds,
    firstComment: row.firstComment,
    settings: row.settings as Record<AccountType, Record<string, unknown>>,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    publishBy: row.publishBy?.toISOString() ?? null,
    needsApproval: row.needsApproval,
    review: row.review ?? null,
    sentBack: row.status === 'not_approved' && row.review?.decision === 'rejected',
    viaApiKey: row.viaApiKey ?? null,
    partial: row.status === 'failed' && own.some((target) => target.status === 'posted'),
    targets: own.map(toTarget),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
