import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', 'data/**'];

export default defineConfig({
  test: {
    // Most files wait on PostgreSQL, the peers and child processes rather than the CPU, and each
    // has a database of its own: at least two at once, also on the 2-core CI machine (where
    // vitest's default, one less than the cores, would be one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{libs,services,web,extension,mcp,load-tests}/**/*.test.{ts,tsx}'],
          exclude: [...exclude, '**/*.kafka.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          exclude,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file has its own platform, database, ports and browser: they run beside the
          // other files (a project without file parallelism would run alone after them all,
          // leaving a worker idle for half the run).
        },
      },
      {
        test: {
          name: 'events-kafka',
          include: ['**/*.kafka.test.ts'],
          exclude,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
