import { test as base, expect, type Page } from '@playwright/test';

/** Every test's baseURL is the server started by global-setup.ts. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
    await use(url);
  },
});
export { expect };

/** Waits until the first <ddi-player> on the page has played past `seconds`. */
export async function expectPlayback(page: Page, seconds = 1): Promise<void> {
  await page.waitForFunction(
    (min) => {
      const player = document.querySelector('ddi-player') as (HTMLElement & { currentTime: number }) | null;
      return (player?.currentTime ?? 0) > min;
    },
    seconds,
    { timeout: 30_000 },
  );
}
