// Merges every bench/results/<name>.json into bench/results/latest.json (with the machine description) and
// writes the Markdown tables into docs/performance.md between its bench markers. Run by bench/run.mjs; also
// alone (`node bench/report.mjs`) to redo the page from the last results.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, 'results');
const page = join(here, '..', 'docs', 'performance.md');
const start = '<!-- bench:start (written by bench/report.mjs) -->';
const end = '<!-- bench:end -->';

export function machine() {
  const model = (/^model name\s*:\s*(.+)$/m.exec(existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '') ?? [])[1] ?? cpus()[0]?.model;
  const nproc = spawnSync('nproc', { encoding: 'utf8' }).stdout?.trim() || String(cpus().length);
  const chromium = findChromium();
  const chromiumVersion = chromium ? spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout?.trim() : undefined;
  return {
    nproc: Number(nproc),
    cpu: model,
    ramGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    chromium: chromiumVersion ?? 'not found',
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
}

const cell = (value) => (value == null ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value)).replace(/\|/g, '\\|');

function table(rows) {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [`| ${keys.join(' | ')} |`, `|${keys.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${keys.map((key) => cell(row[key])).join(' | ')} |`)].join('\n');
}

function section(name, result) {
  const lines = [`### ${name}`, '', `Run ${result.date ?? '?'}.`, ''];
  for (const note of result.notes ?? []) lines.push(`- ${note}`);
  if (result.notes?.length) lines.push('');
  if (Array.isArray(result.rows)) {
    lines.push(table(result.rows), '');
  } else {
    // A result without rows (the danmu bench): its top-level values as one row each.
    const skip = new Set(['name', 'date', 'notes', 'goals']);
    lines.push(table(Object.entries(result).filter(([key]) => !skip.has(key)).map(([key, value]) => ({ field: key, value }))), '');
  }
  for (const goal of result.goals ?? []) lines.push(`- ${goal.met ? '✅ met' : '❌ **not met**'}: ${goal.goal} — ${goal.value}`);
  if (!result.goals && 'pass' in result) lines.push(`- ${result.pass ? '✅ met' : '❌ **not met**'}: goal ${cell(result.goal)}`);
  return lines.join('\n');
}

export function report() {
  const results = {};
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json') && name !== 'latest.json').sort()) {
    results[file.slice(0, -5)] = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
  }
  const latest = { date: new Date().toISOString(), machine: machine(), results };
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);

  const m = latest.machine;
  const notMet = Object.entries(results).flatMap(([name, result]) => [
    ...(result.goals ?? []).filter((goal) => !goal.met).map((goal) => `${name}: ${goal.goal} (${goal.value})`),
    ...(!result.goals && result.pass === false ? [`${name}: goal ${cell(result.goal)}`] : []),
  ]);
  const markdown = [
    start,
    '',
    `Latest run: ${latest.date}. Machine: ${m.nproc} cores (\`nproc\`), ${m.cpu}, ${m.ramGiB} GiB RAM, Node ${m.node}, ${m.chromium}; load average at the end ${m.loadAverage.join(' / ')}.`,
    '',
    ...Object.entries(results).map(([name, result]) => section(name, result) + '\n'),
    '### Goals not met in this run',
    '',
    ...(notMet.length ? notMet.map((line) => `- ${line}`) : ['- none']),
    '',
    end,
  ].join('\n');
  const current = existsSync(page) ? readFileSync(page, 'utf8') : `# Performance\n\n${start}\n${end}\n`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? current.slice(0, from) + markdown + current.slice(to + end.length) : `${current.trimEnd()}\n\n${markdown}\n`;
  writeFileSync(page, next);
  console.log('bench: wrote bench/results/latest.json and the tables in docs/performance.md');
  return latest;
}

if (import.meta.url === `file://${process.argv[1]}`) report();
