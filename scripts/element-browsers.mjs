// The browsers the element tests (web-test-runner.config.mjs) run in: the system's Chromium (Playwright's
// launcher over CDP) and the system's Firefox ESR (puppeteer-core over WebDriver BiDi). Never downloads one.
import { ChromeLauncher } from '@web/test-runner-chrome';
import { playwrightLauncher } from '@web/test-runner-playwright';
import * as puppeteer from 'puppeteer-core';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { findFirefox, missingFirefoxReason, offlineFirefoxPrefs } from './firefox.mjs';

/**
 * Preferences of the test Firefox: the offline ones (scripts/firefox.mjs), and autoplay with sound allowed, like
 * Chromium's `--autoplay-policy=no-user-gesture-required` here: the tests about the policy make the browser
 * refuse playback themselves, and Firefox's own policy is checked end to end by e2e-firefox/autoplay.test.ts.
 */
const firefoxPrefs = { ...offlineFirefoxPrefs, 'media.autoplay.default': 0 };

/** The browser names ELEMENT_BROWSERS may list (comma-separated); both when it is unset. */
export const elementBrowserNames = ['chromium', 'firefox'];

/**
 * The names ELEMENT_BROWSERS asks for, in `elementBrowserNames` order. Throws on an unknown name, so that a
 * typo never runs fewer browsers than asked for.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]}
 */
export function wantedBrowsers(env = process.env) {
  if (!env.ELEMENT_BROWSERS) return elementBrowserNames;
  const wanted = env.ELEMENT_BROWSERS.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const unknown = wanted.filter((name) => !elementBrowserNames.includes(name));
  if (unknown.length || !wanted.length) {
    throw new Error(`ELEMENT_BROWSERS=${env.ELEMENT_BROWSERS}: name one or more of ${elementBrowserNames.join(', ')}.`);
  }
  return elementBrowserNames.filter((name) => wanted.includes(name));
}

/** Chromium headless with the suites' flags (autoplay with sound allowed, no outside network). */
function chromium() {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs, headless: true },
  });
}

/**
 * @web/test-runner-chrome's puppeteer launcher, for Firefox: before each test file, tabs a previous file left
 * open (a `target="_blank"` link, a popup) are closed, and the test tab is brought to the front with focus in
 * its page (else a new tab). Firefox fires `focus` events only while the page has focus, and a file's `element.focus()` must not
 * depend on where the file before it left focus.
 */
class FirefoxLauncher extends ChromeLauncher {
  /** @param {string} sessionId @param {string} url */
  async startSession(sessionId, url) {
    const next = this.inactivePages.at(-1);
    if (next && this.browser?.connected) {
      const ours = new Set([...this.activePages.values(), ...this.inactivePages].map((page) => page.puppeteerPage));
      for (const page of await this.browser.pages()) if (!ours.has(page)) await page.close();
      await next.puppeteerPage.bringToFront();
      // Focus left in the browser's own UI (a file tabbed out of the page) does not come back to the tab:
      // the file gets a new tab instead.
      if (!(await next.puppeteerPage.evaluate(() => globalThis.document.hasFocus()))) {
        this.inactivePages.pop();
        await next.puppeteerPage.close();
      }
    }
    return super.startSession(sessionId, url);
  }
}

/**
 * Firefox headless over WebDriver BiDi: @web/test-runner-chrome's launcher given puppeteer-core and Firefox
 * launch options (decision 0043). Its name in reports is "Firefox".
 * @param {string} executablePath
 */
function firefox(executablePath) {
  return new FirefoxLauncher(
    { browser: 'firefox', protocol: 'webDriverBiDi', executablePath, headless: true, extraPrefsFirefox: firefoxPrefs },
    ({ browser }) => browser.defaultBrowserContext(),
    ({ context }) => context.newPage(),
    puppeteer,
  );
}

/**
 * The launchers for the wanted browsers. A missing Firefox is left out with its reason in `skipped` (npm test
 * reports the Firefox element step skipped); a missing Chromium throws, as everywhere else in the suite.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ browsers: object[], skipped: { name: string, reason: string }[] }}
 */
export function elementBrowsers(env = process.env) {
  const browsers = [];
  const skipped = [];
  for (const name of wantedBrowsers(env)) {
    if (name === 'chromium') browsers.push(chromium());
    else {
      const path = findFirefox(env);
      if (path) browsers.push(firefox(path));
      else skipped.push({ name, reason: missingFirefoxReason(env) });
    }
  }
  return { browsers, skipped };
}
