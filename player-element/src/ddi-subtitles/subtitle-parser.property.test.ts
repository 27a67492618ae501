// Property-based tests (fast-check) of the side-loaded subtitle parsing (media-captions under the captions
// rules of player spec §5): random files, well-formed generated files and mutated ones.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import type { SubtitleCue } from '../core/state.js';
import { parseSubtitles, plainText, subtitleFormat, timestampMapOffset, type SubtitleFormat } from './subtitle-parser.js';

/** Every cue obeys its rule: finite numbers, start < end, text a string, settings within their ranges. */
function obeysCueRules(cues: SubtitleCue[]): void {
  expect(Array.isArray(cues)).to.equal(true);
  for (const cue of cues) {
    const where = JSON.stringify(cue);
    expect(Number.isFinite(cue.start) && Number.isFinite(cue.end), `finite times ${where}`).to.equal(true);
    expect(cue.start < cue.end, `start < end ${where}`).to.equal(true);
    expect(typeof cue.text, where).to.equal('string');
    if (typeof cue.position === 'number') expect(cue.position >= 0 && cue.position <= 100, `position ${where}`).to.equal(true);
    else if (cue.position !== undefined) expect(cue.position).to.equal('auto');
    if (cue.size !== undefined) expect(cue.size >= 0 && cue.size <= 100, `size ${where}`).to.equal(true);
    if (typeof cue.line === 'number') expect(Number.isFinite(cue.line), `line ${where}`).to.equal(true);
    expect([undefined, '', 'lr', 'rl']).to.include(cue.vertical);
  }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
/** A timestamp `hh:mm:ss.mmm` (WebVTT; `,` for SRT). */
const stamp = (ms: number, separator: '.' | ',') =>
  `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${separator}${pad(ms % 1000, 3)}`;

/** Cue text without markup, entities, arrows or blank lines (so it must come back unchanged). */
const cueText = fc
  .array(fc.oneof(fc.constantFrom('a', 'B', ' ', '1', 'é', '中', '!', '?', '"', "'", '-', ':', '.'), fc.string({ unit: 'grapheme', maxLength: 3 })), { minLength: 1, maxLength: 24 })
  .map((parts) => parts.join('').replace(/[<>&\r\n]|-->/g, '').trim())
  .filter((text) => text !== '' && !/^\d+$/.test(text));

const timedCue = fc.tuple(fc.nat({ max: 3_600_000 }), fc.integer({ min: 1, max: 60_000 }), cueText).map(([start, length, text]) => ({ start, end: start + length, text }));
const cueList = fc.array(timedCue, { minLength: 0, maxLength: 8 });

const settings = fc.constantFrom('', ' position:10%', ' size:50%', ' align:start', ' vertical:rl', ' line:0', ' position:50% align:end');

function toVtt(cues: { start: number; end: number; text: string }[], extra: string[] = []): string {
  return `WEBVTT\n\n${cues.map((cue, index) => `${stamp(cue.start, '.')} --> ${stamp(cue.end, '.')}${extra[index] ?? ''}\n${cue.text}\n`).join('\n')}`;
}

function toSrt(cues: { start: number; end: number; text: string }[]): string {
  return cues.map((cue, index) => `${index + 1}\n${stamp(cue.start, ',')} --> ${stamp(cue.end, ',')}\n${cue.text}\n`).join('\n');
}

/** Edits that keep or break the structure: delete, insert junk, swap characters, duplicate or drop lines. */
const junk = fc.oneof(
  fc.constantFrom('-->', '\n', '\n\n', '\r', ':', '.', ',', '<', '>', '&', '<b>', '</c>', '&lt;', 'WEBVTT', '99', '-', ' ', '\uFEFF', '\u0000', 'NOTE ', 'STYLE\n', 'REGION\n', 'X-TIMESTAMP-MAP=MPEGTS:1,LOCAL:00:00:00.000\n', 'position:200%', 'size:-5%', 'vertical:xx', 'line:abc', '99:99:99.999'),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
);
const mutation = fc.oneof(
  fc.tuple(fc.constant('insert' as const), fc.nat(), junk),
  fc.tuple(fc.constant('delete' as const), fc.nat(), fc.integer({ min: 1, max: 8 })),
  fc.tuple(fc.constant('line' as const), fc.nat(), fc.constantFrom('duplicate', 'drop', 'swap')),
);
type Mutation = [ 'insert', number, string ] | [ 'delete', number, number ] | [ 'line', number, string ];

function mutate(text: string, mutations: Mutation[]): string {
  let out = text;
  for (const [kind, where, what] of mutations) {
    const at = out.length ? where % (out.length + 1) : 0;
    if (kind === 'insert') out = out.slice(0, at) + what + out.slice(at);
    else if (kind === 'delete') out = out.slice(0, at) + out.slice(at + what);
    else {
      const lines = out.split('\n');
      const index = where % Math.max(1, lines.length);
      if (what === 'duplicate') lines.splice(index, 0, lines[index] ?? '');
      else if (what === 'drop') lines.splice(index, 1);
      else if (index + 1 < lines.length) [lines[index], lines[index + 1]] = [lines[index + 1]!, lines[index]!];
      out = lines.join('\n');
    }
  }
  return out;
}

const format = fc.constantFrom<SubtitleFormat>('vtt', 'srt');
const PARSE_RUNS = { numRuns: 100 };

describe('subtitle parsing: properties of the spec §5 captions rules (fast-check)', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it('random text, as SRT or WebVTT: no exception escapes and every cue obeys its rule', async () => {
    const text = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ maxLength: 200 }).map((body) => `WEBVTT\n\n${body}`));
    await fc.assert(fc.asyncProperty(text, format, async (file, kind) => {
      obeysCueRules(await parseSubtitles(file, kind, 'random'));
    }), PARSE_RUNS);
  });

  it('a well-formed WebVTT file gives back exactly its cues (times to the millisecond, text unchanged), whatever their settings', async () => {
    await fc.assert(fc.asyncProperty(cueList, fc.array(settings, { maxLength: 8 }), async (cues, extra) => {
      const parsed = await parseSubtitles(toVtt(cues, extra), 'vtt');
      obeysCueRules(parsed);
      expect(parsed.map((cue) => [Math.round(cue.start * 1000), Math.round(cue.end * 1000), cue.text])).to.deep.equal(cues.map((cue) => [cue.start, cue.end, cue.text]));
    }), PARSE_RUNS);
  });

  it("subtitle timing text is 'start --> end' with comma decimals: a well-formed SRT file gives back exactly its cues", async () => {
    await fc.assert(fc.asyncProperty(cueList, async (cues) => {
      const parsed = await parseSubtitles(toSrt(cues), 'srt');
      obeysCueRules(parsed);
      expect(parsed.map((cue) => [Math.round(cue.start * 1000), Math.round(cue.end * 1000), cue.text])).to.deep.equal(cues.map((cue) => [cue.start, cue.end, cue.text]));
    }), PARSE_RUNS);
  });

  it('mutated SRT / WebVTT files: no exception escapes and every cue obeys its rule', async () => {
    await fc.assert(fc.asyncProperty(cueList, format, fc.array(mutation, { minLength: 1, maxLength: 6 }), async (cues, kind, edits) => {
      const file = mutate(kind === 'vtt' ? toVtt(cues) : toSrt(cues), edits as Mutation[]);
      obeysCueRules(await parseSubtitles(file, kind, 'mutated'));
      obeysCueRules(await parseSubtitles(file, subtitleFormat('/sub', file), 'mutated, sniffed'));
    }), PARSE_RUNS);
  });

  it('a cue whose end is not after its start is never kept', async () => {
    await fc.assert(fc.asyncProperty(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), cueText, format, async (start, back, text, kind) => {
      const end = Math.max(0, start - back);
      const file = kind === 'vtt' ? toVtt([{ start, end, text }]) : toSrt([{ start, end, text }]);
      expect(await parseSubtitles(file, kind)).to.deep.equal([]);
    }), PARSE_RUNS);
  });

  it('a WebVTT file must begin with WEBVTT: without it, no cues', async () => {
    await fc.assert(fc.asyncProperty(cueList, fc.string({ maxLength: 8 }), async (cues, prefix) => {
      fc.pre(!/^\uFEFF?WEBVTT/.test(prefix) && prefix.trim() !== '');
      expect(await parseSubtitles(`${prefix}${toVtt(cues)}`, 'vtt')).to.deep.equal([]);
    }), PARSE_RUNS);
  });

  it('X-TIMESTAMP-MAP: null (malformed) or a finite offset, never an exception; a well-formed map shifts every cue by it', async () => {
    const part = fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^MPEGTS:\d{1,12}$/), fc.nat({ max: 3_600_000 }).map((ms) => `LOCAL:${stamp(ms, '.')}`));
    fc.assert(fc.property(fc.array(part, { maxLength: 3 }), (parts) => {
      const offset = timestampMapOffset(`WEBVTT\nX-TIMESTAMP-MAP=${parts.join(',')}\n\n`);
      expect(offset === null || Number.isFinite(offset), String(offset)).to.equal(true);
    }));
    await fc.assert(fc.asyncProperty(cueList, fc.nat({ max: 10_000_000 }), fc.nat({ max: 60_000 }), async (cues, ticks, local) => {
      const file = toVtt(cues).replace('WEBVTT\n', `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${ticks},LOCAL:${stamp(local, '.')}\n`);
      const parsed = await parseSubtitles(file, 'vtt');
      const shift = ticks / 90_000 - local / 1000;
      expect(parsed).to.have.length(cues.length);
      parsed.forEach((cue, index) => expect(Math.abs(cue.start - (cues[index]!.start / 1000 + shift)) < 1e-6).to.equal(true));
    }), { numRuns: 50 });
  });

  it('cue text is plain text: no tag survives (entities aside, which are decoded to text)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }).map((text) => text.replace(/&/g, '')), (text) => {
      expect(plainText(text)).to.not.match(/<[^>]*>/);
    }));
  });
});
