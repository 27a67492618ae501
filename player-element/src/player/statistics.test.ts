// The statistics controller of a vid load (spec §7 "View-statistics beacon", "Quality beacon"; §4 changing
// video tears statistics down): when each beacon is sent, told by the vid flow's media events. The beacons'
// fields are checked in platform/statistics.test.ts; here, the controller's rules, with a fake clock.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { VID } from '../../test/platform-fake.js';
import { messagesFor } from '../core/i18n.js';
import { resolveOptions, type PlayerOptions } from '../core/options.js';
import { initialPlayerState, type PlayerState } from '../core/state.js';
import type { Query } from '../platform/platform-client.js';
import { Statistics } from './statistics.js';

interface Sent {
  path: string;
  query: Query;
}

/** Every controller a test made: torn down after it, so no interval outlives its test. */
const made: Statistics[] = [];

/** A vid load's statistics over a video whose play state the test sets; the beacons it sends are recorded. */
function setup(options: PlayerOptions = {}, reportFreq = 10) {
  const sent: Sent[] = [];
  const video = { paused: true, ended: false, currentTime: 0 };
  let state: PlayerState = { ...initialPlayerState(resolveOptions(options), messagesFor('en')), duration: 24 };
  const core = {
    options: () => resolveOptions(options),
    video: () => video as HTMLVideoElement,
    state: () => state,
  };
  const statistics = new Statistics(core, { beacon: (path, query) => sent.push({ path, query }) }, VID, 'pid1', performance.now());
  made.push(statistics);
  const play = () => {
    video.paused = false;
    state = { ...state, started: true };
  };
  return {
    sent,
    video,
    statistics,
    play,
    attach: () => statistics.attached({ reportFreq }),
    views: () => sent.filter((entry) => entry.path === '/vod/stats/view'),
    quality: () => sent.filter((entry) => entry.path === '/vod/stats/quality').map((entry) => entry.query),
  };
}

