// npm run screenshots: the README's skin pictures, taken from the demo's skin gallery (state "playing", the
// control bar shown) with headless Chromium against the built server: docs/screenshots/skin-<skin>.png, one
// 640x360 picture per skin; then every page of the learner app (scripts/app-screenshots.mjs) into
// docs/screenshots/app/. `npm run screenshots -- app` (or `skins`) takes only one set. Needs `npm run build` first.
import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SKINS } from '../demo/pages.js';
import { takeAppScreenshots } from './app-screenshots.mjs';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { aptInstall, capture, isDebian, isRoot, startServer } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}docs/screenshots`;
const WIDTH = 640;
const HEIGHT = 360;
/** Playback position (s) every player must pass before its picture is taken. */
const MIN_TIME = 3;

/** The skin pictures, one 640x360 player per skin from the demo's gallery. */
async function takeSkinScreenshots(browser, baseUrl) {
  // 640 px of content beside the page's 24 px padding: the gallery has one column, each player 640x360.
  const page = await browser.newPage({ viewport: { width: WIDTH + 48, height: 900 }, deviceScaleFactor: 1 });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${baseUrl}/demo/gallery.html?state=playing`);
  await page.locator('#gallery[data-ready="playing"]').waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (min) => [...globalThis.document.querySelectorAll('ddi-player')].every((player) => player.currentTime > min),
    MIN_TIME,
    { timeout: 30_000 },
  );
  if (problems.length) throw new Error(`the gallery had errors: ${problems.join('; ')}`);
  mkdirSync(outDir, { recursive: true });
  for (const skin of SKINS) {
    const player = page.locator(`ddi-player[skin="${skin}"]`);
    const box = await player.boundingBox();
    if (!box || Math.round(box.width) !== WIDTH || Math.round(box.height) !== HEIGHT) {
      throw new Error(`the ${skin} player is ${box?.width}x${box?.height}, not ${WIDTH}x${HEIGHT}`);
    }
    const path = `${outDir}/skin-${skin}.png`;
    await player.scrollIntoViewIfNeeded();
    // The gallery keeps the pointer over the players: the control bar is shown.
    await page.waitForTimeout(300);
    await player.screenshot({ path, animations: 'disabled' });
    console.log(`docs/screenshots/skin-${skin}.png (${Math.round(statSync(path).size / 1024)} KiB)`);
  }
  await page.close();
}

/**
 * A font for Chinese, so that a video whose captions are Chinese by default (the demo's, in a Thai app: spec, the
 * app language's captions, else the video's default) is pictured as a learner sees it, not as boxes: a learner's
 * computer or phone has one. Missing on a root Debian machine, Debian's `fonts-noto-cjk` is installed, as `npm test`
 * installs Chromium (decision 0067); elsewhere the pictures are taken with a warning.
 */
async function ensureCjkFont() {
  const hasCjk = () => Boolean(capture('fc-list', [':lang=zh', 'family'])?.trim());
  if (hasCjk()) return;
  if (isRoot() && isDebian() && (await aptInstall('fonts-noto-cjk')) && hasCjk()) return;
  console.warn('npm run screenshots: no font for Chinese (Debian: `sudo apt-get install fonts-noto-cjk`): Chinese captions show as boxes.');
}

async function main() {
  const only = process.argv[2];
  if (only !== undefined && only !== 'app' && only !== 'skins') throw new Error(`unknown set "${only}": app or skins`);
  // Before the browser starts: it reads the machine's fonts once.
  if (only !== 'skins') await ensureCjkFont();
  const server = await startServer();
  let browser;
  try {
    browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
    if (only !== 'app') await takeSkinScreenshots(browser, server.url);
    if (only !== 'skins') {
      const files = await takeAppScreenshots(browser, server.url, `${outDir}/app`);
      console.log(`docs/screenshots/app/: ${files.length} pictures and README.md`);
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`npm run screenshots: ${error.message}`);
  process.exit(1);
});
