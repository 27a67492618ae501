// The CEA-608 closed-caption fixture (media/captions/): ffmpeg cannot write 608 captions, so this script
// encodes an H.264 test picture with ffmpeg, inserts the captions itself as SEI user data (ATSC A/53
// "GA94" cc_data, one byte pair per frame on field 1) before every frame, and lets ffmpeg package the
// result as HLS without re-encoding. The captions are pop-on, from 1 s, cleared at 4 s: "HELLO CC" on row 15
// at column 0 and "TOP ROW" on row 1 at column 8, so a test can see both ends of the 15-row grid.
// Run: node scripts/make-cea608.mjs (needs ffmpeg on the PATH).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'media/captions');
const FPS = 30;
const SECONDS = 6;
export const CAPTION_TEXT = 'HELLO CC';
export const TOP_TEXT = 'TOP ROW';

/** A byte with odd parity in bit 7 (CEA-608 carries 7-bit data with odd parity). */
const parity = (byte) => {
  let ones = 0;
  for (let bit = 0; bit < 7; bit += 1) ones += (byte >> bit) & 1;
  return ones % 2 === 0 ? byte | 0x80 : byte & 0x7f;
};

/** The byte pairs per frame: control codes doubled as broadcasters send them, text two characters a pair. */
function pairsByFrame() {
  const frames = Array.from({ length: FPS * SECONDS }, () => [0x80, 0x80]);
  const at = (second) => Math.round(second * FPS);
  const code = (a, b) => [parity(a), parity(b)];
  const chars = (value) => {
    const text = [...value].map((char) => char.charCodeAt(0));
    return Array.from({ length: Math.ceil(text.length / 2) }, (_, index) => code(text[index * 2], text[index * 2 + 1] ?? 0x00));
  };
  const load = [
    code(0x14, 0x20), code(0x14, 0x20), // RCL: resume caption loading (pop-on)
    code(0x11, 0x54), code(0x11, 0x54), // PAC: row 1, column 8
    ...chars(TOP_TEXT),
    code(0x14, 0x70), code(0x14, 0x70), // PAC: row 15, column 0
    ...chars(CAPTION_TEXT),
    code(0x14, 0x2f), code(0x14, 0x2f), // EOC: end of caption, show it
  ];
  load.forEach((pair, index) => (frames[at(1) - load.length + index] = pair));
  [code(0x14, 0x2c), code(0x14, 0x2c)].forEach((pair, index) => (frames[at(4) + index] = pair)); // EDM: erase
  return frames;
}

/** An SEI NAL unit (type 6) with one user_data_registered_itu_t_t35 message carrying `pair`. */
function seiNal(pair) {
  const payload = [0xb5, 0x00, 0x31, ...Buffer.from('GA94'), 0x03, 0x40 | 0x80 | 1, 0xff, 0xfc, pair[0], pair[1], 0xff];
  const body = [0x06, 0x04, payload.length, ...payload, 0x80];
  // Emulation prevention: 00 00 followed by 00–03 gets a 03 between.
  const escaped = [];
  for (const byte of body) {
    const n = escaped.length;
    if (n >= 2 && escaped[n - 1] === 0 && escaped[n - 2] === 0 && byte <= 3) escaped.push(3);
    escaped.push(byte);
  }
  return Buffer.from([0, 0, 0, 1, ...escaped]);
}

/** The NAL units of an Annex B stream, with their start codes. */
function nalUnits(stream) {
  const starts = [];
  for (let index = 0; index + 3 < stream.length; index += 1) {
    if (stream[index] === 0 && stream[index + 1] === 0 && (stream[index + 2] === 1 || (stream[index + 2] === 0 && stream[index + 3] === 1))) {
      starts.push(index);
      index += 2;
    }
  }
  return starts.map((start, index) => stream.subarray(start, starts[index + 1] ?? stream.length));
}

const nalType = (unit) => unit[unit[2] === 1 ? 3 : 4] & 0x1f;

function main() {
  const work = mkdtempSync(join(tmpdir(), 'cea608-'));
  try {
    const plain = join(work, 'plain.h264');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=320x180:rate=${FPS}`, '-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'veryfast', '-bf', '0', '-g', String(FPS), '-pix_fmt', 'yuv420p', '-bitexact', '-f', 'h264', plain]);
    const pairs = pairsByFrame();
    let frame = 0;
    const parts = [];
    for (const unit of nalUnits(readFileSync(plain))) {
      const type = nalType(unit);
      if (type === 1 || type === 5) parts.push(seiNal(pairs[frame++] ?? [0x80, 0x80]));
      parts.push(unit);
    }
    const captioned = join(work, 'captioned.h264');
    writeFileSync(captioned, Buffer.concat(parts));
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-r', String(FPS), '-f', 'h264', '-i', captioned, '-c', 'copy', '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_filename', join(out, 'segment-%03d.ts'), join(out, 'captions.m3u8')]);
    console.log(`make-cea608: ${frame} frames with captions → media/captions/captions.m3u8`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
