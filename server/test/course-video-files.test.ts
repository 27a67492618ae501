import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningPaths } from '../src/db/learning-schema.js';
import { vodVideos } from '../src/db/video-schema.js';
import { uploadsFolder } from '../src/routes/admin/uploads.js';
import { createAdminToken } from '../src/services/admin-tokens.js';
import { exportCourse } from '../src/services/course-import/export.js';
import { CourseImportError, importCourse, type CourseFileError } from '../src/services/course-import/index.js';
import { importContentWithVideos, type VideoFileOptions } from '../src/services/course-import/video-files.js';
import { fileSha256, IngestError } from '../src/services/ingest/index.js';
import { dbFingerprint } from './db-fingerprint.js';
import { body, sharedServer } from './helpers.js';
import { folderFingerprint, h264, picture, sourceMaker, tone } from './media-sources.js';

/** A course folder with its video files (made by ffmpeg), and the videos directory the import ingests into. */
const work = await mkdtemp(join(tmpdir(), 'ddi-course-files-test-'));
const courseDir = join(work, 'course');
const videosRoot = join(work, 'videos');
await mkdir(join(courseDir, 'clips'), { recursive: true });
const make = sourceMaker(join(courseDir, 'clips'));

const T = (text: string) => JSON.stringify({ EN: text, CN: `${text} (CN)`, TW: `${text} (TW)`, TH: `${text} (TH)` });

/** A course file (YAML) whose units have these `video` values, one unit each. */
function courseWith(code: string, videos: string[]): string {
  return [
    'format: ddi-course/2',
    'course:',
    `  code: ${code}`,
    `  name: ${T('Course with files')}`,
    `  description: ${T('Videos given as files.')}`,
    '  estimatedMinutes: 20',
    '  steps:',
    ...['abilityAnalysis', 'lessons', 'scenarioSimulation', 'postTest'].map((step) => `    ${step}: {opensAt: null, closesAt: null}`),
    '  units:',
    ...videos.flatMap((video, index) => [
      `    - title: ${T(`Unit ${index + 1}`)}`,
      `      video: ${video}`,
      `      essenceNotes: ${T('Notes')}`,
      `      case: ${T('Case')}`,
      `      jobAid: ${T('Aid')}`,
    ]),
    '',
  ].join('\n');
}

/** The 1-based line of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

async function refusal(run: Promise<unknown>): Promise<unknown> {
  const error = await run.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(Error);
  return error;
}

/** Temporary folders left in the videos directory (the upload store's own folder is not one). */
const leftovers = async () => (await readdir(videosRoot).catch(() => [] as string[])).filter((name) => name.startsWith('.') && name !== uploadsFolder);

