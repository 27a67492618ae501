import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { courseYaml, exportCourse, exportShared } from '../services/course-import/export.js';
import { callerPath, invokedDirectly, runCli, type CliContext } from './run-cli.js';

export const usage = 'usage: npm run export -- <course code or id | --shared> [--out <file.yaml | file.json>]';

async function main({ withDatabase }: CliContext): Promise<number> {
  let course: string | undefined;
  let out: string | undefined;
  try {
    const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' }, shared: { type: 'boolean' } }, allowPositionals: true, strict: true });
    if (positionals.length !== (values.shared ? 0 : 1)) throw new Error('give exactly one course (its code or id), or --shared for the shared content');
    course = positionals[0];
    out = values.out;
  } catch (error) {
    process.stderr.write(`export: ${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const file = await withDatabase((database) => (course === undefined ? exportShared(database.db) : exportCourse(database.db, course)));
  if (!file) {
    process.stderr.write(`export: no course "${course ?? ''}"\n`);
    return 2;
  }
  const text = out?.endsWith('.json') ? `${JSON.stringify(file, null, 2)}\n` : courseYaml(file);
  if (out) {
    await writeFile(callerPath(out), text);
    process.stderr.write(`Wrote ${file.course ? `course "${file.course.code}"` : 'the shared content'} to ${out}.\n`);
  } else {
    process.stdout.write(text);
  }
  return 0;
}

if (invokedDirectly(import.meta.url)) void runCli('export', main);
