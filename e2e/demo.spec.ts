// The demo site (/demo/) as an end-to-end smoke loop: one test per page and gallery state, generated from
// the demo's own page list (demo/pages.js). Each loads the page, collects console errors and page errors,
// starts playback as a viewer would and waits for currentTime to advance; pages whose point is an error
// check the code instead. Allowed console errors are listed with the page (`allow`).
import type { Locator, Page } from '@playwright/test';
import { FEATURE_NOTES, GALLERY_STATES, LANGUAGES, PAGES } from '../demo/pages.js';
import { audit, describeViolations } from './axe.js';
import { expect, expectPlayback, test } from './fixtures.js';

interface Note {
  text: string;
  error?: string;
  password?: string;
  skip?: string;
  allow?: RegExp[];
  shows?: string;
  control?: string;
  request?: RegExp;
  painted?: string;
}

type PlayerHandle = HTMLElement & { error: { code: string; message: string } | null; currentTime: number };

/** Records console errors and uncaught page errors, except those matching `allow`. */
function watchErrors(page: Page, allow: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (!allow.some((pattern) => pattern.test(message.text()))) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

const firstPlayer = (page: Page): Locator => page.locator('ddi-player').first();

/** A real click on the first player's Play button (the control bar's; the big one has no role). */
async function pressPlay(page: Page, name = 'Play'): Promise<void> {
  await firstPlayer(page).getByRole('button', { name, exact: true }).click();
}

/** Waits for the first player's error and returns its code. */
async function errorCode(page: Page): Promise<string> {
  await page.waitForFunction(() => (document.querySelector('ddi-player') as PlayerHandle | null)?.error != null, undefined, { timeout: 15_000 });
  return page.evaluate(() => (document.querySelector('ddi-player') as PlayerHandle).error!.code);
}

const inFirstPlayer = (page: Page, selector: string): Locator => firstPlayer(page).locator(selector).first();

/** The feature of a feature page, as its note in demo/pages.js says it shows (`shows`, `control`, `request`, `painted`). */
async function expectFeatureShown(page: Page, note: Note, requests: string[]): Promise<void> {
  if (note.shows) await expect(inFirstPlayer(page, note.shows)).toBeVisible();
  if (note.control) await expect(firstPlayer(page).getByRole('button', { name: note.control, exact: true, includeHidden: true })).toHaveCount(1);
  const pattern = note.request;
  if (pattern) await expect.poll(() => requests.some((url) => pattern.test(url)), { message: `a request matching ${pattern}` }).toBe(true);
  if (note.painted) {
    const canvas = inFirstPlayer(page, note.painted);
    const painted = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
        return data.some((value, index) => index % 4 === 3 && value > 0);
      });
    await expect.poll(painted, { message: `${note.painted} painted` }).toBe(true);
  }
}

