import { expect } from '@open-wc/testing';
import { PREFERENCES_KEY, readPreferences, readResume, resumeKey, updatePreferences, videoKey, writeResume } from './storage.js';

describe('local storage (spec §3): one preferences object, startTime-<vid> for resume', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the preferences in one object under the key ddi-player', () => {
    updatePreferences((preferences) => {
      preferences.volume.v1 = 0.4;
      preferences.level.learner = '720P';
    });
    expect(Object.keys(localStorage)).to.deep.equal([PREFERENCES_KEY]);
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).to.deep.equal({ volume: { v1: 0.4 }, level: { learner: '720P' } });
  });

  it('ignores bad contents when reading back, never crashing', () => {
    for (const bad of ['', 'not json', '[]', '42', 'null', '{"volume": "x"}', '{"volume": {"a": 2, "b": -1, "c": "0.5"}, "level": {"a": "<b>", "b": 3}}']) {
      localStorage.setItem(PREFERENCES_KEY, bad);
      expect(readPreferences(), bad).to.deep.equal({ volume: {}, level: {} });
    }
    localStorage.setItem(PREFERENCES_KEY, '{"volume": {"a": 0.5, "b": 9}, "level": {"x": "Auto", "y": "480P"}}');
    expect(readPreferences()).to.deep.equal({ volume: { a: 0.5 }, level: { x: 'Auto', y: '480P' } });
  });

  it('resume positions live under startTime-<vid>, or a key derived from src without its query', () => {
    expect(resumeKey(videoKey('abc', '/v.mp4'))).to.equal('startTime-abc');
    expect(videoKey('', '/media/v.mp4?token=1')).to.equal(`${location.origin}/media/v.mp4`);
    writeResume('abc', 65.8);
    expect(localStorage.getItem('startTime-abc')).to.equal('65');
    expect(readResume('abc')).to.equal(65);
    writeResume('abc', null);
    expect(readResume('abc')).to.equal(undefined);
    localStorage.setItem('startTime-abc', 'soon');
    expect(readResume('abc')).to.equal(undefined);
  });

  it('survives a storage that throws', () => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      expect(readPreferences()).to.deep.equal({ volume: {}, level: {} });
      expect(readResume('abc')).to.equal(undefined);
    } finally {
      Storage.prototype.getItem = original;
    }
  });
});
