import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../scripts/chromium.mjs';

/** End-to-end: the system Chromium against a real server (global-setup.ts) with real media. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../.test-results/e2e-artifacts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
