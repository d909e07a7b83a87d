import { describe, expect, it } from 'vitest';
import { overLimits, windowLength } from './components/quota-warnings';

describe('quota warnings', () => {
  it('name each limit one more post would go over, and say its window in minutes or hours', () => {
    const over = overLimits([
      { account_id: 1, account_name: 'Ada', platform: 'tiktok', quotas: [{ name: 'TikTok post init rate', max: 6, window_ms: 60_000, scheduled: 6, over: true }] },
      { account_id: 2, account_name: 'Bea', platform: 'threads', quotas: [{ name: 'threads_publishing_limit', max: 250, window_ms: 86_400_000, scheduled: 12, over: false }] },
    ]);
    expect(over.map(({ account, quota }) => [account.account_name, quota.name])).toEqual([['Ada', 'TikTok post init rate']]);
    expect(windowLength(60_000)).toEqual({ key: 'quota.minutes', count: 1 });
    expect(windowLength(15 * 60_000)).toEqual({ key: 'quota.minutes', count: 15 });
    expect(windowLength(86_400_000)).toEqual({ key: 'quota.hours', count: 24 });
  });
});
