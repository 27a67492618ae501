// The learner app's screenshots: every page (scripts/app-pages.mjs) at 1280×800 and 390×844, in Thai and English,
// whole pages, into docs/screenshots/app/, with the gallery docs/screenshots/app/README.md listing them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { findAppPages, settleAppPage, signIn } from './app-pages.mjs';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const LANGUAGES = [
  { code: 'th', locale: 'th_TH', name: 'Thai' },
  { code: 'en', locale: 'en_US', name: 'English' },
];
/** Pages taken again in the dark theme (decision 0098), as a device set to dark shows them. */
const DARK_PAGES = ['login', 'resetpassword', 'home', 'course', 'course-videolearning', 'course-abilityreport'];

/** A file-name slug for an address: `/pc/course/videoLearning?kind=3…` → `course-videolearning-3`. */
export function slugOf(address) {
  const url = new URL(address, 'http://app');
  const parts = url.pathname.replace(/^\/pc\/?/, '').split('/').filter(Boolean);
  const kind = url.searchParams.get('kind');
  return [...(parts.length ? parts : ['root']), ...(kind ? [kind] : [])].join('-').toLowerCase();
}

/**
 * Takes every screenshot with `browser` against the server at `baseUrl` into `outDir` and writes the gallery.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {string} outDir
 * @returns {Promise<string[]>} the file names written
 */
export async function takeAppScreenshots(browser, baseUrl, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const crawl = await browser.newContext({ deviceScaleFactor: 1 });
  const crawler = await crawl.newPage();
  await signIn(crawler, baseUrl);
  const storageState = await crawl.storageState();
  /** The pages shown signed out: the login and the password reset beside it. */
  const signedOutPages = ['/pc/login', '/pc/resetPassword'];
  const pages = [...signedOutPages, ...(await findAppPages(crawler, baseUrl))];
  await crawl.close();
  const written = [];
  const rows = [];
  /** Takes one page in one language, size and colour scheme; resolves the file name. */
  const take = async (address, language, viewport, colorScheme) => {
    const signedOut = signedOutPages.includes(address);
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      colorScheme,
      ...(signedOut ? {} : { storageState }),
    });
    // The language is already the chosen one when the page starts, as for a learner who picked it: a `?lang=`
    // that changes it on an answer page asks first (spec), and the picture would show that question.
    await context.addInitScript((locale) => globalThis.localStorage.setItem('locale', locale), language.locale);
    const page = await context.newPage();
    const url = new URL(address, baseUrl);
    url.searchParams.set('lang', language.code);
    await page.goto(url.href);
    await settleAppPage(page).catch(() => undefined);
    // The header's menus (fetched on demand, decision 0036) and each player loaded (not its placeholder), its
    // video drawn (its length known) and its cover picture loaded.
    await page
      .waitForFunction(
        () => {
          const { document, location } = globalThis;
          const menus = !document.querySelector('header.header') || location.pathname.toLowerCase().includes('companylist') || document.querySelector('header .menu__button');
          const players = [...document.querySelectorAll('ddi-player')].every(
            (player) => player.duration > 0 && [...(player.shadowRoot?.querySelectorAll('img') ?? [])].every((image) => image.complete),
          );
          return menus && !document.querySelector('.player-placeholder') && players;
        },
        null,
        { timeout: 30_000 },
      )
      .catch(() => console.warn(`${address} (${language.code}, ${viewport.name}): taken before its players or menus were ready`));
    // Pictures drawn, not loading (the home page's continue card appears after its own call).
    await page.waitForFunction(() => [...globalThis.document.images].every((image) => image.complete), null, { timeout: 10_000 }).catch(() => undefined);
    const file = `${slugOf(address)}-${language.code}-${viewport.name}${colorScheme === 'dark' ? '-dark' : ''}.png`;
    await page.screenshot({ path: `${outDir}/${file}`, fullPage: true, animations: 'disabled' });
    await context.close();
    written.push(file);
    return file;
  };
  const darkRows = [];
  for (const address of pages) {
    const slug = slugOf(address);
    for (const colorScheme of DARK_PAGES.includes(slug) ? ['light', 'dark'] : ['light']) {
      const cells = [];
      for (const language of LANGUAGES) {
        for (const viewport of VIEWPORTS) {
          const file = await take(address, language, viewport, colorScheme);
          cells.push(`[${language.name}, ${viewport.width}](${file})`);
        }
      }
      const suffix = colorScheme === 'dark' ? '-dark' : '';
      (colorScheme === 'dark' ? darkRows : rows).push(`| \`${slug}\` | <img src="${slug}-en-desktop${suffix}.png" width="240" alt=""> | ${cells.join(' · ')} |`);
    }
  }
  const stale = readdirSync(outDir).filter((file) => file.endsWith('.png') && !written.includes(file));
  for (const file of stale) rmSync(`${outDir}/${file}`);
  writeFileSync(
    `${outDir}/README.md`,
    [
      '# The learner app, page by page',
      '',
      'Every page a learner reaches (found by following the app’s links from home), whole, at 1280×800 and 390×844,',
      'in Thai and English, signed in as the demo learner. Regenerated by `npm run screenshots` (after `npm run build`).',
      '',
      '| page | English, 1280 | every picture |',
      '|---|---|---|',
      ...rows,
      '',
      '## In the dark theme',
      '',
      'The same pages on a device set to dark (decision 0098).',
      '',
      '| page | English, 1280 | every picture |',
      '|---|---|---|',
      ...darkRows,
      '',
    ].join('\n'),
  );
  return written;
}
