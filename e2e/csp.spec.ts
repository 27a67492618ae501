import type { Page, Response } from '@playwright/test';
import { expect, expectPlayback, test } from './fixtures.js';
import { courseIdByName, logIn, recordCspViolations, vidWithFeature, type CspViolation } from './learner-helpers.js';
import { useOwnServer } from './own-server.js';

/**
 * Issue 13: the learner app and the player run under the Content-Security-Policy of their pages
 * (server/src/plugins/security-headers.ts) without one violation, with real playback. A dedicated server,
 * because the walk finishes a pre-test and the DNA survey of the demo learner.
 */

const own = useOwnServer({ REPORT_DELAY_MS: '0' });

/** A document response carries the page policy: scripts from this origin only. */
function expectPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-eval');
}

async function go(page: Page, path: string) {
  const response = await page.goto(`${own.baseUrl}${path}`);
  expectPolicy(response);
}

const playerTime = (page: Page) => page.evaluate(() => (document.querySelector('ddi-player') as unknown as { currentTime: number } | null)?.currentTime ?? 0);

function expectNone(violations: CspViolation[]) {
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

test.describe('Content-Security-Policy (issue 13)', () => {
  test('the policy is enforced: an inline script added to a page is blocked and reported', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await go(page, '/pc/login?lang=en');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = 1';
      document.body.append(script);
    });
    await expect.poll(() => violations().some((violation) => violation.directive === 'script-src-elem')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: number }).__inlineRan)).toBeUndefined();
  });

  test('the learner pages run without violations: login, home, course, a unit video playing, unit pages, feedback, projects, overview, data rights, 404', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await logIn(page, { baseURL: own.baseUrl });
    await expect(page.locator('.course-card').first()).toBeVisible();
    const id = await courseIdByName(page, 'Coaching for Success', own.baseUrl);

    await go(page, `/pc/course?id=${id}`);
    const unitHref = await page.locator('.unit-rows__row').first().getByRole('link').getAttribute('href');
    const unitId = new URL(unitHref ?? '', page.url()).searchParams.get('unitId');
    await go(page, `/pc/course/videoLearning?id=${id}&unitId=${unitId}`);
    const player = page.locator('ddi-player');
    await page.waitForFunction(() => ((document.querySelector('ddi-player') as unknown as { duration: number } | null)?.duration ?? 0) > 20);
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => playerTime(page), { timeout: 30_000 }).toBeGreaterThan(1.5);
    // Subtitles, the settings menu and the progress bar's tooltip render too.
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.locator('ddi-player').hover();

    for (const path of ['practiceQuestions', 'case', 'essenceNotes', 'endUnit']) {
      await go(page, `/pc/course/${path}?id=${id}&unitId=${unitId}`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
    }
    await go(page, `/pc/course/endStudy?id=${id}`);
    await page.getByRole('radio', { name: '5 of 5' }).first().check();
    await page.getByRole('radio', { name: '4 of 5' }).nth(1).check();
    await page.getByLabel('What should we improve?').fill('More cases, please');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('You have already sent your feedback for this course.')).toBeVisible();

    await go(page, '/pc/home');
    await page.getByRole('tab', { name: 'Project Learning' }).click();
    await page.getByRole('tabpanel').locator('.course-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/pc\/projectCourseList\?id=\d+$/);
    await expect(page.locator('ddi-player')).toBeVisible();
    await go(page, '/pc/overview');
    await expect(page.getByRole('main')).toBeVisible();

    await go(page, '/pc/datahandle');
    await page.getByRole('radio', { name: /^Access/ }).check();
    await page.getByRole('textbox', { name: 'Details of your request' }).fill('Please send me a copy of my data');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Your request has been submitted')).toBeVisible();
    await page.getByRole('button', { name: 'Demo Learner' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await page.keyboard.press('Escape');

    await go(page, '/pc/no/such/page?lang=en');
    await expect(page.getByRole('heading', { name: 'Sorry, we can’t find the page' })).toBeVisible();
    expectNone(violations());
  });

  test('an assessment runs without violations: the answer page, the report with its radar chart, the scenario and the key actions', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await logIn(page, { baseURL: own.baseUrl });
    const id = await courseIdByName(page, 'Delegating with Confidence', own.baseUrl);
    await go(page, `/pc/course/abilityTest?id=${id}`);
    await page.getByRole('link', { name: 'Start the test' }).click();
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await page.getByRole('main').getByRole('radio').first().check();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Finish the test' }).click();
    await page.getByRole('dialog', { name: 'Finish the test?' }).getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(page).toHaveURL(/\/pc\/course\/abilityReport\?id=\d+$/);
    await expect(page.getByRole('img', { name: /Chart of the scores by competency/ })).toBeVisible({ timeout: 20_000 });
    await go(page, `/pc/course/abilityReport?id=${id}`);
    await expect(page.getByRole('img', { name: /Chart of the scores by competency/ })).toBeVisible({ timeout: 20_000 });

    await go(page, `/pc/course/scenarioSimulation?id=${id}`);
    const scene = page.getByRole('main').getByRole('link').nth(1);
    await expect(scene).toBeVisible();
    await go(page, `/pc/course/keyBehaviorAnalysis?id=${id}`);
    await expect(page.getByRole('group', { name: 'Key actions' }).getByRole('checkbox').first()).toBeVisible();
    await go(page, `/pc/course/checkTest?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ability check (post-test)' })).toBeVisible();
    expectNone(violations());
  });

  test('the Leadership DNA survey, its report with the chart and an expert audio playing run without violations', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await recordCspViolations(page);
    await logIn(page, { baseURL: own.baseUrl });
    await go(page, '/pc/leadershipDNA/evaluationIntroduction');
    await page.getByRole('link', { name: /^(Start the survey|Continue the survey)$/ }).click();
    const main = page.getByRole('main');
    await expect(main.getByText(/^Question 1 of 48$/)).toBeVisible();
    for (let index = 1; index <= 48; index += 1) {
      await expect(main.getByText(`Question ${index} of 48`, { exact: true })).toBeVisible();
      await main.getByRole('radio').first().check();
      if (index < 48) await main.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Finish the survey' }).click();
    await expect(page.getByRole('img', { name: /Chart of your scores by dimension/ })).toBeVisible({ timeout: 20_000 });
    const audio = page.locator('audio').first();
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 1, undefined, { timeout: 15_000 });
    await audio.evaluate((element: HTMLAudioElement) => element.pause());
    await page.getByRole('link', { name: 'See the full analysis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leadership DNA analysis' })).toBeVisible();
    expectNone(violations());
  });

  test('the demo pages run without violations: the index plays HLS, mp4 and DASH (and the marquee, danmu, logo); feature, gallery, language, plain and playground pages load', async ({ page }) => {
    const violations = await recordCspViolations(page);
    for (const feature of ['hls', 'mp4', 'dash']) {
      await go(page, `/demo/?feature=${feature}`);
      await expect(page.getByRole('combobox', { name: 'Sample' })).toBeEnabled();
      await page.getByRole('button', { name: 'Play' }).click();
      await expectPlayback(page, 1);
    }
    // The other demo pages load their players without violations too.
    for (const path of ['/demo/feature.html', '/demo/gallery.html', '/demo/lang.html?lang=en', '/demo/plain.html', '/demo/playground.html']) {
      await go(page, path);
      await page.waitForFunction(() => customElements.get('ddi-player') !== undefined && document.querySelector('ddi-player')?.shadowRoot !== null);
      await page.waitForTimeout(500);
    }
    // The marquee, danmu and logo watermark over the mp4 sample.
    await go(page, '/demo/?feature=mp4');
    await expect(page.getByRole('combobox', { name: 'Sample' })).toBeEnabled();
    await page.evaluate(() => {
      const element = document.querySelector('ddi-player') as HTMLElement & { options: Record<string, unknown> };
      element.options = {
        marquee: { username: 'demo learner', setting: 1, interval: 1, lifeTime: 5 },
        danmu: [{ msg: 'hello', time: 0.2 }, { msg: 'top', time: 0.4, fontMode: 'top', fontColor: '#ff0' }],
        logo: { src: '/pc/logo.svg', position: 2 },
      };
    });
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 2);
    await expect.poll(() => page.evaluate(() => document.querySelector('ddi-player')?.shadowRoot?.querySelector('ddi-marquee') !== null)).toBe(true);
    expectNone(violations());
  });

  test('the player on the demo page plays platform videos without violations: AES-128 HLS, ClearKey DASH, subtitles, thumbnails, audio mode, overlays and the end screen', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const violations = await recordCspViolations(page);
    const features = ['encrypted', 'drm', 'subtitles', 'thumbnails', 'markers', 'audio', 'quiz', 'ads', 'spread', 'slides', 'endscreen'];
    for (const feature of features) {
      const vid = await vidWithFeature(page, feature, own.baseUrl);
      await go(page, '/demo/');
      await expect(page.getByRole('combobox', { name: 'Sample' })).toBeEnabled();
      await page.evaluate(
        ({ vid, playsafe }) => {
          const element = document.querySelector('ddi-player') as HTMLElement & { options: Record<string, unknown> };
          element.removeAttribute('src');
          element.options = { vid, ...(playsafe ? { playsafeUrl: '/vod/playsafe' } : {}) };
        },
        { vid, playsafe: feature === 'encrypted' || feature === 'drm' },
      );
      const player = page.locator('ddi-player');
      await player.getByRole('button', { name: 'Play', exact: true }).click();
      await expect.poll(() => playerTime(page), { timeout: 30_000, message: feature }).toBeGreaterThan(1);
      if (feature === 'audio') await page.evaluate(() => (document.querySelector('ddi-player') as unknown as { switchMode(mode: string): void }).switchMode('audio'));
      if (feature === 'endscreen') {
        await page.evaluate(() => {
          const element = document.querySelector('ddi-player') as unknown as { duration: number; currentTime: number };
          element.currentTime = element.duration - 0.5;
        });
        await page.waitForFunction(() => document.querySelector('ddi-player')?.shadowRoot?.querySelector('ddi-end-screen') !== null, undefined, {
          timeout: 20_000,
        });
      }
      await page.waitForTimeout(1500);
    }
    expectNone(violations());
  });
});
