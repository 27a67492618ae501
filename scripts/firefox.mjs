// Finds a Firefox for the Firefox end-to-end lane (e2e-firefox/) and the element tests. Never downloads a browser of
// its own.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/snap/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'];

/**
 * Preferences every test Firefox gets: no update, plugin or safe-browsing downloads (the machine may have no
 * outside network). The element tests add their autoplay preference to these; the Firefox lane keeps the
 * browser's own autoplay policy.
 */
export const offlineFirefoxPrefs = {
  'media.gmp-manager.updateEnabled': false,
  'app.update.enabled': false,
  'browser.safebrowsing.downloads.remote.enabled': false,
};

/** FIREFOX_PATH first, then the usual places; undefined when none exists. */
export function findFirefox(env = process.env) {
  if (env.FIREFOX_PATH) return existsSync(env.FIREFOX_PATH) ? env.FIREFOX_PATH : undefined;
  return candidates.find((path) => existsSync(path));
}

/** Why no Firefox was found, with how to get one. */
export function missingFirefoxReason(env = process.env) {
  return env.FIREFOX_PATH
    ? `FIREFOX_PATH is set to ${env.FIREFOX_PATH}, which does not exist.`
    : 'No Firefox found. Install one (Debian/Ubuntu: `sudo apt-get install firefox-esr`) or set FIREFOX_PATH to its executable.';
}
