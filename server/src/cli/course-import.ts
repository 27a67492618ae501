import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { loadConfig } from '../config.js';
import { CourseImportError, type ContentImportResult, type CourseFileError } from '../services/course-import/index.js';
import { importContentWithVideos, type VideoFileOutcome } from '../services/course-import/video-files.js';
import { IngestError } from '../services/ingest/errors.js';
import { progressBar } from './progress.js';
import { callerPath, invokedDirectly, runCli, type CliContext } from './run-cli.js';

export const usage = 'usage: npm run import -- <course.yaml | course.json>';

/** Exit status when the file or the arguments are refused. */
export const badInputStatus = 2;

/** One problem as the command prints it: `course.yaml:12: course.units[0].title: is required`. */
export function errorLine(file: string, error: CourseFileError): string {
  return `${file}${error.line ? `:${error.line}` : ''}: ${error.path}: ${error.message}`;
}

/** What an import did, in one line per part (and one per video file). */
export function summary(result: ContentImportResult & { videos?: VideoFileOutcome[] }): string {
  const lines: string[] = [];
  for (const video of result.videos ?? []) lines.push(`${video.file}: ${video.reused ? 'already ingested, vid' : 'ingested, vid'} ${video.vid}`);
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
  const path = callerPath(file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    process.stderr.write(`import: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
    return badInputStatus;
  }
  const controller = new AbortController();
  process.on('SIGINT', () => {
    process.stderr.write('\nCancelling: nothing of the course or its videos is stored…\n');
    controller.abort();
  });
  const bar = progressBar(process.stderr);
  const onIngestStart = (video: string, index: number, count: number) => {
    bar.restart();
    process.stderr.write(`Ingesting video ${index + 1} of ${count}: ${video}…\n`);
  };
  return withDatabase(async (database) => {
    try {
      const result = await importContentWithVideos(database.db, text, { baseDir: dirname(path), videosRoot: loadConfig().paths.videos, onIngestStart, onProgress: bar.update, signal: controller.signal });
      process.stdout.write(`${summary(result)}\n`);
      return 0;
    } catch (error) {
      bar.end();
      if (error instanceof IngestError) {
        process.stderr.write(`import: ${error.message} [${error.code}]; nothing was imported.\n`);
        if (error.code === 'cancelled') return 130;
        return error.code === 'transcode-failed' ? 1 : badInputStatus;
      }
      if (!(error instanceof CourseImportError)) throw error;
      process.stderr.write(`${error.errors.map((problem) => errorLine(file, problem)).join('\n')}\n${error.errors.length} problem(s): nothing was imported.\n`);
      return badInputStatus;
    }
  });
}

if (invokedDirectly(import.meta.url)) void runCli('import', main);
