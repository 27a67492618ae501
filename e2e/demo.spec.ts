import { expect, expectPlayback, test } from './fixtures.js';

test.describe('demo page (/demo/)', () => {
  test('shows a player with the catalogue and plays the HLS sample when Play is pressed', async ({ page }) => {
    await page.goto('/demo/');
    await expect(page.getByRole('combobox', { name: 'Sample' })).toBeEnabled();
    await expect(page.locator('ddi-player')).toHaveAttribute('src', /\.m3u8$/);
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('plays the mp4 sample: currentTime advances', async ({ page }) => {
    await page.goto('/demo/?feature=mp4');
    await expect(page.locator('ddi-player')).toHaveAttribute('src', /\.mp4$/);
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
  });
});

test.describe('demo page, DASH sample', () => {
  test('plays the DASH sample through dash.js: currentTime advances', async ({ page }) => {
    await page.goto('/demo/?feature=dash');
    await expect(page.locator('ddi-player')).toHaveAttribute('src', /\.mpd$/);
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
  });
});

test.describe('server', () => {
  test('GET /healthz answers ok with the database kind', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
