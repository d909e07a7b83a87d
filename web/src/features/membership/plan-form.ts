import { CreatePlanBody, PLAN_KEYS, UpdatePlanBody, annualPriceCents, findPlan, planFeatures, type Plan, type PlanFeatureItem, type PlanFeature, type PlanKey, type PlanStatus } from '@cadence/contracts';
import type { FieldProblem } from '../../components/form/validation';
import { amountText, centsOf } from './money-input';

export const FEATURE_TYPES = ['feature', 'add_on', 'option', 'limit'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

/** One row of the plan's feature list as the form edits it (texts may be empty). */
export interface FeatureRow {
  /** Stable React key of the row while it is edited. */
  rowId: string;
  type: FeatureType;
  key: string;
  name: string;
  details: string;
  extra_value: string;
  is_key_feature: boolean;
  is_enable: boolean;
  is_break_down_feature: boolean;
}

/** SPEC §3 plan: name, monthly and annual price, status, limits and the feature list. */
export interface PlanFormValues extends Record<string, unknown> {
  key: PlanKey;
  name: string;
  price_monthly: string;
  price_annually: string;
  status: PlanStatus;
  socialProfiles: string;
  users: string;
  /** Empty: no daily limit. */
  postsPerDayPerUser: string;
  /** Empty: no monthly limit. */
  aiGenerationsPerMonth: string;
  features: FeatureRow[];
}

export const PLAN_FORM_FIELDS = ['key', 'name', 'price_monthly', 'price_annually', 'status', 'socialProfiles', 'users', 'postsPerDayPerUser', 'aiGenerationsPerMonth', 'features'] as const;

let nextRow = 0;
export function newRowId(): string {
  nextRow += 1;
  return `feature-${nextRow}`;
}

export function emptyFeature(): FeatureRow {
  return { rowId: newRowId(), type: 'feature', key: '', name: '', details: '', extra_value: '', is_key_feature: false, is_enable: true, is_break_down_feature: false };
}

function featureRow(item: PlanFeatureItem): FeatureRow {
  return {
    rowId: newRowId(),
    type: item.type,
    key: item.key ?? '',
    name: item.name,
    details: item.details ?? '',
    extra_value: item.extra_value ?? '',
    is_key_feature: item.is_key_feature,
    is_enable: item.is_enable,
    is_break_down_feature: item.is_break_down_feature,
  };
}

/** A new plan starts from a catalogue tier: its price, limits and features (SPEC §9). */
export function planFormFromTier(key: PlanKey, featureName: (feature: PlanFeature) => string): PlanFormValues {
  const tier = findPlan(key);
  return {
    key,
    name: tier.name,
    price_monthly: amountText(tier.monthlyPriceCents),
    price_annually: amountText(annualPriceCents(tier.monthlyPriceCents)),
    status: 'active',
    socialProfiles: String(tier.limits.socialProfiles),
    users: String(tier.limits.users),
    postsPerDayPerUser: tier.limits.postsPerDayPerUser === null ? '' : String(tier.limits.postsPerDayPerUser),
    aiGenerationsPerMonth: tier.limits.aiGenerationsPerMonth === null ? '' : String(tier.limits.aiGenerationsPerMonth),
    features: planFeatures(key).map((feature) => ({ ...emptyFeature(), key: feature, name: featureName(feature) })),
  };
}

export const EMPTY_PLAN_KEY: PlanKey = PLAN_KEYS[0];

export function planFormValues(plan: Plan): PlanFormValues {
  return {
    key: plan.key,
    name: plan.name,
    price_monthly: amountText(plan.price_monthly),
    price_annually: amountText(plan.price_annually),
    status: plan.status,
    socialProfiles: String(plan.limits.socialProfiles),
    users: String(plan.limits.users),
    postsPerDayPerUser: plan.limits.postsPerDayPerUser === null ? '' : String(plan.limits.postsPerDayPerUser),
    aiGenerationsPerMonth: textOfAllowance(plan),
    features: plan.features.map(featureRow),
  };
}

/** A plan saved before it had a monthly AI figure shows its tier's. */
function textOfAllowance(plan: Plan): string {
  const perMonth = plan.limits.aiGenerationsPerMonth !== undefined ? plan.limits.aiGenerationsPerMonth : findPlan(plan.key).limits.aiGenerationsPerMonth;
  return perMonth === null ? '' : String(perMonth);
}

/** A whole number typed in a field; anything else is NaN (the schema refuses it). */
function integerOf(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function planBody(values: PlanFormValues): CreatePlanBody {
  return {
    key: values.key,
    name: values.name.trim(),
    price_monthly: centsOf(values.price_monthly),
    price_annually: centsOf(values.price_annually),
    status: values.status,
    limits: {
      socialProfiles: integerOf(values.socialProfiles),
      users: integerOf(values.users),
      postsPerDayPerUser: values.postsPerDayPerUser.trim() === '' ? null : integerOf(values.postsPerDayPerUser),
      aiGenerationsPerMonth: values.aiGenerationsPerMonth.trim() === '' ? null : integerOf(values.aiGenerationsPerMonth),
    },
    features: values.features.map((row) => ({
      type: row.type,
      key: orNull(row.key),
      name: row.name.trim(),
      details: orNull(row.details),
      extra_value: orNull(row.extra_value),
      is_key_feature: row.is_key_feature,
      is_enable: row.is_enable,
      is_break_down_feature: row.is_break_down_feature,
    })),
  };
}

/**
 * Rules of the nested limits and feature rows, reported on the inputs that hold them (the
 * schema's own problems name only the top-level "limits" and "features").
 */
type LimitField = 'socialProfiles' | 'users' | 'postsPerDayPerUser' | 'aiGenerationsPerMonth';

export function planFormProblems(values: PlanFormValues): Partial<Record<LimitField | 'features', FieldProblem>> {
  const problems: Partial<Record<LimitField | 'features', FieldProblem>> = {};
  const minimums = { socialProfiles: 0, users: 1, postsPerDayPerUser: 1, aiGenerationsPerMonth: 0 } as const;
  const maximums = { socialProfiles: 100_000, users: 100_000, postsPerDayPerUser: 1_000_000, aiGenerationsPerMonth: 10_000_000 } as const;
  for (const name of ['socialProfiles', 'users', 'postsPerDayPerUser', 'aiGenerationsPerMonth'] as const) {
    const text = values[name].trim();
    if (text === '') {
      // No daily posting or monthly AI limit when left empty.
      if (name === 'socialProfiles' || name === 'users') problems[name] = { kind: 'required' };
      continue;
    }
    const number = integerOf(text);
    if (Number.isNaN(number)) problems[name] = { kind: 'invalid' };
    else if (number < minimums[name]) problems[name] = { kind: 'minimum', limit: minimums[name] };
    else if (number > maximums[name]) problems[name] = { kind: 'maximum', limit: maximums[name] };
  }
  if (values.features.some((row) => row.name.trim() === '')) problems.features = { kind: 'required' };
  return problems;
}

export { CreatePlanBody, UpdatePlanBody };
