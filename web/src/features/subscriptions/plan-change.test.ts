import { describe, expect, it } from 'vitest';
import { changeKind, daysLeft, isTopPlan } from './plan-change';

describe('changeKind', () => {
  it('treats a larger plan or yearly billing as an upgrade and anything cheaper as a downgrade', () => {
    expect(changeKind({ plan: 'creator', interval: 'monthly' }, { plan: 'scale', interval: 'monthly' })).toBe('upgrade');
    expect(changeKind({ plan: 'scale', interval: 'annual' }, { plan: 'creator', interval: 'annual' })).toBe('downgrade');
    expect(changeKind({ plan: 'scale', interval: 'monthly' }, { plan: 'scale', interval: 'annual' })).toBe('upgrade');
    expect(changeKind({ plan: 'scale', interval: 'annual' }, { plan: 'scale', interval: 'monthly' })).toBe('downgrade');
    expect(changeKind({ plan: 'scale', interval: 'annual' }, { plan: 'scale', interval: 'annual' })).toBe('same');
  });
});

describe('periods', () => {
  it('counts the days left in a period and knows the top plan', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(daysLeft('2026-03-13T12:00:00Z', now)).toBe(12);
    expect(daysLeft('2026-02-01T00:00:00Z', now)).toBe(0);
    expect(daysLeft('not a date', now)).toBe(0);
    expect(isTopPlan('enterprise')).toBe(true);
    expect(isTopPlan('advanced')).toBe(false);
  });
});

