import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine, which left
    // one core idle for the whole unit step. Each server test file has its own PGlite or its own PostgreSQL
    // database, so two files at a time share nothing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: 'server',
          environment: 'node',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          testTimeout: 30_000,
          // Each file's beforeAll seeds a fresh server on PGlite: seconds alone, longer when both cores are busy.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          root: 'learner-app',
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['test/**/*.test.ts'] },
      },
    ],
  },
});
