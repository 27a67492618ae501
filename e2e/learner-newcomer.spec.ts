import { expect, test } from './fixtures.js';
import { logIn } from './learner-helpers.js';

/** Issue 20 item 4: the demo content a newcomer can walk through (README "Demo logins"). */
test.describe('the newcomer demo learner walks through a course from the start', () => {
  test('logs in, opens Coaching for Success with all four steps open, starts the pre-test and sees its timer run', async ({ page }) => {
    await logIn(page, { username: 'newcomer' });
    await page.getByRole('link', { name: 'Coaching for Success' }).first().click();
    await expect(page).toHaveURL(/\/pc\/course\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coaching for Success' })).toBeVisible();
    for (const step of [1, 2, 3, 4]) await expect(page.locator(`[data-step="${step}"]`)).toContainText('Open');
    await expect(page.locator('[data-step="4"]').getByRole('link', { name: 'Take the test' })).toBeVisible();

    await page.locator('[data-step="1"]').getByRole('link', { name: 'Take the test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ability diagnosis (pre-test)' })).toBeVisible();
    await page.getByRole('link', { name: 'Start the test' }).click();
    await expect(page).toHaveURL(/\/pc\/course\/abilityAnswer\?id=\d+$/);
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    const timer = page.getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveText(/^2[45]:\d\d$/);
    // The timer runs: its text changes within a few seconds.
    const shown = (await timer.textContent()) ?? '';
    await expect(timer).not.toHaveText(shown);
  });
});
