import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CourseImportError, importContent, type ContentImportResult, type CourseFileError } from '../services/course-import/index.js';
import { invokedDirectly, runCli, type CliContext } from './run-cli.js';

export const usage = 'usage: npm run import -- <course.yaml | course.json>';

/** Exit status when the file or the arguments are refused. */
export const badInputStatus = 2;

/** One problem as the command prints it: `course.yaml:12: course.units[0].title: is required`. */
export function errorLine(file: string, error: CourseFileError): string {
  return `${file}${error.line ? `:${error.line}` : ''}: ${error.path}: ${error.message}`;
}

/** What an import did, in one line per part. */
export function summary(result: ContentImportResult): string {
  const lines: string[] = [];
  if (result.competencies) lines.push(`Imported ${result.competencies} competenc${result.competencies === 1 ? 'y' : 'ies'}.`);
  if (result.feedbackQuestions) lines.push(`Imported ${result.feedbackQuestions} satisfaction question(s).`);
  if (result.dnaStatements) lines.push(`Imported the Leadership DNA survey: ${result.dnaStatements} statement(s).`);
  const { course } = result;
  if (course) lines.push(`${course.created ? 'Created' : 'Updated'} course "${course.code}" (id ${course.courseId}): ${course.units} unit(s), ${course.questions} question(s).`);
  return lines.join('\n');
}

async function main({ withDatabase }: CliContext): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    process.stderr.write(`import: give exactly one course file\n${usage}\n`);
    return badInputStatus;
  }
  const file = args[0] as string;
  let text: string;
  try {
    // `npm run` starts in the repository's root: a relative path means the caller's folder.
    text = await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  } catch (error) {
    process.stderr.write(`import: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
    return badInputStatus;
  }
  return withDatabase(async (database) => {
    try {
      process.stdout.write(`${summary(await importContent(database.db, text))}\n`);
      return 0;
    } catch (error) {
      if (!(error instanceof CourseImportError)) throw error;
      process.stderr.write(`${error.errors.map((problem) => errorLine(file, problem)).join('\n')}\n${error.errors.length} problem(s): nothing was imported.\n`);
      return badInputStatus;
    }
  });
}

if (invokedDirectly(import.meta.url)) void runCli('import', main);
