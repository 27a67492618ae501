import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { importLearners, type LearnerImportReport } from '../services/learner-import/index.js';
import { callerPath, invokedDirectly, runCli, type CliContext } from './run-cli.js';

export const usage = 'usage: npm run users:import -- <learners.csv> [--skip-invalid]';

/** Exit status when the file or the arguments are refused. */
export const badInputStatus = 2;

/** The command's summary: the problems as `file:line: column: message`, then what was written. */
export function reportText(file: string, report: LearnerImportReport): string {
  const lines = report.errors.map((error) => `${file}:${error.line}: ${error.column ? `${error.column}: ` : ''}${error.message}`);
  if (report.written) {
    lines.push(`Imported ${report.imported} learner(s), ${report.enrolled} enrolment(s); new companies: ${report.companiesCreated.join(', ') || 'none'}.`);
    if (report.errors.length) lines.push(`Skipped the ${new Set(report.errors.map((error) => error.line)).size} row(s) above.`);
  } else if (report.errors.length) {
    lines.push(`${report.errors.length} problem(s): nothing was imported (all or nothing; --skip-invalid imports the good rows).`);
  } else {
    lines.push('Nothing to import.');
  }
  return `${lines.join('\n')}\n`;
}

async function main({ withDatabase }: CliContext): Promise<number> {
  let file: string;
  let skipInvalid: boolean;
  try {
    const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { 'skip-invalid': { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
    if (positionals.length !== 1) throw new Error('give exactly one CSV file');
    file = positionals[0] as string;
    skipInvalid = values['skip-invalid'] ?? false;
  } catch (error) {
    process.stderr.write(`users:import: ${(error as Error).message}\n${usage}\n`);
    return badInputStatus;
  }
  let csv: string;
  try {
    csv = await readFile(callerPath(file), 'utf8');
  } catch (error) {
    process.stderr.write(`users:import: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
    return badInputStatus;
  }
  const report = await withDatabase((database) => importLearners(database.db, csv, { allOrNothing: !skipInvalid }));
  (report.errors.length ? process.stderr : process.stdout).write(reportText(file, report));
  return report.errors.length ? badInputStatus : 0;
}

if (invokedDirectly(import.meta.url)) void runCli('users:import', main);
