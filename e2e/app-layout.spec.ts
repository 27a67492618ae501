import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { logIn } from './learner-helpers.js';
import { useOwnServer } from './own-server.js';

/**
 * Issue 20 follow-ups, checked where layout is real (Chromium): on a phone the header's menus show the
 * learner's and the course's names readably, not cut with an ellipsis; the project page's launch video takes
 * the content column like the course pages' videos; the login form keeps no empty line for its error above
 * the button, and an error appearing moves nothing.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Whether an element's text overflows its box (cut, with or without an ellipsis). */
const isCut = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth + 0.5 || element.scrollHeight > element.clientHeight + 0.5);

/** The element's box, once it has one: a header menu's button is replaced when react-aria's code arrives (decision 0087). */
async function box(locator: Locator) {
  let found: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (found = await locator.boundingBox()), { message: 'the element is displayed' }).not.toBeNull();
  return found!;
}

test.describe('the header names the learner and the course readably on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test("the user menu is an avatar with the learner's initials, named by the full name, which heads the open menu", async ({ page }) => {
    await logIn(page);
    const button = page.getByRole('button', { name: 'Demo Learner', exact: true });
    await expect(button.locator('.avatar')).toHaveText('DL');
    const target = await box(button);
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.x + target.width).toBeLessThanOrEqual(PHONE.width);
    await button.click();
    const heading = page.locator('.menu__popover .menu__heading');
    await expect(heading).toHaveText('Demo Learner');
    expect(await isCut(heading)).toBe(false);
    await expect(page.getByRole('menu', { name: 'Account' }).getByRole('menuitem')).toHaveText(['Change password', 'My notes', 'My certificates', 'Appearance', 'Data policy', 'Log out']);
  });

  test("the chosen course's full name shows in the course menu, on a row of its own, wrapping rather than cut", async ({ page }) => {
    await logIn(page);
    const courses = page.getByRole('button', { name: /^Course: / });
    await courses.click();
    await page.getByRole('menuitemradio', { name: 'Coaching for Success' }).click();
    // The choice opens the course page (once its code is there): measure that page's header, not the one leaving.
    await expect(page).toHaveURL(/\/pc\/course\?id=1$/);
    await expect(page.getByRole('button', { name: 'Course: Coaching for Success' })).toBeVisible();
    const label = page.locator('.header__courses .menu__label');
    await expect(label).toHaveText('Coaching for Success');
    expect(await isCut(label)).toBe(false);
    const [menu, logo] = await Promise.all([box(page.locator('.header__courses .menu__button')), box(page.locator('.header__logo'))]);
    expect(menu.y, 'the course menu sits under the logo').toBeGreaterThanOrEqual(logo.y + logo.height);
    expect(menu.x + menu.width).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe("the project page's launch video takes the content column at 1280×800", () => {
  test.use({ viewport: DESKTOP });

  test('the player is as wide as the column its page lays out, and the courses have their own heading', async ({ page }) => {
    await logIn(page);
    await page.getByRole('tab', { name: 'Project Learning' }).click();
    await page.locator('.course-card').filter({ hasText: 'New Leader Programme' }).getByRole('link', { name: 'New Leader Programme' }).click();
    await expect(page).toHaveURL(/\/pc\/projectCourseList\?id=\d+$/);
    const player = page.locator('ddi-player');
    await expect(player).toBeVisible();
    const column = await page.locator('main.project').evaluate((main) => {
      const style = getComputedStyle(main);
      return main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    expect(column).toBeGreaterThan(900);
    expect(Math.abs((await box(player)).width - column)).toBeLessThanOrEqual(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Courses' })).toBeVisible();
  });
});

test.describe("a unit's pages at 1280×800 show every page of the unit, none hidden past the row's edge", () => {
  test.use({ viewport: DESKTOP });
  // A server of its own: opening a unit page starts the unit for the demo learner, whom other files expect untouched.
  const own = useOwnServer();

  test('the row of the unit\'s pages wraps: each link lies within the row, and the row does not scroll', async ({ page }) => {
    await logIn(page, { baseURL: own.baseUrl });
    await page.goto(`${own.baseUrl}/pc/course/videoLearning?id=1&unitId=1&lang=en`);
    const row = page.getByRole('navigation', { name: 'Pages of this unit' }).getByRole('list');
    const links = row.getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    expect(await isCut(row), 'nothing to scroll to').toBe(false);
    const rowBox = await box(row);
    for (const link of await links.all()) {
      const linkBox = await box(link);
      expect(linkBox.x).toBeGreaterThanOrEqual(rowBox.x - 0.5);
      expect(linkBox.x + linkBox.width, `${await link.textContent()} within the row`).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
    }
  });
});

test.describe('at 1280×800 every page lines up with the header', () => {
  test.use({ viewport: DESKTOP });

  test('the main heading starts where the header\'s logo does, on the course, the report and the DNA pages', async ({ page }) => {
    await logIn(page);
    const logo = await box(page.getByRole('banner').getByRole('link').first());
    for (const path of ['/pc/home', '/pc/course?id=1', '/pc/course/abilityReport?id=1', '/pc/leadershipDNA/evaluationReport', '/pc/overview']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect(Math.abs((await box(heading)).x - logo.x), `${path}: the heading's left edge against the logo's`).toBeLessThanOrEqual(2);
    }
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the login form at ${viewport.width}×${viewport.height} keeps no empty line for its error, and an error moves nothing`, () => {
    test.use({ viewport });

    test('the button follows the last box at the form’s own gap; the error shows under it in the hint’s place', async ({ page }: { page: Page }) => {
      await page.goto('/pc/login?lang=en');
      const submit = page.getByRole('button', { name: 'Log in', exact: true });
      const lastCheck = page.locator('.login__check').last();
      const [check, before] = await Promise.all([box(lastCheck), box(submit)]);
      const gap = before.y - (check.y + check.height);
      expect(gap, 'space between the last box and the button').toBeLessThanOrEqual(20);
      const hint = page.getByText('For the best experience, please use Chrome or Firefox.');
      await expect(hint).toBeVisible();
      const card = await box(page.locator('.login__card'));

      await submit.click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText('Please enter your user name');
      await expect(hint).toBeHidden();
      const [after, message, cardAfter] = await Promise.all([box(submit), box(alert), box(page.locator('.login__card'))]);
      expect(after).toEqual(before);
      expect(cardAfter).toEqual(card);
      expect(message.y, 'the error is under the button').toBeGreaterThanOrEqual(after.y + after.height);
    });
  });
}
