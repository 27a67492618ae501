// Engines behind one interface (native, hls.js, dash.js): the spec §9 hls.js config, the fatal-error
// rules of spec §8, quality levels and level switching on the real HLS and DASH fixtures.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import { control, deep, media, record, resourceEntries, settle, sleep, until, videoOf } from '../../test/helpers.js';
import { PREFERENCES_KEY } from '../core/storage.js';
import { pickEngine, sourceKind, type EngineContext, type EngineLevel } from '../engines/engine.js';
import { hlsConfig } from '../engines/hls/hls-config.js';
import { attach as attachHls, type HlsClass, type HlsLike } from '../engines/hls/hls-engine.js';
import * as nativeEngine from '../engines/native/native-engine.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const player = async (template: ReturnType<typeof html>) => {
  const element = await fixture<DdiPlayer>(template);
  await settle(element);
  return element;
};

/** A hand-written stand-in for hls.js: records calls and lets the test raise events. */
class FakeHls implements HlsLike {
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', LEVEL_LOADED: 'hlsLevelLoaded', ERROR: 'hlsError' };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError' };
  static last: FakeHls | undefined;
  readonly config: Record<string, unknown>;
  levels = [
    { height: 360, bitrate: 200_000 },
    { height: 720, bitrate: 400_000 },
  ];
  currentLevel = -1;
  loadLevel = -1;
  recovered = 0;
  swapped = 0;
  destroyed = false;
  source = '';
  #listeners = new Map<string, ((event: string, data: never) => void)[]>();

  constructor(config: Record<string, unknown>) {
    this.config = config;
    FakeHls.last = this;
  }
  on(event: string, listener: (event: string, data: never) => void) {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
  }
  emit(event: string, data: unknown = {}) {
    for (const listener of this.#listeners.get(event) ?? []) listener(event, data as never);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia() {}
  recoverMediaError() {
    this.recovered += 1;
  }
  swapAudioCodec() {
    this.swapped += 1;
  }
  destroy() {
    this.destroyed = true;
  }
}

function fakeContext(overrides: Partial<EngineContext> = {}) {
  const failures: string[] = [];
  const levels: EngineLevel[][] = [];
  const context: EngineContext = {
    video: document.createElement('video'),
    url: '/stream.m3u8',
    onFatalError: (failure) => failures.push(failure.details),
    onLevels: (list) => levels.push(list),
    ...overrides,
  };
  return { context, failures, levels };
}

describe('engines', () => {
  let clock: sinon.SinonFakeTimers | undefined;

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  describe('one interface: the source decides the engine, each engine a lazy chunk', () => {
    it('mp4 → native, .m3u8 → hls.js (MSE present), .mpd → dash.js', () => {
      const video = document.createElement('video');
      expect(sourceKind('/a/b.mp4?token=1')).to.equal('progressive');
      expect(sourceKind('/a/b.M3U8#x')).to.equal('hls');
      expect(sourceKind('/a/b.mpd')).to.equal('dash');
      expect(pickEngine(media.mp4, video)?.name).to.equal('native');
      expect(pickEngine(media.hls, video)?.name).to.equal('hls');
      expect(pickEngine(media.dash, video)?.name).to.equal('dash');
    });
  });

  it('the native engine starts the media load once: setting src runs the load algorithm, no load() after it restarts it', async () => {
    const { context, failures } = fakeContext({ url: media.mp4 });
    const load = sinon.spy(context.video, 'load');
    const aborts: string[] = [];
    context.video.addEventListener('abort', (event) => aborts.push(event.type));
    const engine = nativeEngine.attach(context);
    await new Promise((resolve) => context.video.addEventListener('loadedmetadata', resolve, { once: true }));
    expect(load.callCount).to.equal(0);
    expect(aborts).to.deep.equal([]);
    expect(failures).to.deep.equal([]);
    engine.destroy();
  });

  describe('hls.js config mapped from the spec §9 constants', () => {
    const config = hlsConfig(() => true);

    it('buffers, holes and nudges', () => {
      expect(config).to.include({
        maxBufferLength: 30,
        maxMaxBufferLength: 600,
        maxBufferSize: 60 * 1000 * 1000,
        maxBufferHole: 0.5,
        maxFragLookUpTolerance: 0.25,
        nudgeOffset: 0.1,
        nudgeMaxRetry: 3,
        liveSyncDurationCount: 3,
        startPosition: -1,
        autoStartLoad: true,
        emeEnabled: false,
        enableCEA708Captions: true,
        enableWebVTT: true,
      });
    });

    it('spec §3 caption tracks are labelled English (en) and Spanish (es) by default', () => {
      expect(config).to.include({
        captionsTextTrack1Label: 'English',
        captionsTextTrack1LanguageCode: 'en',
        captionsTextTrack2Label: 'Spanish',
        captionsTextTrack2LanguageCode: 'es',
      });
    });

    it('load policies: manifest 10 s / 1 retry, level 10 s / 4, fragment 20 s / 6, 1 s delay doubling to 64 s', () => {
      const expectations = [
        [config.manifestLoadPolicy, 10_000, 1],
        [config.playlistLoadPolicy, 10_000, 4],
        [config.fragLoadPolicy, 20_000, 6],
      ] as const;
      for (const [policy, maxLoadTimeMs, maxNumRetry] of expectations) {
        expect(policy?.default.maxLoadTimeMs).to.equal(maxLoadTimeMs);
        for (const retry of [policy?.default.errorRetry, policy?.default.timeoutRetry]) {
          expect(retry).to.include({ maxNumRetry, retryDelayMs: 1000, maxRetryDelayMs: 64_000, backoff: 'exponential' });
        }
      }
    });

    it('status 400–499 is not retried', () => {
      const retry = config.fragLoadPolicy!.default.errorRetry!;
      expect(retry.shouldRetry!(retry, 0, false, { url: '', code: 404 }, true)).to.equal(false);
      expect(retry.shouldRetry!(retry, 0, false, { url: '', code: 503 }, true)).to.equal(true);
      expect(retry.shouldRetry!(retry, 6, false, { url: '', code: 503 }, false)).to.equal(false);
    });

    it('the first level playlist request is not retried', () => {
      let loaded = false;
      const policy = hlsConfig(() => loaded).playlistLoadPolicy!.default.errorRetry!;
      expect(policy.shouldRetry!(policy, 0, false, { url: '', code: 503 }, true)).to.equal(false);
      loaded = true;
      expect(policy.shouldRetry!(policy, 0, false, { url: '', code: 503 }, true)).to.equal(true);
    });

    it('ABR: bandwidth factor 0.95, up factor 0.7, default estimate 500000, averaging 3 and 9', () => {
      expect(config).to.include({
        abrBandWidthFactor: 0.95,
        abrBandWidthUpFactor: 0.7,
        abrEwmaDefaultEstimate: 500_000,
        abrEwmaFastVoD: 3,
        abrEwmaSlowVoD: 9,
        abrEwmaFastLive: 3,
        abrEwmaSlowLive: 9,
      });
    });

    it('the page’s hlsConfig option is merged over the defaults', () => {
      const { context } = fakeContext({ hlsConfig: { maxBufferLength: 12 } });
      attachHls(context, FakeHls as unknown as HlsClass);
      expect(FakeHls.last?.config).to.include({ maxBufferLength: 12, maxMaxBufferLength: 600 });
    });

    it('preloadDurationLength and preloadDataSize bound what HLS buffers ahead (real hls.js, the 24 s lesson)', async () => {
      const element = await player(html`<ddi-player lang="en" muted .options=${{ preloadDurationLength: 10, preloadDataSize: 500 }} src=${media.hls}></ddi-player>`);
      const video = videoOf(element);
      const ahead = () => (video.buffered.length ? video.buffered.end(video.buffered.length - 1) : 0);
      await until(() => ahead() >= 8, 'the first 8 s to buffer');
      // hls.js stops at the 10 s target plus the segment it is on; by default it would take the whole 24 s.
      const start = Date.now();
      await until(() => Date.now() - start > 1500 || ahead() > 16, 'a moment of buffering');
      expect(ahead()).to.be.at.most(16);
      expect(ahead()).to.be.lessThan(video.duration - 4);
    });
  });

  describe('fatal errors (spec §8): media → recoverMediaError at most once per 5 s; others → #007', () => {
    it('recovers a fatal media error, but fails on a second one within 5 s', () => {
      clock = sinon.useFakeTimers({ toFake: ['Date'], now: 100_000 });
      const { context, failures } = fakeContext();
      attachHls(context, FakeHls as unknown as HlsClass);
      const hls = FakeHls.last!;
      const mediaError = { fatal: true, type: 'mediaError', details: 'bufferAppendError' };
      hls.emit('hlsError', mediaError);
      expect([hls.recovered, failures.length]).to.deep.equal([1, 0]);
      clock.tick(4999);
      hls.emit('hlsError', mediaError);
      expect([hls.recovered, failures]).to.deep.equal([1, ['bufferAppendError']]);
    });

    it('recovers again after 5 s, the second time with the fallback audio codec', () => {
      clock = sinon.useFakeTimers({ toFake: ['Date'], now: 100_000 });
      const { context, failures } = fakeContext();
      attachHls(context, FakeHls as unknown as HlsClass);
      const hls = FakeHls.last!;
      const mediaError = { fatal: true, type: 'mediaError', details: 'bufferStalledError' };
      hls.emit('hlsError', mediaError);
      clock.tick(5000);
      hls.emit('hlsError', mediaError);
      expect([hls.recovered, hls.swapped, failures.length]).to.deep.equal([2, 1, 0]);
    });

    /** A video element that reports `error` as the browser does after a decode error. */
    const decodeError = (video: HTMLVideoElement) => {
      Object.defineProperty(video, 'error', { configurable: true, value: { code: 3, message: 'PIPELINE_ERROR_DECODE' } });
      video.dispatchEvent(new Event('error'));
    };

    it('never a hang: a media element error hls.js leaves unreported is recovered once, and another within 5 s is #007', () => {
      clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: 100_000 });
      const { context, failures } = fakeContext();
      attachHls(context, FakeHls as unknown as HlsClass);
      const hls = FakeHls.last!;
      decodeError(context.video as HTMLVideoElement);
      clock.tick(999);
      expect(hls.recovered, 'hls.js has a second to answer').to.equal(0);
      clock.tick(1);
      expect([hls.recovered, failures.length]).to.deep.equal([1, 0]);
      decodeError(context.video as HTMLVideoElement);
      clock.tick(1000);
      expect([hls.recovered, failures]).to.deep.equal([1, ['mediaElementError']]);
    });

    it('a media element error hls.js answers itself (before or after the element’s event) is left to hls.js', () => {
      clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: 100_000 });
      for (const order of ['hls first', 'element first']) {
        const { context, failures } = fakeContext();
        attachHls(context, FakeHls as unknown as HlsClass);
        const hls = FakeHls.last!;
        const reset = { fatal: false, type: 'mediaError', details: 'mediaSourceRequiresReset' };
        if (order === 'hls first') hls.emit('hlsError', reset);
        decodeError(context.video as HTMLVideoElement);
        if (order === 'element first') hls.emit('hlsError', reset);
        clock.tick(5000);
        expect([hls.recovered, failures.length], order).to.deep.equal([0, 0]);
      }
    });

    it('a destroyed engine no longer watches the element’s errors', () => {
      clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: 100_000 });
      const { context, failures } = fakeContext();
      const engine = attachHls(context, FakeHls as unknown as HlsClass);
      decodeError(context.video as HTMLVideoElement);
      engine.destroy();
      decodeError(context.video as HTMLVideoElement);
      clock.tick(5000);
      expect([FakeHls.last!.recovered, failures.length]).to.deep.equal([0, 0]);
    });

    it('a fatal network error goes to the host at once; non-fatal errors are left to hls.js', () => {
      const { context, failures } = fakeContext();
      attachHls(context, FakeHls as unknown as HlsClass);
      const hls = FakeHls.last!;
      hls.emit('hlsError', { fatal: false, type: 'networkError', details: 'fragLoadError' });
      expect(failures).to.deep.equal([]);
      hls.emit('hlsError', { fatal: true, type: 'networkError', details: 'manifestLoadError' });
      expect(failures).to.deep.equal(['manifestLoadError']);
    });

    it('spec §3 hlsIndex2: a first index that fails to load (error or timeout) is followed by hlsIndex2 once, then #007', () => {
      for (const details of ['manifestLoadError', 'manifestLoadTimeOut']) {
        const { context, failures } = fakeContext({ url: '/first.m3u8', access: { indexFallback: '/second.m3u8' } });
        attachHls(context, FakeHls as unknown as HlsClass);
        const hls = FakeHls.last!;
        expect(hls.source).to.equal('/first.m3u8');
        hls.emit('hlsError', { fatal: true, type: 'networkError', details });
        expect(hls.source, details).to.equal('/second.m3u8');
        expect(failures).to.deep.equal([]);
        hls.emit('hlsError', { fatal: true, type: 'networkError', details });
        expect(failures).to.deep.equal([details]);
      }
      // Other fatal errors do not use it.
      const { context, failures } = fakeContext({ url: '/first.m3u8', access: { indexFallback: '/second.m3u8' } });
      attachHls(context, FakeHls as unknown as HlsClass);
      FakeHls.last!.emit('hlsError', { fatal: true, type: 'networkError', details: 'levelLoadError' });
      expect(FakeHls.last!.source).to.equal('/first.m3u8');
      expect(failures).to.deep.equal(['levelLoadError']);
    });

    it('the host turns an engine failure into #007 with the error layer', async () => {
      const element = await player(html`<ddi-player lang="en" src="/media/nowhere/master.m3u8"></ddi-player>`);
      const { detail } = await oneEvent(element, 'ddi-error');
      expect(detail).to.deep.equal({ code: '#007', message: 'The video is temporarily unavailable, please refresh later.' });
      await settle(element);
      expect(deep(element, '[part="error"]')).not.to.equal(null);
    });

    it('reports levels by height and switches with currentLevel', () => {
      const { context, levels } = fakeContext();
      const engine = attachHls(context, FakeHls as unknown as HlsClass);
      FakeHls.last!.emit('hlsManifestParsed');
      expect(levels[0]).to.deep.equal([
        { index: 0, height: 360, bitrate: 200_000 },
        { index: 1, height: 720, bitrate: 400_000 },
      ]);
      engine.setLevel(1);
      expect(FakeHls.last!.currentLevel).to.equal(1);
      engine.destroy();
      expect(FakeHls.last!.destroyed).to.equal(true);
    });
  });

  describe('quality levels: Auto, 360P, 480P, 720P; showAuto; switching keeps position', () => {
    it('level switching on the HLS fixture keeps the position and fires ddi-level-change', async () => {
      const element = await player(html`<ddi-player lang="en" muted src=${media.hls}></ddi-player>`);
      await element.play();
      await until(() => element.currentTime > 1.5, 'playback');
      const changes = record(element, ['ddi-level-change']);
      const before = element.currentTime;
      element.setLevel(2);
      expect(element.level).to.equal(2);
      await until(() => videoOf(element).videoHeight === 720, '720p frames');
      expect(element.currentTime).to.be.at.least(before - 0.5);
      expect(changes.map((change) => change.detail)).to.deep.equal([{ level: 2, label: '720P' }]);
      element.setLevel(-1);
      expect(changes.at(-1)?.detail).to.deep.equal({ level: -1, label: 'Auto' });
    });

    it('choosing the quality already loading, or Auto, keeps what is buffered: nothing is flushed or fetched twice', async () => {
      performance.setResourceTimingBufferSize(10_000);
      performance.clearResourceTimings();
      const element = await player(html`<ddi-player lang="en" muted src=${media.hls}></ddi-player>`);
      await until(() => element.levels.length === 4, 'levels');
      element.setLevel(1);
      await element.play();
      const video = videoOf(element);
      await until(() => element.currentTime > 1 && video.videoHeight === 480 && video.buffered.length > 0 && video.buffered.end(0) >= 8, '480p playback, 8 s buffered');
      const segments = () => resourceEntries('/media/lesson/hls/').map((entry) => entry.name).filter((name) => name.endsWith('.ts'));
      const fetched = segments();
      let leastBuffered = Number.POSITIVE_INFINITY;
      const watch = setInterval(() => {
        leastBuffered = Math.min(leastBuffered, video.buffered.length ? video.buffered.end(0) : 0);
      }, 10);
      element.setLevel(1);
      await sleep(500);
      element.setLevel(-1);
      await sleep(500);
      clearInterval(watch);
      expect(element.level).to.equal(-1);
      expect(leastBuffered, 'the buffer was never flushed').to.be.at.least(8);
      const again = segments().slice(fetched.length).filter((name) => fetched.includes(name));
      expect(again, 'segments fetched a second time').to.deep.equal([]);
    });

    it('the Quality menu lists Auto then the levels from the top and switches', async () => {
      const element = await player(html`<ddi-player lang="en" muted src=${media.hls}></ddi-player>`);
      await until(() => element.levels.length === 4, 'levels');
      await settle(element);
      control(element, 'Quality').click();
      await settle(element);
      const items = [...deep(element, '[part="menu"]')!.querySelectorAll<HTMLElement>('[part="menu-item"]')];
      expect(items.map((item) => item.textContent?.trim())).to.deep.equal(['Auto', '720P', '480P', '360P']);
      expect(items[0]?.getAttribute('aria-checked')).to.equal('true');
      items[2]!.click();
      expect(element.level).to.equal(1);
    });

    it('showAuto false offers no Auto and starts on a fixed level', async () => {
      const element = await player(html`<ddi-player muted src=${media.hls}></ddi-player>`);
      element.options = { showAuto: false };
      await until(() => element.levels.length === 3, 'levels');
      expect(element.levels.map((level) => level.label)).to.deep.equal(['360P', '480P', '720P']);
      expect(element.level).to.equal(0);
    });

    it('the chosen quality is remembered per viewer', async () => {
      const first = await player(html`<ddi-player muted src=${media.hls}></ddi-player>`);
      first.options = { viewerInfo: { viewerId: 'learner-1' } };
      await until(() => first.levels.length === 4, 'levels');
      first.setLevel(1);
      expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!).level).to.deep.equal({ 'learner-1': '480P' });
      const second = await player(html`<ddi-player muted src=${media.hls}></ddi-player>`);
      second.options = { viewerInfo: { viewerId: 'learner-1' } };
      await until(() => second.levels.length === 4, 'levels');
      expect(second.level).to.equal(1);
      const other = await player(html`<ddi-player muted src=${media.hls}></ddi-player>`);
      other.options = { viewerInfo: { viewerId: 'learner-2' } };
      await until(() => other.levels.length === 4, 'levels');
      expect(other.level).to.equal(-1);
    });

    it('level switching on the DASH fixture', async () => {
      const element = await player(html`<ddi-player muted src=${media.dash}></ddi-player>`);
      await element.play();
      await until(() => element.levels.length === 4 && element.currentTime > 0.5, 'playback');
      element.setLevel(2);
      await until(() => videoOf(element).videoHeight === 720, '720p frames');
      element.setLevel(0);
      await until(() => videoOf(element).videoHeight === 360, '360p frames');
    });

    it('a Play pressed while dash.js still fetches the manifest reaches the video only once it has the MediaSource, and plays', async () => {
      // The manifest's requests are held until released, as on a slow network. A video.play() made before dash.js
      // sets the MediaSource would be cancelled by that load (AbortError) and the viewer's press lost.
      const send = XMLHttpRequest.prototype.send;
      const open = XMLHttpRequest.prototype.open;
      const urls = new WeakMap<XMLHttpRequest, string>();
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      sinon.stub(XMLHttpRequest.prototype, 'open').callsFake(function (this: XMLHttpRequest, method: string, url: string | URL) {
        urls.set(this, String(url));
        open.call(this, method, url, true);
      });
      sinon.stub(XMLHttpRequest.prototype, 'send').callsFake(function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        if (urls.get(this)?.endsWith('.mpd')) void released.then(() => send.call(this, body));
        else send.call(this, body);
      });
      // The player prefetches the MPD with fetch() while the engine chunk loads (decision 0057): held too.
      const fetch = globalThis.fetch;
      sinon.stub(globalThis, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) =>
        String(input instanceof Request ? input.url : input).endsWith('.mpd') ? released.then(() => fetch(input, init)) : fetch(input, init),
      );
      const sourcesAtPlay: string[] = [];
      const play = HTMLMediaElement.prototype.play;
      sinon.stub(HTMLMediaElement.prototype, 'play').callsFake(function (this: HTMLMediaElement) {
        sourcesAtPlay.push(this.currentSrc);
        return play.call(this);
      });
      try {
        const element = await player(html`<ddi-player muted src=${media.dash}></ddi-player>`);
        const played = element.play();
        await sleep(300);
        expect(videoOf(element).paused, 'nothing plays before the manifest').to.equal(true);
        release();
        await played;
        expect(sourcesAtPlay).to.have.length(1);
        expect(sourcesAtPlay[0]).to.match(/^blob:/);
        await until(() => element.currentTime > 0.3, 'playback');
        expect(element.paused).to.equal(false);
      } finally {
        sinon.restore();
      }
    });

    it('an mp4 has one quality: no levels and no Quality menu', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      await until(() => element.duration > 0, 'metadata');
      await settle(element);
      expect(element.levels).to.deep.equal([]);
      expect(deep(element, '[aria-label="Quality"]')).to.equal(null);
    });
  });
});
