import { realpathSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { courseYaml, exportCourse } from '../services/course-import/export.js';

export const usage = 'usage: npm run export -- <course code or id> [--out <file.yaml | file.json>]';

async function main(): Promise<number> {
  let course: string;
  let out: string | undefined;
  try {
    const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } }, allowPositionals: true, strict: true });
    if (positionals.length !== 1) throw new Error('give exactly one course (its code or id)');
    course = positionals[0] as string;
    out = values.out;
  } catch (error) {
    process.stderr.write(`export: ${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    const file = await exportCourse(database.db, course);
    if (!file) {
      process.stderr.write(`export: no course "${course}"\n`);
      return 2;
    }
    const text = out?.endsWith('.json') ? `${JSON.stringify(file, null, 2)}\n` : courseYaml(file);
    if (out) {
      await writeFile(resolve(process.env.INIT_CWD ?? process.cwd(), out), text);
      process.stderr.write(`Wrote course "${file.course.code}" to ${out}.\n`);
    } else {
      process.stdout.write(text);
    }
    return 0;
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invokedDirectly) {
  main().then(
    (status) => process.exit(status),
    (error: unknown) => {
      process.stderr.write(`export: ${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
