import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { logIn, serverClockAt } from './learner-helpers.js';

/**
 * Decision 0096: home's course cards narrowed by state, through the real server and the real router. The demo
 * learner has a course open, one not yet open and one expired: the choice is kept in the address, so Back from a
 * course finds the list as the learner left it, and the chosen button passes the axe audit (contrast included).
 */
test('a state chosen on home narrows the cards, is kept in the address, and is still chosen after Back from a course', async ({ page }) => {
  await logIn(page);
  const cards = page.getByRole('tabpanel', { name: 'Learning Units' }).locator('.course-card__name');
  await expect(cards).toHaveCount(3);
  const states = page.getByRole('radiogroup', { name: 'Show courses' });
  await expect(states.getByRole('radio')).toHaveText(['All 3', 'Open 1', 'Not yet open 1', 'Expired 1']);

  await states.getByRole('radio', { name: 'Expired 1', exact: true }).click();
  await expect(cards).toHaveText(['Leading Change']);
  await expect(page).toHaveURL(/\/pc\/home\?show=expired$/);
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  // Keyboard: the arrows move the choice within the group (one Tab stop).
  await states.getByRole('radio', { name: 'Expired 1', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(states.getByRole('radio', { name: 'Not yet open 1', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(cards).toHaveText(['Building Trust']);

  await states.getByRole('radio', { name: 'Open 1', exact: true }).click();
  await page.getByRole('link', { name: 'Coaching for Success' }).click();
  await expect(page).toHaveURL(/\/pc\/course\?id=\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pc\/home\?show=open$/);
  await expect(states.getByRole('radio', { name: 'Open 1', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(cards).toHaveText(['Coaching for Success']);
});

test('the courses are sorted from the keyboard (decision 0106), the order kept in the address and after Back from a course', async ({ page }) => {
  await logIn(page);
  const cards = page.getByRole('tabpanel', { name: 'Learning Units' }).locator('.course-card__name');
  await expect(cards).toHaveText(['Coaching for Success', 'Leading Change', 'Building Trust']);
  const sort = page.getByRole('button', { name: 'Sort: As assigned' });

  await sort.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Order of the courses' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['As assigned', 'Due date', 'Name']);
  await expect(menu.getByRole('menuitemradio', { name: 'As assigned' })).toHaveAttribute('aria-checked', 'true');
  const open = await auditBothThemes(page);
  expect(open, describeViolations(open)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/pc\/home\?sort=name$/);
  await expect(cards).toHaveText(['Building Trust', 'Coaching for Success', 'Leading Change']);
  await expect(page.getByRole('button', { name: 'Sort: Name' })).toBeFocused();

  await page.getByRole('link', { name: 'Coaching for Success' }).click();
  await expect(page).toHaveURL(/\/pc\/course\?id=\d+$/);
  await page.goBack();
  await expect(cards).toHaveText(['Building Trust', 'Coaching for Success', 'Leading Change']);
  await expect(page.getByRole('button', { name: 'Sort: Name' })).toBeVisible();
});

/**
 * Decision 0100: an open course's card says when it is due, and within a week says it in days, marked, and "Due soon"
 * narrows the cards to those courses. The demo's
 * deadlines are at the end of 2030, so the browser's clock is set to four days before, and the server's as its
 * answers tell it (decision 0108: the app tells dates against the server's clock).
 */
test('a course due within a week says so in days on its card and its page, "Due soon" shows it alone, and all pass the audit in both themes', async ({ page }) => {
  // A clock that runs from that moment (a fixed one would stop the app's timed transitions).
  await page.clock.install({ time: new Date('2030-12-27T10:00:00Z') });
  await serverClockAt(page, new Date('2030-12-27T10:00:00Z'));
  await logIn(page);
  const chip = page.locator('.course-card').filter({ hasText: 'Coaching for Success' }).locator('.chip');
  await expect(chip).toHaveText(/^Due in [45] days$/);
  await expect(chip).toHaveClass(/chip--dueSoon/);
  const states = page.getByRole('radiogroup', { name: 'Show courses' });
  await expect(states.getByRole('radio')).toHaveText(['All 3', 'Due soon 1', 'Open 1', 'Not yet open 1', 'Expired 1']);
  await states.getByRole('radio', { name: 'Due soon 1', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/home\?show=dueSoon$/);
  await expect(page.getByRole('tabpanel', { name: 'Learning Units' }).locator('.course-card__name')).toHaveText(['Coaching for Success']);
  // On the course page each step still to do is marked with the days left.
  await page.getByRole('link', { name: 'Coaching for Success' }).click();
  await expect(page.locator('[data-step="2"] .stepper__soon')).toHaveText(/^in [45] days$/);
  const onCourse = await auditBothThemes(page);
  expect(onCourse, describeViolations(onCourse)).toEqual([]);
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