test.describe('demo pages', () => {
  test('the index links every page, gallery state, language and catalogue feature', async ({ page, request }) => {
    const errors = watchErrors(page);
    await page.goto('/demo/');
    const catalog = (await (await request.get('/demo/catalog.json')).json()) as { features: string[] }[];
    const features = [...new Set(catalog.flatMap((entry) => entry.features))];
    const hrefs = [
      ...PAGES.filter((entry) => entry.path !== '/demo/').map((entry) => entry.path),
      ...GALLERY_STATES.map((state) => `/demo/gallery.html?state=${state.id}`),
      ...LANGUAGES.map((language) => `/demo/lang.html?lang=${language.code}`),
      ...features.map((feature) => `/demo/feature.html?feature=${encodeURIComponent(feature)}`),
    ];
    await expect(page.locator('#feature-pages')).toHaveAttribute('aria-busy', 'false');
    for (const href of hrefs) await expect(page.locator(`main a[href="${href}"]`), href).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('every catalogue feature has its notes on the feature page (demo/pages.js FEATURE_NOTES), and no note is stale', async ({ request }) => {
    const catalog = (await (await request.get('/demo/catalog.json')).json()) as { features: string[] }[];
    const features = [...new Set(catalog.flatMap((entry) => entry.features))].sort();
    expect(Object.keys(FEATURE_NOTES).sort()).toEqual(features);
  });

  test('index: the sample picker plays the HLS sample when Play is pressed, without console errors', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/demo/');
    await expect(page.getByRole('combobox', { name: 'Sample' })).toBeEnabled();
    await expect(page.locator('ddi-player')).toHaveAttribute('src', /\.m3u8$/);
    await pressPlay(page);
    await expectPlayback(page, 0.5);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('index ?feature=mp4 picks the mp4 sample, which plays', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/demo/?feature=mp4');
    await expect(page.locator('ddi-player')).toHaveAttribute('src', /\.mp4$/);
    await pressPlay(page);
    await expectPlayback(page, 0.5);
    expect(errors).toEqual([]);
  });

  test('index ?feature=dash picks the DASH sample, which plays through dash.js', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/demo/?feature=dash');
    await expect(page.locator('ddi-player')).toHaveAttribute('src', /\.mpd$/);
    await pressPlay(page);
    await expectPlayback(page, 0.5);
    expect(errors).toEqual([]);
  });

  test('playground: the default options apply, the resolved options show, and the player plays', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/demo/playground.html');
    await expect(page.locator('#status')).toContainText('Applied');
    // speed [2, 1.5, 1.25, 0.5, 7]: 7 is out of range and dropped, 1 is added (docs/player.md §3).
    await expect(page.locator('#normalised')).toContainText('speed: [2,1.5,1.25,0.5,7] → [2,1.5,1.25,1,0.5]');
    await expect(page.locator('#resolved')).toContainText('"skin": "blue"');
    await pressPlay(page);
    await expectPlayback(page, 0.5);
    await expect(page.locator('#events li[data-event="ddi-play"]')).not.toHaveCount(0);
    // The default options list a playlist: its side panel opens from the player's right edge.
    await page.getByRole('button', { name: 'Playlist', exact: true }).click();
    await expect(page.getByRole('region', { name: /^Playlist \(\d\)$/ }).locator('[part="playlist-item"]').first()).toHaveAttribute('aria-current', 'true');
    expect(errors).toEqual([]);
  });

  test('playground: invalid JSON and options the player rejects show in the alert, and the player keeps its options', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/demo/playground.html');
    await expect(page.locator('#status')).toContainText('Applied');
    const editor = page.getByRole('textbox', { name: 'Options (JSON)' });
    const alert = page.locator('#options-error');
    await editor.fill('{ "skin": ');
    await expect(alert).toContainText('Not valid JSON');
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await editor.fill('[1, 2]');
    await expect(alert).toContainText('The player rejected the options');
    await expect(page.locator('#resolved')).toContainText('"skin": "blue"');
    await editor.fill('{ "skin": "red", "volume": 5 }');
    await expect(alert).toBeHidden();
    await expect(page.locator('#normalised')).toContainText('volume: 5 → 0.75');
    await expect(firstPlayer(page)).toHaveAttribute('data-skin', 'red');
    expect(errors).toEqual([]);
  });

  test('plain HTML: only the player script, a <ddi-player> with attributes, and it plays', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/demo/plain.html');
    await expect(page.locator('script')).toHaveCount(1);
    await expect(page.locator('script')).toHaveAttribute('src', '/player/ddi-player.js');
    await expect(firstPlayer(page)).toHaveAttribute('data-skin', 'green');
    await pressPlay(page);
    await expectPlayback(page, 0.5);
    expect(errors).toEqual([]);
  });
});

