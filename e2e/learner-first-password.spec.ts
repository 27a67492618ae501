// Issue 24: a learner imported without a password (the learners CSV, POST /admin/v1/learners) signs in by SMS
// code, is led from the login to /pc/password (the login answers 1004), is told under the header why and where to set a password, sets it on /pc/password, and from then on
// signs in with their user name and that password. This file starts its own server on a throw-away PGlite
// folder, because the admin token is made the documented way, by the admin-token command against that database.
import type { Page } from '@playwright/test';
import { settleAppPage } from '../scripts/app-pages.mjs';
import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { logIn, outboxSmsCode } from './learner-helpers.js';
import { useOwnServer } from './own-server.js';

const PHONE = '+66800000031';
const OTHER_PHONE = '+66800000032';
const server = useOwnServer({}, { adminToken: true });

test.beforeAll(async ({ request }) => {
  const csv = [
    'account,name,phone,company,company_name,language',
    `frank_e2e,Frank Imported,${PHONE},acme,Acme Co.,EN`,
    `grace_e2e,Grace Imported,${OTHER_PHONE},acme,Acme Co.,TH`,
  ].join('\n');
  const imported = await request.post(`${server.baseUrl}/admin/v1/learners`, {
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'text/csv' },
    data: csv,
  });
  expect(imported.status(), await imported.text()).toBe(200);
});

