/**
 * A course file whose videos are files (`video: { file: talk.mp4 }`, docs/course-format.md "Videos given as
 * files"), imported by `npm run import`: the whole file is checked first (the schema and rules, the database's
 * vids and competencies, and each video file: there, and a playable video), then each file not yet in the catalogue
 * is ingested (the same ladder as `npm run ingest`, progress reported) into its temporary folder, then the videos
 * and the course are stored in ONE transaction. On any failure or cancel nothing is stored and no folder is left.
 * A file whose content (SHA-256) an earlier ingestion recorded is not ingested again: its vid is reused.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vodVideos } from '../../db/video-schema.js';
import { IngestError, fileSha256, prepareVideo, type PreparedVideo } from '../ingest/index.js';
import { probeSource } from '../ingest/probe.js';
import { CourseImportError, importCheckedFile, referenceErrors, videoFileReferences, type ContentImportResult } from './index.js';
import { located, readCourseFile, type CourseFile, type CourseFileError, type FileVideo } from './validate.js';

export interface VideoFileOptions {
  /** The course file's folder: a `video.file` path is relative to it. */
  baseDir: string;
  /** The videos directory (`VIDEOS_DIR`). */
  videosRoot: string;
  /** Before a file is ingested (`index` from 0 of `count` files to ingest). */
  onIngestStart?: (file: string, index: number, count: number) => void;
  /** The ingestion's progress, 0 to 1, of the file last started. */
  onProgress?: (fraction: number) => void;
  /** Cancels: the work stops and nothing is stored. */
  signal?: AbortSignal;
}

/** What became of one video file of the course file. */
export interface VideoFileOutcome {
  /** The path as the course file gives it. */
  file: string;
  vid: string;
  /** True when an earlier ingestion of the same content was reused. */
  reused: boolean;
}

export interface ContentWithVideosResult extends ContentImportResult {
  videos: VideoFileOutcome[];
}

/** One distinct video file (several units may name it, under the same or different paths). */
interface SourceFile {
  path: string;
  /** As the file gives it, the first time. */
  given: string;
  /** The title of the video: the unit's (or project's) English name. */
  title: string;
  sha256?: string;
  vid?: string;
}

/**
 * Imports a course file's text (YAML or JSON) whose videos may be files (see the module's comment). Throws
 * {@link CourseImportError} listing every problem of the file (nothing ingested, nothing stored), an
 * {@link IngestError} when an ingestion fails or is cancelled (nothing stored, no folder left).
 */
export async function importContentWithVideos(db: Db, text: string, options: VideoFileOptions): Promise<ContentWithVideosResult> {
  const { file, errors, lineOf } = readCourseFile(text);
  if (!file) throw new CourseImportError(errors);
  const references = videoFileReferences(file);
  const sources = new Map<string, SourceFile>();
  const problems: CourseFileError[] = [];
  for (const { at, file: given } of references) {
    const path = resolve(options.baseDir, given);
    if (sources.has(path)) continue;
    const where = [...at, 'file'];
    const problem = await fileProblem(path, given, options.signal);
    if (problem) problems.push(located(where, problem, lineOf(where)));
    else sources.set(path, { path, given, title: titleAt(file, at) });
  }
  problems.push(...(await referenceErrors(db, file, lineOf, true)));
  if (problems.length) throw new CourseImportError(problems);

  await findIngested(db, sources, options.signal);
  const toIngest = [...new Map([...sources.values()].filter((source) => !source.vid).map((source) => [source.sha256, source])).values()];
  const prepared: PreparedVideo[] = [];
  try {
    for (const [index, source] of toIngest.entries()) {
      options.onIngestStart?.(source.given, index, toIngest.length);
      const video = await prepareVideo(source.path, { videosRoot: options.videosRoot, title: source.title, signal: options.signal, onProgress: options.onProgress });
      prepared.push(video);
      for (const same of sources.values()) if (same.sha256 === source.sha256) same.vid = video.result.vid;
    }
    const withVids = replaceFiles(file, (given) => sources.get(resolve(options.baseDir, given))?.vid as string);
    const result = await importCheckedFile(db, withVids, lineOf, {
      beforeWrite: async (tx) => {
        for (const video of prepared) await video.commit(tx);
        if (options.signal?.aborted) throw new IngestError('cancelled', 'the import was cancelled; nothing was stored');
      },
    });
    const made = new Set(prepared.map((video) => video.result.vid));
    const videos = references.map(({ file: given }) => {
      const vid = sources.get(resolve(options.baseDir, given))?.vid as string;
      return { file: given, vid, reused: !made.has(vid) };
    });
    return { ...result, videos };
  } catch (error) {
    await Promise.all(prepared.map((video) => video.discard()));
    throw error;
  }
}

/** Why a video file cannot be ingested (its path as given in the message), or nothing when it can. */
async function fileProblem(path: string, given: string, signal: AbortSignal | undefined): Promise<string | undefined> {
  const entry = await stat(path).catch(() => undefined);
  if (!entry) return `no such file: ${given} (a path relative to the course file)`;
  if (!entry.isFile()) return `${given} is not a file`;
  try {
    await probeSource(path, { signal });
    return undefined;
  } catch (error) {
    if (!(error instanceof IngestError) || error.code === 'cancelled' || error.code === 'ffmpeg-missing') throw error;
    return `${error.message.replaceAll(path, given)} [${error.code}]`;
  }
}

/** Hashes every source and takes the vid of an earlier ingestion of the same content, when there is one. */
async function findIngested(db: Db, sources: Map<string, SourceFile>, signal: AbortSignal | undefined): Promise<void> {
  for (const source of sources.values()) {
    source.sha256 = await fileSha256(source.path, signal);
    const [row] = await db
      .select({ vid: vodVideos.vid })
      .from(vodVideos)
      .where(eq(vodVideos.sourceSha256, source.sha256))
      .orderBy(asc(vodVideos.createdAt), asc(vodVideos.vid))
      .limit(1);
    if (row) source.vid = row.vid;
  }
}

/** The English name of what a `video` belongs to (a unit's title, the project's name): the video's title. */
function titleAt(file: CourseFile, at: (string | number)[]): string {
  if (at[0] === 'project') return file.project?.name.EN ?? 'Launch video';
  return file.course?.units[at[2] as number]?.title.EN ?? 'Course video';
}

/** The file with every `video.file` replaced by the vid it became (its `src` kept). */
function replaceFiles(file: CourseFile, vidOf: (given: string) => string): CourseFile {
  const swap = (video: FileVideo): FileVideo => {
    if (!video.file) return video;
    const { file: given, ...rest } = video;
    return { ...rest, vid: vidOf(given) };
  };
  return {
    ...file,
    ...(file.project ? { project: { ...file.project, ...(file.project.launchVideo ? { launchVideo: swap(file.project.launchVideo) } : {}) } } : {}),
    ...(file.course ? { course: { ...file.course, units: file.course.units.map((unit) => ({ ...unit, video: swap(unit.video) })) } } : {}),
  };
}
