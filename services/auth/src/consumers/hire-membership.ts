import { and, eq, gte } from 'drizzle-orm';
import { hireAccepted, hireEnded, memberRemoved } from '@cadence/contracts';
import { defineHandler, writeEvent } from '@cadence/events';
import type { Revocations } from '@cadence/service-kit';
import { authEvents, users, workspaceMembers, workspaces } from '../db/schema';
import { endMembership } from '../features/session/end-sessions';

/**
 * support.hire.accepted → the creator joins the client's workspace as a contributor (so what
 * they write goes through the workspace's approvals); someone already a member keeps their role.
 * support.hire.ended → the membership the hire created is removed (a contributor membership made
 * at or after the acceptance), its access tokens refused at once; a membership the creator held
 * before the hire is left alone. Both are idempotent: a repeated copy changes nothing.
 */
export function hireMemberships(deps: { revocations: Revocations; accessTokenTtlSeconds: number }) {
  return [
    defineHandler({
      event: hireAccepted,
      async handle(tx, payload) {
        const [workspace] = await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, payload.workspaceId));
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, payload.creatorUserId));
        if (!workspace || !user) return;
        await tx.insert(workspaceMembers).values({ workspaceId: payload.workspaceId, userId: payload.creatorUserId, role: 'contributor' }).onConflictDoNothing();
      },
    }),
    defineHandler({
      event: hireEnded,
      async handle(tx, payload) {
        const removed = await tx
          .delete(workspaceMembers)
          .where(
            and(
              eq(workspaceMembers.workspaceId, payload.workspaceId),
              eq(workspaceMembers.userId, payload.creatorUserId),
              eq(workspaceMembers.role, 'contributor'),
              gte(workspaceMembers.createdAt, new Date(payload.acceptedAt)),
            ),
          )
          .returning({ userId: workspaceMembers.userId });
        if (removed.length === 0) return;
        await writeEvent(tx, authEvents, memberRemoved, { workspaceId: payload.workspaceId, userId: payload.creatorUserId, role: 'contributor' });
        await endMembership(deps, tx, { workspaceId: payload.workspaceId, userId: payload.creatorUserId });
      },
    }),
  ];
}
