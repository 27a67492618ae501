// Shared by the Firefox lane's tests: launching Firefox ESR over WebDriver BiDi, opening pages of the server
// global-setup.ts started, and waiting on the player's state (never on time).
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { inject } from 'vitest';
import { findFirefox, missingFirefoxReason, offlineFirefoxPrefs } from '../scripts/firefox.mjs';

/** What the tests read of a `<ddi-player>` in the page. */
export type PlayerHandle = HTMLElement & {
  currentTime: number;
  duration: number;
  paused: boolean;
  vid: string;
  error: { code: string; message: string } | null;
  options: Record<string, unknown>;
  levels: { index: number; label: string }[];
};

/**
 * Launches the system Firefox headless, driven over WebDriver BiDi (puppeteer-core never downloads one).
 * Firefox's own update and plugin downloads are off: the machine may have no outside network.
 */
export async function launchFirefox(): Promise<Browser> {
  const executablePath = findFirefox();
  if (!executablePath) throw new Error(missingFirefoxReason());
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    protocol: 'webDriverBiDi',
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: offlineFirefoxPrefs,
  });
}

/** An absolute URL on the server global-setup.ts started. */
export const url = (path: string): string => `${inject('baseUrl')}${path}`;

/**
 * A new tab, made the active one, that records console errors and uncaught page errors (read them from
 * `errors`). Active because Firefox refuses fullscreen (and picture-in-picture) to a background tab: its
 * `requestFullscreen()` rejects, and the console alone says why.
 */
export async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  await page.bringToFront();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url ?? ''})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  return { page, errors };
}

/** Waits until the first `<ddi-player>` has played past `seconds`; on a timeout, says what it showed. */
export async function expectPlayback(page: Page, seconds = 0.5): Promise<void> {
  try {
    await page.waitForFunction(
      (min: number) => ((document.querySelector('ddi-player') as PlayerHandle | null)?.currentTime ?? 0) > min,
      { timeout: 30_000 },
      seconds,
    );
  } catch (error) {
    const state = await page.evaluate(() => {
      const player = document.querySelector('ddi-player') as PlayerHandle | null;
      return player ? { currentTime: player.currentTime, paused: player.paused, error: player.error } : 'no player';
    });
    throw new Error(`the player did not play past ${seconds} s: ${JSON.stringify(state)} (${String(error)})`);
  }
}

/** Waits until the first `<ddi-player>` is paused, or playing when `paused` is false. */
export async function expectPaused(page: Page, paused: boolean): Promise<void> {
  await page.waitForFunction((want: boolean) => (document.querySelector('ddi-player') as PlayerHandle | null)?.paused === want, {}, paused);
}

/** A control of the first player's control bar by its accessible name (its `aria-label`). */
export async function playerButton(page: Page, label: string): Promise<ElementHandle<HTMLButtonElement>> {
  const selector = `ddi-player >>> ddi-control-bar >>> button[aria-label="${label}"], ddi-player >>> ddi-play-button >>> button[aria-label="${label}"]`;
  const button = await page.waitForSelector(selector, { visible: true });
  if (!button) throw new Error(`the player shows no "${label}" button`);
  return button as ElementHandle<HTMLButtonElement>;
}

/** A real click on the first player's Play button. */
export async function pressPlay(page: Page): Promise<void> {
  await (await playerButton(page, 'Play')).click();
}

/** The form control labelled `label` (by its <label>), for real typing and clicks. */
export async function byLabel(page: Page, label: string): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.waitForFunction(
    (text: string) =>
      [...document.querySelectorAll('label')].find((element) => element.textContent?.trim() === text)?.control ?? null,
    {},
    label,
  );
  return handle as unknown as ElementHandle<HTMLInputElement>;
}
