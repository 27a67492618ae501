// Property-based tests (fast-check) of the option rules of player spec §5: resolveOptions, the speed
// list and the clip range. Each `it` states one rule; fast-check looks for an input that breaks it.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { clipRange, normaliseSpeeds, optionDefaults, resolveOptions, type PlayerOptions } from './options.js';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const floor2 = (value: number) => Math.floor(value * 100 + 1e-9) / 100;

/** Any value an untyped host page could pass, biased towards the interesting ones. */
const loose = fc.oneof(
  fc.anything(),
  fc.double(),
  fc.integer({ min: -10_000, max: 100_000 }),
  fc.constantFrom(0, 1, 2, 3, 500, 499, 10, 9.99, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined, '', '1', 'on', 'off'),
);

/** Arrays of would-be speeds: in and out of (0, 3], needing rounding, duplicated, not numbers. */
const speedInput = fc.array(fc.oneof(fc.double({ min: -1, max: 4, noNaN: false }), fc.constantFrom(1, 0.5, 2, 3, 0, 0.001, 0.009, 0.01, 1.001, 2.999, '2', null), fc.integer({ min: -2, max: 5 })), { maxLength: 14 });

/** Player spec §5: the default speed list. */
const specDefaultSpeeds = [2, 1.5, 1.2, 1, 0.5];

/** The option names resolveOptions applies a rule to, plus a few it only keeps. */
const ruledKeys = [
  ...Object.keys(optionDefaults),
  'show_rate', 'start', 'end', 'watchStartTime', 'watchEndTime', 'ban_seek_deviation', 'lang', 'skin', 'height', 'width', 'rightMenu', 'vid', 'url', 'marquee', 'logo', 'danmu',
];

/** A plain options object of arbitrary values under known (and unknown) keys; never `hlsConfig`. */
const anyOptions = fc.dictionary(fc.oneof(fc.constantFrom(...ruledKeys), fc.string()), loose, { maxKeys: 12 }).map((record) => {
  const options = Object.assign(Object.create(null) as object, record) as Record<string, unknown>;
  delete options.hlsConfig;
  delete options.__proto__;
  return { ...options } as PlayerOptions;
});

