import { randomUUID } from 'node:crypto';
import {
  accountConnected,
  entitlementsChanged,
  entitlementsOf,
  metricsCollected,
  postPublished,
  targetFailed,
  targetPublished,
  type AccountType,
  type EventDefinition,
  type EventMessage,
  type MetricsCollected,
  type PayloadOf,
  type Permission,
  type PlanKey,
  type PostPullSlot,
  type WorkspaceRole,
} from '@cadence/contracts';
import type { AccessClaims } from '@cadence/service-kit';
import type { TestPlatform } from '@cadence/service-kit/testing';

export { pngDeclaring } from '@cadence/service-kit/testing';

export function eventOf<E extends EventDefinition>(definition: E, payload: PayloadOf<E>, occurredAt = new Date()): EventMessage {
  return { id: randomUUID(), name: definition.name, version: definition.version, topic: definition.topic, key: definition.key(payload), occurredAt: occurredAt.toISOString(), payload, headers: {} };
}

let nextId = 1000 + Math.floor(Math.random() * 1_000_000);
/** A fresh id for a workspace, account, post or target. */
export const freshId = () => (nextId += 1);

/** A member of the workspace (its owner unless another role is named), as auth signs it. */
export function bearer(t: TestPlatform, workspaceId: number, perms: Permission[] = ['Analytics', 'dashboard'], wrole: WorkspaceRole = 'owner'): Record<string, string> {
  const claims: AccessClaims = { sub: String(workspaceId + 7), wid: workspaceId, rid: [3], perms, wrole };
  return { authorization: `Bearer ${t.platform.app.jwt.sign(claims, { expiresIn: 600 })}` };
}

export async function publish(t: TestPlatform, ...events: EventMessage[]): Promise<void> {
  await t.platform.transport.publish(events);
}

export async function onPlan(t: TestPlatform, workspaceId: number, plan: PlanKey, revision = 1): Promise<void> {
  await publish(t, eventOf(entitlementsChanged, { ...entitlementsOf(workspaceId, plan, 'active'), revision }));
}

export async function connect(t: TestPlatform, workspaceId: number, type: AccountType, name = `${type} account`): Promise<number> {
  const accountId = freshId();
  await publish(t, eventOf(accountConnected, { accountId, workspaceId, type, name, userIds: [], reconnected: false }));
  return accountId;
}

export interface PublishedTarget {
  workspaceId: number;
  accountId: number;
  network: AccountType;
  postId: number;
  targetId: number;
  publishedAt: string;
}

/** A post published on one account: the target and post events posting emits. */
export async function publishPost(t: TestPlatform, workspaceId: number, accountId: number, network: AccountType, publishedAt: string, excerpt = 'A post'): Promise<PublishedTarget> {
  const postId = freshId();
  const targetId = freshId();
  const facts = { postId, targetId, workspaceId, authorId: 1, accountId, platform: network, userIds: [] };
  await publish(
    t,
    eventOf(targetPublished, { ...facts, externalId: `ext-${targetId}`, url: `https://example.test/${targetId}`, publishedAt }, new Date(publishedAt)),
    eventOf(postPublished, { postId, workspaceId, authorId: 1, status: 'posted', excerpt, scheduledAt: null, platforms: [network], userIds: [], urls: [] }, new Date(publishedAt)),
  );
  return { workspaceId, accountId, network, postId, targetId, publishedAt };
}

export async function failPost(t: TestPlatform, workspaceId: number, accountId: number, network: AccountType, at: string): Promise<void> {
  const postId = freshId();
  await publish(t, eventOf(targetFailed, { postId, targetId: freshId(), workspaceId, authorId: 1, accountId, platform: network, userIds: [], message: 'Refused', attempts: 1 }, new Date(at)));
}

/** The figures of one post pull. */
export function postPull(target: PublishedTarget, slot: PostPullSlot, metrics: MetricsCollected['metrics'], extra: Partial<MetricsCollected> = {}): MetricsCollected {
  return {
    identity: `post:${target.targetId}:${slot}`,
    workspaceId: target.workspaceId,
    accountId: target.accountId,
    network: target.network,
    scope: 'post',
    postId: target.postId,
    targetId: target.targetId,
    externalId: `ext-${target.targetId}`,
    slot,
    publishedAt: target.publishedAt,
    collectedAt: new Date(Date.parse(target.publishedAt) + 3_600_000).toISOString(),
    metrics,
    unavailable: [],
    ...extra,
  };
}

/** The figures of one account's daily pull. */
export function accountPull(workspaceId: number, accountId: number, network: AccountType, day: string, metrics: MetricsCollected['metrics'], extra: Partial<MetricsCollected> = {}): MetricsCollected {
  return {
    identity: `account:${accountId}:${day}`,
    workspaceId,
    accountId,
    network,
    scope: 'account',
    day,
    collectedAt: `${day}T23:00:00.000Z`,
    metrics,
    unavailable: [],
    ...extra,
  };
}

export const collected = (payload: MetricsCollected) => eventOf(metricsCollected, payload);
