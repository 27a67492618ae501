import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectPlayback, test } from './fixtures.js';

/** Gzip bytes of every script the page downloaded from paths starting with `prefix`. */
function collectScripts(page: Page, prefix: string): () => Promise<{ total: number; files: string[] }> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith(prefix) && url.pathname.endsWith('.js')) bodies.set(url.pathname, response.body());
  });
  return async () => {
    let total = 0;
    for (const body of bodies.values()) total += gzipSync(await body, { level: 9 }).length;
    return { total, files: [...bodies.keys()] };
  };
}

test.describe('size budgets (gzip bytes of the JavaScript a page downloads)', () => {
  test('a page playing an mp4 with the full control bar downloads at most 35 KB of player JavaScript', async ({ page }) => {
    const measured = collectScripts(page, '/player/');
    await page.goto('/demo/?feature=mp4');
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 0.5);
    const { total, files } = await measured();
    test.info().annotations.push({ type: 'player mp4 page', description: `${total} bytes gzip: ${files.join(', ')}` });
    expect(files.some((file) => /hls|dash/i.test(file)), files.join(', ')).toBe(false);
    expect(total).toBeLessThanOrEqual(35 * 1024);
  });

  test('/pc/login downloads at most 120 KB of JavaScript', async ({ page }) => {
    const measured = collectScripts(page, '/pc/');
    await page.goto('/pc/login');
    await expect(page.getByRole('tab').first()).toBeVisible();
    const { total, files } = await measured();
    test.info().annotations.push({ type: '/pc/login', description: `${total} bytes gzip: ${files.join(', ')}` });
    expect(total).toBeLessThanOrEqual(120 * 1024);
  });
});
