import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { logIn } from './learner-helpers.js';

/**
 * Decision 0107: where the learner is, through the real server and the real router. Home's tab is kept in the
 * address, a project's page leads back to Project Learning, a course in a project to the project, and a course in
 * none to the list of courses the learner came from, as they left it.
 */
test('Project Learning is kept in the address: Back from a project and the project\'s way back both find it open', async ({ page }) => {
  await logIn(page);
  await page.getByRole('tab', { name: 'Project Learning' }).click();
  await expect(page).toHaveURL(/\/pc\/home\?tab=2$/);
  await page.getByRole('link', { name: 'New Leader Programme' }).click();
  await expect(page).toHaveURL(/\/pc\/projectCourseList\?id=\d+$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Project Learning' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('link', { name: 'New Leader Programme' }).click();
  const projectUrl = page.url();
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  // Keyboard only: the way back is the first link of the page's content.
  await page.getByRole('navigation', { name: 'New Leader Programme' }).getByRole('link', { name: 'Back to Project Learning' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pc\/home\?tab=2$/);
  await expect(page.getByRole('tab', { name: 'Project Learning' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Project Learning' }).locator('.course-card__name')).toHaveText(['New Leader Programme']);

  // A course of the project leads back to the project.
  await page.goto(projectUrl);
  await page.getByRole('link', { name: 'Delegating with Confidence' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delegating with Confidence' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the project' }).click();
  await expect(page).toHaveURL(projectUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'New Leader Programme' })).toBeVisible();
});

test('a course in no project leads back to the overview as the learner left it, in Thai too', async ({ page }) => {
  await logIn(page);
  await page.goto('/pc/overview');
  // The overview lists the project's courses too: three of its five are open.
  await page.getByRole('radiogroup', { name: 'Show courses' }).getByRole('radio', { name: 'Open 3', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/overview\?show=open$/);
  await page.getByRole('link', { name: 'Coaching for Success' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coaching for Success' })).toBeVisible();
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the overview' }).click();
  await expect(page).toHaveURL(/\/pc\/overview\?show=open$/);
  await expect(page.getByRole('radio', { name: 'Open 3', exact: true })).toHaveAttribute('aria-checked', 'true');

  await page.evaluate(() => localStorage.setItem('locale', 'th_TH'));
  await page.goto('/pc/home');
  await page.locator('.course-card').first().getByRole('link').click();
  await page.getByRole('link', { name: 'กลับไปหน้าแรก' }).click();
  await expect(page).toHaveURL(/\/pc\/home$/);
});
