/**
 * A doorbell for a polling loop: `wait(ms)` returns after `ms`, or as soon as `ring()` is
 * called. A ring while nobody waits is remembered, so the next wait returns at once.
 */
export class Wakeup {
  private pending = false;
  private wakeWaiter: (() => void) | undefined;

  ring(): void {
    if (this.wakeWaiter) this.wakeWaiter();
    else this.pending = true;
  }

  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeWaiter = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeWaiter = done;
    });
  }
}
