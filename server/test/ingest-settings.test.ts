import { describe, expect, it } from 'vitest';
import { IngestError } from '../src/services/ingest/errors.js';
import { checkKeyframesFit, maxLines, parseVideoSettings } from '../src/services/ingest/settings.js';

/** The message of the refusal, or '' when the input is taken. */
function refusal(run: () => unknown): string {
  try {
    run();
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe('bad-setting');
    return (error as IngestError).message;
  }
}

describe('an ingested video’s settings (--password, --lines, --keyframes; the admin API’s query)', () => {
  it('takes a password, lines and markers, the markers put in time order', () => {
    const settings = parseVideoSettings({
      password: 'team-2026',
      lines: 'line1, line2',
      keyframes: JSON.stringify([
        { keytime: 40, keycontext: 'Practice', btnDesc: 'Worksheet', btnHref: 'https://example.com/sheet.pdf' },
        { keytime: 5, keycontext: 'Why coach?' },
      ]),
    });
    expect(settings).toEqual({
      password: 'team-2026',
      lines: ['line1', 'line2'],
      keyframes: [
        { keytime: 5, keycontext: 'Why coach?', btnDesc: '', btnHref: '' },
        { keytime: 40, keycontext: 'Practice', btnDesc: 'Worksheet', btnHref: 'https://example.com/sheet.pdf' },
      ],
    });
  });

  it('sets nothing that was not given', () => {
    expect(parseVideoSettings({})).toEqual({});
  });

  it.each([
    ['an empty password', { password: '' }, /password must be 1 to 64/],
    ['a password over 64 characters', { password: 'x'.repeat(65) }, /password must be 1 to 64/],
    ['a password with a line break', { password: 'a\nb' }, /control characters/],
    ['a password ending in a space', { password: 'secret ' }, /start or end with a space/],
    ['a line name with capitals', { lines: 'line1,Line2' }, /"Line2" is not a line name/],
    ['an empty line name', { lines: 'line1,,line2' }, /"" is not a line name/],
    ['the line the spec never offers', { lines: 'line1,kw' }, /"kw" is reserved/],
    ['the demo’s always-failing line', { lines: 'broken' }, /"broken" is reserved/],
    ['a line listed twice', { lines: 'a,b,a' }, /"a" is listed twice/],
    ['too many lines', { lines: Array.from({ length: maxLines + 1 }, (_, index) => `l${index}`).join(',') }, /at most 8 lines/],
    ['markers that are not JSON', { keyframes: '[{keytime: 1}]' }, /not valid JSON/],
    ['markers that are not a list', { keyframes: '{"keytime": 1}' }, /must be a JSON array/],
    ['a marker without text', { keyframes: '[{"keytime": 1, "keycontext": " "}]' }, /keyframes\[0\]\.keycontext/],
    ['a marker at a negative time', { keyframes: '[{"keytime": -1, "keycontext": "a"}]' }, /keyframes\[0\]\.keytime/],
    ['a marker time as text', { keyframes: '[{"keytime": "12", "keycontext": "a"}]' }, /keyframes\[0\]\.keytime/],
    ['a marker with an unknown field', { keyframes: '[{"keytime": 1, "keycontext": "a", "colour": "red"}]' }, /unknown field "colour"/],
    ['a marker button to a script address', { keyframes: '[{"keytime": 1, "keycontext": "a", "btnDesc": "Go", "btnHref": "javascript:alert(1)"}]' }, /btnHref must be an http\(s\) address/],
    ['a marker button without its text', { keyframes: '[{"keytime": 1, "keycontext": "a", "btnHref": "https://example.com"}]' }, /needs a btnDesc/],
  ])('refuses %s, naming the setting', (_name, input, message) => {
    expect(refusal(() => parseVideoSettings(input))).toMatch(message);
  });

  it('refuses a marker past the end of the video once its length is known', () => {
    const keyframes = parseVideoSettings({ keyframes: '[{"keytime": 1, "keycontext": "a"}, {"keytime": 3, "keycontext": "b"}]' }).keyframes;
    expect(refusal(() => checkKeyframesFit(keyframes, 3))).toBe('');
    expect(refusal(() => checkKeyframesFit(keyframes, 2))).toMatch(/the marker at 3 s is past the video's end \(2\.0 s\)/);
  });
});
