import { test, expect, type Browser } from '@playwright/test';
import { findAppPages, settleAppPage as settle } from '../scripts/app-pages.mjs';
import { audit, describeViolations } from './axe.js';
import { logIn } from './learner-helpers.js';
import { startServer } from './server.js';

/**
 * WCAG 2.2 AA for every page of the learner app: an axe-core audit with every rule on (colour contrast
 * included, best practices too) of each route the learner can reach must find no violation of any impact. Each
 * route is audited in all four locales and at both sizes, 1280×800 and 390×844: Thai and English (the app's
 * longest texts) at both, Simplified Chinese at the phone size and Traditional Chinese at the desktop size
 * (the two scripts share their layout, so each size is seen with Chinese text once; six audits a route instead
 * of eight keep the lane's time down, issue 26). The routes are found by following the app's own links from
 * home (scripts/app-pages.mjs, so a new page is audited without editing a list).
 * The audit runs on a server of its own: opening answer pages starts attempts, which other specs must not see.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, locales: ['th', 'en', 'tw'] },
  { name: 'phone', width: 390, height: 844, locales: ['th', 'en', 'zh'] },
] as const;

let server: { baseUrl: string; stop: () => Promise<void> };
let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
/** One address per route (the route's path plus the query that selects its content), found once. */
let pages: string[] = [];

test.describe('every page of the learner app passes an axe-core WCAG 2.2 AA audit with every rule on', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    server = await startServer();
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await logIn(page, { baseURL: server.baseUrl });
    storageState = await context.storageState();
    pages = await findAppPages(page, server.baseUrl);
    await context.close();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the audit reaches every kind of page: home, course, each unit page, answer and report pages, DNA, data rights, 404', () => {
    const paths = pages.map((address) => new URL(address, 'http://x').pathname.toLowerCase());
    for (const expected of ['/pc/home', '/pc/course', '/pc/course/videolearning', '/pc/datahandle', '/pc/404', '/pc/leadershipdna/evaluationintroduction', '/pc/course/abilityanswer']) {
      expect(paths, `audited pages: ${pages.join(', ')}`).toContain(expected);
    }
  });

  for (const viewport of VIEWPORTS) {
    for (const locale of viewport.locales) {
      test(`no violations at ${viewport.width}×${viewport.height} in ${locale}`, async ({ browser }) => {
        test.setTimeout(300_000);
        const context = await browser.newContext({
          bypassCSP: true,
          viewport: { width: viewport.width, height: viewport.height },
          storageState,
        });
        const page = await context.newPage();
        const failures: string[] = [];
        // The login page, signed out, then every page signed in.
        const signedOut = await browser.newContext({ bypassCSP: true, viewport: { width: viewport.width, height: viewport.height } });
        const loginPage = await signedOut.newPage();
        await loginPage.goto(`${server.baseUrl}/pc/login?lang=${locale}`);
        await settle(loginPage).catch(() => undefined);
        const loginViolations = await audit(loginPage);
        if (loginViolations.length) failures.push(`/pc/login\n  ${describeViolations(loginViolations)}`);
        await signedOut.close();
        for (const address of pages) {
          const url = new URL(address, server.baseUrl);
          url.searchParams.set('lang', locale);
          await page.goto(url.href);
          await settle(page).catch(() => undefined);
          const violations = await audit(page);
          if (violations.length) failures.push(`${address}\n  ${describeViolations(violations)}`);
        }
        expect(failures, failures.join('\n\n')).toEqual([]);
        await context.close();
      });
    }
  }
});
