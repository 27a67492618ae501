#!/usr/bin/env node
// Generates the demo lesson media fixtures in media/lesson/ with ffmpeg.
//
//   node scripts/make-media.mjs        (exposed as `npm run media`)
//
// Output (paths relative to media/lesson/):
//   hls/master.m3u8 + hls/{360p,480p,720p}/index.m3u8 + .ts segments
//   mp4/lesson-{360p,480p,720p}.mp4     progressive, +faststart
//   dash/manifest.mpd + init/segment .m4s   MPEG-DASH (SegmentTemplate, 4 s segments), a remux of the mp4s
//   audio/lesson.m4a                    AAC LC, the same audio as the video
//   hls-tracks/master.m3u8 + subtitles-{zh,en}.{m3u8,vtt}  the hls/ ladder with WebVTT subtitle renditions
//   hls-audio/master.m3u8 + {video,audio-en,audio-th}/  a video-only 360p variant + two audio renditions (fMP4)
//   subtitles/lesson.{zh,en}.{vtt,srt}  one cue table, two languages
//   thumbnails/sprite.jpg + sprite.vtt  one 160x90 tile per second
//   cover.jpg                           1280x720 title card
//   manifest.json                       what the server builds its demo catalog from
//
// and, for the video platform (issue 5), in media/vod/ (made from the lesson's 360p rendition + audio):
//   encrypted/index.m3u8 + segment-NNN.ts  AES-128 HLS (key below; the server keeps the same key)
//   cenc/manifest.mpd + .m4s               CENC (cenc-aes-ctr) DASH for ClearKey, ContentProtection added
//   cenc-hls/master.m3u8 + fMP4            the same content and key as CENC fMP4 HLS (KEYFORMAT org.w3.clearkey)
//   thumbnails/long-sprite.jpg             160x90 tiles every 5 s of the lesson looped 13 times (312 s),
//                                          rows of 50 tiles (8000 px)
//
// Only node: builtins; needs ffmpeg + ffprobe on PATH and a TrueType font (DejaVu Sans).
//
//   node scripts/make-media.mjs --only=cenc-hls   makes just vod/cenc-hls/ from the existing lesson files
//                                                  (no ffmpeg; every other file stays as it is)
//   node scripts/make-media.mjs --only=hls-audio  makes just lesson/hls-audio/ from the existing lesson files

import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'media', 'lesson');

const TITLE = 'Leading Teams - Lesson 1';
const SUBTITLE = 'Module 1: Building trust';
const DURATION = 24; // seconds
const FPS = 24;
const SEGMENT = 4; // seconds per HLS segment = seconds per GOP
const GOP = FPS * SEGMENT; // 96 frames, closed, identical on every level

const BACKGROUND = '0x13294B'; // dark blue
const ACCENT = '0x4FA3FF';
const MUTED = '0xB8C7E0';

// Constant bit rate (x264 nal-hrd=cbr with filler) so the levels differ in
// size like a real ladder would, whatever the synthetic picture costs.
const LEVELS = [
  { name: '360p', label: '360P', width: 640, height: 360, kbps: 120, h264Level: '3.0' },
  { name: '480p', label: '480P', width: 854, height: 480, kbps: 200, h264Level: '3.0' },
  { name: '720p', label: '720P', width: 1280, height: 720, kbps: 320, h264Level: '3.1' },
];
const AUDIO = { kbps: 64, sampleRate: 48000 };
const THUMB = { width: 160, height: 90, interval: 1 };

const LANGUAGES = [
  { lang: 'zh', label: '中文' },
  { lang: 'en', label: 'English' },
];

// One cue table for every subtitle file: one cue per 4 s, covering the 24 s.
const CUES = [
  { start: 0, end: 4, en: 'Welcome to Leading Teams.', zh: '欢迎学习《团队领导力》。' },
  { start: 4, end: 8, en: 'In this lesson, we look at how trust is built.', zh: '本节课我们来看看信任是如何建立的。' },
  { start: 8, end: 12, en: 'Great leaders listen before they speak.', zh: '优秀的领导者先倾听，再表达。' },
  { start: 12, end: 16, en: 'Set clear goals and explain why they matter.', zh: '设定清晰的目标，并说明它们为何重要。' },
  { start: 16, end: 20, en: 'Give feedback often, and make it specific.', zh: '经常给予反馈，而且要具体。' },
  { start: 20, end: 24, en: 'Next, we will practise running a team meeting.', zh: '接下来，我们将练习如何主持团队会议。' },
];

