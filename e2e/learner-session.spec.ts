import type { Browser, Page } from '@playwright/test';
import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';

const DEMO = { username: 'demo', password: 'Demo@1234', displayName: 'Demo Learner' };

async function logIn(page: Page, path = '/pc/login?lang=en') {
  await page.goto(path);
  await page.getByLabel('User name').fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/home$/);
}

/** The same learner logs in from another browser, which revokes the first session. */
async function logInElsewhere(browser: Browser, baseURL: string | undefined) {
  const other = await browser.newContext({ baseURL });
  const page = await other.newPage();
  await logIn(page);
  return other;
}

test.describe('learner app: a newer login elsewhere ends this session (spec §4)', () => {
  test('the next call answers 106 and the modal cannot be closed by Escape or a click outside', async ({ page, browser, baseURL }) => {
    await logIn(page);
    const other = await logInElsewhere(browser, baseURL);

    // Any call now answers 106: open the data policy page, which loads the stored requests.
    await page.getByRole('button', { name: DEMO.displayName }).click();
    await page.getByRole('menuitem', { name: 'Data policy' }).click();

    const modal = page.getByRole('alertdialog', { name: 'Session expired' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Your session has expired, please log in again');
    await expect(modal.getByRole('button')).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    // The modal, in both themes (decision 0098).
    const violations = await auditBothThemes(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();

    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/pc\/login\?lang=en$/);
    await expect(modal).toBeHidden();
    await other.close();
  });

  test('the status check finds the takeover by itself: a 5 s poll arms it, then userinfo every interval', async ({ page, browser, baseURL }) => {
    await page.clock.install();
    await logIn(page);

    const interval = page.waitForResponse((response) => response.url().includes('/ddilearner/v1/user/loginstatus/interval'));
    await page.clock.runFor(5_000);
    const { data: seconds } = (await (await interval).json()) as { data: number };
    expect(seconds).toBeGreaterThan(0);

    const other = await logInElsewhere(browser, baseURL);
    const check = page.waitForResponse((response) => response.url().includes('/ddilearner/v1/user/userinfo'));
    await page.clock.runFor(seconds * 1000);
    expect(await (await check).json()).toMatchObject({ code: 106 });
    await expect(page.getByRole('alertdialog', { name: 'Session expired' })).toBeVisible();
    await other.close();
  });

  test('a takeover seen in one tab shows the modal in the other tabs too', async ({ page, context, browser, baseURL }) => {
    await logIn(page);
    const second = await context.newPage();
    await second.goto('/pc/home');
    await expect(second.getByRole('tab', { name: 'Learning Units' })).toBeVisible();

    const other = await logInElsewhere(browser, baseURL);
    await page.getByRole('button', { name: DEMO.displayName }).click();
    await page.getByRole('menuitem', { name: 'Data policy' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Session expired' })).toBeVisible();
    await expect(second.getByRole('alertdialog', { name: 'Session expired' })).toBeVisible();
    await other.close();
  });
});

test.describe('learner app: the heartbeat (spec §3, §9)', () => {
  test('after 30 s of visible time a heartbeat with the full payload is stored (code 0)', async ({ page }) => {
    await page.clock.install();
    const configuration = page.waitForResponse((response) => response.url().includes('/hb/v1/configuration/'));
    await logIn(page);
    expect(await (await configuration).json()).toMatchObject({ code: 0, data: { enabled: true } });

    const sent = page.waitForRequest((request) => request.url().includes('/hb/v1/heartbeat/') && request.method() === 'POST');
    const stored = page.waitForResponse((response) => response.url().includes('/hb/v1/heartbeat/'));
    await page.clock.runFor(30_000);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    const userInfo = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { userId: number });

    expect(body).toMatchObject({
      actionContext: '/home',
      actionId: 1000,
      appId: 'ddi-learner-pc',
      appName: 'DDI Leadership Learning',
      appVersion: '0.1.0-en',
      learningPathMetaId: null,
      result: 'active',
      userId: userInfo.userId,
      objectIds: null,
    });
    const clientInfo = body.clientInfo as Record<string, unknown>;
    for (const field of [
      'referrer',
      'timeOpened',
      'timezoneOffset',
      'page',
      'historyLength',
      'browserName',
      'browserEngine',
      'browserVersion',
      'userAgent',
      'browserLanguage',
      'browserOnline',
      'browserPlatform',
      'javaEnabled',
      'cookiesEnabled',
      'screenWidth',
      'screenHeight',
      'documentWidth',
      'documentHeight',
      'windowWidth',
      'windowHeight',
      'colorDepth',
      'pixelDepth',
      'latitude',
      'longitude',
      'timestamp',
    ]) {
      expect(clientInfo, field).toHaveProperty(field);
    }
    expect(clientInfo.browserName).toBe('Chrome');
    expect(clientInfo.page).toBe('/pc/home');

    expect(await (await stored).json()).toMatchObject({ code: 0, data: { accepted: 1 } });
  });
});
