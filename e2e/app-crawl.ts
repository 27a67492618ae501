import { test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { findAppPages, settleAppPage } from '../scripts/app-pages.mjs';
import { logIn } from './learner-helpers.js';
import { useOwnServer } from './own-server.js';

/**
 * The learner app as the page-by-page lanes (the axe audit, the phone check) see it: its own server (opening
 * answer pages starts attempts, which other specs must not see), a signed-in session, and every route found by
 * following the app's own links from home (scripts/app-pages.mjs, so a new page is checked without editing a
 * list). Filled in by the hooks {@link crawlTheApp} registers; read it inside tests only.
 */
export interface CrawledApp {
  /** The app's own server, e.g. `http://127.0.0.1:41234`. */
  readonly baseUrl: string;
  /** One address per route (its path plus the query that selects its content), found once. */
  readonly pages: readonly string[];
  /** The signed-in session, for `browser.newContext({ storageState })`. */
  readonly storageState: BrowserContextOptions['storageState'];
}

/**
 * Registers, in the current `test.describe`, the app's own server ({@link useOwnServer}) and a `beforeAll` that
 * logs the demo learner in and crawls the pages. Makes the describe serial: its tests share the one server.
 */
export function crawlTheApp(): CrawledApp {
  const state: { baseUrl: string; pages: string[]; storageState: BrowserContextOptions['storageState'] } = {
    baseUrl: '',
    pages: [],
    storageState: undefined,
  };
  test.describe.configure({ mode: 'serial' });
  const server = useOwnServer();

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    state.baseUrl = server.baseUrl;
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await logIn(page, { baseURL: server.baseUrl });
      state.storageState = await context.storageState();
      state.pages = await findAppPages(page, server.baseUrl);
    } finally {
      await context.close();
    }
  });

  return state;
}

/**
 * Runs `check` on the pages shown signed out (the login, the password reset beside it), then on every crawled page signed in, each opened in `locale`
 * (`?lang=`) in contexts made with `contextOptions` (viewport, touch…). Resolves one entry per page that had
 * problems: its address, then each problem `check` reported on its own indented line.
 */
export async function checkEveryPage(
  browser: Browser,
  app: CrawledApp,
  { locale, contextOptions }: { locale: string; contextOptions: BrowserContextOptions },
  check: (page: Page) => Promise<readonly string[]>,
): Promise<string[]> {
  const failures: string[] = [];
  const visit = async (page: Page, address: string): Promise<void> => {
    const url = new URL(address, app.baseUrl);
    url.searchParams.set('lang', locale);
    await page.goto(url.href);
    await settleAppPage(page).catch(() => undefined);
    const problems = await check(page);
    if (problems.length) failures.push(`${address}\n  ${problems.join('\n  ')}`);
  };

  const signedOut = await browser.newContext({ ...contextOptions });
  try {
    const page = await signedOut.newPage();
    for (const address of ['/pc/login', '/pc/resetPassword']) await visit(page, address);
  } finally {
    await signedOut.close();
  }

  const signedIn = await browser.newContext({ ...contextOptions, storageState: app.storageState });
  try {
    const page = await signedIn.newPage();
    for (const address of app.pages) await visit(page, address);
  } finally {
    await signedIn.close();
  }
  return failures;
}
