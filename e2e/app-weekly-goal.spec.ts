import type { Page } from '@playwright/test';
import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { logIn } from './learner-helpers.js';
import { useOwnServer } from './own-server.js';

/**
 * Decision 0097: home's weekly goal through the real server. The week's minutes come from the heartbeats the app
 * sends while a course's step is on screen (here sent by the page as the app would, rather than waited for in real
 * time); the goal is set with the keyboard alone in the dialog, kept by the server (a reload shows it) and audited
 * by axe with every rule on, dialog open and closed. On a server of its own: the goal and the heartbeats are the
 * demo learner's rows, which other files do not expect.
 */
const own = useOwnServer();
/** Sends `count` heartbeats from a course's learning step (module 2), as the app does every 30 s while it is visible. */
async function learnFor(page: Page, count: number) {
  const accepted = await page.evaluate(async (beats) => {
    const { userId } = JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { userId: number };
    const beat = {
      actionContext: '/course/videoLearning?id=1&unitId=1',
      actionId: 1000,
      appId: 'ddi-learner-pc',
      appName: 'DDI Leadership Learning',
      appVersion: '0.1.0-en',
      learningPathMetaId: 1,
      result: 'active',
      userId,
      objectIds: ['/course/videoLearning', 2],
      clientInfo: {},
    };
    const response = await fetch('/hb/v1/heartbeat/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: beats }, () => beat)),
    });
    return ((await response.json()) as { data: { accepted: number } }).data.accepted;
  }, count);
  expect(accepted).toBe(count);
}

test('the weekly goal counts the time on a course, is set with the keyboard and is kept', async ({ page }) => {
  await logIn(page, { baseURL: own.baseUrl });
  const week = page.getByRole('region', { name: 'Weekly goal' });
  await expect(week).toContainText('0 min learned this week');

  await learnFor(page, 20);
  await page.reload();
  await expect(week).toContainText('10 min learned this week');

  // Keyboard only: to the button, open, an arrow to the goal, Tab to "Save".
  await week.getByRole('button', { name: 'Set a weekly goal' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Your weekly goal' });
  await expect(dialog.getByRole('radio', { name: '1 hour a week' })).toBeChecked();
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await dialog.getByRole('radio', { name: '1 hour a week' }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('radio', { name: '15 minutes a week' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(week).toContainText('10 of 15 minutes learned this week.');
  await expect(week).toContainText('5 min to go');

  await learnFor(page, 10);
  await page.reload();
  await expect(week).toContainText('Goal reached this week. Well done!');
  await expect(week).toContainText('1 week in a row');
  await expect(week.getByRole('list', { name: 'Minutes learned each day this week' })).toContainText('(today): 15 min');
  const after = await auditBothThemes(page);
  expect(after, describeViolations(after)).toEqual([]);

  // Changing it says what a change does to the weeks gone by (decision 0104).
  await week.getByRole('button', { name: 'Change goal' }).click();
  await expect(dialog).toContainText('A new goal counts from this week on.');
  const changing = await auditBothThemes(page);
  expect(changing, describeViolations(changing)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
