import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../scripts/chromium.mjs';

/**
 * The second lane: the player's specs and the demo site (none logs a learner in), except the viewer-overlay
 * spec, which runs in the first lane with the ingest spec so that the two lanes take about as long (measured
 * per file in CI's e2e.json: about 525 s each; decision 0038).
 */
const playerLane = /[\\/](player-(?!viewer-overlays\.)[^\\/]*|demo)\.spec\.ts$/;

/** End-to-end: the system Chromium against a real server (global-setup.ts) with real media. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../.test-results/e2e-artifacts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two lanes side by side, each one file at a time: the learner app's specs share the demo learners (a
  // newer login takes over a session), so they never run at once; the player's specs use no learner session
  // and run beside them (decision 0038). A new spec joins the first lane unless it is a player-* spec.
  workers: 2,
  projects: [
    { name: 'learner app', testIgnore: playerLane, workers: 1 },
    { name: 'player', testMatch: playerLane, workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    // Real user gestures start playback here: no autoplay override.
    launchOptions: {
      executablePath: requireChromium(),
      args: chromiumArgs.filter((arg) => !arg.startsWith('--autoplay-policy')),
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
