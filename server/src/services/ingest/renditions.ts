import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LadderLevel } from '../../db/video-schema.js';
import { thumbnailGrid } from '../vod-media.js';
import { ffmpeg, run, type RunOptions } from './ffmpeg.js';
import { rungsFor, scaleFor, type Rung } from './ladder.js';
import type { SourceInfo } from './probe.js';

/** Seconds per HLS segment = seconds between forced keyframes (the seeded lesson's 4 s). */
const segmentSeconds = 4;
const audioArgs = ['-c:a', 'aac', '-profile:a', 'aac_low', '-b:a', '128k', '-ar', '48000', '-ac', '2'];

export interface RenditionOptions extends RunOptions {
  /** AES-128 key and IV (hex) for the HLS segments; absent: clear HLS. */
  key?: { key: string; iv: string };
  /** Where the key file is written while segmenting (outside the video's folder). */
  scratch: string;
  /** Reported from 0 to 1 as the work goes. */
  onProgress?: (fraction: number) => void;
}

export interface Renditions {
  ladder: LadderLevel[];
  ratio: number;
  /** Whether `dash/` was made (not for an encrypted video: its segments would bypass the key). */
  hasDash: boolean;
}

/**
 * Writes an ingested video's folder `dir`: `mp4/<level>.mp4` (H.264 + AAC, +faststart), `hls/<level>/index.m3u8`
 * with 4 s MPEG-TS segments (a remux of the mp4, optionally AES-128), `dash/manifest.mpd` with its fMP4 segments
 * (the same ladder, laid out like the seeded lesson's DASH; not when encrypting), `audio.m4a` (when the source
 * has sound), `cover.jpg` and `sprite.jpg` (160×90 tiles at the player's thumbnail interval, 50 a row).
 */
export async function makeRenditions(source: string, info: SourceInfo, dir: string, options: RenditionOptions): Promise<Renditions> {
  const { signal, onProgress = () => {} } = options;
  const rungs = rungsFor(info.width, info.height);
  await mkdir(join(dir, 'mp4'), { recursive: true });
  // One decode, every rung and the audio: 85 % of the work.
  await ffmpeg(encodeArgs(source, info, rungs, dir), {
    signal,
    onTime: (seconds) => onProgress(0.85 * Math.min(1, seconds / info.durationSeconds)),
  });
  const levels: LadderLevel[] = [];
  for (const [index, rung] of rungs.entries()) {
    const mp4 = join(dir, 'mp4', `${rung.name}.mp4`);
    const playlist = await segment(mp4, join(dir, 'hls', rung.name), options);
    levels.push({ name: rung.name, ...(await pictureOf(mp4, options)), ...(await bandwidthOf(playlist)), codecs: await codecsOf(mp4, info.hasAudio, options) });
    onProgress(0.85 + (0.1 * (index + 1)) / rungs.length);
  }
  const hasDash = !options.key;
  if (hasDash) await makeDash(rungs.map((rung) => join(dir, 'mp4', `${rung.name}.mp4`)), info, join(dir, 'dash'), options);
  const top = join(dir, 'mp4', `${(rungs.at(-1) as Rung).name}.mp4`);
  await makeCover(top, info, join(dir, 'cover.jpg'), options);
  await makeSprite(top, info, join(dir, 'sprite.jpg'), options);
  onProgress(1);
  const first = levels[0] as LadderLevel;
  return { ladder: levels, ratio: first.width / first.height, hasDash };
}

function encodeArgs(source: string, info: SourceInfo, rungs: Rung[], dir: string): string[] {
  const labels = rungs.map((_, index) => `v${index}`);
  const split = `[0:v:0]split=${rungs.length}${labels.map((label) => `[s${label}]`).join('')}`;
  const scales = rungs.map((rung, index) => `[s${labels[index]}]${scaleFor(rung, info.width, info.height)},setsar=1,format=yuv420p[${labels[index]}]`);
  const outputs = rungs.flatMap((rung, index) => [
    '-map', `[${labels[index]}]`,
    ...(info.hasAudio ? ['-map', '0:a:0', ...audioArgs] : []),
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-b:v', `${rung.kbps}k`, '-maxrate', `${Math.round(rung.kbps * 1.1)}k`, '-bufsize', `${rung.kbps * 2}k`,
    '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`, '-sc_threshold', '0',
    '-map_metadata', '-1', '-movflags', '+faststart',
    join(dir, 'mp4', `${rung.name}.mp4`),
  ]);
  const audio = info.hasAudio ? ['-map', '0:a:0', '-vn', ...audioArgs, '-map_metadata', '-1', '-movflags', '+faststart', join(dir, 'audio.m4a')] : [];
  return ['-i', source, '-filter_complex', [split, ...scales].join(';'), ...outputs, ...audio];
}

/** hls/<level>/index.m3u8 + segment-NNN.ts: a `-c copy` remux of the mp4 cut at its forced keyframes. */
async function segment(mp4: string, folder: string, options: RenditionOptions): Promise<string> {
  const playlist = join(folder, 'index.m3u8');
  await mkdir(folder, { recursive: true });
  const encryption: string[] = [];
  if (options.key) {
    const keyFile = join(options.scratch, 'hls.key');
    const keyInfo = join(options.scratch, 'hls.keyinfo');
    await writeFile(keyFile, Buffer.from(options.key.key, 'hex'), { mode: 0o600 });
    // The URI is a placeholder: the server rewrites it to /vod/keys/{vid}.key (docs/api.md "Keys").
    await writeFile(keyInfo, `key.bin\n${keyFile}\n${options.key.iv}\n`, { mode: 0o600 });
    encryption.push('-hls_key_info_file', keyInfo);
  }
  await ffmpeg(
    [
      '-i', mp4, '-map', '0', '-c', 'copy',
      '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
      '-hls_segment_type', 'mpegts', '-hls_segment_filename', join(folder, 'segment-%03d.ts'), ...encryption,
      playlist,
    ],
    options,
  );
  return playlist;
}

