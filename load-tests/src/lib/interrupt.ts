/**
 * Clean-up for Ctrl-C: a benchmark registers what it must undo (drop its database, stop a
 * process group it started) while that exists; an interrupted run undoes it before exiting, as
 * the benchmarks' `finally` blocks would have.
 */
const tasks = new Set<() => Promise<unknown>>();
let installed = false;
let stopping = false;

/** Thrown by a benchmark that was about to start something after Ctrl-C. */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
}

export function isInterrupted(): boolean {
  return stopping;
}

/** Call before starting anything new (a process, a round): stops the benchmark once interrupted. */
export function throwIfInterrupted(): void {
  if (stopping) throw new InterruptedError('interrupted');
}

export function onInterrupt(task: () => Promise<unknown>): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

export function installInterruptHandler(): void {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      process.stdout.write(`\n${signal}: cleaning up (databases, processes, temporary directories)...\n`);
      const deadline = setTimeout(() => process.exit(130), 20_000);
      void Promise.allSettled([...tasks].map((task) => task())).then(() => {
        clearTimeout(deadline);
        process.exit(130);
      });
    });
  }
}
