import Type, { type Static, type TNumber, type TOptional } from 'typebox';
import { defineEvent } from '../event';
import { AccountTypeSchema } from '../posting/account-types';
import { StringEnum } from '../schema';
import { CANONICAL_METRICS, CanonicalMetricSchema, type CanonicalMetric } from './metric-registry';

/** When a published post's figures are read again, counted from its publishing time. */
export const POST_PULL_SLOTS = ['1h', '6h', '24h', '3d', '7d', '30d'] as const;
export type PostPullSlot = (typeof POST_PULL_SLOTS)[number];
export const PostPullSlotSchema = StringEnum(POST_PULL_SLOTS);

/** Each slot's distance from publishing, in milliseconds. */
export const POST_PULL_OFFSETS_MS: Readonly<Record<PostPullSlot, number>> = {
  '1h': 3600_000,
  '6h': 6 * 3600_000,
  '24h': 24 * 3600_000,
  '3d': 3 * 24 * 3600_000,
  '7d': 7 * 24 * 3600_000,
  '30d': 30 * 24 * 3600_000,
};

/** Canonical metric name → value. A metric the network did not give is absent, never 0. */
export const MetricValues = Type.Object(
  Object.fromEntries(CANONICAL_METRICS.map((metric) => [metric, Type.Optional(Type.Number({ minimum: 0 }))])) as Record<CanonicalMetric, TOptional<TNumber>>,
  { additionalProperties: false },
);
export type MetricValues = Partial<Record<CanonicalMetric, number>>;

/** A metric the network refused or stopped answering, with the network's own message. */
export const UnavailableMetric = Type.Object({ metric: CanonicalMetricSchema, message: Type.String() });
export type UnavailableMetric = Static<typeof UnavailableMetric>;

export const MetricsScopeSchema = StringEnum(['post', 'account'] as const);

/**
 * The figures one pull read from a network. Post scope: one published target at one slot
 * (`slot`, cumulative figures as of `collectedAt`). Account scope: one account on one UTC day
 * (`day`). `identity` names the pull: the same pull read again (after a crash, a retry) carries
 * the same identity, and a consumer keeps the latest reading for it instead of adding a second.
 */
export const metricsCollected = defineEvent({
  name: 'posting.metrics.collected',
  version: 1,
  payload: Type.Object({
    identity: Type.String({ description: 'post:{targetId}:{slot} or account:{accountId}:{day}' }),
    workspaceId: Type.Integer(),
    accountId: Type.Integer(),
    network: AccountTypeSchema,
    scope: MetricsScopeSchema,
    postId: Type.Optional(Type.Integer()),
    targetId: Type.Optional(Type.Integer()),
    /** The network's id of the post (post scope). */
    externalId: Type.Optional(Type.String()),
    slot: Type.Optional(PostPullSlotSchema),
    /** When the post was published (post scope). */
    publishedAt: Type.Optional(Type.String({ format: 'date-time' })),
    /** The UTC day the figures are for (account scope), YYYY-MM-DD. */
    day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    collectedAt: Type.String({ format: 'date-time' }),
    metrics: MetricValues,
    unavailable: Type.Array(UnavailableMetric),
  }),
  key: (payload) => String(payload.accountId),
});
export type MetricsCollected = Static<typeof metricsCollected.payload>;

/** The identity of a post pull and of an account's daily pull. */
export const postPullIdentity = (targetId: number, slot: PostPullSlot) => `post:${targetId}:${slot}`;
export const accountPullIdentity = (accountId: number, day: string) => `account:${accountId}:${day}`;
