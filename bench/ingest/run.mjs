// Ingestion bench (issue 24): seconds of video ingested per second of work for the platform's ladder, on this
// machine. A source is generated with ffmpeg (1080p, 30 s, H.264 + AAC: the whole ladder 360P–1080P, DASH, mp4
// renditions, audio-only, cover, sprite), then the built command (`server/dist/ingest.js`, what `npm run ingest`
// runs) ingests it on a fresh PGlite data directory and videos folder. The command's start (PGlite, migrations,
// ffprobe) is measured apart by a run on a file that is not a video (refused right after the probe) and
// subtracted. Median of BENCH_RUNS runs, at most 3 (each is a full transcode).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, printTable, requireBuilt, round, root, runs, writeResult } from '../lib.mjs';

const sourceSeconds = 30;
const height = 1080;
requireBuilt(['server/dist/ingest.js']);
if (spawnSync('ffmpeg', ['-version']).status !== 0) throw new Error('ffmpeg is missing: sudo apt-get install ffmpeg');

const work = mkdtempSync(join(tmpdir(), 'ddi-bench-ingest-'));
const source = join(work, 'source.mp4');
const made = spawnSync('ffmpeg', [
  '-loglevel', 'error', '-y',
  '-f', 'lavfi', '-i', `testsrc2=duration=${sourceSeconds}:size=${(height * 16) / 9}x${height}:rate=30`,
  '-f', 'lavfi', '-i', `sine=frequency=440:duration=${sourceSeconds}`,
  '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source,
]);
if (made.status !== 0) throw new Error(`ffmpeg could not make the source: ${made.stderr}`);
const notVideo = join(work, 'notes.mp4');
writeFileSync(notVideo, 'These are meeting notes, not a video.\n');

/** Seconds one run of the built ingest command takes on a fresh data directory and videos folder. */
function timed(file, expectStatus) {
  const dataDir = mkdtempSync(join(work, 'data-'));
  const videosDir = mkdtempSync(join(work, 'videos-'));
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(root, 'server/dist/ingest.js'), file, '--title', 'Bench'], {
    env: { ...process.env, DATA_DIR: dataDir, VIDEOS_DIR: videosDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(videosDir, { recursive: true, force: true });
  if (run.status !== expectStatus) throw new Error(`ingest answered ${run.status}, not ${expectStatus}: ${run.stderr}`);
  return { seconds, output: run.stdout };
}

try {
  const count = Math.min(runs, 3);
  const startTimes = [];
  const totalTimes = [];
  let levels = '';
  for (let run = 0; run < count; run += 1) {
    startTimes.push(timed(notVideo, 2).seconds);
    const { seconds, output } = timed(source, 0);
    totalTimes.push(seconds);
    levels = /\(\d+(?:\.\d+)? s, ([^)]+)\)/.exec(output)?.[1] ?? levels;
  }
  const start = median(startTimes);
  const workSeconds = median(totalTimes) - start;
  const speed = sourceSeconds / workSeconds;
  const table = [
    { run: "the command's start (PGlite, migrations, ffprobe)", seconds: round(start, 2), videoSecondsPerSecond: null },
    { run: `${sourceSeconds} s of ${height}p: ladder 360P–1080P, HLS + DASH + mp4, audio, cover, sprite`, seconds: round(workSeconds, 2), videoSecondsPerSecond: round(speed, 2) },
  ];
  printTable(table);
  writeResult('ingest', {
    videoSecondsPerSecond: round(speed, 2),
    workSeconds: round(workSeconds, 2),
    startSeconds: round(start, 2),
    notes: [
      `Median of ${count} runs of the built ingest command on a generated ${sourceSeconds} s ${height}p H.264/AAC source (ffmpeg testsrc2 + sine), each on a fresh PGlite data directory and videos folder; the command's start (a run refused after the probe) is subtracted.`,
      'videoSecondsPerSecond: seconds of source video made into the whole ladder per second of wall-clock work on this machine (shared; ffmpeg uses every core).',
      ...(levels ? [`Levels made: ${levels}.`] : []),
    ],
    rows: table,
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
