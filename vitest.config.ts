import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