/** Signs in on the login page's mobile tab with the code from the DEMO SMS outbox. */
async function smsLogIn(page: Page, phone: string): Promise<void> {
  const base = server.baseUrl;
  await page.goto(`${base}/pc/login?lang=en`);
  await page.getByRole('tab', { name: 'Mobile login' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('SMS sent successfully')).toBeVisible();
  const code = await outboxSmsCode(page, phone, base);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // The server answers 1004 (logged in, no password yet): the login leads straight to the set-password page.
  await expect(page).toHaveURL(/\/pc\/password$/);
}

test('an imported learner without a password signs in by SMS code, sets a password on /pc/password, then signs in with it', async ({ page }) => {
  await smsLogIn(page, PHONE);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a password' })).toBeVisible();

  // Elsewhere, the notice under the header says why, and leads back to the page.
  await page.goto(`${server.baseUrl}/pc/home?lang=en`);
  const notice = page.getByRole('complementary', { name: 'Set a password' });
  await expect(notice).toContainText('You signed in with a verification code.');
  await notice.getByRole('link', { name: 'Set a password' }).click();
  await expect(page).toHaveURL(/\/pc\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a password' })).toBeVisible();
  await expect(page.getByText('sign in with your user name, frank_e2e, next time')).toBeVisible();

  // A confirmation that differs is refused in its field; then the password is set.
  await page.getByLabel('New password', { exact: true }).fill('Frank@2026');
  await page.getByLabel('Confirm the new password').fill('Frank@2027');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByLabel('Confirm the new password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill('Frank@2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/home$/);
  await expect(notice).toHaveCount(0);

  // Signed out, the account login with the new password works.
  await page.getByRole('button', { name: 'Frank Imported' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByLabel('User name')).toBeVisible();
  await page.getByLabel('User name').fill('frank_e2e');
  await page.getByLabel('Password').fill('Frank@2026');
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/home$/);
  await expect(page.getByRole('button', { name: 'Frank Imported' })).toBeVisible();
});

test.describe('accessibility', () => {
  test('the notice and the form (with an error shown) pass an axe-core WCAG 2.2 AA audit, in Thai and English, on a desktop and a phone', async ({ page }) => {
    test.setTimeout(120_000);
    const base = server.baseUrl;
    await smsLogIn(page, OTHER_PHONE);
    const failures: string[] = [];
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      for (const lang of ['th', 'en']) {
        await page.goto(`${base}/pc/home?lang=${lang}`);
        await expect(page.locator('.password-notice')).toBeVisible();
        await settleAppPage(page);
        const onHome = await auditBothThemes(page);
        await page.screenshot({ path: test.info().outputPath(`home-notice-${viewport.width}-${lang}.png`) });
        if (onHome.length) failures.push(`home ${viewport.width} ${lang}\n${describeViolations(onHome)}`);
        await page.goto(`${base}/pc/password?lang=${lang}`);
        await page.locator('.set-password__form button[type="submit"]').click();
        await expect(page.locator('.set-password input[aria-invalid="true"]')).toHaveCount(1);
        const onForm = await auditBothThemes(page);
        if (onForm.length) failures.push(`password ${viewport.width} ${lang}\n${describeViolations(onForm)}`);
        await page.screenshot({ path: test.info().outputPath(`set-password-${viewport.width}-${lang}.png`), fullPage: true });
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});

// Decision 0102: a learner who has a password changes it from the account menu, giving the current one; a wrong one
// is said at its field (the server's 1005), and the form passes the axe audit in both themes with that error shown.
test('a learner changes their password from the account menu; the old one no longer signs in', async ({ page }) => {
  await logIn(page, { baseURL: server.baseUrl, username: 'newcomer' });
  await page.getByRole('button', { name: 'New Learner' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/pc\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();

  await page.getByLabel('Current password').fill('Not@theirs1');
  await page.getByLabel('New password', { exact: true }).fill('Newcomer@2027');
  await page.getByLabel('Confirm the new password').fill('Newcomer@2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeFocused();
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await page.getByLabel('Current password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/home$/);

  const signIn = async (password: string) => {
    const answer = await page.request.post(`${server.baseUrl}/ddilearner/v1/user/login`, { data: { loginType: 'account', username: 'newcomer', password } });
    return ((await answer.json()) as { code: number }).code;
  };
  expect(await signIn('Demo@1234')).toBe(1001);
  expect(await signIn('Newcomer@2027')).toBe(0);
});

// Decision 0103: a learner who forgot their password resets it from the login with a code sent to their phone. Every
// session of theirs ends; the login opens with their user name filled in, and the new password signs in.
test('a forgotten password is reset with an SMS code from the login; the old session ends and the new password signs in', async ({ page, playwright }) => {
  const base = server.baseUrl;
  const phone = '+66810000004';
  // A session of the learner's elsewhere, from before the reset.
  const elsewhere = await playwright.request.newContext({ baseURL: base });
  const before = await elsewhere.post('/ddilearner/v1/user/login', { data: { loginType: 'account', username: 'graduate', password: 'Demo@1234' } });
  expect(((await before.json()) as { code: number }).code).toBe(0);

  await page.goto(`${base}/pc/login?lang=en`);
  // By keyboard: the link follows the password.
  await page.getByLabel('Password').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pc\/resetPassword$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('SMS sent successfully')).toBeVisible();
  const code = await outboxSmsCode(page, phone, base);
  // A wrong code first: said at the code, in the server's words, and the page stays.
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password', { exact: true }).fill('Graduate@2027');
  await page.getByLabel('Confirm the new password').fill('Graduate@2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).not.toBeEmpty();
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/pc\/login$/);
  await expect(page.getByText('Your password is reset. Log in as graduate with your new password.')).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveValue('graduate');
  await expect(page.getByLabel('Password')).toBeFocused();
  const stale = await elsewhere.get('/ddilearner/v1/user/userinfo');
  expect(((await stale.json()) as { code: number }).code).toBe(106);
  await elsewhere.dispose();

  await page.getByLabel('Password').fill('Graduate@2027');
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/home$/);
});

test('the reset page passes an axe-core WCAG 2.2 AA audit in Thai on a phone, with a rule broken', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseUrl}/pc/login?lang=th`);
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'รีเซ็ตรหัสผ่าน' })).toBeVisible();
  await page.getByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }).click();
  await expect(page.getByRole('alert')).toHaveText('กรุณากรอกหมายเลขโทรศัพท์มือถือ');
  await expect(page.getByRole('textbox', { name: 'หมายเลขโทรศัพท์มือถือ' })).toBeFocused();
  const violations = await auditBothThemes(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('reset-password-390-th.png'), fullPage: true });
});
