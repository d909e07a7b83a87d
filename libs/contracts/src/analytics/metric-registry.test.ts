import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ACCOUNT_TYPES } from '../posting/account-types';
import { METRIC_INFO, METRIC_REGISTRY, highIntent, metricSource, metricsGiven, retiredMetrics } from './metric-registry';
import { metricsCollected, postPullIdentity } from './metrics.events';

describe('metric registry', () => {
  it('names each network entry at a level the canonical metric is given at', () => {
    for (const network of ACCOUNT_TYPES) {
      for (const entry of METRIC_REGISTRY[network]) expect(METRIC_INFO[entry.metric].levels).toContain(entry.level);
    }
  });

  it('asks Instagram for views, not impressions, after the April 2025 change, and Facebook Pages for page_follows after November 2025', () => {
    expect(metricSource('instagram', 'post', 'impressions_or_views', new Date('2025-04-20T12:00:00Z'))?.names).toEqual(['views']);
    expect(metricSource('instagram', 'post', 'impressions_or_views', new Date('2026-01-01T00:00:00Z'))?.names).toEqual(['views']);
    expect(metricSource('facebook_page', 'account', 'followers', new Date('2026-01-01T00:00:00Z'))?.names).toEqual(['page_follows']);
    expect(retiredMetrics('instagram').map((entry) => entry.names[0])).toContain('impressions');
    expect(metricsGiven('instagram', 'post', new Date('2026-01-01'))).not.toContain('sends');
  });

  it('adds the high-intent parts the network gave and leaves it absent when none was given', () => {
    expect(highIntent({ saves: 3, shares: 4 })).toBe(7);
    expect(highIntent({ likes: 10 })).toBeUndefined();
    expect(highIntent({ saves: 0 })).toBe(0);
  });

  it('accepts a pull with absent metrics and refuses an unknown metric name', () => {
    const payload = {
      identity: postPullIdentity(5, '1h'), workspaceId: 1, accountId: 2, network: 'bluesky', scope: 'post', targetId: 5, postId: 4, slot: '1h',
      collectedAt: '2026-01-01T00:00:00.000Z', metrics: { likes: 2 }, unavailable: [{ metric: 'saves', message: 'not given' }],
    };
    expect(Value.Check(metricsCollected.payload, payload)).toBe(true);
    expect(Value.Check(metricsCollected.payload, { ...payload, metrics: { pageviews: 2 } })).toBe(false);
  });
});
