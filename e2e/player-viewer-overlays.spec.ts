// Issue 21 item 2: the platform samples of danmu, the signed marquee (patterns 1–7), logo and watermarks,
// played by vid through the demo's feature pages against the reference server (GET /vod/danmu/{vid},
// GET /vod/marquee). The player's tamper check (spec §5 "a signed response is compared against a second
// signed response") is checked against the real signature, then against an answer altered on the way.
import type { Page } from '@playwright/test';
import { expect, expectPlayback, test } from './fixtures.js';

const player = (page: Page) => page.locator('ddi-player').first();

/** Records the player's `ddi-marquee-tamper` reports in `window.tamper` from the start. */
async function recordTamper(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const reports: number[][] = [];
    (window as unknown as { tamper: number[][] }).tamper = reports;
    document.addEventListener('ddi-marquee-tamper', (event) => reports.push((event as CustomEvent<{ violations: number[] }>).detail.violations), true);
  });
}

const tamperReports = (page: Page) => page.evaluate(() => (window as unknown as { tamper: number[][] }).tamper);

async function play(page: Page, feature: string): Promise<void> {
  await page.goto(`/demo/feature.html?feature=${feature}`);
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expectPlayback(page, 0.5);
}

test('danmu: the danmu list of the platform sample shows over the video, on at first (openDanmu 1)', async ({ page }) => {
  await play(page, 'danmu');
  await expect(player(page).locator('ddi-danmu').getByText('Welcome to lesson 1')).toBeVisible({ timeout: 10_000 });
  // The bottom item of 6 s comes in while playing (rolling items are drawn on the layer's canvas).
  await expect(player(page).locator('ddi-danmu').getByText('Keep it up, team')).toBeVisible({ timeout: 15_000 });
});

for (const setting of [1, 2, 3, 4, 5, 6, 7]) {
  test(`marquee pattern ${setting}: the signed text shows, and its second signed response confirms it (no tamper report)`, async ({ page }) => {
    await recordTamper(page);
    await play(page, `marquee-${setting}`);
    const marquee = player(page).locator('ddi-marquee');
    await expect(marquee.getByText('demo learner 0001').first()).toBeAttached({ timeout: 10_000 });
    expect(await marquee.evaluate((element) => (element as unknown as { config: { setting: number } | null }).config?.setting)).toBe(setting);
    expect(await tamperReports(page)).toEqual([]);
  });
}

test('marquee: an answer altered on the way fails the second signed response → tamper report 11', async ({ page }) => {
  await recordTamper(page);
  await page.route('**/vod/marquee?**', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.has('sign')) return route.continue();
    const response = await route.fetch();
    const answer = (await response.json()) as { data: { username: string }; sign: string };
    answer.data.username = 'someone else';
    await route.fulfill({ response, json: answer });
  });
  await page.goto('/demo/feature.html?feature=marquee-1');
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => tamperReports(page), { timeout: 10_000 }).toContainEqual([11]);
});

test('logo and viewer watermark: the logos draw at their corners, the viewer id over the video', async ({ page }) => {
  await play(page, 'logo');
  const logos = player(page).locator('ddi-watermark [part="logo"]');
  await expect(logos).toHaveCount(2);
  const video = (await player(page).boundingBox())!;
  const topRight = (await logos.nth(0).boundingBox())!;
  expect(topRight.x + topRight.width).toBeGreaterThan(video.x + video.width / 2);
  expect(topRight.y).toBeLessThan(video.y + video.height / 2);
  await expect(logos.nth(0)).toHaveAttribute('href', 'https://example.com/academy');

  await play(page, 'watermark');
  await expect(player(page).locator('ddi-watermark .viewer')).toHaveText('demo-0001');
});
