// core/sanitize.ts: the one sanitiser of records, http(s) URLs, text and numbers from untrusted input.
import { expect } from '@open-wc/testing';
import { isRecord, safeHttpUrl, toNumber, toText } from './sanitize.js';

const base = 'https://vod.example/vod/page/';

describe('sanitising untrusted values', () => {
  describe('isRecord: only a plain object is a record', () => {
    it('accepts objects, refuses null, arrays and primitives', () => {
      expect(isRecord({ a: 1 })).to.equal(true);
      expect([null, undefined, [], [1], 'x', 1, true].map(isRecord)).to.deep.equal([false, false, false, false, false, false, false]);
    });
  });

  describe('safeHttpUrl: only http(s) URLs are kept, resolved against the base', () => {
    it('javascript: and data: URLs are refused', () => {
      expect(safeHttpUrl('javascript:alert(1)', base)).to.equal('');
      expect(safeHttpUrl(' JavaScript:alert(1)', base)).to.equal('');
      expect(safeHttpUrl('data:text/html,<script>alert(1)</script>', base)).to.equal('');
      expect(safeHttpUrl('blob:https://vod.example/1', base)).to.equal('');
    });

    it('a relative URL is resolved against the base', () => {
      expect(safeHttpUrl('/media/a.jpg', base)).to.equal('https://vod.example/media/a.jpg');
      expect(safeHttpUrl('b.png', base)).to.equal('https://vod.example/vod/page/b.png');
      expect(safeHttpUrl('  http://cdn.example/c.png  ', base)).to.equal('http://cdn.example/c.png');
    });

    it('without a base, a relative URL is resolved against the page', () => {
      expect(safeHttpUrl('/x.png')).to.equal(new URL('/x.png', location.href).href);
    });

    it('a non-string, a blank string or an unparsable URL is refused', () => {
      expect([undefined, null, 42, {}, ['https://a.example/'], '', '   '].map((value) => safeHttpUrl(value, base))).to.deep.equal(['', '', '', '', '', '', '']);
      expect(safeHttpUrl('http://[broken', base)).to.equal('');
      expect(safeHttpUrl('/relative', 'not a base')).to.equal('');
    });
  });

  describe('toText: text of strings and numbers only', () => {
    it('keeps strings, writes numbers, refuses the rest', () => {
      expect([toText('a'), toText(7), toText(null), toText({}), toText(true)]).to.deep.equal(['a', '7', '', '', '']);
    });
  });

  describe('toNumber: finite numbers from numbers or numeric strings', () => {
    it('reads numbers and numeric strings, refuses blanks, NaN, infinities and other types', () => {
      expect([toNumber(3), toNumber(' 2.5 '), toNumber('-1')]).to.deep.equal([3, 2.5, -1]);
      expect([toNumber(''), toNumber('  '), toNumber('x'), toNumber(Number.NaN), toNumber(Infinity), toNumber(null), toNumber(true)]).to.deep.equal([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    });
  });
});
