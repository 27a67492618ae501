import type { Page } from '@playwright/test';
import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { courseIdByName, logIn } from './learner-helpers.js';
import { useOwnServer } from './own-server.js';

/**
 * Decision 0091: the unit's video page shows the video's transcript under the player, read from the real player
 * (`transcript()`) through the real server: the lines of the captions shown, the line being spoken marked, a line
 * chosen plays the video from there, the other language's file on request or when the learner chooses it in the
 * player's captions menu (`ddi-subtitle-change`), and a search of the lines. On a server of its own: playing
 * moves the demo learner's progress, which other files expect untouched.
 */
const own = useOwnServer();
type PlayerLike = HTMLElement & { currentTime: number; paused: boolean };

/** Opens unit 1's video page of Coaching for Success in `lang`, counting the player's `ddi-ready` events. */
async function openVideoPage(page: Page, lang: 'en' | 'th'): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { readyEvents: number };
    counter.readyEvents = 0;
    document.addEventListener('ddi-ready', () => (counter.readyEvents += 1), true);
  });
  await logIn(page, { baseURL: own.baseUrl });
  const courseId = await courseIdByName(page, 'Coaching for Success', own.baseUrl);
  const course = (await (await page.request.get(`${own.baseUrl}/ddilearner/v2/user/learningpathes/${courseId}`)).json()) as { data: { units: { id: number }[] } };
  const unitId = course.data.units[0]?.id;
  await page.goto(`${own.baseUrl}/pc/course/videoLearning?id=${courseId}&unitId=${unitId}&lang=${lang}`);
}

const transcript = (page: Page) => page.getByRole('region', { name: /Transcript|บทถอดเสียง/ });
const lines = (page: Page) => transcript(page).getByRole('list').getByRole('button');

test('the transcript lists the shown captions’ lines; a line chosen plays the video from there and is marked as it is spoken', async ({ page }) => {
  await openVideoPage(page, 'en');
  await expect(lines(page)).toHaveCount(6);
  await expect(lines(page).first()).toHaveText('00:00 Welcome to Leading Teams.');
  await expect(transcript(page).getByRole('radio', { name: 'English' })).toBeChecked();

  await lines(page).nth(2).click();
  await page.waitForFunction(() => {
    const player = document.querySelector('ddi-player') as PlayerLike | null;
    return player !== null && !player.paused && player.currentTime >= 8.2;
  });
  await expect(lines(page).nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(lines(page).nth(2)).toHaveText('00:08 Great leaders listen before they speak.');
  // The page re-rendered for the transcript, the tick and the broadcast: the player never loaded the video again.
  expect(await page.evaluate(() => (window as unknown as { readyEvents: number }).readyEvents)).toBe(1);

  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await transcript(page).getByRole('radio', { name: '中文' }).click();
  await expect(lines(page).first()).toHaveText('00:00 欢迎学习《团队领导力》。');
});

test('a search keeps the lines holding its words; the captions chosen in the player’s menu become the transcript’s language', async ({ page }) => {
  await openVideoPage(page, 'en');
  await expect(lines(page)).toHaveCount(6);
  const search = transcript(page).getByRole('searchbox', { name: 'Search the transcript' });
  await search.fill('LEAD');
  await expect(lines(page)).toHaveCount(2);
  // The marks do not break the line's name (the browser's own accessible name).
  await expect(lines(page).nth(1)).toHaveAccessibleName('00:08 Great leaders listen before they speak.');
  await expect(lines(page).nth(1).locator('mark')).toHaveText('lead');
  await expect(transcript(page).getByRole('status')).toHaveText('2 lines contain “LEAD”');
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await search.press('Escape');
  await expect(lines(page)).toHaveCount(6);

  const player = page.locator('ddi-player');
  // Back to the start (the page resumed where the first test left the demo learner, once the length was known).
  await page.waitForFunction(() => ((document.querySelector('ddi-player') as unknown as { duration: number } | null)?.duration ?? 0) > 0);
  await player.evaluate((element) => {
    (element as unknown as { seek(seconds: number): void }).seek(0);
  });
  await player.hover();
  await player.getByRole('button', { name: 'Subtitles' }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(player.locator('[part="cue"]').first()).toHaveText('欢迎学习《团队领导力》。');
  await expect(lines(page).first()).toHaveText('00:00 欢迎学习《团队领导力》。');
  await expect(transcript(page).getByRole('radio', { name: '中文' })).toBeChecked();
});

test('in Thai the transcript speaks Thai, and shows the English captions the player shows for want of Thai ones', async ({ page }) => {
  await openVideoPage(page, 'th');
  await expect(transcript(page).getByRole('heading', { name: 'บทถอดเสียง' })).toBeVisible();
  await expect(transcript(page).getByRole('radiogroup', { name: 'ภาษาของบทถอดเสียง' })).toBeVisible();
  await expect(lines(page).first()).toHaveText('00:00 Welcome to Leading Teams.');
  await expect(page.locator('ddi-player [part="cue"]').first()).toHaveText('Welcome to Leading Teams.');
});
