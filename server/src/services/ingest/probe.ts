import { open, stat } from 'node:fs/promises';
import { IngestError } from './errors.js';
import { run, type RunOptions } from './ffmpeg.js';

/** The shortest video worth a player (seconds). */
export const minimumSeconds = 1;

/** What the ladder needs to know about a playable source. */
export interface SourceInfo {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string };
}

/**
 * Probes a source with ffprobe and refuses what is not a playable video, each with its own code: `not-found`,
 * `not-a-video` (not a media file at all), `corrupt` (a media file that cannot be read through: truncated,
 * damaged), `no-video-stream` (audio only; a cover picture does not count), `unsupported-codec`, `too-short`.
 */
export async function probeSource(file: string, options: RunOptions = {}): Promise<SourceInfo> {
  const found = await stat(file).then((entry) => entry.isFile(), () => false);
  if (!found) throw new IngestError('not-found', `no such file: ${file}`);
  const probe = await run('ffprobe', ['-v', 'error', '-of', 'json', '-show_streams', '-show_format', file], options);
  if (probe.code !== 0) {
    if (await looksLikeMedia(file)) {
      throw new IngestError('corrupt', `${file} is damaged or truncated: ffprobe could not read it (${lastLine(probe.stderr)})`);
    }
    throw new IngestError('not-a-video', `${file} is not a video file: ffprobe does not recognise it as any media format`);
  }
  const output = JSON.parse(probe.stdout) as ProbeOutput;
  const streams = output.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  if (!video) {
    const kinds = [...new Set(streams.map((stream) => stream.codec_type ?? 'unknown'))].join(', ') || 'none';
    throw new IngestError('no-video-stream', `${file} has no video stream (streams found: ${kinds}); an audio-only file cannot be a video`);
  }
  if (!video.codec_name || video.codec_name === 'none' || !video.width || !video.height) {
    throw new IngestError('unsupported-codec', `${file}: its video codec (${video.codec_name ?? 'unknown'}) cannot be decoded by this ffmpeg`);
  }
  const durationSeconds = Number(output.format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds < minimumSeconds) {
    const shown = Number.isFinite(durationSeconds) ? `${durationSeconds.toFixed(2)} s` : 'no duration';
    throw new IngestError('too-short', `${file} is too short to play (${shown}; at least ${minimumSeconds} s)`);
  }
  await checkDecodesToEnd(file, durationSeconds, options);
  return { durationSeconds, width: video.width, height: video.height, hasAudio: streams.some((stream) => stream.codec_type === 'audio') };
}

/**
 * A file whose header survived but whose end did not (a truncated download) still probes; decoding its last
 * second finds no picture. Cheap: ffmpeg seeks there and decodes one frame.
 */
async function checkDecodesToEnd(file: string, durationSeconds: number, options: RunOptions): Promise<void> {
  const from = Math.max(0, durationSeconds - 1).toFixed(3);
  const result = await run(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-v', 'error', '-ss', from, '-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'framemd5', '-'],
    options,
  );
  const frames = result.stdout.split('\n').filter((line) => line !== '' && !line.startsWith('#')).length;
  if (result.code !== 0 || frames === 0) {
    throw new IngestError('corrupt', `${file} is damaged or truncated: no picture could be decoded from its last second (${lastLine(result.stderr) || 'no frames'})`);
  }
}

/** Whether a file starts like a media container (ISO BMFF box, Matroska/WebM, RIFF, MPEG-TS, FLV, Ogg). */
async function looksLikeMedia(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(189), 0, 189, 0);
    const head = buffer.subarray(0, bytesRead);
    const box = head.subarray(4, 8).toString('latin1');
    return (
      ['ftyp', 'moov', 'mdat', 'free', 'wide', 'skip'].includes(box) ||
      head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) ||
      ['RIFF', 'OggS'].includes(head.subarray(0, 4).toString('latin1')) ||
      head.subarray(0, 3).toString('latin1') === 'FLV' ||
      (head[0] === 0x47 && head[188] === 0x47)
    );
  } finally {
    await handle.close();
  }
}

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';
