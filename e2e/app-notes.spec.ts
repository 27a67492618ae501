import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { courseIdByName, logIn } from './learner-helpers.js';
import { useOwnServer } from './own-server.js';

/**
 * Decision 0093: "My notes" under the unit's video, through the real server and the real player: a note is kept at
 * the video's time when the learner started writing it, is still there after a reload, plays the video from its
 * time, and can be rewritten and deleted; another learner never sees it. On a server of its own: the notes are the
 * demo learner's rows, which other files do not expect.
 */
const own = useOwnServer();
type PlayerLike = HTMLElement & { currentTime: number; paused: boolean; seek(seconds: number): void };

/** Opens unit 1's video page of Coaching for Success in `lang` as `username`; answers the unit's id. */
async function openVideoPage(page: Page, lang: 'en' | 'th', username = 'demo'): Promise<number> {
  await logIn(page, { baseURL: own.baseUrl, username });
  const courseId = await courseIdByName(page, 'Coaching for Success', own.baseUrl);
  const course = (await (await page.request.get(`${own.baseUrl}/ddilearner/v2/user/learningpathes/${courseId}`)).json()) as { data: { units: { id: number }[] } };
  const unitId = course.data.units[0]?.id;
  if (unitId === undefined) throw new Error('the course has no unit');
  await page.goto(`${own.baseUrl}/pc/course/videoLearning?id=${courseId}&unitId=${unitId}&lang=${lang}`);
  return unitId;
}

const notes = (page: Page) => page.getByRole('region', { name: /My notes|โน้ตของฉัน/ });

/** Moves the paused video to `seconds`, as the learner would with the progress bar. */
async function videoAt(page: Page, seconds: number) {
  // Once its length is known: the page has then moved it to where the learner left off, if anywhere.
  await page.waitForFunction(() => ((document.querySelector('ddi-player') as (PlayerLike & { duration: number }) | null)?.duration ?? 0) > 0);
  await page.evaluate((to) => {
    (document.querySelector('ddi-player') as PlayerLike).seek(to);
  }, seconds);
  await page.waitForFunction((to) => Math.floor((document.querySelector('ddi-player') as PlayerLike).currentTime) === to, seconds);
}

test('a note is kept at the video’s time when the learner began it, stays after a reload, and its time plays the video from there', async ({ page }) => {
  await openVideoPage(page, 'en');
  const field = notes(page).getByRole('textbox', { name: 'Add a note' });
  await expect(notes(page).getByText('No notes yet.', { exact: false })).toBeVisible();
  await videoAt(page, 8);
  await field.pressSequentially('Listen before speaking');
  await expect(notes(page).getByText('At 00:08 in the video.', { exact: false })).toBeVisible();
  await videoAt(page, 14);
  await field.press('Control+Enter');
  await expect(notes(page).getByRole('button', { name: 'Play from 00:08' })).toBeVisible();
  await expect(field).toHaveValue('');

  await page.reload();
  await expect(notes(page).getByRole('listitem')).toHaveCount(1);
  await expect(notes(page).getByRole('listitem')).toContainText('Listen before speaking');
  await expect(notes(page).getByRole('heading', { name: 'My notes (1)' })).toBeVisible();
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await notes(page).getByRole('button', { name: 'Play from 00:08' }).click();
  await page.waitForFunction(() => {
    const player = document.querySelector('ddi-player') as PlayerLike;
    return !player.paused && player.currentTime >= 8;
  });
});