test.describe('demo language pages', () => {
  for (const language of LANGUAGES) {
    test(`lang.html?lang=${language.code}: the page and the player speak ${language.name}, and it plays`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`/demo/lang.html?lang=${language.code}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
      await pressPlay(page, language.play);
      await expectPlayback(page, 0.5);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('demo skin gallery', () => {
  for (const state of GALLERY_STATES) {
    const smoke = state.smoke as { selector: string; host?: [string, string]; plays?: 'click' | 'page' | false; error?: string };
    test(`gallery.html?state=${state.id}: five skins, the first shows ${smoke.selector}${smoke.error ? ` and ${smoke.error}` : smoke.plays ? ' and plays' : ''}`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`/demo/gallery.html?state=${state.id}`);
      await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue(state.id);
      await expect(page.locator('ddi-player')).toHaveCount(5);
      if (smoke.error) {
        expect(await errorCode(page)).toBe(smoke.error);
        await expect(page.locator('figcaption output').first()).toContainText(smoke.error);
      }
      await expect(page.locator('#gallery')).toHaveAttribute('data-ready', state.id);
      await expect(inFirstPlayer(page, smoke.selector)).toBeVisible();
      if (smoke.host) await expect(firstPlayer(page)).toHaveAttribute(...smoke.host);
      if (smoke.plays === 'click') await pressPlay(page);
      if (smoke.plays) await expectPlayback(page, 0.5);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('demo feature pages', () => {
  for (const [feature, note] of Object.entries(FEATURE_NOTES as Record<string, Note>)) {
    const shown = [note.shows, note.control && `the ${note.control} control`, note.request && `requests ${note.request.source}`, note.painted && `paints ${note.painted}`];
    const title = note.error ? `shows ${note.error}` : ['plays', ...shown.filter(Boolean)].join(', ');
    test(`feature.html?feature=${feature}: ${title}`, async ({ page }) => {
      const errors = watchErrors(page, note.allow);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(`/demo/feature.html?feature=${encodeURIComponent(feature)}`);
      await expect(page.locator('#note')).toContainText(note.text);
      if (note.error) {
        expect(await errorCode(page)).toBe(note.error);
        await expect(inFirstPlayer(page, '[part~="error"]')).toBeVisible();
        await expect(page.locator('#error-code')).toContainText(note.error);
      } else {
        if (note.password) {
          await firstPlayer(page).getByRole('textbox', { name: 'Password' }).fill(note.password);
          await firstPlayer(page).getByRole('button', { name: 'OK' }).click();
        }
        await pressPlay(page);
        if (note.skip) await firstPlayer(page).getByRole('button', { name: note.skip }).click();
        await expectPlayback(page, 0.5);
        expect(await page.evaluate(() => (document.querySelector('ddi-player') as PlayerHandle).error)).toBeNull();
        await expectFeatureShown(page, note, requests);
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe('server', () => {
  test('GET /healthz answers ok with the database kind', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});

test.describe('the demo pages are accessible and do not move as they load', () => {
  const audited = [
    ...PAGES.map((entry) => entry.path),
    '/demo/gallery.html?state=paused',
    '/demo/lang.html?lang=th',
    '/demo/feature.html?feature=quiz',
  ];
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`no axe-core violation (WCAG 2.2 A/AA, best practices, colour contrast) on ${audited.length} demo pages at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of audited) {
        await page.goto(path);
        await expect(page.locator('ddi-player').first()).toHaveAttribute('role', 'region');
        await page.waitForFunction(() => Array.from(document.querySelectorAll('ddi-player')).every((player) => player.shadowRoot?.querySelector('video')));
        const violations = await audit(page);
        expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
      }
    });
  }

  test('/demo/ on a phone: the player’s place is kept while its script loads, and nothing below it moves as the catalogue and the events arrive (layout shift under 0.01)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/demo/');
    await expect(page.getByRole('combobox', { name: 'Sample' })).toBeEnabled();
    await expect(page.locator('#events li').first()).toBeAttached();
    await expect(page.locator('#feature-pages')).toHaveAttribute('aria-busy', 'false');
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0), JSON.stringify(shifts)).toBeLessThan(0.01);
  });
});
