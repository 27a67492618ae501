import { test, expect } from './fixtures.js';
import { logIn } from './learner-helpers.js';

/**
 * Issue 22's first load of the login page: "the shell, the login form and its strings". The strings of the pages
 * behind the login (home, the header, data rights, the learning pages) are not among the scripts /pc/login
 * downloads; they arrive with the first of those pages, which then never shows a translation key.
 */
test.describe('/pc/login downloads the shell, the login form and its strings; the signed-in pages bring their own', () => {
  test('the scripts of /pc/login hold the login strings but none of the signed-in pages’ strings', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/pc/')) scripts.push(response.text());
    });
    await page.goto('/pc/login?lang=en');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByLabel('Remember me')).toBeVisible();
    const source = (await Promise.all(scripts)).join('\n');
    expect(source).toContain('Remember me');
    for (const signedIn of ['Continue learning', 'Your personal data', 'All rights reserved', 'Learning Units']) {
      expect(source, `"${signedIn}" is a string of the pages behind the login`).not.toContain(signedIn);
    }
  });

  test('after login, /pc/home and its header show their own strings, never a translation key', async ({ page }) => {
    await logIn(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('.skeleton')).toHaveCount(0);
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\b(header|footer|home|company|dataRights|learning|attempt)\.[a-zA-Z]+/);
    await expect(page.getByRole('link', { name: 'DDI Leadership Learning, home page' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Learning Units' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('DDI. All rights reserved.');
  });
});
