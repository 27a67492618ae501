// Issue 28 items 1 and 2: a page learns that the player is ready however late it looks (`ready`,
// `readyState`), and `play()` settles as `HTMLMediaElement.play()` does. (`paused`, `ended` and the volume
// event reading back at once: ddi-player.truthful-state.test.ts.)
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { advances, deep, loaded, media, record, settle, until, videoOf } from '../../test/helpers.js';
import { VID, fakePlatform, videoInfo } from '../../test/platform-fake.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const player = async (template: ReturnType<typeof html>) => {
  const element = await fixture<DdiPlayer>(template);
  await settle(element);
  return element;
};

/** What a promise settled with: `['resolved', value]` or `['rejected', reason]`. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ['resolved', value] as const,
    (reason: unknown) => ['rejected', reason] as const,
  );

/** The video platform knows no video (a stub fetch): playing by vid fails with #003. */
function unknownVideos() {
  const platform = fakePlatform({});
  sinon.stub(window, 'fetch').callsFake(platform.fetch);
}

/** Resolves after one task: every microtask and event queued before it has run. */
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A play given up with AbortError; once the source has loaded, the player and its video stay paused. */
async function expectAbortedThenPaused(element: DdiPlayer, playing: ReturnType<typeof outcome>) {
  const [how, reason] = await playing;
  expect(how).to.equal('rejected');
  expect((reason as DOMException).name).to.equal('AbortError');
  await loaded(element);
  await aTask();
  expect(element.paused).to.equal(true);
  expect(videoOf(element).paused).to.equal(true);
}

