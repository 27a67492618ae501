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

export function requireChromium() {
  const path = findChromium();
  if (!path) {
    throw new Error(
      'No Chromium found. Set CHROME_PATH, or install one: `sudo apt-get install chromium` (Debian/Ubuntu).',
    );
  }
  return path;
}
