import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { useOwnServer } from './own-server.js';

/** Issue 11: the Leadership DNA survey, its report with expert audio, the time limit, the retake and the header's DNA entry. */

async function logIn(page: Page, baseURL?: string) {
  await page.goto(`${baseURL ?? ''}/pc/login?lang=en`);
  await page.getByLabel('User name').fill('demo');
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/home$/);
}

/** Chooses the DNA entry (id 0) in the header's course selection. */
async function chooseDnaInHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Course: / }).click();
  await page.getByRole('menuitemradio', { name: /Leadership DNA/ }).click();
}

/** Answers every item shown, first option each time, and returns how many there were. */
async function answerAll(page: Page): Promise<number> {
  const main = page.getByRole('main');
  const first = main.getByText(/^Question \d+ of \d+$/);
  await expect(first).toBeVisible();
  const [start, total] = ((await first.textContent()) ?? '').replace('Question ', '').split(' of ').map((part) => Number(part.trim()));
  for (let index = start ?? 1; index <= (total ?? 0); index += 1) {
    await expect(main.getByText(`Question ${index} of ${total}`, { exact: true })).toBeVisible();
    await main.getByRole('radio').first().check();
    if (index < (total ?? 0)) await main.getByRole('button', { name: 'Next' }).click();
  }
  return total ?? 0;
}

/** Any `playedSeconds` in the answer of /dev/dna-audio-records. */
function playedSecondsIn(body: unknown): number[] {
  const found: number[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'playedSeconds' && typeof inner === 'number') found.push(inner);
        else walk(inner);
      }
    }
  };
  walk(body);
  return found;
}

const EXPIRED = 'Not finished in time — no report was made. Please take the survey again.';

test.describe('learner app: Leadership DNA (issue 11)', () => {
  test('the header routes the DNA entry to the introduction; the whole survey ends in a report whose audio plays are recorded; a retake resets', async ({
    page,
  }) => {
    await logIn(page);
    await chooseDnaInHeader(page);
    await expect(page).toHaveURL(/\/pc\/leadershipDNA\/evaluationIntroduction$/);
    await expect(page.getByText('The survey takes about 10–20 minutes.')).toBeVisible();
    await page.getByRole('link', { name: /^(Start the survey|Continue the survey)$/ }).click();

    await expect(page).toHaveURL(/\/pc\/leadershipDNA\/answer$/);
    await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^[12]\d:\d\d$/);
    const total = await answerAll(page);
    expect(total).toBe(48);
    await expect(page.getByText('All questions are answered: you can finish.')).toBeVisible();
    await page.getByRole('button', { name: 'Finish the survey' }).click();

    await expect(page).toHaveURL(/\/pc\/leadershipDNA\/evaluationReport$/);
    await expect(page.getByRole('heading', { name: 'Your six dimensions' })).toBeVisible({ timeout: 20_000 });
    const table = page.getByRole('table', { name: 'Scores by dimension' });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('img', { name: /Chart of your scores by dimension/ })).toBeVisible();
    const firstDimension = page.getByRole('article').first();
    await expect(firstDimension.locator('img').first()).toHaveAttribute('src', /^\/media\/dna\/icons\/.+\.svg$/);

    // Play an expert audio for a moment, then pause: the play is recorded with the seconds played.
    const audio = page.locator('audio').first();
    await expect(audio).toHaveAttribute('aria-label', /^Expert audio: /);
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 1.6, undefined, { timeout: 15_000 });
    await audio.evaluate((element: HTMLAudioElement) => {
      element.pause();
    });
    await expect
      .poll(async () => playedSecondsIn(await (await page.request.get('/dev/dna-audio-records')).json()).some((seconds) => seconds >= 1))
      .toBe(true);

    // The analysis page and back.
    await page.getByRole('link', { name: 'See the full analysis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leadership DNA analysis' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Strengths' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to the report' }).first().click();

    // The header's DNA entry now goes to the report (progress 100).
    await page.goto('/pc/home');
    await chooseDnaInHeader(page);
    await expect(page).toHaveURL(/\/pc\/leadershipDNA\/evaluationReport$/);

    // Retake: a fresh attempt from the first item; the entry goes back to the introduction.
    await page.getByRole('button', { name: 'Take the survey again' }).click();
    await expect(page).toHaveURL(/\/pc\/leadershipDNA\/answer$/);
    await expect(page.getByText('Question 1 of 48', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.goto('/pc/home');
    await chooseDnaInHeader(page);
    await expect(page).toHaveURL(/\/pc\/leadershipDNA\/evaluationIntroduction$/);
    await expect(page.getByRole('link', { name: 'Continue the survey' })).toBeVisible();
  });
});

test.describe('a DNA attempt past its time limit yields no report and offers a retake', () => {
  const own = useOwnServer({ DNA_TIME_LIMIT_SECONDS: '5', ASSESSMENT_SWEEP_INTERVAL_MS: '500', REPORT_DELAY_MS: '0' });

  test('with a 5 s limit: "not finished in time", no report, the retake starts a fresh attempt', async ({ page }) => {
    await logIn(page, own.baseUrl);
    await page.goto(`${own.baseUrl}/pc/leadershipDNA/answer`);
    const main = page.getByRole('main');
    await expect(main.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await main.getByRole('radio').first().check();
    await expect(page.getByRole('alert')).toHaveText(EXPIRED, { timeout: 15_000 });
    await expect(page.getByRole('radio')).toHaveCount(0);

    // No report: the report page and the introduction say so and offer the retake.
    await page.goto(`${own.baseUrl}/pc/leadershipDNA/evaluationReport`);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto(`${own.baseUrl}/pc/leadershipDNA/evaluationIntroduction`);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);

    await page.getByRole('button', { name: 'Take the survey again' }).click();
    await expect(page).toHaveURL(/\/pc\/leadershipDNA\/answer$/);
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
  });
});
