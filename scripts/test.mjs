// npm test: everything, from a fresh clone. Ends with one line "N passed, N failed" over all runners.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { counted, elementRows, playwrightFailures, vitestFailures } from './test-reports.mjs';
import { aptInstall, bin, capture, ensureBuild, ensureDependencies, isDebian, isRoot, root, run } from './lib.mjs';

const results = join(root, '.test-results');

async function ensureChromium() {
  const { findChromium, lacksHeadlessShell } = await import('./chromium.mjs');
  // The full Chromium (element tests) and, for the Playwright lanes, Debian's headless shell of the same version
  // (decision 0078); without the shell those lanes run on the full Chromium.
  const missing = [...(findChromium() ? [] : ['chromium']), ...(lacksHeadlessShell() ? ['chromium-headless-shell'] : [])];
  if (missing.length && isRoot() && isDebian() && !process.env.CHROME_PATH) {
    console.log(`Installing Debian's ${missing.join(' and ')} package${missing.length > 1 ? 's' : ''}…`);
    await aptInstall(...missing);
  }
  if (lacksHeadlessShell()) console.log('No chromium-headless-shell found: the end-to-end lanes run on the full Chromium (slower).');
  if (findChromium()) return;
  throw new Error(
    process.env.CHROME_PATH
      ? `CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`
      : 'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell`) or set CHROME_PATH to its executable.',
  );
}

/**
 * Firefox for the Firefox lane: FIREFOX_PATH or a usual place, else Debian's firefox-esr installed when running
 * as root on Debian. Resolves undefined when there is one, or why not (the lane is then reported skipped).
 */
let firefoxChecked;
function ensureFirefox() {
  // Once per run: the element step and the Firefox lane start together and both ask.
  firefoxChecked ??= findOrInstallFirefox();
  return firefoxChecked;
}

async function findOrInstallFirefox() {
  const { findFirefox, missingFirefoxReason } = await import('./firefox.mjs');
  if (findFirefox()) return undefined;
  if (isRoot() && isDebian() && !process.env.FIREFOX_PATH) {
    console.log("No Firefox found: installing Debian's firefox-esr package…");
    await aptInstall('firefox-esr');
  }
  return findFirefox() ? undefined : missingFirefoxReason();
}

/**
 * ffmpeg and ffprobe for the ingest tests (they transcode real media): Debian's ffmpeg package, installed when
 * running as root on Debian; otherwise the tests that need it fail with a message saying how to install it.
 */
async function ensureFfmpeg() {
  const present = () => capture('ffmpeg', ['-version']) !== undefined && capture('ffprobe', ['-version']) !== undefined;
  if (present()) return;
  if (isRoot() && isDebian()) {
    console.log("No ffmpeg found: installing Debian's ffmpeg package…");
    await aptInstall('ffmpeg');
  }
  if (!present()) console.log('No ffmpeg found: the ingest tests will fail. Install it (Debian/Ubuntu: `sudo apt-get install ffmpeg`).');
}

