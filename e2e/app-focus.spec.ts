import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { logIn } from './learner-helpers.js';

/**
 * WCAG 2.4.3 (focus order) across in-app navigations (decision 0085). The header stays from one page to the next,
 * so a control used in it keeps focus. A control that leaves with the old page (a course card's link) hands focus
 * to the new page's main region rather than back to the top of the document, so the next Tab continues in the page.
 */
test('choosing a course in the header with the keyboard keeps focus on the header’s course button, which names it', async ({ page }) => {
  await logIn(page);
  const courses = page.getByRole('banner').getByRole('button', { name: /^Course: / });
  await courses.focus();
  await page.keyboard.press('Enter');
  const coaching = page.getByRole('menuitemradio', { name: 'Coaching for Success' });
  await expect(page.getByRole('menuitemradio').first()).toBeFocused();
  for (let step = 0; step < 8 && !(await coaching.evaluate((item) => item === document.activeElement)); step += 1) await page.keyboard.press('ArrowDown');
  await expect(coaching).toBeFocused();
  const button = await courses.elementHandle();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pc\/course\?id=1$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Coaching for Success' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Course: Coaching for Success' })).toBeFocused();
  expect(await button?.evaluate((element) => element.isConnected && element === document.activeElement), 'the same button, kept across the pages').toBe(true);

  // From one course to another: the same page with another address (decision 0106's same-path navigation).
  await page.keyboard.press('Enter');
  const leading = page.getByRole('menuitemradio', { name: 'Delegating with Confidence' });
  await expect(page.getByRole('menuitemradio').first()).toBeFocused();
  for (let step = 0; step < 8 && !(await leading.evaluate((item) => item === document.activeElement)); step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Delegating with Confidence' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/pc\/course\?id=1$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Course: Delegating with Confidence' })).toBeFocused();
});

test('following a course card’s link with the keyboard leaves focus in the course page, not on the document', async ({ page }) => {
  await logIn(page);
  const link = page.locator('.course-card').filter({ hasText: 'Coaching for Success' }).getByRole('link', { name: 'Coaching for Success' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pc\/course\?id=\d+$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Coaching for Success' })).toBeVisible();
  await expect(page.getByRole('main'), 'still there once the page has loaded').toBeFocused();
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(next, 'the next Tab goes to the first control of the course page').toBe(true);
});

const menuChunk = /\/chunks\/aria-menu-button-[^/]*\.js$/;

/** Reloads the page with the header menus' code (react-aria) held back; resolves to the function that lets it come. */
async function reloadHoldingTheMenuCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(menuChunk);
  await page.route(menuChunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  return release;
}

test('on a slow network the header’s user menu button is there at once; Enter or ArrowUp before its code has arrived opens it when the code comes, on the first or last item, and Escape returns focus to the button', async ({ page }) => {
  await logIn(page);
  const release = await reloadHoldingTheMenuCode(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Demo Learner', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // ArrowUp (the APG menu button's other opening key) on the stand-in of a page loaded afresh: the last item.
  const releaseAgain = await reloadHoldingTheMenuCode(page);
  await button.focus();
  await page.keyboard.press('ArrowUp');
  releaseAgain();
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
});

test('on a slow network a press on a menu button that its code interrupts (it arrives between the key’s or the mouse button’s down and up) still opens the menu', async ({ page }) => {
  await logIn(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Demo Learner', exact: true });
  const menu = page.getByRole('menu', { name: 'Account' });
  // react-aria's button (data-rac) has taken the stand-in's place.
  const replaced = () => expect(button).toHaveAttribute('data-rac', '');

  let release = await reloadHoldingTheMenuCode(page);
  await button.focus();
  await page.keyboard.down('Space');
  release();
  await replaced();
  await page.keyboard.up('Space');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Change password' }), 'opened by a key: on the first item').toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();

  release = await reloadHoldingTheMenuCode(page);
  await button.hover();
  await page.mouse.down();
  await expect(menu).toHaveCount(0);
  release();
  await replaced();
  await page.mouse.up();
  await expect(menu).toBeVisible();
});