const FONT_NAMES = ['DejaVuSans-Bold.ttf', 'DejaVuSans.ttf', 'LiberationSans-Bold.ttf', 'Arial Bold.ttf', 'Arial.ttf'];
const FONT_DIRS = [
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  join(homedir(), '.local/share/fonts'),
  '/opt/homebrew/share/fonts',
  '/Library/Fonts',
  '/System/Library/Fonts/Supplemental',
];

// ---------------------------------------------------------------- helpers

function fail(message) {
  console.error(`make-media: ${message}`);
  process.exit(1);
}

function out(...parts) {
  return join(OUT, ...parts);
}

function ensureDir(file) {
  mkdirSync(dirname(file), { recursive: true });
}

function exec(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} failed (exit ${result.status}):\n${command} ${args.join(' ')}\n${result.stderr}`);
  }
  return result.stdout;
}

function ffmpeg(...args) {
  exec('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);
}

function ffprobe(file, ...args) {
  return JSON.parse(exec('ffprobe', ['-v', 'error', '-of', 'json', ...args, file]));
}

// A filter option value must survive two levels of ffmpeg escaping:
// the option parser (\ : ') and then the filtergraph parser (\ ' [ ] , ;).
function escapeValue(value) {
  const optionLevel = String(value).replace(/[\\:']/g, '\\$&');
  return optionLevel.replace(/[\\'[\],;]/g, '\\$&');
}

function filter(name, options) {
  const args = Object.entries(options).map(([key, value]) => `${key}=${escapeValue(value)}`);
  return `${name}=${args.join(':')}`;
}

function timestamp(seconds, decimalMark) {
  const ms = Math.round(seconds * 1000);
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}${decimalMark}${pad(ms % 1000, 3)}`;
}

function humanSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : [path];
    })
    .sort();
}

// ---------------------------------------------------------------- checks

function checkTools() {
  for (const tool of ['ffmpeg', 'ffprobe']) {
    const result = spawnSync(tool, ['-version'], { encoding: 'utf8' });
    if (result.error || result.status !== 0) {
      fail(
        `${tool} not found: install it with \`sudo apt-get install ffmpeg\` (Debian/Ubuntu) or \`brew install ffmpeg\` (macOS)`,
      );
    }
  }
}

function findFont() {
  const found = new Map();
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < 6) walk(path, depth + 1);
      else if (!found.has(entry.name)) found.set(entry.name, path);
    }
  };
  FONT_DIRS.forEach((dir) => walk(dir, 0));
  const name = FONT_NAMES.find((candidate) => found.has(candidate));
  if (!name) {
    fail(
      `no usable font found (looked for ${FONT_NAMES.join(', ')} under ${FONT_DIRS.join(', ')}): ` +
        'install DejaVu Sans with `sudo apt-get install fonts-dejavu-core`',
    );
  }
  return found.get(name);
}

// ---------------------------------------------------------------- outputs

/** audio/lesson.m4a: a speech-like tone, syllables every 0.5 s, a pause at the end of each 4 s cue. */
function makeAudio() {
  const file = out('audio', 'lesson.m4a');
  ensureDir(file);
  const expression = [
    'st(0,2*PI*(150+25*mod(floor(2*t)*7,5))*t)', // pitch steps every half second
    'st(1,sin(PI*mod(2*t,1))^2*lt(mod(t,4),3.5))', // syllable envelope, silent last 0.5 s of each cue
    '0.3*ld(1)*(sin(ld(0))+0.5*sin(2*ld(0))+0.25*sin(3*ld(0)))/1.75',
  ].join(';');
  ffmpeg(
    '-f', 'lavfi',
    '-i', filter('aevalsrc', { exprs: expression, s: AUDIO.sampleRate, c: 'stereo', d: DURATION }),
    '-c:a', 'aac', '-profile:a', 'aac_low', '-b:a', `${AUDIO.kbps}k`, '-ar', AUDIO.sampleRate, '-ac', 2,
    '-map_metadata', '-1', '-fflags', '+bitexact', '-movflags', '+faststart',
    file,
  );
  return file;
}

