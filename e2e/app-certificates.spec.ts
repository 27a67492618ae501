import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { courseIdByName, logIn } from './learner-helpers.js';

/**
 * Decision 0095: certificates of completion through the real server. The demo `graduate` finished the all-open
 * Coaching for Success: its course page leads to the certificate, which prints on one landscape page, and anybody
 * signed out checks it by the address printed on it; a learner with none is told how one is earned. Four languages
 * where the pages are new, none with an axe violation.
 */
const PDF_PAGE = /\/Type\s*\/Page(?!s)/g;

test('a finished course leads to its certificate: name, course, day and ID, one printed page, without an axe violation', async ({ page }) => {
  await logIn(page, { username: 'graduate' });
  const courseId = await courseIdByName(page, 'Coaching for Success');
  await page.goto(`/pc/course?id=${courseId}&lang=en`);
  await expect(page.getByText('You finished this course, every step of it.')).toBeVisible();
  await page.getByRole('link', { name: 'View your certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/certificate\\?id=${courseId}$`));

  const sheet = page.getByRole('article', { name: 'Certificate of completion' });
  await expect(sheet.getByText('Nina Graduate')).toBeVisible();
  await expect(sheet.getByText('Coaching for Success')).toBeVisible();
  await expect(sheet.getByText('March 24, 2025')).toBeVisible();
  const code = (await sheet.locator('.certificate__code').textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  await expect(sheet.getByRole('link', { name: new RegExp(`/pc/verify\\?code=${code}$`) })).toBeVisible();
  // LinkedIn's form, filled in with this certificate, its credential link the check's address on this server.
  const linkedIn = new URL((await page.getByRole('link', { name: 'Add to LinkedIn profile (opens in a new tab)' }).getAttribute('href')) ?? '');
  expect(linkedIn.searchParams.get('certId')).toBe(code);
  expect(linkedIn.searchParams.get('name')).toBe('Coaching for Success');
  expect(linkedIn.searchParams.get('certUrl')).toBe(new URL(`/pc/verify?code=${code}`, page.url()).href);
  for (const lang of ['en', 'th', 'zh', 'tw'] as const) {
    await page.goto(`/pc/certificate?id=${courseId}&lang=${lang}`);
    await expect(page.getByRole('article')).toBeVisible();
    const violations = await auditBothThemes(page);
    expect(violations, `${lang}: ${describeViolations(violations)}`).toEqual([]);
  }

  // Printed: the sheet alone (no header, no buttons), on one page.
  await page.goto(`/pc/certificate?id=${courseId}&lang=en`);
  await expect(sheet).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: /LinkedIn/ })).toBeHidden();
  await expect(sheet).toBeVisible();
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(PDF_PAGE)?.length, 'pages in the PDF').toBe(1);
});

test('anybody, signed out, checks the certificate at the address printed on it; a wrong ID, or one with other characters, is told so', async ({ page, browser }) => {
  await logIn(page, { username: 'graduate' });
  await page.goto('/pc/certificates?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'My certificates' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Coaching for Success' });
  await expect(card.getByText('Completed March 24, 2025')).toBeVisible();
  const code = (await card.locator('.certificates__code').textContent()) ?? '';
  await card.getByRole('link', { name: 'View certificate: Coaching for Success' }).click();
  const address = (await page.getByRole('article').getByRole('link').getAttribute('href')) ?? '';

  const visitor = await browser.newContext();
  try {
    const stranger = await visitor.newPage();
    await stranger.goto(`${address}&lang=en`);
    await expect(stranger.getByRole('heading', { name: 'A valid certificate' })).toBeVisible();
    await expect(stranger.getByText('Nina Graduate completed Coaching for Success on March 24, 2025.')).toBeVisible();
    await expect(stranger).toHaveURL(/\/pc\/verify\?code=/);
    for (const lang of ['en', 'th', 'zh', 'tw'] as const) {
      await stranger.goto(`${address}&lang=${lang}`);
      await expect(stranger.locator('.verify__result--valid')).toBeVisible();
      const violations = await auditBothThemes(stranger);
      expect(violations, `${lang}: ${describeViolations(violations)}`).toEqual([]);
    }

    // Typed by hand, lower case and without dashes; then one character wrong.
    await stranger.goto('/pc/verify?lang=en');
    const field = stranger.getByRole('textbox', { name: 'Certificate ID' });
    await field.fill(code.replace(/-/g, '').toLowerCase());
    await field.press('Enter');
    await expect(stranger.getByRole('heading', { name: 'A valid certificate' })).toBeVisible();
    const wrong = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    await field.fill(wrong);
    await stranger.getByRole('button', { name: 'Check' }).click();
    await expect(stranger.getByText(`No certificate has the ID ${wrong}. Check that it was typed as printed.`)).toBeVisible();
    // Characters no ID has (the server refuses them) are told the same way.
    await field.fill('7K2M.9QXD');
    await field.press('Enter');
    await expect(stranger.getByText('No certificate has the ID 7K2M.9QXD. Check that it was typed as printed.')).toBeVisible();
    const violations = await auditBothThemes(stranger);
    expect(violations, describeViolations(violations)).toEqual([]);
  } finally {
    await visitor.close();
  }
});

test('the user menu leads to My certificates; a learner with none is told how one is earned, in English and Thai', async ({ page }) => {
  await logIn(page, { username: 'newcomer' });
  await page.getByRole('banner').getByRole('button', { name: 'New Learner', exact: true }).click();
  await page.getByRole('menuitem', { name: 'My certificates' }).click();
  await expect(page).toHaveURL(/\/pc\/certificates$/);
  for (const [lang, heading] of [
    ['en', 'No certificates yet'],
    ['th', 'ยังไม่มีประกาศนียบัตร'],
  ] as const) {
    await page.goto(`/pc/certificates?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const violations = await auditBothThemes(page);
    expect(violations, `${lang}: ${describeViolations(violations)}`).toEqual([]);
  }
});
