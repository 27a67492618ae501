import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireEndToEndChromium } from '../scripts/chromium.mjs';

/** The player lane: the player's specs (none logs a learner in). */
const playerLane = /[\\/]player-[^\\/]*\.spec\.ts$/;
/**
 * The third lane: specs that share nothing with the other two — the demo site (no learner) and the app's axe
 * audit (a server of its own). The ingest spec (a server of its own too) runs in the first lane, so that the
 * three take about as long (per file in CI's e2e.json, run 9: about 380, 390 and 405 s of tests; decision 0038).
 */
const ownLane = /[\\/](demo|app-a11y)\.spec\.ts$/;

/** End-to-end: the system Chromium against a real server (global-setup.ts) with real media. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../.test-results/e2e-artifacts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Three lanes side by side, each one file at a time: the learner app's specs share the demo learners (a
  // newer login takes over a session), so they never run at once; the player's specs and the third lane's use
  // no demo learner session and run beside them (decision 0038). Most of a test's time is spent waiting on
  // media playing in real time, so three lanes fit on two cores. A new spec joins the first lane unless it is
  // a player-* spec.
  workers: 3,
  projects: [
    { name: 'learner app', testIgnore: [playerLane, ownLane], workers: 1 },
    { name: 'player', testMatch: playerLane, workers: 1 },
    { name: 'demo and audit', testMatch: ownLane, workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    // Real user gestures start playback here: no autoplay override.
    launchOptions: {
      // Debian's headless shell when installed (decision 0078), else the full Chromium.
      executablePath: requireEndToEndChromium(),
      args: chromiumArgs.filter((arg) => !arg.startsWith('--autoplay-policy')),
    },
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot, but the trace
    // records no screencast: its frames were 20–30 % of a spec's CPU (demo.spec.ts: 235–262 CPU s with them,
    // 185 without, 167 with no trace at all; decision 0060).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