/** The lesson picture for one level: background, title, running time code, level label, progress bar. */
function lessonPicture(level, font) {
  const { width: w, height: h } = level;
  const s = h / 720; // layout is designed at 720p and scaled
  const px = (n) => Math.max(1, Math.round(n * s));
  const bar = Math.max(4, 2 * Math.round(4 * s));
  const text = (options) => filter('drawtext', { fontfile: font, fontcolor: 'white', ...options });
  const background = `${filter('color', { c: BACKGROUND, s: `${w}x${h}`, r: FPS, d: DURATION })},format=yuv420p[bg]`;
  const progressBar = `${filter('color', { c: ACCENT, s: `${w}x${bar}`, r: FPS, d: DURATION })}[bar]`;
  const chain = [
    filter('overlay', { x: `-w+w*(n+1)/${DURATION * FPS}`, y: 'H-h', eval: 'frame' }),
    filter('drawbox', { x: px(64), y: px(190), w: w - 2 * px(64), h: px(4), color: ACCENT, t: 'fill' }),
    text({ text: TITLE, fontsize: px(52), x: px(64), y: px(64) }),
    text({ text: SUBTITLE, fontsize: px(32), fontcolor: MUTED, x: px(64), y: px(134) }),
    text({ text: '%{pts:hms}', fontsize: px(136), x: '(w-tw)/2', y: px(300) }),
    text({ text: 'frame %{n}', fontsize: px(30), fontcolor: MUTED, x: '(w-tw)/2', y: px(480) }),
    text({
      text: level.label, fontsize: px(40), x: `w-tw-${px(64 + 12)}`, y: px(64 + 6),
      box: 1, boxcolor: ACCENT, boxborderw: px(12),
    }),
  ];
  return `${background};${progressBar};[bg][bar]${chain.join(',')}[v]`;
}

/** mp4/lesson-<level>.mp4: H.264 High, CBR, closed 4 s GOPs at the same frames on every level, + the audio. */
function makeRendition(level, font, audioFile) {
  const file = out('mp4', `lesson-${level.name}.mp4`);
  ensureDir(file);
  const rate = `${level.kbps}k`;
  ffmpeg(
    '-i', audioFile,
    '-filter_complex', lessonPicture(level, font),
    '-map', '[v]', '-map', '0:a',
    '-c:v', 'libx264', '-profile:v', 'high', '-level:v', level.h264Level, '-pix_fmt', 'yuv420p', '-preset', 'medium',
    '-r', FPS, '-g', GOP, '-keyint_min', GOP, '-sc_threshold', 0, '-flags:v', '+cgop',
    '-b:v', rate, '-minrate', rate, '-maxrate', rate, '-bufsize', `${level.kbps * 2}k`,
    '-x264-params', // repeat-headers: SPS/PPS in-band before the buffering-period SEI, so the TS remux is clean;
    // threads=1: x264 CBR with frame threads is not reproducible, one thread is (and still fast).
    'nal-hrd=cbr:force-cfr=1:repeat-headers=1:threads=1',
    '-c:a', 'copy',
    '-t', DURATION, '-map_metadata', '-1', '-fflags', '+bitexact', '-movflags', '+faststart',
    file,
  );
  return file;
}

/** hls/<level>/index.m3u8 + segment-NNN.ts: a remux of the mp4, cut at its 4 s keyframes. */
function makeHlsLevel(level, mp4File) {
  const playlist = out('hls', level.name, 'index.m3u8');
  ensureDir(playlist);
  ffmpeg(
    '-i', mp4File,
    '-map', '0', '-c', 'copy',
    '-f', 'hls', '-hls_time', SEGMENT, '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
    '-hls_segment_type', 'mpegts', '-hls_segment_filename', join(dirname(playlist), 'segment-%03d.ts'),
    '-fflags', '+bitexact',
    playlist,
  );
  return playlist;
}

/**
 * dash/manifest.mpd + init-<id>.m4s + segment-<id>-NNN.m4s: a `-c copy` remux of the three mp4 renditions
 * (one video adaptation set, so players can switch levels) and the audio (its own adaptation set),
 * cut at the same 4 s keyframes as HLS, addressed with a number-based SegmentTemplate.
 */
function makeDash(levels, audioFile) {
  const manifest = out('dash', 'manifest.mpd');
  ensureDir(manifest);
  const inputs = levels.flatMap((level) => ['-i', level.mp4]);
  const videoMaps = levels.flatMap((_, index) => ['-map', `${index}:v`]);
  // 854x480 is not exactly 16:9; the DASH muxer wants one picture aspect ratio per adaptation set.
  const aspects = levels.flatMap((_, index) => [`-aspect:${index}`, '16:9']);
  ffmpeg(
    ...inputs, '-i', audioFile,
    ...videoMaps, '-map', `${levels.length}:a`,
    '-c', 'copy', ...aspects,
    '-f', 'dash', '-seg_duration', SEGMENT, '-use_template', 1, '-use_timeline', 0,
    '-init_seg_name', 'init-$RepresentationID$.m4s',
    '-media_seg_name', 'segment-$RepresentationID$-$Number%03d$.m4s',
    '-adaptation_sets', 'id=0,streams=v id=1,streams=a',
    '-fflags', '+bitexact',
    manifest,
  );
  return manifest;
}

