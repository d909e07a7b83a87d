import { describe, expect, it } from 'vitest';
import { AbortedError, backoffDelay, sleep } from './backoff';

describe('backoffDelay', () => {
  const options = { baseDelayMs: 100, maxDelayMs: 1000 };
  it('doubles from the base and stops at the cap', () => {
    const highest = (attempt: number) => backoffDelay(attempt, options, () => 1);
    expect([1, 2, 3, 4, 5, 6].map(highest)).toEqual([100, 200, 400, 800, 1000, 1000]);
  });
  it('jitters between half and all of the delay', () => {
    expect(backoffDelay(3, options, () => 0)).toBe(200);
    for (let i = 0; i < 100; i += 1) {
      const delay = backoffDelay(3, options);
      expect(delay).toBeGreaterThanOrEqual(200);
      expect(delay).toBeLessThanOrEqual(400);
    }
  });
});

describe('sleep', () => {
  it('rejects with AbortedError as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const sleeping = sleep(10_000, controller.signal);
    controller.abort();
    await expect(sleeping).rejects.toBeInstanceOf(AbortedError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
