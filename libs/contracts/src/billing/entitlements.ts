import Type, { type Static } from 'typebox';
import { defineEvent } from '../event';
import { StringEnum } from '../schema';
import { PLAN_KEYS, findPlan, planFeatures, type PlanKey } from './plan-catalogue';

/** What a workspace may do and how much of it: the answer every service keeps a copy of. */
export const EntitlementsSchema = Type.Object({
  workspaceId: Type.Integer(),
  /** The plan whose limits apply now (a downgrade applies at the end of the cycle). */
  plan: StringEnum(PLAN_KEYS),
  /** trial, active, past_due, cancelled (cancelled keeps the plan until `periodEnd`). */
  status: StringEnum(['trial', 'active', 'past_due', 'cancelled']),
  limits: Type.Object({
    socialProfiles: Type.Integer(),
    users: Type.Integer(),
    /** null: the plan sets no daily limit. */
    postsPerDayPerUser: Type.Union([Type.Integer(), Type.Null()]),
    /** null: no monthly limit. Absent in events written before the limit existed (read as the plan's catalogue figure). */
    aiGenerationsPerMonth: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    /** Live streams the workspace may run at once; null: no limit. Absent: the live service's default for the plan (LIVE_DEFAULT_LIMITS). */
    liveStreams: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    /** Destinations one live event may have; null: no limit. Absent: as liveStreams. */
    liveDestinations: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  }),
  /**
   * Keys of PLAN_FEATURES the plan switches on. Any name is accepted so that events written
   * while a feature was still on sale stay readable; readers look only for the keys they know.
   */
  features: Type.Array(Type.String({ maxLength: 60 })),
  addOns: Type.Array(Type.String()),
  /** When the current period ends; null when it does not (staff-granted, Unlimited). */
  periodEnd: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Increases with every change, so a late copy never overwrites a newer one. */
  revision: Type.Integer(),
});
export type Entitlements = Static<typeof EntitlementsSchema>;

/** Billing changed what a workspace may do (new subscription, upgrade, downgrade taking effect, trial end). */
export const entitlementsChanged = defineEvent({
  name: 'billing.entitlements.changed',
  version: 1,
  payload: EntitlementsSchema,
  key: (payload) => String(payload.workspaceId),
});

/** A workspace's entitlements on `plan`, before billing has said anything (the sign-up trial uses Traction). */
export function entitlementsOf(workspaceId: number, plan: PlanKey, status: Entitlements['status'] = 'trial'): Entitlements {
  const definition = findPlan(plan);
  return {
    workspaceId,
    plan,
    status,
    limits: { ...definition.limits },
    features: planFeatures(plan),
    addOns: [],
    periodEnd: null,
    revision: 0,
  };
}

const LIMIT_WORDS: Record<keyof Entitlements['limits'], { noun: string; action: string }> = {
  socialProfiles: { noun: 'social profiles', action: 'connect more' },
  users: { noun: 'users', action: 'add more people' },
  postsPerDayPerUser: { noun: 'posts per day per user', action: 'publish more today' },
  aiGenerationsPerMonth: { noun: 'AI generations per month', action: 'generate more this month' },
  liveStreams: { noun: 'live streams at once', action: 'stream more at the same time' },
  liveDestinations: { noun: 'destinations per live stream', action: 'add more destinations' },
};

/** What a person is told when a limit stops them: which limit, and how to raise it. */
export function limitReachedMessage(planName: string, limit: keyof Entitlements['limits'], allowed: number): string {
  const words = LIMIT_WORDS[limit];
  return `Your ${planName} plan allows ${allowed} ${words.noun}; upgrade to ${words.action}`;
}

/** Whether one more of `limit` fits (null: no limit). A downgrade keeps what exists and only blocks new use. */
export function withinLimit(entitlements: Entitlements, limit: keyof Entitlements['limits'], used: number): boolean {
  const allowed = entitlements.limits[limit] ?? null;
  return allowed === null || used + 1 <= allowed;
}