/** avc1.PPCCLL from the stream's avcC (profile, constraint flags, level), cross-checked with ffprobe's profile/level. */
function codecsOf(mp4File) {
  const { streams } = ffprobe(mp4File, '-show_streams', '-show_data');
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const hex = video.extradata
    .split('\n')
    .map((line) => /^[0-9a-f]{8}: (.{39})/.exec(line)?.[1] ?? '')
    .join('')
    .replace(/\s/g, '');
  const avcC = Buffer.from(hex, 'hex');
  if (avcC[0] !== 1) throw new Error(`${mp4File}: unexpected avcC extradata ${hex.slice(0, 16)}`);
  const profileIdc = { Baseline: 66, 'Constrained Baseline': 66, Main: 77, High: 100 }[video.profile];
  if (avcC[1] !== profileIdc || avcC[3] !== video.level) {
    throw new Error(`${mp4File}: avcC says profile ${avcC[1]} level ${avcC[3]}, ffprobe says ${video.profile} ${video.level}`);
  }
  const audioObjectType = { LC: 2, 'HE-AAC': 5, 'HE-AACv2': 29 }[audio.profile];
  if (!audioObjectType) throw new Error(`${mp4File}: unexpected AAC profile ${audio.profile}`);
  const avc1 = `avc1.${[...avcC.subarray(1, 4)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return `${avc1},mp4a.40.${audioObjectType}`;
}

/** Peak and average bit rate of a media playlist, from the real segment sizes. */
function bandwidthOf(playlist) {
  const lines = readFileSync(playlist, 'utf8').split('\n');
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  lines.forEach((line, index) => {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    if (!match) return;
    const duration = Number(match[1]);
    const size = statSync(join(dirname(playlist), lines[index + 1].trim())).size * 8;
    peak = Math.max(peak, size / duration);
    bits += size;
    seconds += duration;
  });
  return { bandwidth: Math.ceil(peak), averageBandwidth: Math.ceil(bits / seconds) };
}

/** hls/master.m3u8, written by hand so it is deterministic and ordered 360p, 480p, 720p. */
function writeMaster(levels) {
  const file = out('hls', 'master.m3u8');
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', ''];
  for (const level of levels) {
    const attributes = [
      `BANDWIDTH=${level.bandwidth}`,
      `AVERAGE-BANDWIDTH=${level.averageBandwidth}`,
      `RESOLUTION=${level.width}x${level.height}`,
      `FRAME-RATE=${FPS.toFixed(3)}`,
      `CODECS="${level.codecs}"`,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, `${level.name}/index.m3u8`);
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** subtitles/lesson.<lang>.vtt */
function writeVtt(lang) {
  const file = out('subtitles', `lesson.${lang}.vtt`);
  ensureDir(file);
  const cues = CUES.map((cue) => `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}\n${cue[lang]}`);
  writeFileSync(file, `WEBVTT\n\n${cues.join('\n\n')}\n`, 'utf8');
  return file;
}

/**
 * hls-tracks/: the ladder of hls/ (its level playlists, by relative path) plus one WebVTT subtitle
 * rendition per language, each a single segment whose X-TIMESTAMP-MAP maps cue time 0 to the stream's
 * first PTS. Text files only: no encoding.
 */
function writeHlsTracks() {
  const dir = out('hls-tracks');
  mkdirSync(dir, { recursive: true });
  const probe = ffprobe(out('hls', LEVELS[0].name, 'segment-000.ts'), '-show_entries', 'stream=start_pts');
  const mpegts = Math.min(...probe.streams.map((stream) => Number(stream.start_pts)));
  const master = readFileSync(out('hls', 'master.m3u8'), 'utf8').trimEnd().split('\n');
  const lines = master.map((line) => {
    if (line.startsWith('#EXT-X-STREAM-INF:')) return `${line},SUBTITLES="subs"`;
    return line && !line.startsWith('#') ? `../hls/${line}` : line;
  });
  const renditions = LANGUAGES.map(
    ({ lang, label }) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${label}",LANGUAGE="${lang}",DEFAULT=NO,AUTOSELECT=NO,URI="subtitles-${lang}.m3u8"`,
  );
  lines.splice(lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF:')), 0, ...renditions, '');
  writeFileSync(join(dir, 'master.m3u8'), `${lines.join('\n')}\n`, 'utf8');
  for (const { lang } of LANGUAGES) {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${DURATION}`,
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      `#EXTINF:${DURATION.toFixed(3)},`,
      `subtitles-${lang}.vtt`,
      '#EXT-X-ENDLIST',
    ];
    writeFileSync(join(dir, `subtitles-${lang}.m3u8`), `${playlist.join('\n')}\n`, 'utf8');
    const cues = CUES.map((cue) => `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}\n${cue[lang]}`);
    writeFileSync(join(dir, `subtitles-${lang}.vtt`), `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000\n\n${cues.join('\n\n')}\n`, 'utf8');
  }
}

