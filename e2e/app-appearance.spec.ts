import type { Page } from '@playwright/test';
import { audit, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { logIn, recordCspViolations } from './learner-helpers.js';

/**
 * Decision 0098: the app in light or dark, through the real server and a real browser. A device set to dark gets the
 * dark theme from the first paint; the user menu's Appearance (keyboard alone) chooses light or dark whatever the
 * device says, at once, in every open tab and after a reload; a printed page stays dark on white. The dark theme of
 * every page passes the axe audit in app-a11y.spec.ts.
 */
/** The page's `data-theme` and the colours its body is drawn in. */
async function drawn(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { theme: document.documentElement.dataset.theme, background: style.backgroundColor, color: style.color };
  });
}

const DARK = { theme: 'dark', background: 'rgb(15, 18, 24)', color: 'rgb(232, 234, 240)' };
const LIGHT = { theme: 'light', background: 'rgb(244, 245, 251)', color: 'rgb(31, 41, 55)' };

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the empty page is dark before the app’s script runs, and the app is dark when it does', async ({ page, baseURL }) => {
    await page.route('**/pc/assets/main*.js', (route) => route.abort());
    await page.goto(`${baseURL}/pc/login?lang=en`);
    // The body, which covers the page (decision 0101: the root's colour alone was hidden under a light body).
    expect(await drawn(page)).toEqual(DARK);
    await page.unroute('**/pc/assets/main*.js');
    await page.goto(`${baseURL}/pc/login?lang=en`);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    expect(await drawn(page)).toEqual(DARK);
  });

  test('"Light", chosen with the keyboard in the user menu’s Appearance, applies at once, in another tab too, and after a reload', async ({ page, context }) => {
    await logIn(page);
    expect(await drawn(page)).toEqual(DARK);
    const otherTab = await context.newPage();
    await otherTab.goto(page.url());
    await expect(otherTab.locator('html[data-theme="dark"]')).toHaveCount(1);

    const account = page.getByRole('button', { name: 'Demo Learner' });
    await account.focus();
    await page.keyboard.press('Enter');
    const appearance = page.getByRole('menuitem', { name: 'Appearance' });
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    while (!(await appearance.evaluate((item) => item === document.activeElement))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Appearance' });
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: 'Match my device' })).toBeFocused();
    await expect(dialog.getByRole('radio', { name: 'Match my device' })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(page.locator('html[data-theme="light"]')).toHaveCount(1);
    await expect(otherTab.locator('html[data-theme="light"]')).toHaveCount(1);
    const violations = await audit(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(account).toBeFocused();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Learning Units' })).toBeVisible();
    expect(await drawn(page)).toEqual(LIGHT);
  });

  test('a printed page is dark on white', async ({ page, baseURL }) => {
    await logIn(page);
    await page.goto(`${baseURL}/pc/course/abilityReport?id=1&lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await drawn(page)).theme).toBe('dark');
    await page.emulateMedia({ media: 'print' });
    const printed = await drawn(page);
    expect(printed.color).toBe(LIGHT.color);
    expect([LIGHT.background, 'rgb(255, 255, 255)']).toContain(printed.background);
  });
});

test('on a device set to light, "Dark" gives the dark theme, and "Match my device" the light one again', async ({ page }) => {
  await logIn(page);
  expect(await drawn(page)).toEqual(LIGHT);
  await page.getByRole('button', { name: 'Demo Learner' }).click();
  await page.getByRole('menuitem', { name: 'Appearance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appearance' });
  await dialog.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
  expect(await drawn(page)).toEqual(DARK);
  const violations = await audit(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await dialog.getByText('Match my device', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await drawn(page)).toEqual(LIGHT);
});

/**
 * Decision 0101: the learner's own choice is on the page before the app's script runs (the theme boot in
 * index.html, allowed by its hash in the CSP), so a choice opposite to the device's setting does not flash in the
 * device's colours first. The app's script is held back here to see the page as it is before it.
 */
for (const [device, chosen, expected] of [['light', 'dark', DARK], ['dark', 'light', LIGHT]] as const) {
  test(`on a device set to ${device}, a learner who chose ${chosen} gets it before the app’s script runs, within the CSP`, async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: device });
    const violations = await recordCspViolations(page);
    await page.goto(`${baseURL}/pc/login?lang=en`);
    await page.evaluate((choice) => localStorage.setItem('theme', JSON.stringify(choice)), chosen);
    await page.route('**/pc/assets/main*.js', (route) => route.abort());
    await page.reload();
    expect(await drawn(page)).toEqual(expected);
    // Storage holding anything else is no choice: the device's setting, as the app reads it.
    await page.evaluate(() => localStorage.setItem('theme', '{"not":"a choice"'));
    await page.reload();
    expect((await drawn(page)).theme).toBe(device);
    expect(violations()).toEqual([]);
  });
}