describe('player options: properties of the spec §5 rules (fast-check)', () => {
  describe('resolveOptions', () => {
    it('no exception escapes for any plain object without hlsConfig', () => {
      fc.assert(fc.property(anyOptions, (input) => {
        resolveOptions(input);
      }));
    });

    it('preloadDataSize must be a number of at least 500, else 15000', () => {
      fc.assert(fc.property(loose, (value) => {
        const { preloadDataSize } = resolveOptions({ preloadDataSize: value as number });
        expect(preloadDataSize).to.equal(isFiniteNumber(value) && value >= 500 ? value : 15000);
      }));
    });

    it('preloadDurationLength must be at least 10, else 10', () => {
      fc.assert(fc.property(loose, (value) => {
        const { preloadDurationLength } = resolveOptions({ preloadDurationLength: value as number });
        expect(preloadDurationLength).to.equal(isFiniteNumber(value) && value >= 10 ? value : 10);
      }));
    });

    it('show_rate must be integer 1 or 2, else ignored', () => {
      fc.assert(fc.property(loose, (value) => {
        const resolved = resolveOptions({ show_rate: value as number });
        if (value === 1 || value === 2) expect(resolved.show_rate).to.equal(value);
        else expect('show_rate' in resolved, fc.stringify(value)).to.equal(false);
      }));
    });

    it('volume must be 0 to 1, else the default 0.75', () => {
      fc.assert(fc.property(loose, (value) => {
        const { volume } = resolveOptions({ volume: value as number });
        expect(volume).to.equal(isFiniteNumber(value) && value >= 0 && value <= 1 ? value : 0.75);
        expect(volume >= 0 && volume <= 1).to.equal(true);
      }));
    });

    it('the speed option follows the speed-list rule: not an array gives [2, 1.5, 1.2, 1, 0.5], else its valid speeds and 1, descending', () => {
      const examples: [unknown, number[]][] = [
        [undefined, specDefaultSpeeds],
        ['2,1', specDefaultSpeeds],
        [[], specDefaultSpeeds],
        [[1, 0, -2, 4, '2'], specDefaultSpeeds],
        [[0.5, 2.999, 4, -1, 2, 2.001], [2.99, 2, 1, 0.5]],
        [[0.25, 0.5, 0.75, 1.25, 1.5, 1.75, 2], [1.5, 1.25, 1, 0.75, 0.5, 0.25]],
      ];
      for (const [value, speeds] of examples) expect(resolveOptions({ speed: value }).speed, JSON.stringify(value)).to.deep.equal(speeds);
      fc.assert(fc.property(fc.oneof(loose, speedInput), (value) => {
        const speeds = resolveOptions({ speed: value }).speed;
        if (!Array.isArray(value)) return void expect(speeds).to.deep.equal(specDefaultSpeeds);
        const valid = new Set(value.filter((speed): speed is number => isFiniteNumber(speed) && speed > 0 && speed <= 3).map(floor2));
        valid.delete(1);
        valid.delete(0);
        if (valid.size === 0) return void expect(speeds).to.deep.equal(specDefaultSpeeds);
        expect(speeds).to.include(1);
        expect(speeds).to.have.length(Math.min(valid.size, 5) + 1);
        for (const speed of speeds) if (speed !== 1) expect(valid.has(speed), String(speed)).to.equal(true);
        expect([...speeds].sort((a, b) => b - a)).to.deep.equal(speeds);
      }));
    });

    it('every resolved option obeys its rule, whatever else is in the object', () => {
      fc.assert(fc.property(anyOptions, (input) => {
        const resolved = resolveOptions(input);
        expect(resolved.preloadDataSize >= 500).to.equal(true);
        expect(resolved.preloadDurationLength >= 10).to.equal(true);
        expect(resolved.volume >= 0 && resolved.volume <= 1).to.equal(true);
        expect([undefined, 1, 2]).to.include(resolved.show_rate);
        expect(resolved.speed).to.include(1);
        for (const key of ['start', 'end', 'watchStartTime', 'watchEndTime', 'ban_seek_deviation'] as const) {
          if (key in resolved) expect(isFiniteNumber(resolved[key]) && resolved[key] >= 0, key).to.equal(true);
        }
        expect(resolved.keyboardSeekTime > 0).to.equal(true);
        expect(resolved.cover_opacity >= 0 && resolved.cover_opacity <= 100).to.equal(true);
        expect([0, 1, 2]).to.include(resolved.skinLocation);
        expect(['left', 'center', 'right']).to.include(resolved.video_align);
        expect([undefined, 'zh_CN', 'en']).to.include(resolved.lang);
        expect(typeof resolved.width).to.equal('string');
        for (const item of resolved.rightMenu) {
          expect(typeof item.rightName).to.equal('string');
          if (item.rightUrl !== undefined) expect(item.rightUrl).to.match(/^https?:/);
        }
      }));
    });

    it('right menu links are http(s) only, whatever URL is given', () => {
      const url = fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '//evil.example/x'));
      fc.assert(fc.property(fc.array(fc.record({ rightName: fc.string(), rightUrl: url }), { maxLength: 5 }), (rightMenu) => {
        for (const item of resolveOptions({ rightMenu }).rightMenu) if (item.rightUrl !== undefined) expect(new URL(item.rightUrl).protocol).to.be.oneOf(['http:', 'https:']);
      }));
    });
  });

  describe('speed list', () => {
    it('not an array gives the defaults', () => {
      fc.assert(fc.property(loose.filter((value) => !Array.isArray(value)), (value) => {
        expect(normaliseSpeeds(value)).to.deep.equal(specDefaultSpeeds);
      }));
    });

    it('at most 6 entries, 1 always present, each greater than 0 and at most 3, 2 decimals, sorted descending without duplicates', () => {
      fc.assert(fc.property(fc.oneof(speedInput, fc.array(fc.anything(), { maxLength: 8 })), (input) => {
        const speeds = normaliseSpeeds(input);
        expect(speeds.length).to.be.within(2, 6);
        expect(speeds).to.include(1);
        for (const speed of speeds) {
          expect(isFiniteNumber(speed) && speed > 0 && speed <= 3, String(speed)).to.equal(true);
          expect(Math.round(speed * 100) / 100).to.equal(speed);
        }
        for (let index = 1; index < speeds.length; index += 1) expect(speeds[index - 1]! > speeds[index]!, `${speeds.join(',')} strictly descending`).to.equal(true);
      }));
    });

    it('every entry other than 1 is an input in (0, 3] rounded down to 2 decimals', () => {
      fc.assert(fc.property(speedInput, (input) => {
        const speeds = normaliseSpeeds(input);
        if (speeds.join() === specDefaultSpeeds.join()) return;
        const allowed = new Set(input.filter((value): value is number => isFiniteNumber(value) && value > 0 && value <= 3).map(floor2));
        for (const speed of speeds) if (speed !== 1) expect(allowed.has(speed), String(speed)).to.equal(true);
      }));
    });

    it('with at most 5 distinct valid speeds besides 1, all are kept; with none, the defaults apply', () => {
      fc.assert(fc.property(speedInput, (input) => {
        const valid = [...new Set(input.filter((value): value is number => isFiniteNumber(value) && value > 0 && value <= 3).map(floor2))].filter((speed) => speed > 0 && speed !== 1);
        const speeds = normaliseSpeeds(input);
        if (valid.length === 0) expect(speeds).to.deep.equal(specDefaultSpeeds);
        else if (valid.length <= 5) expect(speeds).to.deep.equal([...valid, 1].sort((a, b) => b - a));
        else expect(speeds).to.have.length(6);
      }));
    });

    it('normalising is idempotent', () => {
      fc.assert(fc.property(speedInput, (input) => {
        const once = normaliseSpeeds(input);
        expect(normaliseSpeeds(once)).to.deep.equal(once);
      }));
    });
  });

  describe('clip range', () => {
    const time = fc.oneof(fc.double({ min: -10, max: 200 }), fc.integer({ min: -5, max: 200 }), fc.constantFrom(undefined, null, '5', Number.NaN, Number.POSITIVE_INFINITY, 0));
    const duration = fc.oneof(fc.double({ min: -1, max: 200 }), fc.constantFrom(0, Number.NaN, Number.POSITIVE_INFINITY, 24));

    it('numbers with start < end < duration: any result obeys it, and no exception escapes', () => {
      fc.assert(fc.property(time, time, duration, (start, end, length) => {
        const range = clipRange(start, end, length);
        if (range === null) return;
        expect(isFiniteNumber(range.start) && range.start >= 0 && range.start < length).to.equal(true);
        if (range.end === undefined) expect(range.start > 0).to.equal(true);
        else expect(isFiniteNumber(range.end) && range.start < range.end && range.end < length).to.equal(true);
      }));
    });

    it('a valid range is kept as given', () => {
      const valid = fc
        .tuple(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }))
        .map((values) => values.sort((a, b) => a - b))
        .filter(([a, b, c]) => a < b && b < c);
      fc.assert(fc.property(valid, ([start, end, length]) => {
        expect(clipRange(start, end, length)).to.deep.equal({ start, end });
      }));
    });

    it('a start or end that is not a finite number (or outside the video) gives no range', () => {
      const notNumber = fc.oneof(fc.string(), fc.constant(null), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1), fc.boolean());
      fc.assert(fc.property(notNumber, fc.double({ min: 1, max: 100, noNaN: true }), (bad, length) => {
        expect(clipRange(bad, length / 2, length)).to.equal(null);
        expect(clipRange(0, bad, length)).to.equal(null);
        expect(clipRange(0, length, length), 'end equal to the duration').to.equal(null);
        expect(clipRange(length / 2, length / 2, length), 'end equal to start').to.equal(null);
      }));
    });
  });
});