/**
 * hls-audio/: alternate audio renditions. master.m3u8 has one VIDEO-ONLY variant (the 360p picture, `-c copy`,
 * `-an`) and an `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud"` group of two audio-only renditions: English (the lesson
 * audio, DEFAULT=YES) and ไทย (the same audio at a lower volume with a 660 Hz tone mixed in, so it is
 * distinguishable), both 32 kb/s mono AAC. Each rendition is fMP4 HLS in its own folder: index.m3u8, init.mp4,
 * segment-NNN.m4s (4 s; the audio ends with a 21 ms segment, the AAC encoder delay).
 */
function makeHlsAudio(mp4File, audioFile) {
  const dir = out('hls-audio');
  rmSync(dir, { recursive: true, force: true });
  const hls = (name, ...args) => {
    const playlist = join(dir, name, 'index.m3u8');
    ensureDir(playlist);
    ffmpeg(
      ...args,
      '-f', 'hls', '-hls_time', SEGMENT, '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
      '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
      '-hls_segment_filename', join(dirname(playlist), 'segment-%03d.m4s'),
      '-fflags', '+bitexact',
      playlist,
    );
    return playlist;
  };
  const video = hls('video', '-i', mp4File, '-map', '0:v', '-c', 'copy', '-an');
  // 32 kb/s mono AAC LC: the whole media/ folder has a 10 MB budget.
  const aac = ['-vn', '-t', DURATION, '-c:a', 'aac', '-profile:a', 'aac_low', '-b:a', '32k', '-ar', AUDIO.sampleRate, '-ac', 1];
  hls('audio-en', '-i', audioFile, '-map', '0:a', ...aac);
  hls(
    'audio-th',
    '-i', audioFile,
    '-f', 'lavfi', '-i', filter('sine', { frequency: 660, sample_rate: AUDIO.sampleRate, duration: DURATION }),
    '-filter_complex', '[0:a]volume=0.6[a];[1:a]volume=0.08,aformat=channel_layouts=stereo[b];[a][b]amix=inputs=2:duration=first:normalize=0[out]',
    '-map', '[out]', ...aac,
  );
  const picture = bandwidthOf(video);
  const sound = bandwidthOf(join(dir, 'audio-en', 'index.m3u8'));
  const level = LEVELS[0];
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '',
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="1",URI="audio-en/index.m3u8"',
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="ไทย",LANGUAGE="th",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="1",URI="audio-th/index.m3u8"',
    '',
    `#EXT-X-STREAM-INF:BANDWIDTH=${picture.bandwidth + sound.bandwidth},AVERAGE-BANDWIDTH=${picture.averageBandwidth + sound.averageBandwidth},` +
      `RESOLUTION=${level.width}x${level.height},FRAME-RATE=${FPS.toFixed(3)},CODECS="${codecsOf(mp4File)}",AUDIO="aud"`,
    'video/index.m3u8',
  ];
  writeFileSync(join(dir, 'master.m3u8'), `${lines.join('\n')}\n`, 'utf8');
}

/** subtitles/lesson.<lang>.srt */
function writeSrt(lang) {
  const file = out('subtitles', `lesson.${lang}.srt`);
  ensureDir(file);
  const cues = CUES.map(
    (cue, index) => `${index + 1}\n${timestamp(cue.start, ',')} --> ${timestamp(cue.end, ',')}\n${cue[lang]}`,
  );
  writeFileSync(file, `${cues.join('\n\n')}\n`, 'utf8');
  return file;
}

