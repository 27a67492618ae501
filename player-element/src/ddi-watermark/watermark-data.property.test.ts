// Property-based tests (fast-check) of the logo rules (player spec §3 "Logo config", §5) and the
// watermark helpers (§9).
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import { AUDIO_OFFSET_MAX_S, AUDIO_PERIOD_S, audioCheckpoints, LOGO_INSET_PX, LOGO_MAX_PX, resolveLogo, resolveLogos } from './watermark-data.js';

const loose = fc.oneof(
  fc.anything(),
  fc.double(),
  fc.integer({ min: -10, max: 500 }),
  fc.string(),
  fc.constantFrom(0, 1, 2, 3, 4, 5, '1', '80', ' 50 ', '50%', 'abc', -1, 0.5, 50, 150, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true),
);
const url = fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '/local/path', '//cdn.example/x.png'));
const logoInput = fc.oneof(
  fc.anything(),
  fc.record(
    {
      src: fc.oneof(url, loose),
      href: fc.oneof(url, loose),
      position: loose,
      opacity: loose,
      width: loose,
      height: loose,
      resize: loose,
      offsetX: loose,
      offsetY: loose,
      align: fc.oneof(loose, fc.constantFrom('left', 'center', 'right')),
      lengthUnit: fc.oneof(loose, fc.constantFrom('pixel', 'percentage')),
    },
    { requiredKeys: [] },
  ),
);
const numericText = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) || (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value));

describe('logo rules: properties of spec §5 (fast-check)', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it('no exception escapes; a logo needs a src and a position other than 0 (1–4), else null with a warning', () => {
    fc.assert(fc.property(logoInput, (input) => {
      warn.resetHistory();
      const logo = resolveLogo(input);
      const config = (input ?? {}) as Record<string, unknown>;
      const position = typeof config.position === 'number' ? config.position : typeof config.position === 'string' && config.position.trim() !== '' ? Number(config.position) : Number.NaN;
      const valid = typeof input === 'object' && input !== null && !Array.isArray(input) && typeof config.src === 'string' && config.src.trim() !== '' && [1, 2, 3, 4].includes(position);
      expect(logo !== null).to.equal(valid);
      if (!valid) expect(warn.called).to.equal(true);
    }));
  });

  it('a position that is not a number or numeric text (an object, true) is refused with a warning, never thrown', () => {
    for (const position of [{ toString: '' }, { valueOf: () => 2 }, true, [2]]) {
      warn.resetHistory();
      expect(resolveLogo({ src: '/logo.png', position })).to.equal(null);
      expect(warn.calledOnce).to.equal(true);
    }
    expect(resolveLogo({ src: '/logo.png', position: ' 2 ' })?.position).to.equal(2);
  });

  it('a logo obeys its bounds: position 1–4, opacity 0–1, href http(s) or empty, pixel sizes at most 120, percent at most 100', () => {
    fc.assert(fc.property(logoInput, (input) => {
      const logo = resolveLogo(input);
      if (!logo) return;
      expect([1, 2, 3, 4]).to.include(logo.position);
      expect(logo.opacity >= 0 && logo.opacity <= 1, String(logo.opacity)).to.equal(true);
      expect(logo.href === '' || ['http:', 'https:'].includes(new URL(logo.href).protocol), logo.href).to.equal(true);
      for (const size of [logo.width, logo.height]) {
        const match = /^(\d+(?:\.\d+)?(?:e[+-]?\d+)?)(px|%)$/.exec(size);
        expect(size === '' || match !== null, size).to.equal(true);
        if (match) expect(Number(match[1]) <= (match[2] === 'px' ? LOGO_MAX_PX : 100), size).to.equal(true);
      }
      expect(['left', 'center', 'right']).to.include(logo.align);
      expect(Number.isFinite(logo.offsetX) && logo.offsetX >= 0 && Number.isFinite(logo.offsetY) && logo.offsetY >= 0).to.equal(true);
    }));
  });

  it('percentage falls back to pixels if width or height is not numeric', () => {
    fc.assert(fc.property(loose, loose, fc.constantFrom(1, 2, 3, 4), (width, height, position) => {
      const logo = resolveLogo({ src: '/logo.png', position, width, height, lengthUnit: 'percentage' })!;
      const percent = numericText(width) && numericText(height);
      for (const size of [logo.width, logo.height]) if (size) expect(size.endsWith(percent ? '%' : 'px'), `${size} for ${fc.stringify(width)} x ${fc.stringify(height)}`).to.equal(true);
    }));
  });

  it('offsets only for positions 1 and 2 (3 and 4 keep the default inset)', () => {
    fc.assert(fc.property(loose, loose, fc.constantFrom(1, 2, 3, 4), (offsetX, offsetY, position) => {
      const logo = resolveLogo({ src: '/logo.png', position, offsetX, offsetY })!;
      if (position >= 3) expect([logo.offsetX, logo.offsetY]).to.deep.equal([LOGO_INSET_PX, LOGO_INSET_PX]);
      else if (typeof offsetX === 'number' && Number.isFinite(offsetX) && offsetX >= 0) expect(logo.offsetX).to.equal(offsetX);
    }));
  });

  it('a list keeps exactly the valid configs, in order', () => {
    fc.assert(fc.property(fc.array(logoInput, { maxLength: 6 }), (list) => {
      const logos = resolveLogos(list);
      expect(logos).to.deep.equal(list.map(resolveLogo).filter((logo) => logo !== null));
    }));
  });

  it('audio watermark checkpoints: one offset under 600 s, then every 900 s, before the end', () => {
    fc.assert(fc.property(fc.oneof(fc.double({ min: -10, max: 20_000 }), fc.constant(Number.NaN)), fc.double({ min: 0, max: 0.9999999, noNaN: true }), (duration, random) => {
      const points = audioCheckpoints(duration, () => random);
      if (!(duration > 0)) {
        expect(points).to.deep.equal([]);
        return;
      }
      for (const point of points) expect(point < duration && point >= 0).to.equal(true);
      if (points.length) expect(points[0]! < AUDIO_OFFSET_MAX_S).to.equal(true);
      for (let index = 1; index < points.length; index += 1) expect(points[index]! - points[index - 1]!).to.equal(AUDIO_PERIOD_S);
    }));
  });
});
