import type { Page } from '@playwright/test';
import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';

const PASSWORD = 'Demo@1234';

async function logIn(page: Page, username: string) {
  await page.goto('/pc/login?lang=en');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/home$/);
}

test.describe('learner app: switching company (spec §2, §6)', () => {
  test('"multi" switches from DDI Thailand to DDI China; the company list header has no user menu and an inert logo', async ({ page }) => {
    await logIn(page, 'multi');
    await page.getByRole('button', { name: 'Multi Company Learner' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Switch company', 'Change password', 'My notes', 'My certificates', 'Appearance', 'Data policy', 'Log out']);
    await page.getByRole('menuitem', { name: 'Switch company' }).click();

    await expect(page).toHaveURL(/\/pc\/companyList$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Switch company' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Multi Company Learner' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'DDI Leadership Learning, home page' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'DDI Leadership Learning' })).toBeVisible();

    const current = page.getByRole('button', { name: /DDI Thailand Co\., Ltd\./ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    const switched = page.waitForResponse((response) => response.url().includes('/ddilearner/v1/user/company'));
    await page.getByRole('button', { name: 'DDI China Ltd.' }).click();
    expect(await (await switched).json()).toMatchObject({ code: 0, data: { company: { name: 'DDI China Ltd.' } } });

    await expect(page).toHaveURL(/\/pc\/home$/);
    await expect(page.getByText('Switched to DDI China Ltd.')).toBeVisible();

    const userinfo = await page.request.get('/ddilearner/v1/user/userinfo');
    expect(await userinfo.json()).toMatchObject({ code: 0, data: { company: { name: 'DDI China Ltd.' } } });
    await page.goto('/pc/companyList');
    await expect(page.getByRole('button', { name: /DDI China Ltd\./ })).toHaveAttribute('aria-current', 'true');
  });

  test('a learner with one company has no "Switch company" entry', async ({ page }) => {
    await logIn(page, 'demo');
    await page.getByRole('button', { name: 'Demo Learner' }).click();
    await expect(page.getByRole('menuitem', { name: 'Switch company' })).toHaveCount(0);
  });
});

test.describe('learner app: data-rights requests (spec §1, §9)', () => {
  test('a request is stored with a due date 3 working days later and is shown again after a reload', async ({ page }) => {
    await logIn(page, 'demo');
    await page.getByRole('button', { name: 'Demo Learner' }).click();
    await page.getByRole('menuitem', { name: 'Data policy' }).click();
    await expect(page).toHaveURL(/\/pc\/datahandle$/);
    await expect(page.getByText('We will reply to your request within 3 working days.')).toBeVisible();

    // The rules come first.
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose the type of request');
    // The rule shown, in both themes (decision 0098).
    const violations = await auditBothThemes(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    const text = `Please erase my learning history (${Date.now()})`;
    // The re-click guard (spec §9) drops a second activation within 300 ms of the last: act at human pace.
    await page.waitForTimeout(350);
    await page.getByRole('radio', { name: /^Erasure/ }).check();
    await page.getByRole('textbox', { name: 'Details of your request' }).fill(text);
    const created = page.waitForResponse(
      (response) => response.url().includes('/ddilearner/v1/user/datarequest') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit request' }).click();
    const { code, data } = (await (await created).json()) as {
      code: number;
      data: { type: string; text: string; status: string; createdAt: string; dueAt: string };
    };
    expect(code).toBe(0);
    expect(data).toMatchObject({ type: 'erasure', text, status: 'received' });
    expect(Date.parse(data.dueAt) - Date.parse(data.createdAt)).toBeGreaterThanOrEqual(3 * 24 * 3600 * 1000);
    await expect(page.getByText('Your request has been submitted')).toBeVisible();

    const history = page.getByRole('region', { name: 'Your requests' });
    const item = history.getByRole('listitem').filter({ hasText: text });
    await expect(item).toContainText('Erasure');
    await expect(item).toContainText('Reply due by');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: text })).toContainText(
      'Received',
    );
  });
});