describe('the statistics controller (spec §7)', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
    clock.tick(60_000); // the page has been open a while: performance.now() is not 0
  });
  afterEach(() => {
    for (const statistics of made.splice(0)) statistics.teardown();
    clock.restore();
  });

  describe('view-statistics beacon', () => {
    it('is sent every 10 s of playback, counted from the first play (not while loaded before it)', () => {
      const { statistics, attach, play, views } = setup();
      attach();
      play();
      clock.tick(30_000);
      expect(views(), 'nothing before the first play').to.have.length(0);
      statistics.firstPlay();
      clock.tick(9_999);
      expect(views()).to.have.length(0);
      clock.tick(1);
      expect(views()).to.have.length(1);
      expect(views()[0]!.query).to.include({ vid: VID, pid: 'pid1', pd: 10, sd: 10 });
      clock.tick(10_000);
      expect(views()).to.have.length(2);
    });

    it('follows the platform’s reportFreq', () => {
      const { statistics, attach, play, views } = setup({}, 4);
      attach();
      play();
      statistics.firstPlay();
      clock.tick(12_000);
      expect(views().map((view) => view.query.pd)).to.deep.equal([4, 4, 4]);
    });

    it('is skipped when pd is 0: nothing played while paused or after the end', () => {
      const { statistics, attach, play, video, views } = setup();
      attach();
      play();
      statistics.firstPlay();
      video.paused = true;
      clock.tick(30_000);
      expect(views(), 'paused').to.have.length(0);
      video.paused = false;
      video.ended = true;
      clock.tick(30_000);
      expect(views(), 'ended').to.have.length(0);
    });

    it('is not sent when the page turned statistics off (statistics: { enabled: false })', () => {
      const { statistics, attach, play, views } = setup({ statistics: { enabled: false } });
      attach();
      play();
      statistics.firstPlay();
      clock.tick(60_000);
      statistics.ended();
      expect(views()).to.have.length(0);
      expect(statistics.view === undefined, 'no view statistics made').to.equal(true);
    });

    it('is sent at the end with the seconds played since the last send', () => {
      const { statistics, attach, play, video, views } = setup();
      attach();
      play();
      statistics.firstPlay();
      clock.tick(13_000);
      video.currentTime = 23;
      statistics.ended();
      expect(views().map((view) => view.query.pd)).to.deep.equal([10, 3]);
      expect(views()[1]!.query).to.include({ cts: 23, sd: 13 });
    });

    it('stops when the video changes (teardown): no more sends, and a later first play does not start it again', () => {
      const { statistics, attach, play, views } = setup();
      attach();
      play();
      statistics.firstPlay();
      clock.tick(5_000);
      statistics.teardown();
      statistics.firstPlay();
      clock.tick(60_000);
      expect(views()).to.have.length(0);
      expect(statistics.view === undefined, 'the view statistics are gone').to.equal(true);
    });

    it('sends no quality beacon once torn down: a late canplay, waiting, end or error of the old source says nothing', () => {
      const { statistics, attach, play, quality } = setup();
      attach();
      play();
      statistics.teardown();
      statistics.canPlay();
      statistics.waiting();
      statistics.playing();
      statistics.ended();
      statistics.quality('error', { error: 'late' });
      expect(quality()).to.deep.equal([]);
    });

    it('stops when the load fails: an error or forbidden quality beacon ends the view statistics', () => {
      for (const type of ['error', 'forbidden'] as const) {
        const { statistics, attach, play, views } = setup();
        attach();
        play();
        statistics.firstPlay();
        clock.tick(10_000);
        expect(views(), type).to.have.length(1);
        statistics.quality(type, { error: 'load failed', requestUri: 'https://cdn.example/v.m3u8' });
        clock.tick(60_000);
        expect(views(), `no send after the ${type} beacon`).to.have.length(1);
      }
    });
  });

  describe('quality beacon', () => {
    it('loading: at the first canplay, once, with the milliseconds since the load began', () => {
      const { statistics, quality } = setup();
      clock.tick(1_234);
      statistics.canPlay();
      clock.tick(500);
      statistics.canPlay();
      expect(quality()).to.have.length(1);
      expect(quality()[0]).to.include({ type: 'loading', time: 1_234, vid: VID, pid: 'pid1', uid: VID.slice(0, 10), pn: 'HTML5' });
    });

    it('buffer: when playback resumes after waiting, with the milliseconds waited; none before the first play', () => {
      const { statistics, play, quality } = setup();
      statistics.waiting();
      clock.tick(800);
      statistics.playing();
      expect(quality(), 'the start-up wait is the loading beacon’s').to.have.length(0);
      play();
      statistics.firstPlay();
      statistics.waiting();
      clock.tick(2_500);
      statistics.playing();
      statistics.playing();
      expect(quality()).to.have.length(1);
      expect(quality()[0]).to.include({ type: 'buffer', time: 2_500 });
    });

    it('end: at the end, with the milliseconds since the first play', () => {
      const { statistics, play, quality } = setup();
      clock.tick(3_000);
      play();
      statistics.firstPlay();
      clock.tick(24_000);
      statistics.ended();
      expect(quality()).to.have.length(1);
      expect(quality()[0]).to.include({ type: 'end', time: 24_000 });
    });

    it('error / forbidden: the error and the request URI; the viewer as session_id and param2–5', () => {
      const { statistics, quality } = setup({ viewerInfo: { viewerId: 'u1', viewerName: 'Ann' } });
      statistics.quality('error', { error: '#007 load video failure', requestUri: 'https://cdn.example/v.m3u8' });
      statistics.quality('forbidden', { error: '#006' });
      expect(quality().map((query) => query.type)).to.deep.equal(['error', 'forbidden']);
      expect(quality()[0]).to.include({ error: '#007 load video failure', request_uri: 'https://cdn.example/v.m3u8', session_id: btoa('u1'), param2: btoa('Ann') });
      expect(quality()[1]!.time).to.equal(undefined);
    });
  });
});