/**
 * dash/manifest.mpd + init-<id>.m4s + segment-<id>-NNN.m4s: a `-c copy` remux of the mp4 renditions into one
 * video adaptation set (so players switch levels) and the sound of the first into another, cut at the same
 * 4 s keyframes as HLS, with a number-based SegmentTemplate: the seeded lesson's layout (scripts/make-media.mjs),
 * so the platform's `/vod/dash/{vid}/{file}` serves both alike.
 */
async function makeDash(mp4s: string[], info: SourceInfo, folder: string, options: RenditionOptions): Promise<void> {
  await mkdir(folder, { recursive: true });
  // Rungs keep the source's shape only to the even pixel; the DASH muxer wants one picture aspect per set.
  const aspect = `${info.width}:${info.height}`;
  await ffmpeg(
    [
      ...mp4s.flatMap((mp4) => ['-i', mp4]),
      ...mp4s.flatMap((_, index) => ['-map', `${index}:v:0`, `-aspect:${index}`, aspect]),
      ...(info.hasAudio ? ['-map', '0:a:0'] : []),
      '-c', 'copy',
      '-f', 'dash', '-seg_duration', String(segmentSeconds), '-use_template', '1', '-use_timeline', '0',
      '-init_seg_name', 'init-$RepresentationID$.m4s',
      '-media_seg_name', 'segment-$RepresentationID$-$Number%03d$.m4s',
      '-adaptation_sets', info.hasAudio ? 'id=0,streams=v id=1,streams=a' : 'id=0,streams=v',
      join(folder, 'manifest.mpd'),
    ],
    options,
  );
}

async function probeJson<T>(file: string, args: string[], options: RunOptions): Promise<T> {
  return JSON.parse((await run('ffprobe', ['-v', 'error', '-of', 'json', ...args, file], options)).stdout) as T;
}

async function pictureOf(mp4: string, options: RunOptions): Promise<{ width: number; height: number }> {
  const { streams } = await probeJson<{ streams: { width: number; height: number }[] }>(mp4, ['-select_streams', 'v:0', '-show_entries', 'stream=width,height'], options);
  const [stream] = streams;
  if (!stream) throw new Error(`${mp4} has no picture`);
  return { width: stream.width, height: stream.height };
}

/** `avc1.PPCCLL[,mp4a.40.2]`: profile, constraint flags and level from the stream's avcC record. */
async function codecsOf(mp4: string, hasAudio: boolean, options: RunOptions): Promise<string> {
  const { streams } = await probeJson<{ streams: { extradata?: string }[] }>(mp4, ['-select_streams', 'v:0', '-show_streams', '-show_data'], options);
  const hex = (streams[0]?.extradata ?? '')
    .split('\n')
    .map((line) => /^[0-9a-f]{8}: (.{39})/.exec(line)?.[1] ?? '')
    .join('')
    .replace(/\s/g, '');
  const avcC = Buffer.from(hex, 'hex');
  if (avcC[0] !== 1) throw new Error(`${mp4}: unexpected avcC record`);
  const avc1 = `avc1.${avcC.subarray(1, 4).toString('hex')}`;
  return hasAudio ? `${avc1},mp4a.40.2` : avc1;
}

/** Peak and average bit rate of a media playlist, from its real segment sizes. */
async function bandwidthOf(playlist: string): Promise<{ bandwidth: number; averageBandwidth: number }> {
  const lines = (await readFile(playlist, 'utf8')).split('\n');
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const [index, line] of lines.entries()) {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    if (!match) continue;
    const duration = Number(match[1]);
    const size = (await stat(join(dirname(playlist), (lines[index + 1] ?? '').trim()))).size * 8;
    if (duration > 0) peak = Math.max(peak, size / duration);
    bits += size;
    seconds += duration;
  }
  return { bandwidth: Math.ceil(peak), averageBandwidth: Math.ceil(bits / Math.max(seconds, 0.001)) };
}

/** cover.jpg: the top rendition's picture a third of the way in (at most 10 s), at its size. */
function makeCover(mp4: string, info: SourceInfo, file: string, options: RunOptions): Promise<void> {
  const at = Math.min(10, info.durationSeconds / 3).toFixed(3);
  return ffmpeg(['-ss', at, '-i', mp4, '-frames:v', '1', '-q:v', '3', file], options);
}

/** sprite.jpg: one 160×90 tile per thumbnail interval, 50 tiles a row (the player's `thumbnail` grid). */
function makeSprite(mp4: string, info: SourceInfo, file: string, options: RunOptions): Promise<void> {
  const grid = thumbnailGrid(info.durationSeconds);
  const tiles = Math.max(1, Math.ceil(info.durationSeconds / grid.interval));
  const rows = Math.ceil(tiles / grid.columns);
  const columns = Math.min(tiles, grid.columns);
  return ffmpeg(
    // A frame every `interval` seconds from the first (the fps filter drops the only frame of a short video).
    ['-i', mp4, '-vf', `select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,${grid.interval})',scale=${grid.width}:${grid.height},tile=${columns}x${rows}`, '-frames:v', '1', '-q:v', '6', file],
    options,
  );
}
