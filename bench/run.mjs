// npm run bench: runs every bench/*/run.mjs in turn (each writes bench/results/<name>.json), then prints
// a table of the results. Not part of npm test: the numbers depend on the machine. Names after `--` run only
// those benches (`npm run bench -- server server-postgres`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { report } from './report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const all = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'run.mjs')))
  .map((entry) => entry.name)
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`no such bench: ${unknown.join(', ')} (benches: ${all.join(', ')})`);
  process.exit(2);
}
const benches = wanted.length > 0 ? all.filter((name) => wanted.includes(name)) : all;

let failed = false;
const rows = [];
for (const name of benches) {
  console.log(`bench ${name}…`);
  const run = spawnSync(process.execPath, [join(here, name, 'run.mjs')], { stdio: 'inherit' });
  const file = join(here, 'results', `${name}.json`);
  if (run.status !== 0 || !existsSync(file)) {
    failed = true;
    rows.push({ bench: name, pass: false, results: 'failed' });
    continue;
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  if (Array.isArray(result.goals)) {
    const met = result.goals.filter((goal) => goal.met).length;
    rows.push({ bench: name, goal: `${met}/${result.goals.length} goals met`, pass: met === result.goals.length });
    continue;
  }
  // Each bench writes its own shape: show its pass flag and its first few numbers.
  const numbers = Object.entries(result)
    .filter(([, value]) => typeof value === 'number')
    .slice(0, 5)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  rows.push({ bench: name, pass: result.pass ?? '', results: numbers });
}
console.table(rows);
report();
process.exitCode = failed ? 1 : 0;
