import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { IngestError, ingestVideo, parseVideoSettings, type IngestResult, type VideoSettings } from '../services/ingest/index.js';
import { progressBar } from './progress.js';
import { callerPath, invokedDirectly, runCli, type CliContext } from './run-cli.js';

export { progressLine } from './progress.js';

export const usage =
  'usage: npm run ingest -- <video file> [--title "<title>"] [--encrypt] [--password "<password>"] [--lines line1,line2] [--keyframes <markers.json>]';

/** Exit status of a refused input (bad file, bad arguments); 1 is any other failure, 130 a cancel. */
export const badInputStatus = 2;

export interface IngestArgs {
  file: string;
  title?: string;
  encrypt: boolean;
  password?: string;
  lines?: string;
  /** A JSON file holding the key-frame markers. */
  keyframesFile?: string;
}

/**
 * Reads the command line; a wrong one throws a {@link UsageError} ending with the usage line. The video and
 * markers files are made absolute from `from`, the folder the command was typed in.
 */
export function parseIngestArgs(args: string[], from?: string): IngestArgs {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: {
        title: { type: 'string' },
        encrypt: { type: 'boolean', default: false },
        password: { type: 'string' },
        lines: { type: 'string' },
        keyframes: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new UsageError(`give exactly one video file\n${usage}`);
    if (values.title !== undefined && !values.title.trim()) throw new UsageError(`--title must not be empty\n${usage}`);
    return {
      file: callerPath(positionals[0] as string, from),
      title: values.title,
      encrypt: values.encrypt ?? false,
      password: values.password,
      lines: values.lines,
      keyframesFile: values.keyframes === undefined ? undefined : callerPath(values.keyframes, from),
    };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * The video's settings from the command line, the markers read from their file; a bad one throws an
 * {@link IngestError} `bad-setting` (or `not-found` for a missing markers file).
 */
export async function readVideoSettings(args: IngestArgs): Promise<VideoSettings> {
  let keyframes: string | undefined;
  if (args.keyframesFile !== undefined) {
    keyframes = await readFile(args.keyframesFile, 'utf8').catch(() => {
      throw new IngestError('not-found', `the key-frame file ${args.keyframesFile} cannot be read`);
    });
  }
  return parseVideoSettings({ password: args.password, lines: args.lines, keyframes });
}

/** What the command prints when done: the vid and a ready embed snippet. */
export function doneMessage(result: IngestResult, origin = 'http://127.0.0.1:8080'): string {
  return [
    `Ingested "${result.title}" (${result.durationSeconds.toFixed(1)} s, ${result.levels.map((level) => level.toUpperCase()).join(' / ')})`,
    `vid: ${result.vid}`,
    '',
    'Play it on a page (the server serves the player and the video):',
    `<script type="module" src="${origin}/player/ddi-player.js"></script>`,
    `<ddi-player vid="${result.vid}"></ddi-player>`,
  ].join('\n');
}

async function main({ withDatabase }: CliContext): Promise<number> {
  let args: IngestArgs;
  try {
    args = parseIngestArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return badInputStatus;
  }
  let settings: VideoSettings;
  try {
    settings = await readVideoSettings(args);
  } catch (error) {
    if (!(error instanceof IngestError)) throw error;
    process.stderr.write(`ingest: ${error.message} [${error.code}]\n`);
    return badInputStatus;
  }
  const config = loadConfig();
  const controller = new AbortController();
  process.on('SIGINT', () => {
    process.stderr.write('\nCancelling: removing the unfinished video…\n');
    controller.abort();
  });
  const bar = progressBar(process.stderr);
  return withDatabase(async (database) => {
    try {
      process.stderr.write(`Ingesting ${args.file}${args.encrypt ? ' (AES-128 HLS)' : ''}…\n`);
      const result = await ingestVideo(database.db, args.file, {
        videosRoot: config.paths.videos,
        title: args.title,
        encrypt: args.encrypt,
        settings,
        onProgress: bar.update,
        signal: controller.signal,
      });
      process.stdout.write(`${doneMessage(result, `http://${config.host}:${config.port}`)}\n`);
      return 0;
    } catch (error) {
      bar.end();
      if (!(error instanceof IngestError)) throw error;
      process.stderr.write(`ingest: ${error.message} [${error.code}]\n`);
      if (error.code === 'cancelled') return 130;
      return error.code === 'transcode-failed' ? 1 : badInputStatus;
    }
  });
}

if (invokedDirectly(import.meta.url)) void runCli('ingest', main);
