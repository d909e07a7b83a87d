import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', 'data/**'];

export default defineConfig({
  test: {
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
          fileParallelism: false,
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
