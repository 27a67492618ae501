import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { courseIdByName, logIn } from './learner-helpers.js';
import { useOwnServer } from './own-server.js';

/**
 * Decision 0094: the notebook (/pc/notes), the learner's notes on every course, through the real server: reached
 * from the user menu, course by course with the latest first, searchable, each time opening the unit's video there,
 * downloadable as one file; in four languages without an axe violation. On a server of its own: the notes are the
 * demo learner's rows, which other files do not expect.
 */
const own = useOwnServer();
type PlayerLike = HTMLElement & { currentTime: number };

/** Adds a note at `position` seconds of the first unit of the course named `courseName`, as the video page does. */
async function addNote(page: Page, courseName: string, position: number, text: string): Promise<void> {
  const courseId = await courseIdByName(page, courseName, own.baseUrl);
  const course = (await (await page.request.get(`${own.baseUrl}/ddilearner/v2/user/learningpathes/${courseId}`)).json()) as { data: { units: { id: number }[] } };
  const unitId = course.data.units[0]?.id;
  if (unitId === undefined) throw new Error(`${courseName} has no unit`);
  const answer = (await (await page.request.post(`${own.baseUrl}/ddilearner/v1/user/notes/add`, { data: { unitId, position, text } })).json()) as { code: number };
  expect(answer.code, `note on ${courseName}`).toBe(0);
}

test('an empty notebook says how notes are made, in English and Thai, without an axe violation', async ({ page }) => {
  await logIn(page, { baseURL: own.baseUrl, username: 'newcomer' });
  for (const [lang, heading] of [
    ['en', 'No notes yet'],
    ['th', 'ยังไม่มีโน้ต'],
  ] as const) {
    await page.goto(`${own.baseUrl}/pc/notes?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const violations = await auditBothThemes(page);
    expect(violations, `${lang}: ${describeViolations(violations)}`).toEqual([]);
  }
});

test('the user menu leads to the notebook: every course’s notes, the latest course first; its search, its download and its times work', async ({ page }) => {
  await logIn(page, { baseURL: own.baseUrl });
  await addNote(page, 'Leading Change', 6, 'Why change fails');
  await addNote(page, 'Coaching for Success', 12, 'Goals with reasons');
  await addNote(page, 'Delegating with Confidence', 5, 'Say what done looks like');

  await page.getByRole('banner').getByRole('button', { name: 'Demo Learner', exact: true }).click();
  await page.getByRole('menuitem', { name: 'My notes' }).click();
  await expect(page).toHaveURL(/\/pc\/notes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My notes (3)' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Delegating with Confidence', 'Coaching for Success', 'Leading Change']);
  // Leading Change has expired: its times are not links, and the page says why.
  const expired = page.getByRole('region', { name: 'Leading Change' });
  await expect(expired.getByText('Lessons not open now: the times don’t play')).toBeVisible();
  await expect(expired.getByRole('link', { name: /Play from/ })).toHaveCount(0);
  await expect(expired.getByText('00:06')).toBeVisible();
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  const search = page.getByRole('searchbox', { name: 'Search your notes' });
  await search.fill('GOALS');
  await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText('1 note matches “GOALS”');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(['00:12Goals with reasons']);
  await search.press('Escape');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all notes' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('My notes.txt');
  const text = await readFile(await file.path(), 'utf8');
  expect(text.indexOf('== Delegating with Confidence ==')).toBeLessThan(text.indexOf('== Coaching for Success =='));
  expect(text).toContain('00:12  Goals with reasons');

  await page.getByRole('region', { name: 'Coaching for Success' }).getByRole('link', { name: 'Play from 00:12' }).click();
  await expect(page).toHaveURL(/videoLearning\?.*t=12/);
  await page.waitForFunction(() => Math.floor((document.querySelector('ddi-player') as PlayerLike | null)?.currentTime ?? -1) === 12);
});

for (const [lang, title, search] of [
  ['th', /^โน้ตของฉัน \(\d+\)$/u, 'ค้นหาในโน้ตของคุณ'],
  ['zh', /^我的笔记 \(\d+\)$/u, '搜索您的笔记'],
  ['tw', /^我的筆記 \(\d+\)$/u, '搜尋您的筆記'],
] as const) {
  test(`the notebook speaks ${lang === 'th' ? 'Thai' : lang === 'zh' ? 'Simplified Chinese' : 'Traditional Chinese'} without an axe violation`, async ({ page }) => {
    await logIn(page, { baseURL: own.baseUrl });
    await addNote(page, 'Coaching for Success', 4, lang === 'th' ? 'ฟังก่อนพูด' : '先听后说');
    await page.goto(`${own.baseUrl}/pc/notes?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: search })).toBeVisible();
    const violations = await auditBothThemes(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
