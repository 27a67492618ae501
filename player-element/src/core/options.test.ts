import { expect } from '@open-wc/testing';
import { validateLiveSync } from './hls-live-sync.js';
import { assertPlainObject, clipRange, defaultSpeeds, normaliseSpeeds, optionDefaults, resolveOptions } from './options.js';

describe('player options (spec §3 defaults, §5 validation)', () => {
  describe('player param must be an object', () => {
    it('anything but a plain object is a TypeError with a clear message', () => {
      for (const bad of [undefined, null, 0, 'x', true, [], new Map(), () => undefined]) {
        expect(() => assertPlainObject(bad), String(bad)).to.throw(TypeError, /^ddi-player: options must be a plain object/);
      }
      expect(() => assertPlainObject({})).not.to.throw();
      expect(() => assertPlainObject(Object.create(null))).not.to.throw();
    });
  });

  describe('speed list', () => {
    it('not an array gives the defaults [2, 1.5, 1.2, 1, 0.5]', () => {
      for (const input of [undefined, null, '2,1', 2, { 0: 2 }]) expect(normaliseSpeeds(input)).to.deep.equal([2, 1.5, 1.2, 1, 0.5]);
    });

    it('keeps at most 6 entries and always adds 1', () => {
      expect(normaliseSpeeds([3, 2.5, 2, 1.75, 1.5, 1.25, 0.75, 0.5])).to.deep.equal([3, 2.5, 2, 1.75, 1.5, 1]);
      expect(normaliseSpeeds([2, 0.5])).to.deep.equal([2, 1, 0.5]);
    });

    it('keeps only numbers greater than 0 and at most 3', () => {
      expect(normaliseSpeeds([0, -1, 3.01, 4, Number.NaN, Number.POSITIVE_INFINITY, '2', null, 3, 0.25])).to.deep.equal([3, 1, 0.25]);
    });

    it('sorts descending', () => {
      expect(normaliseSpeeds([0.5, 2, 1.25])).to.deep.equal([2, 1.25, 1, 0.5]);
    });

    it('rounds down to 2 decimals', () => {
      expect(normaliseSpeeds([1.259, 0.759, 1.15])).to.deep.equal([1.25, 1.15, 1, 0.75]);
    });

    it('removes duplicates (also after rounding)', () => {
      expect(normaliseSpeeds([1.5, 1.5, 1.501, 1, 1, 2])).to.deep.equal([2, 1.5, 1]);
    });

    it('a single survivor gives the defaults', () => {
      expect(normaliseSpeeds([])).to.deep.equal([...defaultSpeeds]);
      expect(normaliseSpeeds([1])).to.deep.equal([...defaultSpeeds]);
      expect(normaliseSpeeds([5, 0, -2, 1])).to.deep.equal([...defaultSpeeds]);
    });
  });

  describe('numeric rules', () => {
    it('preloadDataSize must be a number of at least 500, else 15000', () => {
      expect(resolveOptions({ preloadDataSize: 500 }).preloadDataSize).to.equal(500);
      for (const bad of [499, -1, Number.NaN, '800' as unknown as number]) expect(resolveOptions({ preloadDataSize: bad }).preloadDataSize).to.equal(15000);
    });

    it('preloadDurationLength must be at least 10, else 10', () => {
      expect(resolveOptions({ preloadDurationLength: 30 }).preloadDurationLength).to.equal(30);
      expect(resolveOptions({ preloadDurationLength: 9.9 }).preloadDurationLength).to.equal(10);
    });

    it('show_rate must be the integer 1 or 2, else it is ignored', () => {
      expect(resolveOptions({ show_rate: 1 }).show_rate).to.equal(1);
      expect(resolveOptions({ show_rate: 2 }).show_rate).to.equal(2);
      for (const bad of [0, 1.5, 3, '1' as unknown as number]) expect(resolveOptions({ show_rate: bad })).not.to.have.property('show_rate');
    });

    it('volume must be 0 to 1, else the default 0.75', () => {
      expect(resolveOptions({ volume: 0 }).volume).to.equal(0);
      expect(resolveOptions({ volume: 1 }).volume).to.equal(1);
      for (const bad of [-0.1, 1.01, Number.NaN]) expect(resolveOptions({ volume: bad }).volume).to.equal(0.75);
    });

    it('other values fall back to their defaults: keyboardSeekTime, history_video_duration, cover_opacity, skinLocation, skin', () => {
      const resolved = resolveOptions({
        keyboardSeekTime: 0,
        history_video_duration: -1,
        cover_opacity: 101,
        skinLocation: 7 as never,
        skin: 'purple' as never,
      });
      expect(resolved).to.include({ keyboardSeekTime: 15000, history_video_duration: 5, cover_opacity: 70, skinLocation: 0 });
      expect(resolved).not.to.have.property('skin');
    });

    it('every default of spec §3 is present', () => {
      expect(resolveOptions({})).to.deep.include(optionDefaults);
    });
  });

  describe('clip range: numbers with start < end < duration', () => {
    it('accepts start < end < duration, and start alone', () => {
      expect(clipRange(2, 10, 24)).to.deep.equal({ start: 2, end: 10 });
      expect(clipRange(undefined, 10, 24)).to.deep.equal({ start: 0, end: 10 });
      expect(clipRange(5, undefined, 24)).to.deep.equal({ start: 5, end: undefined });
    });

    it('refuses anything else', () => {
      for (const [start, end] of [
        [10, 2],
        [2, 2],
        [2, 24],
        [2, 30],
        [-1, 5],
        ['2', 5],
        [30, undefined],
      ]) {
        expect(clipRange(start, end, 24), `${start}..${end}`).to.equal(null);
      }
    });
  });

  describe('right-click items: user strings kept as text, only http(s) links', () => {
    it('drops items without a name and links that are not http or https', () => {
      const callback = () => undefined;
      const { rightMenu } = resolveOptions({
        rightMenu: [{ rightName: 'A', rightUrl: 'https://a.example/' }, { rightName: 'B', rightUrl: 'javascript:alert(1)', callback }, { rightUrl: 'x' } as never],
      });
      expect(rightMenu).to.deep.equal([{ rightName: 'A', rightUrl: 'https://a.example/' }, { rightName: 'B', callback }]);
    });
  });

  describe('streaming config: live-sync rules with the exact messages', () => {
    it("don't mix up the count and the duration settings", () => {
      for (const config of [
        { liveSyncDurationCount: 3, liveSyncDuration: 10 },
        { liveMaxLatencyDurationCount: 5, liveMaxLatencyDuration: 20 },
      ]) {
        expect(() => validateLiveSync(config)).to.throw(
          "Illegal hls.js config: don't mix up liveSyncDurationCount/liveMaxLatencyDurationCount and liveSyncDuration/liveMaxLatencyDuration",
        );
      }
    });

    it('liveMaxLatencyDurationCount must exceed liveSyncDurationCount', () => {
      expect(() => validateLiveSync({ liveSyncDurationCount: 3, liveMaxLatencyDurationCount: 3 })).to.throw(
        'Illegal hls.js config: "liveMaxLatencyDurationCount" must be greater than "liveSyncDurationCount"',
      );
      expect(() => validateLiveSync({ liveSyncDurationCount: 3, liveMaxLatencyDurationCount: 4 })).not.to.throw();
    });

    it('liveMaxLatencyDuration must exceed liveSyncDuration', () => {
      expect(() => validateLiveSync({ liveSyncDuration: 10, liveMaxLatencyDuration: 5 })).to.throw(
        'Illegal hls.js config: "liveMaxLatencyDuration" must be greater than "liveSyncDuration"',
      );
      expect(() => validateLiveSync({ liveSyncDuration: 10, liveMaxLatencyDuration: 15 })).not.to.throw();
    });
  });

});
