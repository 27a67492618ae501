// The learner app's pages as a learner reaches them: one address per route, found by following the app's own
// links from home and the other signed-in entry points (so a new page is found without editing a list). Used by
// the axe audit of every page (e2e/app-a11y.spec.ts) and the app screenshots (npm run screenshots).

/** The demo learner every crawl signs in as (README "Demo learners"). */
export const DEMO_LEARNER = { username: 'demo', password: 'Demo@1234' };

/**
 * Signs in on `page` in English through the login form, as a learner would, and waits for home.
 * @param {import('playwright-core').Page} page
 * @param {string} baseUrl
 * @param {{ username?: string; password?: string }} [learner]
 */
export async function signIn(page, baseUrl, learner = DEMO_LEARNER) {
  await page.goto(`${baseUrl}/pc/login?lang=en`);
  await page.getByLabel('User name').fill(learner.username ?? DEMO_LEARNER.username);
  await page.getByLabel('Password').fill(learner.password ?? DEMO_LEARNER.password);
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/pc\/home$/);
}

/**
 * Waits until the page shows content: a heading or an alert in main, no skeleton or busy region, fonts loaded.
 * @param {import('playwright-core').Page} page
 */
export async function settleAppPage(page) {
  await page.waitForFunction(
    () => {
      const { document } = globalThis;
      return document.querySelector('main h1, main [role="alert"]') && !document.querySelector('[aria-busy="true"], .skeleton') && document.fonts.status === 'loaded';
    },
    null,
    { timeout: 15_000 },
  );
}

/** The route of an address: its path, plus the unit kind for the unit pages that share one path. */
function routeKey(address) {
  const kind = address.searchParams.get('kind');
  return address.pathname.toLowerCase() + (kind ? `?kind=${kind}` : '');
}

/**
 * Every signed-in page, breadth-first from the entry points, as `path?query` addresses sorted (login excluded).
 * Opening answer pages starts attempts: crawl on a server of your own.
 * @param {import('playwright-core').Page} page a signed-in page
 * @param {string} baseUrl
 * @returns {Promise<string[]>}
 */
export async function findAppPages(page, baseUrl) {
  const courses = await (await page.request.get(`${baseUrl}/sr/learningtourEN`)).json();
  const courseId = courses.data?.find((entry) => entry.name === 'Coaching for Success')?.id;
  const seeds = ['/pc/home', '/pc/overview', '/pc/datahandle', '/pc/companyList', '/pc/notes', '/pc/certificates', '/pc/verify', '/pc/leadershipDNA', '/pc/leadershipDNA/evaluationReport', '/pc/404'];
  if (courseId !== undefined) {
    for (const step of ['abilityTest', 'abilityAnswer', 'abilityReport', 'checkTest', 'checkAnswer', 'checkReport', 'scenarioSimulation', 'keyBehaviorAnalysis', 'endStudy']) {
      seeds.push(`/pc/course/${step}?id=${courseId}`);
    }
    seeds.push(`/pc/course/sceneSimulationContent?id=${courseId}&sceneId=1`);
  }
  const found = new Map();
  const queue = seeds.map((path) => new URL(path, baseUrl));
  while (queue.length > 0 && found.size < 60) {
    const address = queue.shift();
    const key = routeKey(address);
    if (found.has(key)) continue;
    await page.goto(address.href);
    await settleAppPage(page).catch(() => undefined);
    const landed = new URL(page.url());
    if (routeKey(landed) !== key && found.has(routeKey(landed))) continue;
    found.set(routeKey(landed), landed.pathname + landed.search);
    const links = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => anchor.href));
    for (const link of links) {
      const next = new URL(link);
      if (next.origin === landed.origin && next.pathname.startsWith('/pc/') && !found.has(routeKey(next))) queue.push(next);
    }
  }
  return [...found.values()].filter((address) => !address.startsWith('/pc/login')).sort();
}
