import { parseText, parseVTTTimestamp, type ParseError, type VTTCue } from 'media-captions';
import type { SubtitleCue } from '../core/state.js';

/** Spec §5: a WebVTT file begins with `WEBVTT`. */
export const SIGNATURE_ERROR = 'Malformed WebVTT signature.';
/** Spec §8: a cue that cannot be parsed is rejected with this warning; the other cues still show. */
export const CUE_ERROR = 'Failed to parse VTT cue';
export const TIMESTAMP_MAP_ERROR = 'Malformed X-TIMESTAMP-MAP';

export type SubtitleFormat = 'vtt' | 'srt';

const SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t]|\r?\n|\r|$)/;

/** The file's format: from the URL's extension, else WebVTT when it starts with the signature, else SRT. */
export function subtitleFormat(url: string, text: string): SubtitleFormat {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.srt')) return 'srt';
  if (path.endsWith('.vtt')) return 'vtt';
  return SIGNATURE.test(text) ? 'vtt' : 'srt';
}

/**
 * The `X-TIMESTAMP-MAP=MPEGTS:<90 kHz ticks>,LOCAL:<hh:mm:ss.mmm>` header (either order): the seconds
 * to add to every cue, `(MPEGTS - basePts) / 90000 - LOCAL`. `0` without the header, `null` when it is
 * malformed (both parts are required).
 */
export function timestampMapOffset(text: string, basePts = 0): number | null {
  const header = text.split(/\r?\n\r?\n|\r\r/)[0] ?? '';
  const line = header.split(/\r?\n|\r/).find((entry) => entry.startsWith('X-TIMESTAMP-MAP='));
  if (line === undefined) return 0;
  let mpegts: number | undefined;
  let local: number | null | undefined;
  for (const part of line.slice('X-TIMESTAMP-MAP='.length).split(',')) {
    const [name, ...rest] = part.trim().split(':');
    const value = rest.join(':');
    if (name === 'MPEGTS' && /^\d+$/.test(value)) mpegts = Number(value);
    else if (name === 'LOCAL') local = parseVTTTimestamp(value);
    else return null;
  }
  if (mpegts === undefined || local === undefined || local === null) return null;
  return (mpegts - basePts) / 90_000 - local;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', quot: '"', apos: "'", lrm: '\u200e', rlm: '\u200f' };

/** Cue text without its markup (`<i>`, `<c.yellow>`, `<v Name>`, `<font>`), entities decoded: it is rendered as text. */
export const plainText = (text: string) =>
  text.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|nbsp|quot|apos|lrm|rlm);/g, (_whole, name: string) => entities[name] ?? '');

const toCue = (cue: VTTCue, offset: number): SubtitleCue => ({
  start: cue.startTime + offset,
  end: cue.endTime + offset,
  text: plainText(cue.text),
  line: cue.line,
  position: cue.position,
  size: cue.size,
  align: cue.align,
  vertical: cue.vertical,
  snapToLines: cue.snapToLines,
});

/**
 * Parses a side-loaded SRT or WebVTT file with media-captions under the rules of spec §5: a WebVTT file
 * must start with `WEBVTT` (else `Malformed WebVTT signature.` and no cues); timestamps
 * `hh:mm:ss.mmm --> hh:mm:ss.mmm` (SRT: comma decimals) with the end after the start; `position` and
 * `size` 0–100; `vertical` empty, `lr` or `rl`; a well-formed `X-TIMESTAMP-MAP` shifts the cues. A bad
 * cue is rejected with a `Failed to parse VTT cue` warning and the others are kept.
 */
export async function parseSubtitles(text: string, format: SubtitleFormat, source = ''): Promise<SubtitleCue[]> {
  const where = source ? ` (${source})` : '';
  if (format === 'vtt' && !SIGNATURE.test(text)) {
    console.warn(`ddi-player: ${SIGNATURE_ERROR}${where}`);
    return [];
  }
  const offset = format === 'vtt' ? timestampMapOffset(text) : 0;
  if (offset === null) {
    console.warn(`ddi-player: ${TIMESTAMP_MAP_ERROR}${where}`);
    return [];
  }
  // media-captions drops a cue whose end is not after its start without reporting it.
  for (const line of text.split(/\r?\n|\r/)) {
    const [start = '', end = ''] = line.includes('-->') ? line.replace(/,/g, '.').split(/\s*-->\s*/) : [];
    const from = parseVTTTimestamp(start.trim());
    const to = parseVTTTimestamp(end.trim().split(/\s/)[0] ?? '');
    if (from !== null && to !== null && to <= from) console.warn(`ddi-player: ${CUE_ERROR}: cue end ${end.trim()} is not after its start ${start.trim()}${where}`);
  }
  const cues: SubtitleCue[] = [];
  let rejected = false;
  await parseText(text, {
    type: format,
    errors: true,
    onError(error: ParseError) {
      // A bad cue setting value leaves the cue itself to be built: reject it when it ends.
      if (/cue setting/.test(error.message) && /invalid value/.test(error.message)) rejected = true;
      console.warn(`ddi-player: ${CUE_ERROR}: ${error.message}${where}`);
    },
    onCue(cue: VTTCue) {
      if (rejected) rejected = false;
      else cues.push(toCue(cue, offset));
    },
  });
  return cues;
}