/** thumbnails/sprite.jpg: one tile per second, in a single row. */
function makeSprite(sourceMp4) {
  const file = out('thumbnails', 'sprite.jpg');
  ensureDir(file);
  const tiles = DURATION / THUMB.interval;
  ffmpeg(
    '-i', sourceMp4,
    '-vf', `fps=1/${THUMB.interval},scale=${THUMB.width}:${THUMB.height}:flags=lanczos,tile=${tiles}x1`,
    '-frames:v', 1, '-q:v', 4, '-fflags', '+bitexact', '-flags:v', '+bitexact',
    file,
  );
  return file;
}

/** thumbnails/sprite.vtt: a WebVTT thumbnails track pointing into sprite.jpg. */
function writeSpriteVtt() {
  const file = out('thumbnails', 'sprite.vtt');
  const cues = [];
  for (let start = 0, index = 0; start < DURATION; start += THUMB.interval, index += 1) {
    const end = Math.min(start + THUMB.interval, DURATION);
    cues.push(
      `${timestamp(start, '.')} --> ${timestamp(end, '.')}\n` +
        `sprite.jpg#xywh=${index * THUMB.width},0,${THUMB.width},${THUMB.height}`,
    );
  }
  writeFileSync(file, `WEBVTT\n\n${cues.join('\n\n')}\n`);
  return file;
}

/** cover.jpg: a 1280x720 title card. */
function makeCover(font) {
  const file = out('cover.jpg');
  const text = (options) => filter('drawtext', { fontfile: font, fontcolor: 'white', x: '(w-tw)/2', ...options });
  const card = [
    filter('color', { c: BACKGROUND, s: '1280x720', d: 1 }),
    filter('drawbox', { x: 440, y: 400, w: 400, h: 6, color: ACCENT, t: 'fill' }),
    text({ text: TITLE, fontsize: 72, y: 250 }),
    text({ text: SUBTITLE, fontsize: 40, fontcolor: MUTED, y: 340 }),
    text({ text: `Video lesson  |  ${DURATION} s  |  360P / 480P / 720P`, fontsize: 28, fontcolor: MUTED, y: 440 }),
  ].join(',');
  ffmpeg('-f', 'lavfi', '-i', card, '-frames:v', 1, '-q:v', 3, '-fflags', '+bitexact', '-flags:v', '+bitexact', file);
  return file;
}

/** manifest.json: everything the server needs, paths relative to media/lesson/. */
function writeManifest(levels, subtitles) {
  const file = out('manifest.json');
  const rel = (path) => relative(OUT, path).split('\\').join('/');
  const manifest = {
    title: TITLE,
    duration: DURATION,
    levels: levels.map((level) => ({
      label: level.label,
      width: level.width,
      height: level.height,
      bandwidth: level.bandwidth,
      averageBandwidth: level.averageBandwidth,
      codecs: level.codecs,
      hls: rel(level.playlist),
      mp4: rel(level.mp4),
    })),
    hls: 'hls/master.m3u8',
    dash: 'dash/manifest.mpd',
    audio: 'audio/lesson.m4a',
    subtitles: subtitles.map(({ lang, label, vtt, srt }) => ({ lang, label, vtt: rel(vtt), srt: rel(srt) })),
    thumbnails: {
      sprite: 'thumbnails/sprite.jpg',
      vtt: 'thumbnails/sprite.vtt',
      width: THUMB.width,
      height: THUMB.height,
      interval: THUMB.interval,
    },
    cover: 'cover.jpg',
  };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  return file;
}

function printReport() {
  const files = listFiles(OUT);
  let total = 0;
  for (const file of files) {
    const { size } = statSync(file);
    total += size;
    console.log(`  ${humanSize(size).padStart(10)}  ${relative(ROOT, file)}`);
  }
  console.log(`  ${humanSize(total).padStart(10)}  total (${files.length} files in ${relative(ROOT, OUT)}/)`);
}

// ---------------------------------------------------------------- video platform (media/vod/)

const VOD = join(ROOT, 'media', 'vod');
// Test keys of the seeded protected videos. The server's seed (server/src/db/vod-seed.ts) holds the same
// values; they are never written under media/ (which is served as is).
const VOD_KEYS = {
  hlsKey: '8a1f0c3e5b7d9f21436587a9cbed0f12',
  hlsIv: '0102030405060708090a0b0c0d0e0f10',
  cencKey: '3c9e1d5a7f2b4c6e8a0d2f4b6c8e0a1c',
  cencKid: 'ddd10e5a1f2b3c4d5e6f708192a3b4c5',
};
const LOOPS = 13; // 13 x 24 s = 312 s: over 300 s, so the player shows 5 s thumbnails