/**
 * The machine's CPU time so far, busy and in all (seconds summed over cores), from /proc/stat's first line;
 * undefined off Linux. Between two readings it says how busy a step kept the cores (browsers' renderer
 * processes included, which a process's own child accounting misses). Meaningful on a machine doing nothing else.
 */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    const idle = ticks[3] + (ticks[4] ?? 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return undefined;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(results, file), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The steps in order. Steps marked `together` start at once with the step before them (their output is
 * buffered, so it is not interleaved): the type-check and the lint each keep one core busy for less than a
 * minute, and neither needs the other; the Firefox lane fills the element step's idle core.
 */
const steps = [
  {
    name: 'type-check',
    // Reads no build output (neither does the lint): runs while rollup builds, which keeps one core busy.
    beforeBuild: true,
    async run() {
      const { typecheck } = await import('./typecheck.mjs');
      const checks = await typecheck();
      return { name: this.name, passed: checks.filter((c) => c.ok).length, failed: checks.filter((c) => !c.ok).length, skipped: 0 };
    },
  },
  {
    name: 'lint',
    together: true,
    beforeBuild: true,
    async run() {
      const eslint = await run(bin('eslint'), ['.', '--max-warnings', '0'], { buffered: true });
      // docs/spec-coverage.md has a row for every spec item and names only test files that exist.
      const coverage = await run(process.execPath, ['scripts/spec-coverage.mjs'], { buffered: true });
      const code = eslint || coverage;
      return { name: this.name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
    },
  },
  {
    name: 'unit (vitest)',
    async run() {
      await ensureFfmpeg();
      // The server suite also runs its PostgreSQL checks against a throw-away PostgreSQL.
      const { startTemporaryPostgres } = await import('./postgres.mjs');
      const postgres = await startTemporaryPostgres().catch((error) => ({ reason: error.message }));
      if (postgres.reason) console.log(`PostgreSQL checks will be skipped: ${postgres.reason}`);
      const env = { ...process.env, ...(postgres.url ? { TEST_POSTGRES_URL: postgres.url } : {}) };
      const args = ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/vitest.json'];
      const code = await run(bin('vitest'), args, { env }).finally(() => postgres.stop?.());
      const json = readJson('vitest.json');
      const counts = json && { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests, failures: vitestFailures(json) };
      return counted(this.name, code, counts);
    },
  },
  {
    // Chromium and Firefox in one web-test-runner run (a file in each at a time, on the two cores); one summary
    // row per browser. Without a Firefox (none found or installed) only Chromium runs, and Firefox's row says why.
    name: 'element (web-test-runner)',
    async run({ buffered }) {
      const { wantedBrowsers } = await import('./element-browsers.mjs');
      const wanted = wantedBrowsers();
      const missing = wanted.includes('firefox') ? await ensureFirefox() : undefined;
      if (missing) console.log(`The Firefox element tests are skipped: ${missing}`);
      const browsers = wanted.filter((name) => name !== 'firefox' || !missing);
      const code = await run(bin('web-test-runner'), [], { buffered, env: { ...process.env, ELEMENT_BROWSERS: browsers.join(',') } });
      const skipped = Object.fromEntries(
        ['chromium', 'firefox'].filter((name) => !browsers.includes(name)).map((name) => [name, name === 'firefox' && missing ? missing : 'not in ELEMENT_BROWSERS']),
      );
      return elementRows(code, Object.fromEntries(browsers.map((name) => [name, readJson(`element-${name}.json`)])), skipped);
    },
  },
  {
    // Beside the element step (issue 26): that step keeps the two cores about 65 % busy and this lane about
    // 50 %, so the lane fits in the element step's idle time. Both outputs are held and printed whole.
    name: 'end-to-end (firefox)',
    together: true,
    async run({ buffered }) {
      const missing = await ensureFirefox();
      if (missing) {
        console.log(`The Firefox lane is skipped: ${missing}`);
        return { name: this.name, passed: 0, failed: 0, skipped: 1, note: `skipped: ${missing}` };
      }
      const args = ['run', '-c', 'e2e-firefox/vitest.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=../.test-results/firefox.json'];
      const code = await run(bin('vitest'), args, { buffered });
      const json = readJson('firefox.json');
      const counts = json && { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests, failures: vitestFailures(json) };
      return counted(this.name, code, counts);
    },
  },
  {
    name: 'end-to-end (playwright)',
    async run() {
      const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
      const report = readJson('e2e.json');
      const stats = report?.stats;
      const counts = stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures: playwrightFailures(report) };
      return counted(this.name, code, counts);
    },
  },
];

async function main() {
  const preparing = Date.now();
  await ensureDependencies();
  await ensureChromium();
  console.log(`(install: ${Math.round((Date.now() - preparing) / 1000)} s)`);
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  const only = process.argv.slice(2);
  const chosen = steps.filter((step) => !only.length || only.some((word) => step.name.includes(word)));
  const groups = [];
  for (const step of chosen) {
    if (step.together && groups.length) groups.at(-1).push(step);
    else groups.push([step]);
  }
  // The build (rollup, one core) and a first group that needs no build output (the type-check and the lint) run
  // side by side; the other steps start once the build is there.
  const building = ensureBuild();
  const tally = [];
  const runGroup = async (group, { besideBuild = false } = {}) => {
    console.log(`\n━━ ${group.map((step) => step.name).join(' + ')}${besideBuild ? ' (beside the build)' : ''} ━━`);
    const started = Date.now();
    const cpuBefore = machineCpu();
    // A step gives one summary row, or one per browser (the element step).
    // Steps side by side hold their output and print it whole when they end (`buffered`), so lines don't interleave.
    const buffered = group.length > 1 || besideBuild;
    tally.push(...(await Promise.all(group.map((step) => step.run({ buffered })))).flat());
    const wall = (Date.now() - started) / 1000;
    // How much of the machine's CPU the step used: idle cores are room to run another step beside it.
    const cpuAfter = machineCpu();
    const busy = cpuBefore && cpuAfter ? `, cores ${Math.round((100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total))} % busy` : '';
    console.log(`(${group.map((step) => step.name).join(' + ')}: ${Math.round(wall)} s${busy})`);
  };
  const buildStarted = Date.now();
  const first = groups[0]?.every((step) => step.beforeBuild) ? groups.shift() : undefined;
  // Both are awaited before a failed build stops the run: the type errors beside it usually say why it failed.
  const settled = await Promise.allSettled([
    building.then(() => console.log(`(build: ${Math.round((Date.now() - buildStarted) / 1000)} s)`)),
    first && runGroup(first, { besideBuild: true }),
  ]);
  const failedToStart = settled.find((result) => result.status === 'rejected');
  if (failedToStart) throw failedToStart.reason;
  for (const group of groups) await runGroup(group);
  console.log('\n━━ summary ━━');
  for (const row of tally) {
    console.log(`${row.name.padEnd(28)} ${row.passed} passed, ${row.failed} failed${row.skipped ? `, ${row.skipped} skipped` : ''}${row.note ? ` (${row.note})` : ''}`);
  }
  // The failed tests by name, last, so that a log's tail says what to look at.
  const failures = tally.flatMap((row) => (row.failures ?? []).map((failure) => `  ✗ ${row.name}: ${failure}`));
  if (failures.length) console.log(`\nfailed:\n${failures.join('\n')}`);
  const passed = tally.reduce((sum, row) => sum + row.passed, 0);
  const failed = tally.reduce((sum, row) => sum + row.failed, 0);
  const skipped = tally.reduce((sum, row) => sum + row.skipped, 0);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`\nnpm test could not run: ${error.message}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
