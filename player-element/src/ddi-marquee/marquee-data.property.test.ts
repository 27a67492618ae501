// Property-based tests (fast-check) of the marquee rules (player spec §3 "Marquee data", §5, §9).
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import { alphaOf, fixedSlots, hexColour, MIN_ALPHA, MIN_FONT_PX, resolveMarquee, SLOT_BASE_S, SLOT_GAP_S, slotAt } from './marquee-data.js';

const loose = fc.oneof(
  fc.anything(),
  fc.double(),
  fc.integer({ min: -1000, max: 0x1ffffff }),
  fc.string(),
  fc.constantFrom(0, 1, 7, 8, -1, 0.005, 0.01, 50, '50%', '0.5', '#fff', '0xff00ff', 'ff', 'zz', '', ' ', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, 'on'),
);
const marqueeInput = fc.oneof(
  fc.anything(),
  fc.record(
    { username: loose, setting: loose, lifeTime: loose, interval: loose, speed: loose, fontSize: loose, fontColor: loose, alpha: loose, filter: loose, filterColor: loose },
    { requiredKeys: [] },
  ),
  fc.record({ username: fc.string({ minLength: 1 }), setting: fc.integer({ min: 1, max: 7 }), fontSize: fc.double({ min: -5, max: 80 }), alpha: loose, fontColor: loose }),
);
const HEX6 = /^#[0-9a-f]{6}$/;

describe('marquee rules: properties of spec §5 / §9 (fast-check)', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it('no exception escapes; a marquee has text, setting 1–7, font at least 12 px, opacity 0.01–1, a 6-digit hex colour and timer delays browsers can keep (0 < ms <= 2^31-1)', () => {
    fc.assert(fc.property(marqueeInput, (input) => {
      const config = resolveMarquee(input);
      if (config === null) return;
      expect(typeof config.text).to.equal('string');
      expect(config.text.trim()).to.not.equal('');
      expect([1, 2, 3, 4, 5, 6, 7]).to.include(config.setting);
      expect(Number.isFinite(config.fontSize) && config.fontSize >= MIN_FONT_PX, `fontSize ${config.fontSize}`).to.equal(true);
      expect(config.opacity >= MIN_ALPHA && config.opacity <= 1, `opacity ${config.opacity}`).to.equal(true);
      expect(config.color).to.match(HEX6);
      // Timer delays above 2^31-1 ms (or Infinity) run at once in browsers: a busy loop.
      for (const key of ['lifeTimeMs', 'intervalMs', 'scrollMs', 'repeatMs'] as const) expect(config[key] > 0 && config[key] <= 2 ** 31 - 1, `${key} ${config[key]}`).to.equal(true);
      expect(config.shadow === '' || /^2px 2px 2px #[0-9a-f]{6}$/.test(config.shadow), config.shadow).to.equal(true);
    }));
  });

  it('a tiny positive speed, life time or interval is raised to 0.1 s: no timer delay of 0 ms (counterexample speed 5e-324)', () => {
    const config = resolveMarquee({ username: 'viewer', speed: 5e-324, lifeTime: 1e-9, interval: Number.MIN_VALUE })!;
    expect([config.scrollMs, config.repeatMs, config.lifeTimeMs, config.intervalMs].every((ms) => ms >= 10)).to.equal(true);
    expect(config.scrollMs).to.equal(10);
  });

  it('no marquee without an object with a non-empty username (a warning, no exception)', () => {
    fc.assert(fc.property(fc.oneof(fc.anything().filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)), fc.record({ username: fc.constantFrom(undefined, '', '   ', null, false) })), (input) => {
      expect(resolveMarquee(input)).to.equal(null);
      expect(warn.called).to.equal(true);
    }));
  });

  it('font size at least 12 px: a positive size is kept when at least 12, else raised to 12', () => {
    fc.assert(fc.property(fc.double({ min: Number.MIN_VALUE, max: 500, noNaN: true }), (fontSize) => {
      expect(resolveMarquee({ username: 'viewer', fontSize })!.fontSize).to.equal(Math.max(MIN_FONT_PX, fontSize));
    }));
  });

  it('colour number padded to 6-digit hex, and it reads back as the same number', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffff }), (colour) => {
      const hex = hexColour(colour, 'fallback');
      expect(hex).to.match(HEX6);
      expect(Number.parseInt(hex.slice(1), 16)).to.equal(colour);
    }));
  });

  it('a hex colour string (with #, 0x or nothing) gives the same colour; anything else gives the fallback', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.constantFrom('#', '0x', '0X', ''), (colour, prefix) => {
      const digits = colour.toString(16);
      // Three digits after '#' are the CSS shorthand: the next property.
      fc.pre(!(prefix === '#' && digits.length === 3));
      expect(hexColour(`${prefix}${digits}`, 'x')).to.equal(`#${digits.padStart(6, '0')}`);
    }));
    fc.assert(fc.property(loose, (value) => {
      const hex = hexColour(value, 'fallback');
      expect(hex === 'fallback' || HEX6.test(hex), String(hex)).to.equal(true);
    }));
  });

  it("three digits after '#' are the CSS shorthand, each digit doubled ('#fa0' → '#ffaa00'); without '#' they are a number", () => {
    fc.assert(fc.property(fc.integer({ min: 0x100, max: 0xfff }), (colour) => {
      const digits = colour.toString(16);
      expect(hexColour(`#${digits}`, 'x')).to.equal(`#${[...digits].map((digit) => digit + digit).join('')}`);
      expect(hexColour(`0x${digits}`, 'x')).to.equal(`#000${digits}`);
    }));
  });

  it('opacity at least 0.01 or a percentage: always within 0.01–1 (or the fallback)', () => {
    fc.assert(fc.property(loose, (value) => {
      const alpha = alphaOf(value, -1);
      expect(alpha === -1 || (alpha >= MIN_ALPHA && alpha <= 1), String(alpha)).to.equal(true);
    }));
  });

  it("a percentage 'p%' is p/100, clamped to 0.01–1", () => {
    fc.assert(fc.property(fc.double({ min: -50, max: 500, noNaN: true }), (percent) => {
      fc.pre(Number.parseFloat(`${percent}%`) === percent);
      expect(alphaOf(`${percent}%`)).to.equal(Math.min(1, Math.max(MIN_ALPHA, percent / 100)));
    }));
  });

  it('fixed slots (patterns 6, 7): at most 8, each lasting 30 s or more, 20 s apart, corner 0–3; the cycle is their span', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (vid) => {
      const plan = fixedSlots(vid);
      expect(plan.slots.length).to.equal(Math.min(8, Math.floor(vid.length / 4)));
      let expectedStart = 0;
      for (const slot of plan.slots) {
        expect(slot.start).to.equal(expectedStart);
        expect(slot.end - slot.start).to.be.within(SLOT_BASE_S, SLOT_BASE_S + 30);
        expect([0, 1, 2, 3]).to.include(slot.corner);
        expectedStart = slot.end + SLOT_GAP_S;
      }
      expect(plan.cycle).to.equal(expectedStart);
    }));
  });

  it('the slot at a time (if any) contains that time within the cycle', () => {
    fc.assert(fc.property(fc.string({ minLength: 32, maxLength: 34 }), fc.oneof(fc.double({ min: -10, max: 10_000 }), fc.constant(Number.NaN)), (vid, seconds) => {
      const plan = fixedSlots(vid);
      const slot = slotAt(plan, seconds);
      if (!slot) return;
      const time = seconds % plan.cycle;
      expect(slot.start <= time && time < slot.end).to.equal(true);
    }));
  });
});
