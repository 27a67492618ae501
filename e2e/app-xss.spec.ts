import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import { injectedTags, xssPayloads } from '../player-element/test/xss-corpus.js';
import { expect, test } from './fixtures.js';
import { logIn } from './learner-helpers.js';
import { startServer } from './server.js';

/**
 * Issue 13: the XSS corpus (player-element/test/xss-corpus.ts) through every string of the learner app that
 * a learner or the content can set, viewed in Chromium: nothing runs (`window.__xss` stays unset, no dialog),
 * nothing is injected (no payload element, event-handler attribute or `javascript:` URL in the document or
 * an open shadow root) and the text is shown as written.
 *
 * The learner's own strings go through the app and its API (feedback, data-rights request, an open answer).
 * Content and account strings have no authoring API: they are written into a dedicated server's database
 * (PGlite on disk) while it is stopped, as a content import would, and the server is started again on it.
 */

const corpus = xssPayloads.join(' ');

let baseURL = '';
let stop: (() => Promise<void>) | undefined;
let dataDir = '';

/** Every value of a `Localized` jsonb (`{ CN, EN, TW, TH }`) replaced by the corpus. */
const localized = (column: string) => `coalesce((select jsonb_object_agg(key, $1::text) from jsonb_object_keys(${column}) as key), '{}'::jsonb)`;

/** The content and account strings a learner sees, all set to the corpus. */
async function writeCorpusIntoContent(directory: string): Promise<void> {
  const db = await PGlite.create({ dataDir: directory });
  try {
    const statements = [
      `update companies set name = $1`,
      `update users set display_name = $1`,
      `update projects set name = ${localized('name')}, description = ${localized('description')}`,
      `update learning_paths set name = ${localized('name')}, description = ${localized('description')}`,
      `update units set title = ${localized('title')}, essence_notes = ${localized('essence_notes')}, case_text = ${localized('case_text')}, job_aid = ${localized('job_aid')}`,
      `update questions set stem = ${localized('stem')}, analysis = ${localized('analysis')},
         options = coalesce((select jsonb_agg(jsonb_set(option, '{text}', ${localized("option->'text'")})) from jsonb_array_elements(options) as option), '[]'::jsonb)`,
      `update questions set reference_answer = ${localized('reference_answer')} where reference_answer is not null and jsonb_typeof(reference_answer) = 'object'`,
      `update feedback_metas set title = ${localized('title')}`,
      `update broadcasts set message = ${localized('message')}`,
      `update competencies set name = ${localized('name')}, description = ${localized('description')},
         advice = coalesce((select jsonb_object_agg(band, ${localized('advice->band')}) from jsonb_object_keys(advice) as band), '{}'::jsonb)`,
      `update surveys set title = ${localized('title')}`,
      `update survey_questions set text = ${localized('text')}`,
      `update survey_options set text = ${localized('text')}`,
      `update key_actions set text = ${localized('text')}`,
      `update scenario_scenes set title = ${localized('title')}, situation = ${localized('situation')}`,
      `update scenario_choices set text = ${localized('text')}, feedback = ${localized('feedback')}`,
    ];
    for (const statement of statements) {
      const result = await db.query(statement, [corpus]);
      if (!result.affectedRows) throw new Error(`no row changed by: ${statement}`);
    }
  } finally {
    await db.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(join(tmpdir(), 'ddi-xss-'));
  // The first start creates and seeds the database; the seed leaves existing rows alone on the second.
  ({ stop } = await startServer({ DATA_DIR: dataDir }));
  await stop();
  await writeCorpusIntoContent(dataDir);
  ({ baseUrl: baseURL, stop } = await startServer({ DATA_DIR: dataDir, REPORT_DELAY_MS: '0' }));
});

