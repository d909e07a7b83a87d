import { eq, inArray } from 'drizzle-orm';
import {
  PLAN_CATALOGUE,
  PLAN_FEATURES,
  annualPriceCents,
  planIncludes,
  type PlanDefinition,
  type PlanFeature,
  type PlanFeatureItem,
} from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { plans, seedLog } from '../../db/schema';

const FEATURE_NAMES: Record<PlanFeature, string> = {
  scheduling: 'Post scheduling',
  mediaLibrary: 'Media library',
  groupManager: 'Group manager',
  teamCollaboration: 'Team collaboration',
  aiComposer: 'AI composer',
  analytics: 'Analytics',
  bulkScheduling: 'Bulk scheduling',
  brandWatermark: 'Brand watermark',
  reports: 'Reports',
  liveStreaming: 'Live streaming',
  browserExtension: 'Browser extension',
};

const item = (fields: Partial<PlanFeatureItem> & Pick<PlanFeatureItem, 'type' | 'name'>): PlanFeatureItem => ({
  key: null,
  details: null,
  extra_value: null,
  is_key_feature: false,
  is_enable: true,
  is_break_down_feature: false,
  ...fields,
});

const aiLimitItem = (perMonth: number | null): PlanFeatureItem =>
  item({ type: 'limit', key: 'aiGenerationsPerMonth', name: 'AI generations per month', extra_value: perMonth === null ? null : String(perMonth), is_key_feature: true });

/** A catalogue plan's feature list: its limits, every feature (on or off), its add-ons and options. */
export function catalogueFeatures(plan: PlanDefinition): PlanFeatureItem[] {
  const perDay = plan.limits.postsPerDayPerUser;
  return [
    item({ type: 'limit', key: 'socialProfiles', name: 'Social profiles', extra_value: String(plan.limits.socialProfiles), is_key_feature: true }),
    item({ type: 'limit', key: 'users', name: 'Users', extra_value: String(plan.limits.users), is_key_feature: true }),
    item({ type: 'limit', key: 'postsPerDayPerUser', name: 'Posts per day per user', extra_value: perDay === null ? null : String(perDay), is_key_feature: true }),
    aiLimitItem(plan.limits.aiGenerationsPerMonth),
    ...PLAN_FEATURES.map((feature) =>
      item({ type: 'feature', key: feature, name: FEATURE_NAMES[feature], is_enable: planIncludes(plan.key, feature), is_break_down_feature: true }),
    ),
    ...plan.addOns.map((addOn) => item({ type: 'add_on', key: addOn, name: 'White Label', details: 'Your name, logo and colour on reports instead of ours' })),
    ...plan.options.map((option) => item({ type: 'option', key: option, name: 'Single sign-on', details: 'Optional, on request' })),
  ];
}

async function claim(tx: Executor, keys: string[]): Promise<Set<string>> {
  const rows = await tx
    .insert(seedLog)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing()
    .returning({ key: seedLog.key });
  return new Set(rows.map((row) => row.key));
}

/**
 * Writes the five catalogue plans once each (keyed in the seed log in the same transaction),
 * so a restart never brings back a plan staff changed or deleted, and concurrent starts write
 * nothing twice. Returns the ids of the plans created.
 */
export async function seedPlans(db: Database): Promise<number[]> {
  const keys = PLAN_CATALOGUE.map((plan) => `plan:${plan.key}`);
  const done = await db.select({ key: seedLog.key }).from(seedLog).where(inArray(seedLog.key, keys));
  if (done.length === keys.length) return [];
  return db.transaction(async (tx) => {
    const fresh = await claim(tx, keys);
    const values = PLAN_CATALOGUE.filter((plan) => fresh.has(`plan:${plan.key}`)).map((plan) => ({
      key: plan.key,
      name: plan.name,
      currency: plan.currency,
      priceMonthly: plan.monthlyPriceCents,
      priceAnnually: annualPriceCents(plan.monthlyPriceCents),
      status: 'active' as const,
      limits: { ...plan.limits },
      features: catalogueFeatures(plan),
    }));
    if (values.length === 0) return [];
    const rows = await tx.insert(plans).values(values).onConflictDoNothing().returning({ id: plans.id });
    return rows.map((row) => row.id);
  });
}

