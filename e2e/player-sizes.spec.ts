// Issue 28 item 7 end to end: one player (HLS with quality levels, captions, screenshot, picture-in-picture,
// page fullscreen and fullscreen) at 320×180 and 480×270 in every skin; every menu of the bar and every
// sub-list of the nested Settings opens inside the player, and every control of the bar stays inside it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const skins = ['ouchn', 'blue', 'gold', 'green', 'red'];
const sizes = [
  [320, 180],
  [480, 270],
] as const;

async function open(page: Page): Promise<void> {
  const options = { screenshot: true, pictureInPicture: true, full_page_screen: true, video_srt: { English: '/media/lesson/subtitles/lesson.en.srt' } };
  await page.route('**/e2e-sizes.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>sizes</title><script type="module" src="/player/ddi-player.js"></script></head>
<body><main><div id="box" style="width:480px;height:270px"><ddi-player lang="en" style="height:100%"></ddi-player></div></main>
<script type="module">
  const player = document.querySelector('ddi-player');
  await customElements.whenDefined('ddi-player');
  player.options = ${JSON.stringify(options)};
  player.src = '/media/lesson/hls/master.m3u8';
</script></body></html>`,
    }),
  );
  await page.goto('/e2e-sizes.html');
}

/** Fails unless `inner` is inside `outer` (half a pixel of rounding). */
async function expectInside(inner: Locator, outer: { x: number; y: number; width: number; height: number }, what: string): Promise<void> {
  const box = await inner.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(box!.x, `${what}: left`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box!.y + box!.height, `${what}: bottom`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
  expect(box!.x + box!.width, `${what}: right`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

/** The bar's visible controls that are not inside `frame` (half a pixel of rounding), by name; throws when none shows. */
async function controlsOutside(page: Page, frame: { x: number; y: number; width: number; height: number }): Promise<string[]> {
  const boxes = await page
    .locator('[part="bar"] .row > :not(.spacer):not(slot):visible')
    .evaluateAll((controls) => controls.map((control) => ({ name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.localName, box: control.getBoundingClientRect().toJSON() as DOMRect })));
  if (boxes.length === 0) throw new Error('the bar shows no control');
  return boxes
    .filter(({ box }) => box.y < frame.y - 0.5 || box.x < frame.x - 0.5 || box.y + box.height > frame.y + frame.height + 0.5 || box.x + box.width > frame.x + frame.width + 0.5)
    .map(({ name }) => name);
}

test('at 320×180 and 480×270, in every skin, every control and every menu and sub-menu fits inside the player', async ({ page }) => {
  await open(page);
  const player = page.locator('ddi-player');
  await expect.poll(() => player.evaluate((element) => (element as HTMLElement & { levels: unknown[] }).levels.length)).toBeGreaterThan(1);
  for (const [width, height] of sizes) {
    await page.locator('#box').evaluate((box, [w, h]) => box.setAttribute('style', `width:${w}px;height:${h}px`), [width, height]);
    for (const skin of skins) {
      await player.evaluate((element, value) => element.setAttribute('skin', value), skin);
      await expect(player).toHaveAttribute('data-skin', skin);
      const frame = (await player.boundingBox())!;
      expect(Math.round(frame.width)).toBe(width);
      const where = `${width}×${height} ${skin}`;
      // Read in one go, and again until the bar has laid itself out for the new skin: a control it hides meanwhile
      // is simply not read (a list of locators taken before would wait for it forever).
      await expect.poll(() => controlsOutside(page, frame), { message: `${where}: controls outside the player` }).toEqual([]);
      const menus = page.locator('ddi-menu-button:visible');
      const count = await menus.count();
      expect(count, `${where}: menus`).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const menuButton = menus.nth(index);
        const label = await menuButton.getAttribute('label');
        await menuButton.locator('[part="button"]').click();
        const menu = menuButton.locator('[part="menu"]');
        await expect(menu).toBeVisible();
        await expectInside(menu, frame, `${where}: ${label}`);
        const rows = await menu.locator('[data-row]').evaluateAll((found) => found.map((row) => row.getAttribute('data-row')!));
        if (label === 'Settings') {
          expect(rows, `${where}: Settings rows`).toEqual(expect.arrayContaining(['Speed', 'Quality', 'Subtitles']));
          // For a person to judge (issue 28 item 7 asks for it): the open Settings in two skins.
          if (skin === 'ouchn' || skin === 'gold') await player.screenshot({ path: test.info().outputPath(`settings-${width}x${height}-${skin}.png`) });
        }
        for (const row of rows) {
          await menu.locator(`[data-row="${row}"]`).click();
          await expect(menu).toHaveAttribute('aria-label', row);
          await expectInside(menu, frame, `${where}: ${label} › ${row}`);
          await menu.locator('[data-back]').click();
          await expect(menu).toHaveAttribute('aria-label', label!);
        }
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
      }
    }
  }
});