test('the course page lists the learner’s notes under their units; a note’s time opens the unit’s video there', async ({ page }) => {
  const unitId = await openVideoPage(page, 'en');
  await page.request.post(`${own.baseUrl}/ddilearner/v1/user/notes/add`, { data: { unitId, position: 12, text: 'Goals with reasons' } });
  const courseId = await courseIdByName(page, 'Coaching for Success', own.baseUrl);
  await page.goto(`${own.baseUrl}/pc/course?id=${courseId}&lang=en`);
  const courseNotes = page.getByRole('region', { name: /^My notes/ });
  const unit = courseNotes.getByRole('region', { name: 'Unit 1: Open the conversation' });
  await expect(unit.getByRole('listitem').filter({ hasText: 'Goals with reasons' })).toHaveCount(1);
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await courseNotes.getByRole('button', { name: 'Download notes' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('Coaching for Success - My notes.txt');
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain('Unit 1: Open the conversation');
  expect(text).toContain('00:12  Goals with reasons');
    await unit.getByRole('link', { name: 'Play from 00:12' }).click();
  await expect(page).toHaveURL(/videoLearning\?.*t=12/);
  await page.waitForFunction(() => {
    const player = document.querySelector('ddi-player') as PlayerLike | null;
    return player !== null && Math.floor(player.currentTime) === 12;
  });
});

test('a note is rewritten in place and deleted after a confirmation; another learner never sees it', async ({ page, browser }) => {
  const unitId = await openVideoPage(page, 'en');
  const field = notes(page).getByRole('textbox', { name: 'Add a note' });
  await videoAt(page, 3);
  await field.fill('Ask one open question');
  await notes(page).getByRole('button', { name: 'Save note' }).click();
  await notes(page).getByRole('button', { name: 'Edit the note at 00:03' }).click();
  const editor = notes(page).getByRole('textbox', { name: 'Note at 00:03' });
  await expect(editor).toBeFocused();
  await editor.fill('Ask two open questions');
  await notes(page).getByRole('button', { name: 'Save changes' }).click();
  const edited = notes(page).getByRole('listitem').filter({ hasText: 'Ask two open questions' });
  await expect(edited).toHaveCount(1);
  await expect(notes(page).getByRole('button', { name: 'Edit the note at 00:03' })).toBeFocused();

  // Another learner enrolled in the same course: the unit has no notes for them, and the note's id is not found.
  const mine = ((await (await page.request.get(`${own.baseUrl}/ddilearner/v1/user/notes/${unitId}`)).json()) as { data: { noteId: number; text: string }[] }).data;
  const stored = mine.find((note) => note.text === 'Ask two open questions');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, { baseURL: own.baseUrl, username: 'newcomer' });
  const theirs = (await (await otherPage.request.get(`${own.baseUrl}/ddilearner/v1/user/notes/${unitId}`)).json()) as { code: number; data: unknown };
  expect(theirs.code === 404 || (theirs.code === 0 && Array.isArray(theirs.data) && theirs.data.length === 0)).toBe(true);
  const deleteTheirs = await otherPage.request.post(`${own.baseUrl}/ddilearner/v1/user/notes/delete/${stored?.noteId}`, { data: {} });
  expect(((await deleteTheirs.json()) as { code: number }).code).toBe(404);
  await other.close();

  await notes(page).getByRole('button', { name: 'Delete the note at 00:03' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the note at 00:03?' });
  await expect(dialog).toContainText('Ask two open questions');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(edited).toHaveCount(0);
  // Its buttons are gone: the learner is back in the field for a new note, also once the question has faded out.
  await expect(field).toBeFocused();
  await page.waitForTimeout(500);
  await expect(field).toBeFocused();
  await page.reload();
  await expect(notes(page).getByRole('heading', { name: /My notes/ })).toBeVisible();
  await expect(edited).toHaveCount(0);
  expect(((await (await page.request.get(`${own.baseUrl}/ddilearner/v1/user/notes/${unitId}`)).json()) as { data: unknown[] }).data).toHaveLength(mine.length - 1);
});

test('in Thai the notes speak Thai, and a refused note says why in Thai and keeps its text', async ({ page }) => {
  const unitId = await openVideoPage(page, 'th');
  // A note listed too, so that the audit reads its buttons' Thai names.
  await page.request.post(`${own.baseUrl}/ddilearner/v1/user/notes/add`, { data: { unitId, position: 4, text: 'ฟังก่อนพูด' } });
  await page.reload();
  await expect(notes(page).getByRole('button', { name: 'แก้ไข โน้ตที่ 00:04' })).toBeVisible();
  const field = notes(page).getByRole('textbox', { name: 'เพิ่มโน้ต' });
  await field.fill('   ');
  await notes(page).getByRole('button', { name: 'บันทึกโน้ต' }).click();
  await expect(notes(page).getByText('กรุณาเขียนโน้ตก่อน')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('   ');
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

for (const lang of ['zh', 'tw'] as const) {
  test(`in ${lang === 'zh' ? 'Simplified' : 'Traditional'} Chinese a listed note's buttons carry their visible words in their names (axe)`, async ({ page }) => {
    const unitId = await openVideoPage(page, 'en');
    await page.request.post(`${own.baseUrl}/ddilearner/v1/user/notes/add`, { data: { unitId, position: 4, text: '先听后说' } });
    await page.goto(page.url().replace('lang=en', `lang=${lang}`));
    await expect(page.getByRole('region', { name: lang === 'zh' ? /我的笔记/ : /我的筆記/ }).getByRole('listitem').first()).toBeVisible();
    const violations = await auditBothThemes(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