/**
 * Features that landed after an install's plans were seeded, each with the items it adds to a
 * plan's feature list (a limit goes after the plan's last limit, a feature after its last feature).
 */
const LANDED_FEATURES: readonly { seedKey: string; items: (plan: { key: PlanDefinition['key']; limits: { aiGenerationsPerMonth?: number | null } }) => PlanFeatureItem[] }[] = [
  {
    seedKey: 'plan-features:landed:aiComposer:1',
    items: (plan) => [
      aiLimitItem(plan.limits.aiGenerationsPerMonth !== undefined ? plan.limits.aiGenerationsPerMonth : (PLAN_CATALOGUE.find((entry) => entry.key === plan.key)?.limits.aiGenerationsPerMonth ?? null)),
      item({ type: 'feature', key: 'aiComposer', name: FEATURE_NAMES.aiComposer, is_enable: planIncludes(plan.key, 'aiComposer'), is_break_down_feature: true }),
    ],
  },
  {
    seedKey: 'plan-features:landed:analytics:1',
    items: (plan) => [item({ type: 'feature', key: 'analytics', name: FEATURE_NAMES.analytics, is_enable: planIncludes(plan.key, 'analytics'), is_break_down_feature: true })],
  },
  {
    seedKey: 'plan-features:landed:posting-tools-reports:1',
    items: (plan) =>
      (['bulkScheduling', 'brandWatermark', 'reports'] as const).map((feature) =>
        item({ type: 'feature', key: feature, name: FEATURE_NAMES[feature], is_enable: planIncludes(plan.key, feature), is_break_down_feature: true }),
      ),
  },
  {
    // The first catalogue sold these before they existed; installs took them off sale once (a step since removed) and get them back here.
    seedKey: 'plan-features:landed:live-extension:1',
    items: (plan) =>
      (['liveStreaming', 'browserExtension'] as const).map((feature) =>
        item({ type: 'feature', key: feature, name: FEATURE_NAMES[feature], is_enable: planIncludes(plan.key, feature), is_break_down_feature: true }),
      ),
  },
];

function withItem(features: PlanFeatureItem[], added: PlanFeatureItem): PlanFeatureItem[] {
  if (features.some((existing) => existing.type === added.type && existing.key === added.key)) return features;
  const last = features.findLastIndex((existing) => existing.type === added.type);
  const at = last >= 0 ? last + 1 : added.type === 'limit' ? 0 : features.length;
  return [...features.slice(0, at), added, ...features.slice(at)];
}

/**
 * Puts each landed feature on the plans seeded before it, once per install (keyed in the seed log
 * in the same transaction): on or off as the plan's tier includes it, where the plan does not list
 * it already. Staff may take it off afterwards; it is not put back. Returns the number of plans changed.
 */
export async function offerLandedFeatures(db: Database): Promise<number> {
  const keys = LANDED_FEATURES.map((landed) => landed.seedKey);
  const done = new Set((await db.select({ key: seedLog.key }).from(seedLog).where(inArray(seedLog.key, keys))).map((row) => row.key));
  const pending = LANDED_FEATURES.filter((landed) => !done.has(landed.seedKey));
  if (pending.length === 0) return 0;
  return db.transaction(async (tx) => {
    const fresh = await claim(tx, pending.map((landed) => landed.seedKey));
    const steps = pending.filter((landed) => fresh.has(landed.seedKey));
    if (steps.length === 0) return 0;
    let changed = 0;
    for (const plan of await tx.select({ id: plans.id, key: plans.key, limits: plans.limits, features: plans.features }).from(plans)) {
      const features = steps.flatMap((landed) => landed.items(plan)).reduce(withItem, plan.features);
      if (features === plan.features) continue;
      await tx.update(plans).set({ features, updatedAt: new Date() }).where(eq(plans.id, plan.id));
      changed += 1;
    }
    return changed;
  });
}
