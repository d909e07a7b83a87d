import { inArray } from 'drizzle-orm';
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
  aiComposer: 'AI composer',
  mediaLibrary: 'Media library',
  bulkScheduling: 'Bulk scheduling',
  brandWatermark: 'Brand watermark',
  groupManager: 'Group manager',
  liveStreaming: 'Live streaming',
  browserExtension: 'Browser extension',
  teamCollaboration: 'Team collaboration',
  analytics: 'Analytics',
  reports: 'Reporting',
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

/** A catalogue plan's feature list: its limits, every feature (on or off), its add-ons and options. */
export function catalogueFeatures(plan: PlanDefinition): PlanFeatureItem[] {
  const perDay = plan.limits.postsPerDayPerUser;
  return [
    item({ type: 'limit', key: 'socialProfiles', name: 'Social profiles', extra_value: String(plan.limits.socialProfiles), is_key_feature: true }),
    item({ type: 'limit', key: 'users', name: 'Users', extra_value: String(plan.limits.users), is_key_feature: true }),
    item({ type: 'limit', key: 'postsPerDayPerUser', name: 'Posts per day per user', extra_value: perDay === null ? null : String(perDay), is_key_feature: true }),
    ...PLAN_FEATURES.map((feature) =>
      item({ type: 'feature', key: feature, name: FEATURE_NAMES[feature], is_enable: planIncludes(plan.key, feature), is_break_down_feature: true }),
    ),
    ...plan.addOns.map((addOn) => item({ type: 'add_on', key: addOn, name: 'White Label', details: 'Your brand instead of ours, on request' })),
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
