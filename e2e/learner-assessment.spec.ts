import type { Page } from '@playwright/test';
import { auditBothThemes, describeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { useOwnServer } from './own-server.js';

/** Issue 10: the pre-test, its report, the post-test with its comparison, the time limit and the key actions. */

async function logIn(page: Page, baseURL?: string) {
  const origin = baseURL ?? '';
  await page.goto(`${origin}/pc/login?lang=en`);
  await page.getByLabel('User name').fill('demo');
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/home$/);
}

/** The id of a course of the demo learner, by its English name. */
async function courseId(page: Page, name: string, baseURL?: string): Promise<number> {
  const response = await page.request.get(`${baseURL ?? ''}/sr/learningtourEN`);
  const body = (await response.json()) as { data: { id: number; name: string }[] };
  const course = body.data.find((entry) => entry.name === name);
  if (!course) throw new Error(`no course named ${name}`);
  return course.id;
}

/** Answers the question shown: the first option, or a sentence for an open question. */
async function answerShown(page: Page) {
  const main = page.getByRole('main');
  // The question is on screen before the controls are counted.
  await expect(main.getByText(/^Question \d+ of \d+$/)).toBeVisible();
  const radios = main.getByRole('radio');
  const checkboxes = main.getByRole('checkbox');
  if ((await radios.count()) > 0) await radios.first().check();
  else if ((await checkboxes.count()) > 0) await checkboxes.first().check();
  else await main.getByRole('textbox').fill('I agreed two next steps with my colleague.');
}

