import type { Page } from '@playwright/test';
import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { outboxSmsCode } from './learner-helpers.js';

/** Demo learners seeded with DEMO=1 (shared/design/server.md). */
const DEMO = { username: 'demo', password: 'Demo@1234', displayName: 'Demo Learner', phone: '+66810000001' };

async function fillAccountLogin(page: Page, username: string, password: string, options: { remember?: boolean } = {}) {
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  if (options.remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
}

test.describe('learner app: logging in (spec §2, §5)', () => {
  test('account login lands on /home with both tabs and the learner’s courses and project', async ({ page }) => {
    await page.goto('/pc/login?lang=en');
    await fillAccountLogin(page, DEMO.username, DEMO.password);
    const login = page.waitForResponse((response) => response.url().includes('/ddilearner/v1/user/login'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect(await (await login).json()).toMatchObject({ code: 0, data: { userInfo: { userName: 'demo' } } });

    await expect(page).toHaveURL(/\/pc\/home$/);
    await expect(page.getByRole('tab', { name: 'Learning Units' })).toHaveAttribute('aria-selected', 'true');
    // The demo learner is enrolled (learning seed); the empty states are covered by the /home component tests.
    await expect(page.getByRole('heading', { name: 'Coaching for Success' })).toBeVisible();
    await page.getByRole('tab', { name: 'Project Learning' }).click();
    await expect(page.getByRole('heading', { name: 'New Leader Programme' })).toBeVisible();
    await expect(page.getByRole('button', { name: DEMO.displayName })).toBeVisible();
    await expect(page.getByText(/© \d{4} DDI\. All rights reserved\./)).toBeVisible();

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null') as unknown);
    expect(stored).toMatchObject({ userName: 'demo' });
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(DEMO.password);
  });

  test('the privacy policy opens in a dialog with its text, loaded then, and passes the axe audit in both themes', async ({ page }) => {
    await page.goto('/pc/login?lang=th');
    const loaded = page.waitForResponse((response) => response.url().includes('/pc/assets/') && response.request().resourceType() === 'script');
    await page.getByRole('button', { name: 'นโยบายความเป็นส่วนตัวของผู้ใช้' }).click();
    await loaded;
    const dialog = page.getByRole('dialog', { name: 'นโยบายความเป็นส่วนตัวของผู้ใช้' });
    await expect(dialog.getByRole('heading', { level: 3, name: 'สิทธิ์ของคุณ' })).toBeVisible();
    const violations = await auditBothThemes(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('a wrong password says "Incorrect user name or password" in English', async ({ page }) => {
    await page.goto('/pc/login?lang=en');
    await fillAccountLogin(page, DEMO.username, 'Wrong@1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect user name or password');
    await expect(page).toHaveURL(/\/pc\/login\?lang=en$/);
    // The error shown, in both themes (decision 0098).
    const violations = await auditBothThemes(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('without the agreement ticked nothing is sent and the rule is shown', async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ddilearner/v1/user/login')) loginCalls.push(request.url());
    });
    await page.goto('/pc/login?lang=en');
    await page.getByLabel('User name').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please read and accept the related agreement before logging in');
    expect(loginCalls).toEqual([]);
  });

  test('phone login with the code from the DEMO SMS outbox', async ({ page }) => {
    await page.goto('/pc/login?lang=en');
    await page.getByRole('tab', { name: 'Mobile login' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO.phone);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('SMS sent successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

    const code = await outboxSmsCode(page, DEMO.phone);
    expect(code).toMatch(/^\d{6}$/);

    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/pc\/home$/);
    await expect(page.getByRole('button', { name: DEMO.displayName })).toBeVisible();
  });

  test('remember me keeps the user name (never the password) for the next login after logout', async ({ page }) => {
    await page.goto('/pc/login?lang=en');
    await fillAccountLogin(page, DEMO.username, DEMO.password, { remember: true });
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/pc\/home$/);

    await page.getByRole('button', { name: DEMO.displayName }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/pc\/\?lang=en$/);
    await expect(page.getByLabel('User name')).toHaveValue(DEMO.username);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(DEMO.password);
  });
});

test.describe('learner app: languages and the guard (spec §2)', () => {
  test('the lang query switches the language on any route and keeps <html lang> in step', async ({ page }) => {
    await page.goto('/pc/login?lang=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();

    await page.goto('/pc/404?lang=tw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('link', { name: '返回學堂' })).toBeVisible();

    await page.goto('/pc/login?lang=en');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    // The choice is remembered without the query.
    await page.goto('/pc/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/pc/?lang=th');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
  });

  test('a guarded route sends a logged-out visitor to /login with the language', async ({ page }) => {
    await page.goto('/pc/home?lang=en');
    await expect(page).toHaveURL(/\/pc\/login\?lang=en$/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

    await page.goto('/pc/datahandle?lang=zh');
    await expect(page).toHaveURL(/\/pc\/login\?lang=zh$/);
  });
});

test.describe('learner app: logging out (spec §2)', () => {
  test('Log out ends the server session, clears the user info and goes to / with the language', async ({ page }) => {
    await page.goto('/pc/login?lang=en');
    await fillAccountLogin(page, DEMO.username, DEMO.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/pc\/home$/);

    await page.getByRole('button', { name: DEMO.displayName }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Change password', 'My notes', 'My certificates', 'Appearance', 'Data policy', 'Log out']);
    const logout = page.waitForResponse((response) => response.url().includes('/ddilearner/v1/user/logout'));
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    expect(await (await logout).json()).toMatchObject({ code: 0 });

    await expect(page).toHaveURL(/\/pc\/\?lang=en$/);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    const userinfo = await page.request.get('/ddilearner/v1/user/userinfo');
    expect(await userinfo.json()).toMatchObject({ code: 106 });

    await page.goto('/pc/home');
    await expect(page).toHaveURL(/\/pc\/login\?lang=en$/);
  });

  test('the user menu is a keyboard menu (react-aria): ArrowDown opens on the first item, arrows wrap, Home/End, Escape returns focus', async ({ page }) => {
    await page.goto('/pc/login?lang=en');
    await fillAccountLogin(page, DEMO.username, DEMO.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/pc\/home$/);

    const button = page.getByRole('button', { name: DEMO.displayName });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My notes' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My certificates' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Appearance' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Data policy' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await button.click();
    await page.mouse.click(5, 400);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});