describe('<ddi-player> readiness and truthful state (issue 28)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => sinon.restore());

  describe('ready: a promise that resolves with the player at the moment of ddi-ready', () => {
    it('resolves with the player right after ddi-ready, not before', async () => {
      const element = await player(html`<ddi-player muted></ddi-player>`);
      const log: string[] = [];
      element.addEventListener('ddi-ready', () => log.push('ddi-ready'));
      element.src = media.mp4;
      const ready = element.ready;
      void ready.then(() => log.push('ready'));
      expect(await ready).to.equal(element);
      expect(log).to.deep.equal(['ddi-ready', 'ready']);
    });

    it('a page that looks after ddi-ready (a later module script) still learns it: ready is already resolved', async () => {
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await loaded(element);
      let late: string | undefined;
      void element.ready.then(() => (late = 'resolved'));
      await aTask();
      expect(late).to.equal('resolved');
    });

    it('rejects with { code, message } on the error of that load (an unknown video: #003)', async () => {
      unknownVideos();
      const element = await player(html`<ddi-player lang="en" muted></ddi-player>`);
      element.vid = VID;
      const [how, reason] = await outcome(element.ready);
      expect(how).to.equal('rejected');
      expect(reason).to.deep.equal({ code: '#003', message: element.error!.message });
      expect(element.error!.code).to.equal('#003');
    });

    it('a promise nobody awaited never logs an unhandled rejection', async () => {
      const unhandled: unknown[] = [];
      const listener = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
      window.addEventListener('unhandledrejection', listener);
      try {
        unknownVideos();
        const element = await player(html`<ddi-player lang="en" muted vid=${VID}></ddi-player>`);
        await until(() => element.error !== null, 'the load error');
        // Unhandled rejections are reported after the microtask checkpoint that follows the rejection.
        await aTask();
        await aTask();
        expect(unhandled).to.deep.equal([]);
      } finally {
        window.removeEventListener('unhandledrejection', listener);
      }
    });

    it('is replaced by a fresh promise whenever the source changes: src, vid, options and changeVid', async () => {
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await element.ready;
      const changes: [string, () => void][] = [
        ['src', () => (element.src = media.mp4High)],
        ['options', () => (element.options = { url: media.mp4, muted: true })],
        ['changeVid', () => element.changeVid({ url: media.mp4High })],
        ['vid', () => element.setAttribute('vid', VID)],
      ];
      for (const [name, change] of changes) {
        const before = element.ready;
        const readies = record(element, ['ddi-ready']);
        change();
        const fresh = element.ready;
        expect(fresh, name).not.to.equal(before);
        expect(await fresh, name).to.equal(element);
        expect(readies, `${name}: resolved by the new load's ddi-ready`).to.have.length(1);
      }
    });

    it('a promise replaced before it settled settles with the new source', async () => {
      const element = await player(html`<ddi-player muted></ddi-player>`);
      const first = element.ready;
      element.src = media.missing;
      element.src = media.mp4;
      expect(await first).to.equal(element);
    });
  });

  describe('readyState mirrors the media element (0–4, 0 before any source)', () => {
    it('is 0 before any source, the video’s once loading, and 0 again after removeAttribute("src")', async () => {
      const element = await player(html`<ddi-player muted></ddi-player>`);
      expect(element.readyState).to.equal(0);
      element.src = media.mp4;
      await element.ready;
      await loaded(element);
      expect(element.readyState).to.be.at.least(HTMLMediaElement.HAVE_METADATA);
      expect(element.readyState).to.equal(videoOf(element).readyState);
      element.removeAttribute('src');
      await until(() => element.readyState === 0, 'readyState 0 after unloading');
      expect(videoOf(element).readyState).to.equal(0);
    });
  });

  describe('play() returns a promise like HTMLMediaElement.play()', () => {
    it('resolves once playback started', async () => {
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await element.play();
      expect(element.paused).to.equal(false);
      expect(videoOf(element).paused).to.equal(false);
    });

    it('rejects with the browser’s NotAllowedError when the browser refuses', async () => {
      sinon.stub(HTMLMediaElement.prototype, 'play').rejects(new DOMException('needs a gesture', 'NotAllowedError'));
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      const [how, reason] = await outcome(element.play());
      expect(how).to.equal('rejected');
      expect((reason as DOMException).name).to.equal('NotAllowedError');
    });

    it('rejects with AbortError when pause() comes before playback started, and the video stays paused', async () => {
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      const playing = outcome(element.play());
      element.pause();
      await expectAbortedThenPaused(element, playing);
    });

    it('a Play pressed before the page gives a source is kept: playback starts once the source is ready (decision 0079)', async () => {
      const element = await player(html`<ddi-player muted lang="en"></ddi-player>`);
      const big = deep(element, 'ddi-big-play-button')!.shadowRoot!.querySelector<HTMLElement>('[part="button"]')!;
      big.click();
      const playing = outcome(element.play());
      await aTask();
      // Nothing to play: the video is not asked to play (it would show Pause over an empty picture).
      expect(element.paused).to.equal(true);
      expect(videoOf(element).paused).to.equal(true);
      element.src = media.mp4;
      expect(await playing).to.deep.equal(['resolved', undefined]);
      await advances(element, 0.3);
    });

    it('a play waiting for the first source gives up (AbortError) when pause() comes first, and the source then stays paused', async () => {
      const element = await player(html`<ddi-player muted lang="en"></ddi-player>`);
      const playing = outcome(element.play());
      element.pause();
      element.src = media.mp4;
      await expectAbortedThenPaused(element, playing);
    });

    it('rejects with NotAllowedError when a rule of the request map refuses (the password prompt shows)', async () => {
      sinon.stub(window, 'fetch').callsFake(fakePlatform({ [VID]: videoInfo({ usepassword: 1 }) }).fetch);
      const element = await player(html`<ddi-player lang="en" .options=${{ vid: VID }}></ddi-player>`);
      await until(() => element.shadowRoot!.querySelector('ddi-password-prompt') !== null, 'the password prompt');
      const [how, reason] = await outcome(element.play());
      expect(how).to.equal('rejected');
      expect((reason as DOMException).name).to.equal('NotAllowedError');
      expect(element.paused).to.equal(true);
    });
  });
});
