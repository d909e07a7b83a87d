/**
 * The plan catalogue of SPEC §9, defined once: the public pricing page shows it and the billing
 * service seeds its plans from it. Prices are in minor units (cents) so sums stay exact.
 */

export const PLAN_KEYS = ['creator', 'traction', 'scale', 'advanced', 'enterprise'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/**
 * What a plan may include: only what the product does today. A feature joins this list (and
 * FEATURE_MINIMUM_PLAN, the plan form's and pricing page's names, and billing's feature names)
 * in the change that makes it work.
 */
export const PLAN_FEATURES = ['scheduling', 'mediaLibrary', 'groupManager', 'teamCollaboration', 'aiComposer', 'analytics', 'bulkScheduling', 'brandWatermark', 'reports', 'liveStreaming', 'browserExtension'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export function isPlanFeature(name: string): name is PlanFeature {
  return (PLAN_FEATURES as readonly string[]).includes(name);
}

/** Bought on top of a plan. */
export const PLAN_ADD_ONS = ['whiteLabel'] as const;
export type PlanAddOn = (typeof PLAN_ADD_ONS)[number];

/** Switched on for a plan on request. */
export const PLAN_OPTIONS = ['singleSignOn'] as const;
export type PlanOption = (typeof PLAN_OPTIONS)[number];

export interface PlanLimits {
  /** Connected social profiles. */
  socialProfiles: number;
  /** People in the workspace. */
  users: number;
  /** Posts each user may publish per day; null when the plan sets no daily limit. */
  postsPerDayPerUser: number | null;
  /** AI generations the workspace may ask for per calendar month (UTC); null when the plan sets no monthly limit. */
  aiGenerationsPerMonth: number | null;
}

export interface PlanDefinition {
  key: PlanKey;
  name: string;
  currency: 'EUR';
  monthlyPriceCents: number;
  limits: PlanLimits;
  addOns: readonly PlanAddOn[];
  options: readonly PlanOption[];
}

/** SPEC §9 and §1: 16% off twelve months when paying yearly. */
export const ANNUAL_SAVING_PERCENT = 16;

/** SPEC §1: nonprofits get 20% off monthly or 25% off annual billing, one discount per account. */
export const NONPROFIT_DISCOUNT_PERCENT = { monthly: 20, annual: 25 } as const;

/** SPEC §9: team collaboration from Traction, analytics and reporting from Scale, the rest (live streaming and the browser extension included) on every plan. */
export const FEATURE_MINIMUM_PLAN: Readonly<Record<PlanFeature, PlanKey>> = {
  scheduling: 'creator',
  mediaLibrary: 'creator',
  groupManager: 'creator',
  teamCollaboration: 'traction',
  aiComposer: 'creator',
  analytics: 'scale',
  bulkScheduling: 'creator',
  brandWatermark: 'creator',
  reports: 'scale',
  liveStreaming: 'creator',
  browserExtension: 'creator',
};

export const PLAN_CATALOGUE = [
  {
    key: 'creator',
    name: 'Creator',
    currency: 'EUR',
    monthlyPriceCents: 2_400,
    limits: { socialProfiles: 6, users: 1, postsPerDayPerUser: 100, aiGenerationsPerMonth: 100 },
    addOns: [],
    options: [],
  },
  {
    key: 'traction',
    name: 'Traction',
    currency: 'EUR',
    monthlyPriceCents: 7_500,
    limits: { socialProfiles: 24, users: 4, postsPerDayPerUser: 200, aiGenerationsPerMonth: 300 },
    addOns: [],
    options: [],
  },
  {
    key: 'scale',
    name: 'Scale',
    currency: 'EUR',
    monthlyPriceCents: 16_500,
    limits: { socialProfiles: 49, users: 7, postsPerDayPerUser: 300, aiGenerationsPerMonth: 1_000 },
    addOns: [],
    options: [],
  },
  {
    key: 'advanced',
    name: 'Advanced',
    currency: 'EUR',
    monthlyPriceCents: 27_500,
    limits: { socialProfiles: 100, users: 20, postsPerDayPerUser: 500, aiGenerationsPerMonth: 3_000 },
    addOns: ['whiteLabel'],
    options: [],
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    currency: 'EUR',
    monthlyPriceCents: 67_500,
    limits: { socialProfiles: 400, users: 80, postsPerDayPerUser: null, aiGenerationsPerMonth: 10_000 },
    addOns: ['whiteLabel'],
    options: ['singleSignOn'],
  },
] as const satisfies readonly PlanDefinition[];

/** A year paid at once: twelve months less the annual saving, rounded to the cent. */
export function annualPriceCents(monthlyPriceCents: number): number {
  return Math.round((monthlyPriceCents * 12 * (100 - ANNUAL_SAVING_PERCENT)) / 100);
}

/** What an annual plan costs per month, to compare with monthly billing. */
export function annualMonthlyEquivalentCents(monthlyPriceCents: number): number {
  return Math.round(annualPriceCents(monthlyPriceCents) / 12);
}

/** Whether `plan` includes `feature` (plans are ordered: each includes what the cheaper ones do). */
export function planIncludes(plan: PlanKey, feature: PlanFeature): boolean {
  return PLAN_KEYS.indexOf(plan) >= PLAN_KEYS.indexOf(FEATURE_MINIMUM_PLAN[feature]);
}

/** The features of `plan`, in catalogue order. */
export function planFeatures(plan: PlanKey): PlanFeature[] {
  return PLAN_FEATURES.filter((feature) => planIncludes(plan, feature));
}

export function findPlan(key: PlanKey): PlanDefinition {
  const plan = PLAN_CATALOGUE.find((candidate) => candidate.key === key);
  if (!plan) throw new Error(`No plan ${key} in the catalogue`);
  return plan;
}
