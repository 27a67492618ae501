import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The learner app's test files that need a window and modules of their own: they mock a module (`vi.mock`,
 * which must come before anything else imports it) or read the tab's history length. A new test file that does
 * either belongs here: in the shared `app` project it would pass or fail by which files ran before it.
 */
const appFilesNeedingIsolation = [
  'src/shared/learning/lazy-player.test.tsx',
  'src/features/assessment/components/report-page.test.tsx',
  'src/features/errors/components/error-pages.test.tsx',
  'src/features/course/components/video-learning-page.test.tsx',
  'src/app/opening-page.test.tsx',
  // Mocks a page's module to fail and another to throw: other files must get the real ones.
  'src/app/page-failed.test.tsx',
  // Mocks the frame's module (its code arrives late): other files must get the real one.
  'src/app/route-requests.test.tsx',
  // Resets the module registry for fresh copies of menu-button.tsx (its react-aria code held back): other files
  // must keep theirs.
  'src/shared/components/menu-button.test.tsx',
];

/**
 * Some app tests walk a learner through a whole page with user-event (dozens of steps): under 1 s alone, but one
 * overran vitest's default 5 s in CI on a slower 2-core machine with every lane running (cores 99 % busy). Nothing
 * in the spec bounds how long a test takes.
 */
const appTestTimeoutMs = 15_000;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Two there gained
    // nothing measurable in CI (242–251 s against 253 s, with 100 more tests: one worker already kept both cores
    // busy), and on larger machines this is Vitest's default. Each server test file has its own PGlite or its
    // own PostgreSQL database, so two files at a time share nothing.
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
          // The files share their worker processes and modules (decision 0070): each file importing the server,
          // drizzle, Fastify and PGlite again (and compiling PGlite's WebAssembly again) was most of the step's
          // import time. Every file still has its own servers and databases; a file that sets an environment
          // variable puts it back after it (helpers.ts, `envForThisFile`).
          isolate: false,
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
          exclude: appFilesNeedingIsolation,
          testTimeout: appTestTimeoutMs,
          // The files share their workers, window and modules (decision 0070): a fresh happy-dom window and
          // React per file was most of this project's CPU. test/setup.ts starts every test signed out, in the
          // default locale, with empty storage, at the site root, and Testing Library unmounts what it rendered.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app (isolated)',
          root: 'learner-app',
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          include: appFilesNeedingIsolation,
          testTimeout: appTestTimeoutMs,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          // A lint-rule file's first test loads ESLint's configuration and plugins: ~2 s alone, and it overran
          // vitest's default 5 s at load 5–8 (player-lint.test.ts). Nothing in the spec bounds it.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