/** vod/encrypted/: the 360p rendition as AES-128 HLS with a fixed key and IV (deterministic). */
function makeEncryptedHls(mp4File, tmp) {
  const dir = join(VOD, 'encrypted');
  mkdirSync(dir, { recursive: true });
  const keyFile = join(tmp, 'hls.key');
  const info = join(tmp, 'hls.keyinfo');
  writeFileSync(keyFile, Buffer.from(VOD_KEYS.hlsKey, 'hex'));
  writeFileSync(info, `key.bin\n${keyFile}\n${VOD_KEYS.hlsIv}\n`);
  ffmpeg(
    '-i', mp4File, '-map', '0', '-c', 'copy',
    '-f', 'hls', '-hls_time', SEGMENT, '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
    '-hls_key_info_file', info, '-hls_segment_type', 'mpegts', '-hls_segment_filename', join(dir, 'segment-%03d.ts'),
    '-fflags', '+bitexact',
    join(dir, 'index.m3u8'),
  );
}

/** Runs Google's Shaka Packager (the `shaka-packager` devDependency ships its binaries). */
function packager(...args) {
  const cli = join(ROOT, 'node_modules', 'shaka-packager', 'index.js');
  if (!existsSync(cli)) fail('shaka-packager is missing: run `npm install` first');
  exec(process.execPath, [cli, ...args.map(String)]);
}

/**
 * vod/cenc/: the 360p video + audio as CENC-encrypted DASH (raw ClearKey key, 4 s segments), packaged by
 * Shaka Packager: unlike ffmpeg's muxers it writes the per-fragment sample-encryption boxes (senc, saiz,
 * saio) a browser needs to decrypt. ClearKey players find the key system through the W3C common PSSH
 * (1077efec-…) it writes; a bare ClearKey UUID element without a PSSH would break dash.js's key request.
 */
function makeCencDash(mp4File, audioFile) {
  const dir = join(VOD, 'cenc');
  mkdirSync(dir, { recursive: true });
  const stream = (input, kind, id) =>
    `in=${input},stream=${kind},init_segment=${join(dir, `init-${id}.m4s`)},segment_template=${join(dir, `segment-${id}-$Number%03d$.m4s`)}`;
  const manifest = join(dir, 'manifest.mpd');
  packager(
    stream(mp4File, 'video', 0),
    stream(audioFile, 'audio', 1),
    '--enable_raw_key_encryption', '--keys', `label=:key_id=${VOD_KEYS.cencKid}:key=${VOD_KEYS.cencKey}`,
    '--protection_scheme', 'cenc', '--clear_lead', 0, '--segment_duration', SEGMENT,
    '--mpd_output', manifest, '--generate_static_live_mpd', '--quiet',
  );
  let mpd = readFileSync(manifest, 'utf8').replace(/^<!--Generated with .*-->\n/m, '');
  mpd = mpd.split(`${dir}/`).join(''); // paths relative to the manifest
  writeFileSync(manifest, mpd);
}

/**
 * vod/cenc-hls/: the same 360p video + audio and the same ClearKey key as vod/cenc/, as CENC fMP4 HLS (Shaka
 * Packager, `--hls_master_playlist_output`): master.m3u8, video.m3u8 and audio.m3u8 (an audio rendition
 * group), init-{0,1}.mp4 and segment-{0,1}-NNN.m4s. Shaka writes `KEYFORMAT="identity"` with the key id as a
 * data URI; hls.js plays SAMPLE-AES-CTR through EME only for a DRM key format, so the playlists name
 * `org.w3.clearkey` (the data URI still carries the key id hls.js asks the licence for).
 */
