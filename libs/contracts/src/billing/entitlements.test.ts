import { describe, expect, it } from 'vitest';
import { entitlementsOf, limitReachedMessage, withinLimit } from './entitlements';

describe('entitlement limits', () => {
  it('says which limit stopped the person and how to raise it', () => {
    expect(limitReachedMessage('Creator', 'socialProfiles', 6)).toBe('Your Creator plan allows 6 social profiles; upgrade to connect more');
    expect(limitReachedMessage('Traction', 'users', 4)).toBe('Your Traction plan allows 4 users; upgrade to add more people');
  });

  it('lets a downgraded workspace keep what it has but add nothing beyond the limit', () => {
    const creator = entitlementsOf(1, 'creator', 'active');
    expect(withinLimit(creator, 'socialProfiles', 5)).toBe(true);
    expect(withinLimit(creator, 'socialProfiles', 6)).toBe(false);
    expect(withinLimit(creator, 'socialProfiles', 20)).toBe(false);
    expect(withinLimit(entitlementsOf(1, 'enterprise', 'active'), 'postsPerDayPerUser', 10_000)).toBe(true);
  });
});
