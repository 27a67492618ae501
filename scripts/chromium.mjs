// Finds a Chromium for the tests. Never downloads a browser of its own.
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** CHROME_PATH first, then the usual places; undefined when none exists. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  return candidates.find((path) => existsSync(path));
}

/** Where Debian's chromium-headless-shell package puts the shell (the same Chromium, without the browser's UI). */
const headlessShellCandidates = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const findHeadlessShell = () => headlessShellCandidates.find((path) => existsSync(path));

/**
 * The Chromium of the end-to-end lanes (decision 0078): CHROME_PATH when set; else Debian's headless shell (the
 * same engine as `chromium`, built from the same source, without the browser's own UI processes: about a third
 * less CPU over the Playwright suite); else the full Chromium. Undefined when there is none.
 */
export function findEndToEndChromium(env = process.env) {
  if (env.CHROME_PATH) return findChromium(env);
  return findHeadlessShell() ?? findChromium(env);
}

/** Whether the end-to-end lanes would run on the full Chromium for want of the headless shell. */
export function lacksHeadlessShell(env = process.env) {
  return !env.CHROME_PATH && !findHeadlessShell();
}

/** Flags that work headless as root on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/** The full Chromium (element tests, screenshots, benches); throws how to get one when there is none. */
export function requireChromium(find = findChromium) {
  const path = find();
  if (!path) {
    throw new Error(
      'No Chromium found. Set CHROME_PATH, or install one: `sudo apt-get install chromium` (Debian/Ubuntu).',
    );
  }
  return path;
}

/** The end-to-end lanes' Chromium ({@link findEndToEndChromium}); throws how to get one when there is none. */
export const requireEndToEndChromium = () => requireChromium(findEndToEndChromium);
