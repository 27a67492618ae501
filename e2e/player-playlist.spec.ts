// The playlist side panel (spec §2, issue 21) against the real server: a page lists two of the seeded
// platform videos in the `playlist` option; the panel is 350 px wide on the player's right, and choosing
// the other video plays it by vid.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

type Handle = HTMLElement & { vid: string; currentTime: number; duration: number };
const read = <T>(page: Page, fn: (player: Handle) => T) =>
  page.evaluate((source) => new Function('p', `return (${source})(p)`)(document.querySelector('ddi-player')) as T, fn.toString());

async function vids(page: Page): Promise<{ vid: string; title: string }[]> {
  const catalog = (await (await page.request.get('/demo/catalog.json')).json()) as { vid?: string; title: string; features: string[] }[];
  const pick = (feature: string) => catalog.find((entry) => entry.vid && entry.features[0] === feature);
  const chosen = [pick('mp4'), pick('hls')];
  if (chosen.some((entry) => !entry)) throw new Error('/demo/catalog.json has no mp4 or hls vid');
  return chosen.map((entry) => ({ vid: entry!.vid!, title: entry!.title }));
}

test('§2 playlist side panel: 350 px wide on the right; choosing an entry plays that video', async ({ page }) => {
  const playlist = await vids(page);
  await page.route('**/e2e-playlist.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>playlist</title><script type="module" src="/player/ddi-player.js"></script></head>
<body><main><ddi-player lang="en" muted style="display:block;width:960px"></ddi-player></main>
<script type="module">
  const player = document.querySelector('ddi-player');
  await customElements.whenDefined('ddi-player');
  player.options = ${JSON.stringify({ vid: playlist[0]!.vid, playlist })};
</script></body></html>`,
    }),
  );
  await page.goto('/e2e-playlist.html');
  await page.waitForFunction(() => ((document.querySelector('ddi-player') as Handle | null)?.duration ?? 0) > 0);
  const toggle = page.getByRole('button', { name: 'Playlist' });
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Playlist (2)' });
  await expect(panel).toBeVisible();
  const [box, host] = await Promise.all([panel.boundingBox(), page.locator('ddi-player').boundingBox()]);
  expect(box!.width).toBe(350);
  expect(Math.round(host!.x + host!.width - (box!.x + box!.width))).toBe(0);
  await page.locator('ddi-player').screenshot({ path: test.info().outputPath('playlist-panel.png') });
  await expect(panel.getByRole('button', { name: playlist[0]!.title })).toHaveAttribute('aria-current', 'true');
  await panel.getByRole('button', { name: playlist[1]!.title }).click();
  await expect.poll(() => read(page, (player) => player.vid)).toBe(playlist[1]!.vid);
  await page.waitForFunction(() => (document.querySelector('ddi-player') as Handle).currentTime > 0.5, undefined, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Playlist (2)' }).getByRole('button', { name: playlist[1]!.title })).toHaveAttribute('aria-current', 'true');
});
