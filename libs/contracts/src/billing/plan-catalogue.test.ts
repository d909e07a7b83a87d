import { describe, expect, it } from 'vitest';
import {
  ANNUAL_SAVING_PERCENT,
  NONPROFIT_DISCOUNT_PERCENT,
  PLAN_CATALOGUE,
  PLAN_FEATURES,
  PLAN_KEYS,
  annualMonthlyEquivalentCents,
  annualPriceCents,
  findPlan,
  planFeatures,
  planIncludes,
} from './plan-catalogue';

describe('plan catalogue (SPEC §9)', () => {
  it('holds the five plans in price order with their limits', () => {
    expect(PLAN_CATALOGUE.map((plan) => [plan.name, plan.monthlyPriceCents / 100, plan.limits.socialProfiles, plan.limits.users, plan.limits.postsPerDayPerUser])).toEqual([
      ['Creator', 24, 6, 1, 100],
      ['Traction', 75, 24, 4, 200],
      ['Scale', 165, 49, 7, 300],
      ['Advanced', 275, 100, 20, 500],
      ['Enterprise', 675, 400, 80, null],
    ]);
    expect(PLAN_CATALOGUE.map((plan) => plan.key)).toEqual([...PLAN_KEYS]);
  });

  it('offers White Label on Advanced and Enterprise and single sign-on on Enterprise only', () => {
    expect(PLAN_CATALOGUE.filter((plan) => (plan.addOns as readonly string[]).includes('whiteLabel')).map((plan) => plan.key)).toEqual(['advanced', 'enterprise']);
    expect(PLAN_CATALOGUE.filter((plan) => (plan.options as readonly string[]).includes('singleSignOn')).map((plan) => plan.key)).toEqual(['enterprise']);
  });

  it('prices a year at twelve months less 16%', () => {
    expect(ANNUAL_SAVING_PERCENT).toBe(16);
    expect(annualPriceCents(2_400)).toBe(24_192);
    expect(annualPriceCents(67_500)).toBe(680_400);
    expect(annualMonthlyEquivalentCents(2_400)).toBe(2_016);
    expect(NONPROFIT_DISCOUNT_PERCENT).toEqual({ monthly: 20, annual: 25 });
  });

  it('opens team collaboration from Traction and puts the rest on every plan', () => {
    expect(planIncludes('creator', 'teamCollaboration')).toBe(false);
    expect(planIncludes('traction', 'teamCollaboration')).toBe(true);
    expect(planFeatures('creator')).toEqual(['scheduling', 'mediaLibrary', 'groupManager', 'aiComposer', 'bulkScheduling', 'brandWatermark', 'liveStreaming', 'browserExtension']);
    expect(planIncludes('traction', 'analytics')).toBe(false);
    expect(planIncludes('scale', 'analytics')).toBe(true);
    expect(planFeatures('enterprise')).toEqual(planFeatures('scale'));
    expect(findPlan('scale').name).toBe('Scale');
  });

  it('sells only what the product does today', () => {
    expect([...PLAN_FEATURES]).toEqual(['scheduling', 'mediaLibrary', 'groupManager', 'teamCollaboration', 'aiComposer', 'analytics', 'bulkScheduling', 'brandWatermark', 'reports', 'liveStreaming', 'browserExtension']);
  });
});
