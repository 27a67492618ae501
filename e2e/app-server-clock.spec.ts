import { expect, test } from './fixtures.js';
import { logIn } from './learner-helpers.js';

/**
 * Decision 0108: the app tells its dates against the server's clock, learned from the real server's `Date` headers,
 * so a device whose clock is years ahead does not see the demo's deadline of 31 December 2030 as days away.
 */
test('a device clock set to three days before a deadline still sees it as the server does', async ({ page }) => {
  await logIn(page);
  await page.clock.setFixedTime(new Date('2030-12-28T10:00:00+07:00'));
  await page.reload();
  const coaching = page.locator('.course-card').filter({ has: page.getByRole('heading', { name: 'Coaching for Success' }) });
  await expect(coaching.locator('.chip')).toHaveText(/^Due (Dec 31, 2030|Jan 1, 2031)$/);
  await expect(page.getByRole('radio', { name: /^Due soon/ })).toHaveCount(0);
  expect(await page.evaluate(() => new Date().getFullYear()), 'the device clock is the one set').toBe(2030);

  await coaching.getByRole('link', { name: 'Coaching for Success' }).click();
  await expect(page.locator('[data-step="2"] .stepper__deadline')).toHaveText(/^Closes Dec 31, 2030/);
});