test.afterAll(async () => {
  await stop?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'srcdoc', 'data', 'poster'];

/** The text of each inline script of the app's own document: the theme boot (decision 0101), allowed by its hash. */
const ownInlineScripts = [...readFileSync(new URL('../learner-app/index.html', import.meta.url), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

/** What the page holds that a payload could have put there (document and open shadow roots). */
function findInjections([tags, urlAttributes, ownScripts]: [string[], string[], string[]]): string[] {
  const found: string[] = [];
  const elements: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      elements.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  for (const element of elements) {
    const where = `<${element.localName}> in ${element.getRootNode() === document ? 'the document' : (element.getRootNode() as ShadowRoot).host.localName}`;
    const inHead = element.parentElement === document.head || element === document.head || element === document.body || element === document.documentElement;
    // The app's own page (index.html): its head's meta, link and module script elements, and its own inline script,
    // word for word.
    const ownScript = (element.getAttribute('src') ?? '').startsWith('/pc/') || (!element.hasAttribute('src') && ownScripts.includes(element.textContent ?? ''));
    const own = inHead && (element.localName !== 'script' || ownScript);
    if (!own && tags.includes(element.localName)) found.push(`${where} injected`);
    for (const name of element.getAttributeNames()) {
      if (/^on/i.test(name)) found.push(`${where} has the event-handler attribute ${name}`);
      if (!urlAttributes.includes(name.toLowerCase())) continue;
      // Browsers ignore white space and control characters in a URL's scheme.
      const value = [...(element.getAttribute(name) ?? '')].filter((char) => char.charCodeAt(0) > 0x20).join('');
      if (/^(javascript|vbscript|data:text\/html)/i.test(value)) found.push(`${where} ${name}="${value}"`);
    }
  }
  return found;
}

/** Nothing ran and nothing was injected on the page shown now; the corpus is shown as text (unless `shown` is false). */
async function expectClean(page: Page, surface: string, shown = true): Promise<void> {
  await page.waitForTimeout(300); // an injected <img onerror> / <svg onload> would have fired by now
  expect(await page.evaluate(() => (window as Window & { __xss?: boolean }).__xss), `${surface}: a payload ran`).toBeUndefined();
  expect(await page.evaluate(findInjections, [[...injectedTags], URL_ATTRIBUTES, ownInlineScripts] as [string[], string[], string[]]), surface).toEqual([]);
  if (!shown) return;
  const text = await page.evaluate(() => document.body.textContent ?? '');
  expect(text.includes(corpus), `${surface} shows the corpus as text`).toBe(true);
  // Shown as written, not escaped twice (which would show "&lt;img …" for "<img …").
  expect(text, `${surface}: escaped twice`).not.toContain('&lt;img src=x');
}

/** The ids of the demo learner's courses, by the order of the course list (the names are payloads now). */
async function courseIds(page: Page): Promise<number[]> {
  const body = (await (await page.request.get(`${baseURL}/sr/learningtourEN`)).json()) as { data: { id: number }[] };
  return body.data.map((course) => course.id);
}

test.describe('XSS corpus through the learner app (issue 13)', () => {
  let dialogs: string[] = [];

  test.beforeEach(({ page }) => {
    dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  test.afterEach(() => {
    expect(dialogs, 'a payload opened a dialog').toEqual([]);
  });

  test('the checks see an injection: an <img onerror> and a javascript: link added to a page are reported', async ({ page }) => {
    await page.goto(`${baseURL}/pc/login?lang=en`);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__xss=true"><a href=" javascript:void 0">x</a>'));
    expect(await page.evaluate(findInjections, [[...injectedTags], URL_ATTRIBUTES, ownInlineScripts] as [string[], string[], string[]])).toEqual([
      '<img> in the document has the event-handler attribute onerror',
      '<a> in the document href="javascript:void0"',
    ]);
  });

  test('account and course-list strings (display name, projects, courses, units, notices) are shown as text and never run', async ({ page }) => {
    await page.goto(`${baseURL}/pc/login?lang=en`);
    await expectClean(page, 'login', false);
    await logIn(page, { baseURL });
    await expect(page.locator('.course-card').first()).toBeVisible();
    await expectClean(page, 'home');
    await page.getByRole('banner').getByRole('button', { name: corpus }).click();
    await expectClean(page, 'the user menu');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: /^Course: / }).click();
    await expectClean(page, 'the header course menu');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Project Learning' }).click();
    await expectClean(page, 'home, projects');
    // The project's title (the corpus) is a very long link: open its address rather than clicking its middle.
    const project = await page.getByRole('tabpanel').getByRole('link', { name: corpus }).first().getAttribute('href');
    await page.goto(new URL(project ?? '', page.url()).href);
    await expect(page).toHaveURL(/\/pc\/projectCourseList\?id=\d+$/);
    await expect(page.locator('.course-card').first()).toBeVisible();
    await expectClean(page, 'project course list');
    await page.goto(`${baseURL}/pc/overview`);
    await expect(page.getByRole('main')).toBeVisible();
    await expectClean(page, 'overview', false);
  });

  test('company names on the company list of a learner with two companies are shown as text and never run', async ({ page }) => {
    await logIn(page, { baseURL, username: 'multi' });
    await page.goto(`${baseURL}/pc/companyList`);
    await expect(page.getByRole('main')).toContainText(corpus);
    await expectClean(page, 'company list');
  });

  test('course, unit and practice-question content is shown as text and never runs', async ({ page }) => {
    await logIn(page, { baseURL });
    const [id] = await courseIds(page);
    await page.goto(`${baseURL}/pc/course?id=${id}`);
    await expect(page.locator('.unit-rows__row').first()).toBeVisible();
    await expectClean(page, 'course');
    const unitHref = await page.locator('.unit-rows__row').first().getByRole('link').getAttribute('href');
    const unitId = new URL(unitHref ?? '', page.url()).searchParams.get('unitId');
    for (const path of ['videoLearning', 'essenceNotes', 'case', 'endUnit']) {
      await page.goto(`${baseURL}/pc/course/${path}?id=${id}&unitId=${unitId}`);
      await expect(page.getByRole('main')).toContainText(corpus);
      await expectClean(page, path);
    }
    await page.goto(`${baseURL}/pc/course/practiceQuestions?id=${id}&unitId=${unitId}`);
    await expect(page.getByText(/^Question 1 of \d+/)).toBeVisible();
    await page.getByRole('main').getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/^(Wrong|Correct)$/)).toBeVisible();
    await expectClean(page, 'practice question with its analysis');
  });

  test('the learner’s own feedback text and data-rights request text are stored as written and shown as text', async ({ page }) => {
    await logIn(page, { baseURL });
    const [id] = await courseIds(page);
    await page.goto(`${baseURL}/pc/course/endStudy?id=${id}`);
    const fives = page.getByRole('radio', { name: '5 of 5' });
    await expect(fives.first()).toBeVisible();
    await expectClean(page, 'course feedback form');
    for (let index = 0; index < (await fives.count()); index += 1) await fives.nth(index).check();
    await page.getByRole('main').getByRole('textbox').first().fill(corpus);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('You have already sent your feedback for this course.')).toBeVisible();
    await expectClean(page, 'course feedback sent');
    const stored = (await (await page.request.get(`${baseURL}/ddilearner/v1/usersSatisficing/learningPathMetaId/${id}`)).json()) as {
      data: { answers: { text?: string }[] };
    };
    expect(stored.data.answers.map((answer) => answer.text).filter(Boolean)).toEqual([corpus.trim()]);

    await page.goto(`${baseURL}/pc/datahandle`);
    await page.getByRole('radio', { name: /^Correction/ }).check();
    await page.getByRole('textbox', { name: 'Details of your request' }).fill(corpus);
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Your request has been submitted')).toBeVisible();
    const history = page.getByRole('region', { name: 'Your requests' });
    await expect(history.getByRole('listitem').first()).toContainText(corpus);
    await expectClean(page, 'data-rights requests');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your requests' }).getByRole('listitem').first()).toContainText(corpus);
    await expectClean(page, 'data-rights requests after a reload');
  });

  test('assessment content and an open answer, the report, the scenario and the key actions are shown as text and never run', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, { baseURL });
    const ids = await courseIds(page);
    // The course whose pre-test is open (step 1 offers "Take the test").
    let id = 0;
    for (const candidate of ids) {
      await page.goto(`${baseURL}/pc/course?id=${candidate}`);
      await expect(page.locator('[data-step="1"]')).toBeVisible();
      if ((await page.locator('[data-step="1"]').getByRole('link', { name: 'Take the test' }).count()) > 0) {
        id = candidate;
        break;
      }
    }
    expect(id, 'a course with an open pre-test').not.toBe(0);
    await expectClean(page, 'course with its steps');
    await page.goto(`${baseURL}/pc/course/abilityTest?id=${id}`);
    await expectClean(page, 'pre-test introduction');
    await page.getByRole('link', { name: 'Start the test' }).click();
    const main = page.getByRole('main');
    const counter = main.getByText(/^Question \d+ of \d+$/);
    await expect(counter).toBeVisible();
    const total = Number(((await counter.textContent()) ?? '').split(' of ')[1]);
    let openAnswers = 0;
    for (let index = 1; index <= total; index += 1) {
      await expect(main.getByText(`Question ${index} of ${total}`, { exact: true })).toBeVisible();
      await expectClean(page, `pre-test question ${index}`);
      if ((await main.getByRole('textbox').count()) > 0) {
        await main.getByRole('textbox').fill(corpus);
        openAnswers += 1;
      } else if ((await main.getByRole('radio').count()) > 0) await main.getByRole('radio').first().check();
      else await main.getByRole('checkbox').first().check();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      if (index < total) await main.getByRole('button', { name: 'Next' }).click();
    }
    // The pre-test has open questions: the corpus went to the server as an answer.
    expect(openAnswers).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Finish the test' }).click();
    const confirm = page.getByRole('dialog', { name: 'Finish the test?' });
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(page).toHaveURL(/\/pc\/course\/abilityReport\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Overall result' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('img', { name: /Chart of the scores by competency/ })).toBeVisible();
    await expectClean(page, 'pre-test report');

    await page.goto(`${baseURL}/pc/course/scenarioSimulation?id=${id}`);
    await expect(main).toContainText(corpus);
    await expectClean(page, 'scenario list');
    await main.getByRole('link', { name: corpus }).first().click();
    await expect(page).toHaveURL(/scenarioSimulationNew/);
    await expect(main).toContainText(corpus);
    await expectClean(page, 'scene');
    await main.getByRole('radio').first().check();
    await main.getByRole('button').filter({ hasText: /Submit|Choose|Confirm/ }).first().click();
    await expectClean(page, 'scene feedback');
    await page.goto(`${baseURL}/pc/course/keyBehaviorAnalysis?id=${id}`);
    await expect(page.getByRole('group', { name: 'Key actions' }).getByRole('checkbox').first()).toBeVisible();
    await expectClean(page, 'key actions');
    await page.goto(`${baseURL}/pc/course/checkTest?id=${id}`);
    await expect(main).toContainText(corpus);
    await expectClean(page, 'post-test introduction');
  });
});
