// Import bench (issue 24): how long `npm run users:import` takes for 10,000 learners and `npm run import` for a
// course of 50 units (4 questions each), each the built command (server/dist) on a fresh PGlite data directory
// in a temp folder, the command's whole run (start, migrations, import) timed; the median of BENCH_RUNS runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, printTable, requireBuilt, round, root, runs, writeResult } from '../lib.mjs';

const learners = 10_000;
const unitCount = 50;
requireBuilt(['server/dist/users-import.js', 'server/dist/course-import.js']);

const work = mkdtempSync(join(tmpdir(), 'ddi-bench-import-'));
const text = (value) => JSON.stringify({ EN: value, CN: value, TW: value, TH: value });
const csvFile = join(work, 'learners.csv');
const rows = ['account,phone,name,email,company,company_name,language'];
for (let index = 0; index < learners; index += 1) {
  rows.push(`learner${index},+6690${String(index).padStart(7, '0')},Learner ${index},learner${index}@example.com,company${index % 20},Company ${index % 20},TH`);
}
writeFileSync(csvFile, `${rows.join('\n')}\n`);
const question = (type) =>
  `        - type: ${type}\n          stem: ${text('Which?')}\n` +
  (type === 'open' ? '' : `          options: [{id: A, text: ${text('A')}}, {id: B, text: ${text('B')}}]\n          correct: [A]\n`) +
  `          analysis: ${text('Because.')}\n`;
const units = Array.from({ length: unitCount }, (_, index) =>
  `    - title: ${text(`Unit ${index + 1}`)}\n      video: {src: /media/lesson/mp4/lesson-720p.mp4}\n      videoSeconds: 24\n` +
  `      essenceNotes: ${text('Notes')}\n      case: ${text('Case')}\n      jobAid: ${text('Aid')}\n      questions:\n` +
  ['single', 'multiple', 'single', 'open'].map(question).join(''),
).join('');
const window = '{opensAt: null, closesAt: null}';
const courseFile = join(work, 'course.yaml');
writeFileSync(
  courseFile,
  `format: ddi-course/1\ncourse:\n  code: bench\n  name: ${text('Bench')}\n  description: ${text('Bench')}\n  estimatedMinutes: 60\n` +
    `  steps:\n    abilityAnalysis: ${window}\n    lessons: ${window}\n    scenarioSimulation: ${window}\n    postTest: ${window}\n  units:\n${units}`,
);

const oneFile = join(work, 'one.csv');
writeFileSync(oneFile, 'account,phone,name\nsolo,+66900000000,Solo\n');

/** Seconds one run of a built command takes on a fresh data directory. */
function timed(command, file) {
  const dataDir = mkdtempSync(join(work, 'data-'));
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(root, `server/dist/${command}.js`), file], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  rmSync(dataDir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`${command} failed: ${run.stderr}`);
  return seconds;
}

try {
  const learnerTimes = [];
  const courseTimes = [];
  const baseTimes = [];
  for (let run = 0; run < runs; run += 1) {
    baseTimes.push(timed('users-import', oneFile));
    learnerTimes.push(timed('users-import', csvFile));
    courseTimes.push(timed('course-import', courseFile));
  }
  // The command's start (PGlite, migrations) is the same for both: the one-learner run measures it.
  const base = median(baseTimes);
  const table = [
    { import: '1 learner (the command\'s start: PGlite, migrations)', medianSeconds: round(base, 2), importSeconds: null },
    { import: `${learners} learners (20 companies)`, medianSeconds: round(median(learnerTimes), 2), importSeconds: round(median(learnerTimes) - base, 2) },
    { import: `course of ${unitCount} units, ${unitCount * 4} questions`, medianSeconds: round(median(courseTimes), 2), importSeconds: round(median(courseTimes) - base, 2) },
  ];
  printTable(table);
  writeResult('import', {
    learnersSeconds: round(median(learnerTimes) - base, 2),
    courseSeconds: round(median(courseTimes) - base, 2),
    startSeconds: round(base, 2),
    notes: [`Median of ${runs} runs of the built command, each on a fresh PGlite data directory (start and migrations included); learnersSeconds and courseSeconds subtract the one-learner run (the start).`],
    rows: table,
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