async function expectSaved(page: Page) {
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

test.describe('learner app: assessments, reports and key actions (issue 10)', () => {
  test('the pre-test: start, answer some, come back to the "continue?" prompt, finish; the report shows grades; it cannot be taken twice', async ({
    page,
  }) => {
    await logIn(page);
    const id = await courseId(page, 'Delegating with Confidence');
    await page.goto(`/pc/course?id=${id}`);
    await page.locator('[data-step="1"]').getByRole('link', { name: 'Take the test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ability diagnosis (pre-test)' })).toBeVisible();
    await expect(page.getByText('Leaving midway may make your results inaccurate.')).toBeVisible();
    await page.getByRole('link', { name: 'Start the test' }).click();

    await expect(page).toHaveURL(/\/pc\/course\/abilityAnswer\?id=\d+$/);
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^2[45]:\d\d$/);
    // Moving on without an answer is refused.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose an answer');
    await answerShown(page);
    await expectSaved(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Question 2 of \d+$/)).toBeVisible();
    await answerShown(page);
    await expectSaved(page);

    // A reload resumes at the same question.
    await page.reload();
    await expect(page.getByText(/^Question 2 of \d+$/)).toBeVisible();

    // Back on the introduction, the prompt offers to continue.
    await page.goto(`/pc/course/abilityTest?id=${id}`);
    const prompt = page.getByRole('dialog', { name: 'Continue the test?' });
    await expect(prompt).toContainText('You have completed 2 questions, continue?');
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/pc\/course\/abilityAnswer\?id=\d+$/);

    await page.getByRole('button', { name: 'Finish the test' }).click();
    const confirm = page.getByRole('dialog', { name: 'Finish the test?' });
    await expect(confirm).toContainText('questions are not answered yet');
    // The confirmation, in both themes (decision 0098).
    const violations = await auditBothThemes(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await confirm.getByRole('button', { name: 'Finish', exact: true }).click();

    await expect(page).toHaveURL(/\/pc\/course\/abilityReport\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Overall result' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^\d+ points · (Weak|Limited|General|Good|Excellent|Very excellent)$/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Results by competency' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    // The radar (inline SVG): one polygon for the one attempt, a point per competency row of the table.
    const chart = page.getByRole('img', { name: /Chart of the scores by competency/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('polygon.radar__area')).toHaveCount(1);
    await expect(chart.locator('.radar__point')).toHaveCount((await table.getByRole('row').count()) - 1);
    await expect(page.getByRole('heading', { name: 'Development advice' })).toBeVisible();

    // Once only.
    await page.goto(`/pc/course/abilityTest?id=${id}`);
    await expect(page.getByText('You have finished this test.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start the test' })).toHaveCount(0);
    await page.goto(`/pc/course/abilityAnswer?id=${id}`);
    await expect(page.getByRole('alert')).toHaveText('The pre-test can be taken only once');
  });

  test('the post-test ends in the before/after comparison', async ({ page }) => {
    await logIn(page);
    const id = await courseId(page, 'Delegating with Confidence');
    await page.goto(`/pc/course/checkTest?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ability check (post-test)' })).toBeVisible();
    await page.getByRole('link', { name: /Start the test|Continue/ }).click();
    await expect(page).toHaveURL(/\/pc\/course\/checkAnswer\?id=\d+$/);
    const total = Number((await page.getByText(/^Question 1 of \d+$/).textContent())?.split(' of ')[1]);
    for (let index = 1; index <= total; index += 1) {
      await expect(page.getByText(`Question ${index} of ${total}`, { exact: true })).toBeVisible();
      await answerShown(page);
      if (index < total) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Finish the test' }).click();
    await expect(page).toHaveURL(/\/pc\/course\/checkReport\?id=\d+$/);
    const comparison = page.getByRole('table', { name: 'Before and after the course' });
    await expect(comparison).toBeVisible({ timeout: 20_000 });
    await expect(comparison.getByRole('columnheader', { name: 'Pre-test' })).toBeVisible();
    await expect(comparison.getByRole('columnheader', { name: 'Post-test' })).toBeVisible();
  });

  test('key-action analysis enforces 2–3 key actions', async ({ page }) => {
    await logIn(page);
    const id = await courseId(page, 'Delegating with Confidence');
    await page.goto(`/pc/course/keyBehaviorAnalysis?id=${id}`);
    const options = page.getByRole('group', { name: 'Key actions' }).getByRole('checkbox');
    await expect(options.first()).toBeVisible();
    for (let index = 0; index < (await options.count()); index += 1) await options.nth(index).uncheck();
    await options.nth(0).check();
    await page.getByRole('button', { name: 'Save my key actions' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose 2-3 key actions');
    await options.nth(1).check();
    await page.getByRole('button', { name: 'Save my key actions' }).click();
    await expect(page.getByText('Your key actions are saved')).toBeVisible();
    // The server enforces it too.
    const tooFew = await page.request.put(`/ddilearner/v2/user/keyActions/${id}?lang=EN`, { data: { chosen: [] } });
    expect((await tooFew.json()).message).toBe('Choose 2-3 key actions');
  });
});

test.describe('an attempt past its deadline is finished by the server', () => {
  const own = useOwnServer({ ASSESSMENT_TIME_LIMIT_SECONDS: '5', ASSESSMENT_SWEEP_INTERVAL_MS: '500', REPORT_DELAY_MS: '0' });

  test('with a 5 s limit the learner sees "It’s time, the quiz is over" and the server has expired the attempt', async ({ page }) => {
    await logIn(page, own.baseUrl);
    const id = await courseId(page, 'Feedback That Works', own.baseUrl);
    await page.goto(`${own.baseUrl}/pc/course/abilityAnswer?id=${id}`);
    await answerShown(page);
    const dialog = page.getByRole('alertdialog', { name: 'It’s time, the quiz is over' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const violations = await auditBothThemes(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // The server has finished it (expired) although the app never called finish.
    await expect
      .poll(async () => ((await (await page.request.get(`${own.baseUrl}/sr/survey/getSurvey/${id}/1?lang=EN`)).json()) as { data: { status: string } }).data.status)
      .toBe('expired');
    await dialog.getByRole('button', { name: 'View the report' }).click();
    await expect(page).toHaveURL(/\/pc\/course\/abilityReport\?id=\d+$/);
    await expect(page.getByText('The time ran out before you finished: the answers saved until then were scored.')).toBeVisible();
  });
});
