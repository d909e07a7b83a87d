/** Runs at most `max` tasks at once; the others wait their turn in arrival order. */
export class ConcurrencyLimiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`concurrency must be a positive integer, got ${max}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) this.active += 1;
    // A finishing task hands its slot straight to the next waiter, so `active` stays counted.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
