import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { IdParams, Strict } from '../schema';
import { Post } from './posts.contracts';

/**
 * Who needs approval: a workspace member whose role is `contributor` (the `wrole` claim of the
 * access token). Owners, admins and editors publish directly and are the approvers.
 */
export const ROLES_NEEDING_APPROVAL = ['contributor'] as const;
export const APPROVER_ROLES = ['owner', 'admin', 'editor'] as const;

export const APPROVAL_ERROR_CODES = {
  /** 403: only the workspace's owner, admins and editors approve or reject. */
  APPROVER_ONLY: 'POSTING_APPROVER_ONLY',
  /** 409: the post is not waiting for approval. */
  NOT_PENDING: 'POSTING_APPROVAL_NOT_PENDING',
} as const;

export const ApproveBody = Strict({ comment: Type.Optional(Type.String({ maxLength: 2000 })) });
export type ApproveBody = Static<typeof ApproveBody>;

export const RejectBody = Strict({ comment: Type.String({ minLength: 1, maxLength: 2000 }) });
export type RejectBody = Static<typeof RejectBody>;

export const approvePost = defineEndpoint({
  method: 'POST',
  path: '/api/posts/:id/approve',
  summary: "Approve a contributor's post: it is scheduled, or published now when due",
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'Posts',
  params: IdParams,
  body: ApproveBody,
  response: Post,
});

export const rejectPost = defineEndpoint({
  method: 'POST',
  path: '/api/posts/:id/reject',
  summary: "Reject a contributor's post with a comment; it stays not approved and editable",
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'Posts',
  params: IdParams,
  body: RejectBody,
  response: Post,
});
