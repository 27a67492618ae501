import { expect, test } from './fixtures.js';

test.describe('learner app (/pc/)', () => {
  test('/pc/login renders the login page in Thai by default, with html lang="th"', async ({ page }) => {
    await page.goto('/pc/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('tab', { name: 'เข้าสู่ระบบด้วยบัญชี' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
  });

  test('?lang=en switches the login page to English and validates before calling the server', async ({ page }) => {
    await page.goto('/pc/login?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your user name');
  });

  test('an unknown /pc/ path ends on the 404 page with a return button and a back-to-school link', async ({ page }) => {
    await page.goto('/pc/no/such/page?lang=en');
    await expect(page).toHaveURL(/\/pc\/404/);
    await expect(page.getByRole('heading', { name: 'Sorry, we can’t find the page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to school' })).toBeVisible();
  });

  test('the page loads its stylesheet, font and script without a failed request', async ({ page }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/pc/login');
    await expect(page.getByRole('tab').first()).toBeVisible();
    expect(failures).toEqual([]);
  });
});