// Real ffmpeg runs on a machine that may be busy: two minutes a test.
describe('a unit’s video given as a file (ddi-course/2 video.file): npm run import ingests it, all or nothing', { timeout: 120_000 }, () => {
  const server = sharedServer(() => ({ paths: { videos: videosRoot } }));
  const db = () => server().database.db;
  const options = (extra: Partial<VideoFileOptions> = {}): VideoFileOptions => ({ baseDir: courseDir, videosRoot, ...extra });
  const videoCount = async () => (await db().select({ n: count() }).from(vodVideos))[0]?.n ?? 0;
  let talk = '';

  beforeAll(() => {
    talk = make('talk.mp4', ...picture(2, '320x180'), ...tone(2), ...h264);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('ingests the file (the same ladder, progress reported), stores the course referencing the new vid, and records the source’s SHA-256; two units naming one file make one video', async () => {
    const before = await videoCount();
    const starts: string[] = [];
    const progress: number[] = [];
    const file = courseWith('files-course', ['{file: clips/talk.mp4}', '{file: ./clips/../clips/talk.mp4}']);
    const result = await importContentWithVideos(db(), file, options({ onIngestStart: (video, index, total) => starts.push(`${video} ${index + 1}/${total}`), onProgress: (fraction) => progress.push(fraction) }));
    expect(starts).toEqual(['clips/talk.mp4 1/1']);
    expect(progress.at(-1)).toBe(1);
    expect(result.course).toMatchObject({ code: 'files-course', created: true, units: 2 });
    const [first, second] = result.videos;
    expect(first).toMatchObject({ file: 'clips/talk.mp4', reused: false });
    expect(second).toEqual({ file: './clips/../clips/talk.mp4', vid: first?.vid, reused: false });
    expect(await videoCount()).toBe(before + 1);

    const [row] = await db().select().from(vodVideos).where(eq(vodVideos.vid, first?.vid ?? ''));
    expect(row).toMatchObject({ title: 'Unit 1', source: 'ingested', sourceSha256: await fileSha256(talk) });
    expect((await readdir(join(videosRoot, first?.vid ?? ''))).sort()).toEqual(expect.arrayContaining(['hls', 'mp4', 'cover.jpg', 'sprite.jpg']));
    expect((await server().inject({ url: `/vod/hls/${first?.vid}/master.m3u8` })).statusCode).toBe(200);
    expect(await leftovers()).toEqual([]);

    // The course references the vid; its length comes from the video; export writes the vid, never the path.
    const exported = await exportCourse(db(), 'files-course');
    expect(exported?.course.units.map((unit) => [unit.video, unit.videoSeconds])).toEqual([
      [{ vid: first?.vid }, 2],
      [{ vid: first?.vid }, 2],
    ]);
    expect(JSON.stringify(exported)).not.toContain('talk.mp4');
  });

  it('re-importing the same file ingests nothing again: the vid of the same content is reused, even under another name, and the course is updated in place', async () => {
    await copyFile(talk, join(courseDir, 'clips', 'talk-copy.mp4'));
    const file = courseWith('files-course', ['{file: clips/talk.mp4}', '{file: clips/talk-copy.mp4}']);
    const vids = await db().select({ vid: vodVideos.vid }).from(vodVideos).orderBy(asc(vodVideos.vid));
    const folder = await folderFingerprint(videosRoot);
    const starts: string[] = [];
    const result = await importContentWithVideos(db(), file, options({ onIngestStart: (video) => starts.push(video) }));
    expect(starts).toEqual([]);
    expect(result.course).toMatchObject({ code: 'files-course', created: false });
    expect(result.videos.map((video) => video.reused)).toEqual([true, true]);
    expect(new Set(result.videos.map((video) => video.vid)).size).toBe(1);
    expect(await db().select({ vid: vodVideos.vid }).from(vodVideos).orderBy(asc(vodVideos.vid))).toEqual(vids);
    expect(await folderFingerprint(videosRoot)).toEqual(folder);
  });

  it('checks the whole file before any ingestion: a missing file, a text file named .mp4, an audio-only file, a vid and a file together — each with its path and line, nothing ingested or stored', async () => {
    await writeFile(join(courseDir, 'clips', 'notes.mp4'), 'These are my meeting notes, not a video.\n');
    make('voice.m4a', ...tone(2), '-c:a', 'aac');
    const vid = (await exportCourse(db(), 'coaching'))?.course.units[0]?.video.vid as string;
    make('fresh.mp4', ...picture(2, '320x180'), ...h264);
    const file = courseWith('bad-files', ['{file: clips/fresh.mp4}', '{file: clips/nowhere.mp4}', '{file: clips/notes.mp4}', '{file: clips/voice.m4a}', `{vid: ${vid}, file: clips/fresh.mp4}`]);
    const fingerprint = await dbFingerprint(server());
    const folder = await folderFingerprint(videosRoot);
    const error = await refusal(importContentWithVideos(db(), file, options()));
    expect(error).toBeInstanceOf(CourseImportError);
    const at = (unit: number) => `course.units[${unit}].video.file`;
    expect((error as CourseImportError).errors).toEqual([
      { path: at(4), line: lineOf(file, `{vid: ${vid}`), message: 'give a vid or a file, not both' },
    ]);
    const withoutBoth = courseWith('bad-files', ['{file: clips/fresh.mp4}', '{file: clips/nowhere.mp4}', '{file: clips/notes.mp4}', '{file: clips/voice.m4a}']);
    const errors = ((await refusal(importContentWithVideos(db(), withoutBoth, options()))) as CourseImportError).errors;
    expect(errors.map((problem) => [problem.path, problem.line])).toEqual([
      [at(1), lineOf(withoutBoth, 'nowhere.mp4')],
      [at(2), lineOf(withoutBoth, 'notes.mp4')],
      [at(3), lineOf(withoutBoth, 'voice.m4a')],
    ]);
    expect(errors[0]?.message).toBe('no such file: clips/nowhere.mp4 (a path relative to the course file)');
    expect(errors[1]?.message).toMatch(/^clips\/notes\.mp4 is not a video file: .*\[not-a-video\]$/);
    expect(errors[2]?.message).toMatch(/^clips\/voice\.m4a has no video stream .*\[no-video-stream\]$/);
    expect(errors.map((problem) => problem.message).join(' ')).not.toContain(courseDir);
    expect(await dbFingerprint(server())).toEqual(fingerprint);
    expect(await folderFingerprint(videosRoot)).toEqual(folder);
  });

  it('an ingestion that stops (here cancelled during the second file) stores nothing: no course, no video, not even the first one made, no folder left', async () => {
    const one = 'clips/one.mp4';
    make('one.mp4', ...picture(2, '320x180'), ...h264);
    make('two.mp4', '-f', 'lavfi', '-i', 'testsrc2=duration=2:size=320x180:rate=24', ...h264);
    const file = courseWith('stopped-course', [`{file: ${one}}`, '{file: clips/two.mp4}']);
    const fingerprint = await dbFingerprint(server());
    const folder = await folderFingerprint(videosRoot);
    const controller = new AbortController();
    let current = '';
    const error = await refusal(
      importContentWithVideos(
        db(),
        file,
        options({
          signal: controller.signal,
          onIngestStart: (video) => (current = video),
          onProgress: (fraction) => {
            if (current === 'clips/two.mp4' && fraction > 0) controller.abort();
          },
        }),
      ),
    );
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe('cancelled');
    expect(await db().select().from(learningPaths).where(eq(learningPaths.code, 'stopped-course'))).toEqual([]);
    expect(await dbFingerprint(server())).toEqual(fingerprint);
    expect(await folderFingerprint(videosRoot)).toEqual(folder);
    expect(await leftovers()).toEqual([]);
  });

  it('POST /admin/v1/courses answers 400 for a video file (a path means nothing to the server): upload first, give the vid; nothing stored', async () => {
    const token = await createAdminToken(db());
    const file = courseWith('api-files', ['{file: clips/talk.mp4}']);
    const fingerprint = await dbFingerprint(server());
    const answer = await server().inject({ method: 'POST', url: '/admin/v1/courses', headers: { 'content-type': 'application/yaml', authorization: `Bearer ${token}` }, payload: file });
    expect(answer.statusCode).toBe(400);
    const errors = body<{ errors: CourseFileError[] }>(answer).data.errors;
    expect(errors).toEqual([
      {
        path: 'course.units[0].video.file',
        line: lineOf(file, 'talk.mp4'),
        message: 'a video file is ingested by npm run import only: the server cannot read a path of yours; upload the video first (POST /admin/v1/videos, or resumable: /admin/v1/uploads) and give its vid',
      },
    ]);
    await expect(importCourse(db(), file)).rejects.toBeInstanceOf(CourseImportError);
    // The admin API's rate limiter counts the request (its own table): every other table is unchanged.
    const { rate_limits: _before, ...content } = fingerprint;
    const { rate_limits: _after, ...now } = await dbFingerprint(server());
    expect(now).toEqual(content);
  });
});
