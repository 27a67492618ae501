// Overlays II end to end (issue 9): <ddi-player vid=…> against the real server's seeded videos — quiz,
// visitor form, ads, teaser, end screen and slides — with the rows the server stored read back.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

let catalog: { vid?: string; features: string[] }[] | undefined;

async function vidFor(page: Page, feature: string): Promise<string> {
  catalog ??= (await (await page.request.get('/demo/catalog.json')).json()) as { vid?: string; features: string[] }[];
  const entry = catalog.find((candidate) => candidate.vid && candidate.features[0] === feature);
  if (!entry?.vid) throw new Error(`/demo/catalog.json has no vid whose main tag is "${feature}"`);
  return entry.vid;
}

/** A page on the server's origin holding one player with these options; its events are kept in `window.events`. */
async function open(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.route('**/e2e-overlays.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>overlays</title><script type="module" src="/player/ddi-player.js"></script></head>
<body><main><ddi-player lang="en" style="width:800px"></ddi-player></main>
<script type="module">
  const player = document.querySelector('ddi-player');
  window.events = [];
  for (const name of ['ddi-question-show', 'ddi-question-answer', 'ddi-question-skip', 'ddi-visitor-submit', 'ddi-slide-change', 'ddi-over'])
    player.addEventListener(name, (event) => window.events.push({ name, detail: event.detail }));
  await customElements.whenDefined('ddi-player');
  player.options = ${JSON.stringify(options)};
</script></body></html>`,
    }),
  );
  await page.goto('/e2e-overlays.html');
}

type Handle = HTMLElement & { currentTime: number; duration: number; paused: boolean; ended: boolean; seek(s: number): void; play(): Promise<void> };
const read = <T>(page: Page, fn: (player: Handle) => T) =>
  page.evaluate((source) => new Function('p', `return (${source})(p)`)(document.querySelector('ddi-player')) as T, fn.toString());
const player = (page: Page) => page.locator('ddi-player');
const playButton = (page: Page) => player(page).getByRole('button', { name: 'Play', exact: true }).first();
async function ready(page: Page) {
  await page.waitForFunction(() => ((document.querySelector('ddi-player') as Handle | null)?.duration ?? 0) > 0);
}
/** Seeks once the file can be sought (mp4 served with byte ranges). */
async function seek(page: Page, seconds: number) {
  await page.waitForFunction((to) => {
    const video = document.querySelector('ddi-player')!.shadowRoot!.querySelector('video')!;
    return video.seekable.length > 0 && video.seekable.end(0) >= to;
  }, seconds);
  await read(page, new Function(`return (p) => p.seek(${seconds})`)() as (p: Handle) => void);
}

test.describe('overlays II on the video platform', () => {
  test('quiz: pauses at showTime, a right answer is logged by the server and remembered; a wrong one seeks back to wrongTime', async ({ page }) => {
    const vid = await vidFor(page, 'quiz');
    await open(page, { vid });
    await ready(page);
    await playButton(page).click();
    const quiz = player(page).getByRole('dialog', { name: 'Question' });
    await expect(quiz).toBeVisible({ timeout: 15_000 });
    expect(await read(page, (p) => p.paused)).toBe(true);
    await expect(quiz.getByText('What builds trust in a new team?')).toBeVisible();
    // Not skippable: no skip button, Escape does nothing.
    await expect(quiz.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(quiz).toBeVisible();

    // Wrong → the wrong panel, then back to wrongTime (1 s).
    await quiz.getByRole('radio', { name: /Having all the answers/ }).check();
    await quiz.getByRole('button', { name: 'Submit' }).click();
    await expect(quiz.getByText('Wrong answer')).toBeVisible();
    await quiz.getByRole('button', { name: 'Continue' }).click();
    await page.waitForFunction(() => (document.querySelector('ddi-player') as Handle).currentTime < 3);

    // Playing on from 1 s reaches 3 s again: right this time; the right tip closes by itself.
    await expect(quiz).toBeVisible({ timeout: 15_000 });
    await quiz.getByRole('radio', { name: /Keeping the promises you make/ }).check();
    await quiz.getByRole('button', { name: 'Submit' }).click();
    await expect(quiz.getByText('Right answer')).toBeVisible();
    await expect(quiz).toBeHidden({ timeout: 5_000 });
    await page.waitForFunction(() => !(document.querySelector('ddi-player') as Handle).paused);

    const logs = await (await page.request.get(`/dev/vod-exam-logs?vid=${vid}`)).json();
    const rows = logs.data.rows as { eid: string; correct: number; answer: string[] }[];
    expect(rows.map((row) => [row.eid, row.correct])).toEqual(expect.arrayContaining([['quiz-q1', 0], ['quiz-q1', 1]]));
    expect(rows.find((row) => row.correct === 1)!.answer).toEqual(['Keeping the promises you make']);
    expect(await page.evaluate((key) => localStorage.getItem(key), `exam-${vid}-quiz-q1`)).not.toBeNull();

    // Skip: the second question (8 s) allows it.
    await expect(quiz.getByText('Which two habits make goals clear? (choose two)')).toBeVisible({ timeout: 15_000 });
    await expect(quiz.getByRole('checkbox')).toHaveCount(4);
    await quiz.getByRole('button', { name: 'Skip' }).click();
    await expect(quiz).toBeHidden();
    await page.waitForFunction(() => !(document.querySelector('ddi-player') as Handle).paused);

    // Remembered: after a reload, the first question does not pop again.
    await page.reload();
    await ready(page);
    await playButton(page).click();
    await page.waitForFunction(() => (document.querySelector('ddi-player') as Handle).currentTime > 4.5, undefined, { timeout: 20_000 });
    const shown = await page.evaluate(() => (window as unknown as { events: { name: string; detail: { examId: string } }[] }).events);
    expect(shown.filter((event) => event.name === 'ddi-question-show').map((event) => event.detail.examId)).not.toContain('quiz-q1');
  });

  test('visitor form: every field is required; a submit is stored by the server, shows success and resumes', async ({ page }) => {
    const vid = await vidFor(page, 'visitor');
    await open(page, { vid });
    await ready(page);
    await playButton(page).click();
    const form = player(page).getByRole('dialog');
    await expect(form).toBeVisible({ timeout: 15_000 });
    expect(await read(page, (p) => p.paused)).toBe(true);
    const fields = form.locator('input, textarea');
    await expect(fields).toHaveCount(3);
    await fields.nth(0).fill('Ana');
    await fields.nth(1).fill('   ');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please complete the information correctly.')).toBeVisible();
    await expect(fields.nth(1)).toHaveAttribute('aria-invalid', 'true');
    await fields.nth(1).fill('Acme');
    await fields.nth(2).fill('Looking forward to it');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Submitted successfully, thank you!')).toBeVisible();
    await expect(form).toBeHidden({ timeout: 5_000 });
    await page.waitForFunction(() => !(document.querySelector('ddi-player') as Handle).paused);
    const records = (await (await page.request.get(`/dev/vod-visitor-records?vid=${vid}`)).json()).data.rows as { fields: { value: string }[] }[];
    expect(records).toHaveLength(1);
    expect(JSON.stringify(records[0])).toContain('Acme');
  });

  test('ads: the start ad counts down, offers skip after its skip time, and the video starts after it; views are logged; the popup ad shows at its time', async ({ page }) => {
    const vid = await vidFor(page, 'ads');
    await open(page, { vid });
    await ready(page);
    await playButton(page).click();
    const skip = player(page).getByRole('button', { name: 'Skip ad' });
    await expect(player(page).getByText(/Ad \ds/).first()).toBeVisible({ timeout: 10_000 });
    expect(await read(page, (p) => p.paused)).toBe(true);
    await expect(skip).toBeVisible({ timeout: 5_000 });
    await skip.click();
    await page.waitForFunction(() => !(document.querySelector('ddi-player') as Handle).paused && (document.querySelector('ddi-player') as Handle).currentTime > 0.5);
    await expect
      .poll(async () => ((await (await page.request.get(`/dev/vod-ad-logs?vid=${vid}`)).json()).data.rows as { type: number }[]).some((row) => row.type === 1))
      .toBe(true);
    // The popup ad (popuptime 2 s, top-right corner) appears while the video plays.
    await expect(page.locator('ddi-player').locator('[part~="popup-ad"]')).toBeVisible({ timeout: 10_000 });
  });

  test('teaser: shows before the video and skipping it starts the video', async ({ page }) => {
    const vid = await vidFor(page, 'teaser');
    await open(page, { vid });
    await ready(page);
    await playButton(page).click();
    const skip = player(page).getByRole('button', { name: 'Skip' });
    await expect(skip).toBeVisible({ timeout: 10_000 });
    expect(await read(page, (p) => p.paused)).toBe(true);
    await skip.click();
    await page.waitForFunction(() => !(document.querySelector('ddi-player') as Handle).paused);
  });

  test('end screen: related videos paged 4 at a time on HLS with arrows; replay plays from the start', async ({ page }) => {
    const vid = await vidFor(page, 'endscreen');
    await open(page, { vid, muted: true });
    await ready(page);
    await playButton(page).click();
    await page.waitForFunction(() => !(document.querySelector('ddi-player') as Handle).paused);
    await read(page, (p) => p.seek(p.duration - 1));
    const screen = player(page).getByRole('dialog', { name: 'Video ended' });
    await expect(screen).toBeVisible({ timeout: 20_000 });
    const list = screen.getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const first = await list.getByRole('listitem').first().textContent();
    await screen.getByRole('button', { name: 'Next page' }).click();
    await expect(list.getByRole('listitem').first()).not.toHaveText(first ?? '');
    await screen.getByRole('button', { name: 'Replay' }).click();
    await expect(screen).toBeHidden();
    await page.waitForFunction(() => {
      const p = document.querySelector('ddi-player') as Handle;
      return !p.paused && p.currentTime < 10;
    });
  });

  test('slides: the slide follows seeking and the switch swaps the main view', async ({ page }) => {
    const vid = await vidFor(page, 'slides');
    await open(page, { vid, pptEnable: true });
    await ready(page);
    const slide = player(page).locator('[part~="slides-image"]').first();
    await expect(slide).toHaveAttribute('src', /slide-1\.svg/);
    await seek(page, 13);
    await expect(slide).toHaveAttribute('src', /slide-3\.svg/);
    const video = player(page).locator('video');
    const small = await video.boundingBox();
    expect(small!.width).toBeLessThan(400);
    await player(page).getByRole('button', { name: 'Show the video in the main view' }).click();
    await expect.poll(async () => (await video.boundingBox())!.width).toBeGreaterThan(600);
  });
});
