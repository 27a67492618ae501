import { defineConfig } from 'vitest/config';

/**
 * The Firefox end-to-end lane: Debian's Firefox ESR, driven headless over WebDriver BiDi by puppeteer-core,
 * against the real built server (started once by global-setup.ts, the same way as the Playwright suite).
 * One file at a time: each launches its own Firefox, and the machine has two cores.
 */
export default defineConfig({
  test: {
    name: 'firefox',
    root: 'e2e-firefox',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    retry: 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