function makeCencHls(mp4File, audioFile) {
  const dir = join(VOD, 'cenc-hls');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const stream = (input, kind, id, extra = '') =>
    `in=${input},stream=${kind},init_segment=${join(dir, `init-${id}.mp4`)},segment_template=${join(dir, `segment-${id}-$Number%03d$.m4s`)},playlist_name=${kind}.m3u8${extra}`;
  packager(
    stream(mp4File, 'video', 0),
    stream(audioFile, 'audio', 1, ',hls_group_id=audio,hls_name=audio'),
    '--enable_raw_key_encryption', '--keys', `label=:key_id=${VOD_KEYS.cencKid}:key=${VOD_KEYS.cencKey}`,
    '--protection_scheme', 'cenc', '--clear_lead', 0, '--segment_duration', SEGMENT,
    '--hls_master_playlist_output', join(dir, 'master.m3u8'), '--hls_playlist_type', 'VOD', '--quiet',
  );
  for (const name of ['master.m3u8', 'video.m3u8', 'audio.m3u8']) {
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8')
      .replace(/^## Generated with .*\n/m, '')
      .split(`${dir}/`).join('')
      .replace(/KEYFORMAT="identity"/g, 'KEYFORMAT="org.w3.clearkey",KEYFORMATVERSIONS="1"');
    writeFileSync(file, text);
  }
}

/** vod/thumbnails/long-sprite.jpg: the lesson looped to 312 s, one tile per 5 s, 50 tiles per row. */
function makeLongSprite(mp4File) {
  const file = join(VOD, 'thumbnails', 'long-sprite.jpg');
  ensureDir(file);
  const tiles = Math.ceil((DURATION * LOOPS) / 5);
  ffmpeg(
    '-stream_loop', LOOPS - 1, '-i', mp4File,
    '-vf', `fps=1/5,scale=${THUMB.width}:${THUMB.height}:flags=lanczos,tile=50x${Math.ceil(tiles / 50)}`,
    '-frames:v', 1, '-q:v', 6, '-fflags', '+bitexact', '-flags:v', '+bitexact',
    file,
  );
}

function makeVodMedia(levels, audio) {
  rmSync(VOD, { recursive: true, force: true });
  mkdirSync(VOD, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'ddi-media-'));
  try {
    const lowest = levels[0].mp4;
    makeEncryptedHls(lowest, tmp);
    makeCencDash(lowest, audio);
    makeCencHls(lowest, audio);
    makeLongSprite(lowest);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  let total = 0;
  for (const file of listFiles(VOD)) total += statSync(file).size;
  console.log(`  ${humanSize(total).padStart(10)}  total (${listFiles(VOD).length} files in ${relative(ROOT, VOD)}/)`);
}

// ---------------------------------------------------------------- main

function main() {
  checkTools();
  const font = findFont();
  console.log(`make-media: regenerating ${relative(ROOT, OUT)}/ (font: ${font})`);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  const audio = makeAudio();
  const levels = LEVELS.map((level) => {
    console.log(`  encoding ${level.label} (${level.width}x${level.height}, ${level.kbps} kb/s video)`);
    const mp4 = makeRendition(level, font, audio);
    const playlist = makeHlsLevel(level, mp4);
    return { ...level, mp4, playlist, codecs: codecsOf(mp4), ...bandwidthOf(playlist) };
  });
  writeMaster(levels);
  writeHlsTracks();
  makeHlsAudio(levels[0].mp4, audio);
  makeDash(levels, audio);

  const subtitles = LANGUAGES.map(({ lang, label }) => ({ lang, label, vtt: writeVtt(lang), srt: writeSrt(lang) }));
  makeSprite(levels.at(-1).mp4);
  writeSpriteVtt();
  makeCover(font);
  writeManifest(levels, subtitles);

  printReport();
  makeVodMedia(levels, audio);
}

try {
  if (process.argv.includes('--only=cenc-hls')) {
    const lowest = out('mp4', `lesson-${LEVELS[0].name}.mp4`);
    if (!existsSync(lowest)) fail(`${relative(ROOT, lowest)} is missing: run the whole script first`);
    makeCencHls(lowest, out('audio', 'lesson.m4a'));
    for (const file of listFiles(join(VOD, 'cenc-hls'))) console.log(`  ${humanSize(statSync(file).size).padStart(10)}  ${relative(ROOT, file)}`);
  } else if (process.argv.includes('--only=hls-audio')) {
    const lowest = out('mp4', `lesson-${LEVELS[0].name}.mp4`);
    if (!existsSync(lowest)) fail(`${relative(ROOT, lowest)} is missing: run the whole script first`);
    checkTools();
    makeHlsAudio(lowest, out('audio', 'lesson.m4a'));
    for (const file of listFiles(out('hls-audio'))) console.log(`  ${humanSize(statSync(file).size).padStart(10)}  ${relative(ROOT, file)}`);
  } else {
    main();
  }
} catch (error) {
  fail(error.message);
}
