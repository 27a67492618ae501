// Spec §4 behaviours of <ddi-player>: autoplay, volume, fullscreen, picture-in-picture, first play and
// resume, play-completed, clip range, changing video (the screenshot and right-click menu of §2:
// ddi-player.screenshot-menu.test.ts).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { advances, control, deep, hasControl, loaded, media, record, settle, sleep, until, videoOf } from '../../test/helpers.js';
import { PREFERENCES_KEY } from '../core/storage.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const player = async (template: ReturnType<typeof html>) => {
  const element = await fixture<DdiPlayer>(template);
  await settle(element);
  return element;
};

/** The resume key of a src without vid: the URL without its query. */
const resumeKeyOf = (src: string) => `startTime-${new URL(src, location.href).origin}${new URL(src, location.href).pathname}`;

/** Makes the browser refuse playback with sound, as an autoplay policy does. */
function refuseUnmutedPlay() {
  const original = HTMLMediaElement.prototype.play;
  return sinon.stub(HTMLMediaElement.prototype, 'play').callsFake(function (this: HTMLMediaElement) {
    if (!this.muted) return Promise.reject(new DOMException('play() with sound needs a gesture', 'NotAllowedError'));
    return original.call(this);
  });
}

function setUserActivation(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { hasBeenActive, isActive: hasBeenActive } });
}

/** Clicks the centre of an element with a real (trusted) mouse click. */
async function realClick(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

describe('<ddi-player> behaviours (spec §4)', () => {
  let clock: sinon.SinonFakeTimers | undefined;

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
    delete (navigator as { userActivation?: unknown }).userActivation;
  });

  describe('autoplay: with sound, else muted when mutedAutoplay allows, else paused with the cover', () => {
    it('tries with sound first', async () => {
      const element = await player(html`<ddi-player autoplay src=${media.mp4}></ddi-player>`);
      await until(() => !element.paused, 'autoplay');
      expect(element.muted).to.equal(false);
    });

    it('falls back to muted autoplay when sound is refused and mutedAutoplay is set', async () => {
      refuseUnmutedPlay();
      setUserActivation(false);
      const element = await player(html`<ddi-player></ddi-player>`);
      element.options = { url: media.mp4, autoplay: true, mutedAutoplay: true };
      await until(() => !element.paused, 'muted autoplay');
      // canplay (where an autoplay-muted video may be unmuted) may already have fired while polling.
      if (videoOf(element).readyState < HTMLMediaElement.HAVE_FUTURE_DATA) await oneEvent(videoOf(element), 'canplay');
      expect(element.muted).to.equal(true);
    });

    it('stays paused with the cover shown when sound is refused and mutedAutoplay is off', async () => {
      const play = refuseUnmutedPlay();
      const element = await player(html`<ddi-player poster=${media.cover}></ddi-player>`);
      element.options = { url: media.mp4, autoplay: true };
      await until(() => play.called, 'the autoplay attempt');
      await sleep(200);
      await settle(element);
      expect(element.paused).to.equal(true);
      expect(element.hasAttribute('data-cover')).to.equal(true);
      expect(deep(element, '[part="cover-image"]')?.getAttribute('src')).to.equal(media.cover);
      expect(element.muted).to.equal(false);
    });

    it('a muted autoplayed video is unmuted on canplay, with volume 0 falling back to 0.7', async () => {
      refuseUnmutedPlay();
      setUserActivation(true);
      const element = await player(html`<ddi-player></ddi-player>`);
      element.options = { url: media.mp4, autoplay: true, mutedAutoplay: true, volume: 0 };
      await until(() => !element.paused && !element.muted, 'unmuted playback');
      expect(element.volume).to.equal(0.7);
    });

    it('stays muted on canplay where the browser would refuse sound (no user activation yet)', async () => {
      refuseUnmutedPlay();
      setUserActivation(false);
      const element = await player(html`<ddi-player></ddi-player>`);
      element.options = { url: media.mp4, autoplay: true, mutedAutoplay: true };
      await until(() => !element.paused, 'muted autoplay');
      await advances(element, 0.3);
      expect(element.muted).to.equal(true);
    });
  });

  describe('volume button: toggles mute and remembers the previous volume', () => {
    it('mutes, and unmuting restores the previous volume', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      element.volume = 0.4;
      await oneEvent(element, 'ddi-volume-change');
      control(element, 'Mute').click();
      await until(() => element.muted, 'muted');
      await settle(element);
      expect(control(element, 'Volume').getAttribute('aria-valuenow')).to.equal('0');
      control(element, 'Unmute').click();
      await until(() => !element.muted, 'unmuted');
      expect(element.volume).to.equal(0.4);
    });

    it('ddi-volume-change reports the volume and the muted state separately (the volume is not 0 while muted)', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      element.volume = 0.4;
      await oneEvent(element, 'ddi-volume-change');
      const changes = record(element, ['ddi-volume-change']);
      control(element, 'Mute').click();
      await until(() => changes.length >= 1, 'the mute change');
      control(element, 'Unmute').click();
      await until(() => changes.length >= 2, 'the unmute change');
      expect(changes.map((change) => change.detail)).to.deep.equal([
        { volume: 40, muted: true },
        { volume: 40, muted: false },
      ]);
    });

    it('unmuting after the slider went to 0 restores the last volume above 0', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      element.volume = 0.4;
      const slider = control(element, 'Volume');
      slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true, composed: true }));
      await until(() => element.volume === 0, 'volume 0');
      await settle(element);
      control(element, 'Unmute').click();
      await until(() => element.volume === 0.4, 'volume restored');
    });

    it('the volume is remembered per video in the one ddi-player preferences object', async () => {
      const first = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      await loaded(first);
      first.volume = 0.3;
      await until(() => (localStorage.getItem(PREFERENCES_KEY) ?? '').includes('0.3'), 'saved volume');
      const saved = JSON.parse(localStorage.getItem(PREFERENCES_KEY)!);
      expect(Object.values(saved.volume)).to.deep.equal([0.3]);
      const second = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      await loaded(second);
      expect(second.volume).to.equal(0.3);
    });

    it('bad preference contents are ignored, never a crash', async () => {
      localStorage.setItem(PREFERENCES_KEY, '{"volume": {"x": "loud"}, "level": [1]');
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      await loaded(element);
      expect(element.volume).to.equal(0.75);
      localStorage.setItem(PREFERENCES_KEY, '{"volume": 7, "level": {"": "<script>"}}');
      const again = await player(html`<ddi-player src=${media.hls}></ddi-player>`);
      await until(() => again.levels.length > 0, 'levels');
      expect(again.level).to.equal(-1);
    });
  });

  describe('fullscreen: Fullscreen API, iOS video fullscreen, page fullscreen', () => {
    it('page fullscreen fills the window and keeps every overlay visible', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.hls}></ddi-player>`);
      element.options = { pictureInPicture: true, full_page_screen: true };
      await settle(element);
      const log = record(element, ['ddi-fullscreen', 'ddi-normal-screen']);
      control(element, 'Page fullscreen').click();
      await settle(element);
      expect(element.fullscreen).to.equal('page');
      expect(element.getAttribute('data-fullscreen')).to.equal('page');
      const box = element.getBoundingClientRect();
      expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
      // Overlays: the control bar, the big play button and a message stay on screen and on top.
      control(element, 'Picture-in-picture').click();
      await settle(element);
      for (const part of ['control-bar', 'toast']) {
        const layer = deep(element, `[part="${part}"]`)!;
        const rect = layer.getBoundingClientRect();
        expect(rect.width, part).to.be.greaterThan(0);
        expect(rect.bottom, part).to.be.at.most(innerHeight + 0.5);
        expect(getComputedStyle(layer).visibility, part).to.equal('visible');
      }
      const big = deep(element, 'ddi-big-play-button')!.shadowRoot!.querySelector('[part="button"]')!.getBoundingClientRect();
      expect(big.top).to.be.greaterThan(0);
      expect(big.bottom).to.be.lessThan(innerHeight);
      control(element, 'Exit page fullscreen').click();
      await settle(element);
      expect(element.fullscreen).to.equal('none');
      expect(log.map((entry) => [entry.name, entry.detail])).to.deep.equal([
        ['ddi-fullscreen', { kind: 'page' }],
        ['ddi-normal-screen', { kind: 'page' }],
      ]);
    });

    it('Escape leaves page fullscreen', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      element.togglePageFullscreen();
      expect(element.fullscreen).to.equal('page');
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
      expect(element.fullscreen).to.equal('none');
    });

    it('browser fullscreen puts the whole player in fullscreen through the Fullscreen API', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      const log = record(element, ['ddi-fullscreen', 'ddi-normal-screen']);
      await realClick(control(element, 'Fullscreen'));
      await until(() => element.fullscreen === 'browser', 'fullscreen');
      expect(document.fullscreenElement).to.equal(element);
      await settle(element);
      await realClick(control(element, 'Exit fullscreen'));
      await until(() => element.fullscreen === 'none', 'normal screen');
      expect(log.map((entry) => [entry.name, entry.detail])).to.deep.equal([
        ['ddi-fullscreen', { kind: 'browser' }],
        ['ddi-normal-screen', { kind: 'browser' }],
      ]);
    });

    it('on iOS (no Fullscreen API) the video element’s own fullscreen is used', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      const video = videoOf(element) as HTMLVideoElement & { webkitEnterFullscreen?: () => void; webkitDisplayingFullscreen?: boolean };
      sinon.stub(document, 'fullscreenEnabled').get(() => false);
      const enter = sinon.spy();
      video.webkitEnterFullscreen = enter;
      await element.requestFullscreen();
      expect(enter.calledOnce).to.equal(true);
      video.webkitDisplayingFullscreen = true;
      video.dispatchEvent(new Event('webkitbeginfullscreen'));
      expect(element.fullscreen).to.equal('browser');
      video.webkitDisplayingFullscreen = false;
      video.dispatchEvent(new Event('webkitendfullscreen'));
      expect(element.fullscreen).to.equal('none');
    });

    it('without any fullscreen support the notSupportFullscreen message shows', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      sinon.stub(document, 'fullscreenEnabled').get(() => false);
      await element.requestFullscreen();
      await settle(element);
      expect(deep(element, '[part="toast"]')?.textContent).to.equal('Fullscreen is not supported in this browser.');
    });

    it('only the video element can go fullscreen and it refuses: the videoNotSupportFullscreen message shows', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      sinon.stub(document, 'fullscreenEnabled').get(() => false);
      const video = videoOf(element) as HTMLVideoElement & { webkitEnterFullscreen?: () => void; webkitSupportsFullscreen?: boolean };
      const enter = sinon.spy();
      Object.assign(video, { webkitEnterFullscreen: enter, webkitSupportsFullscreen: false });
      await element.requestFullscreen();
      await settle(element);
      expect(deep(element, '[part="toast"]')?.textContent).to.equal('This video does not support fullscreen.');
      expect(enter.called).to.equal(false);
      Object.assign(video, { webkitEnterFullscreen: () => { throw new DOMException('not ready', 'InvalidStateError'); }, webkitSupportsFullscreen: true });
      await element.requestFullscreen();
      await settle(element);
      expect(deep(element, '[part="toast"]')?.textContent).to.equal('This video does not support fullscreen.');
    });

    it('allowFullscreen false removes the Fullscreen button', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      element.options = { allowFullscreen: false };
      await settle(element);
      expect(hasControl(element, 'Fullscreen')).to.equal(false);
    });
  });

  describe('picture-in-picture: by its button, unavailable for HLS, left when switching to audio mode', () => {
    it('is refused for HLS sources with the notAllowPip message for 1500 ms', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.hls}></ddi-player>`);
      element.options = { pictureInPicture: true };
      await settle(element);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      control(element, 'Picture-in-picture').click();
      await settle(element);
      const toast = () => deep(element, '[part="toast"]')?.textContent;
      expect(toast()).to.equal('Not allowed to use Picture-in-Picture currently');
      expect(element.pictureInPicture).to.equal(false);
      clock.tick(1499);
      await settle(element);
      expect(toast()).to.equal('Not allowed to use Picture-in-Picture currently');
      clock.tick(1);
      await settle(element);
      expect(toast()).to.equal('');
    });

    it('enters picture-in-picture for an mp4 with its button; switching to audio mode leaves it', async function () {
      if (!document.pictureInPictureEnabled) this.skip();
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      element.options = { pictureInPicture: true };
      await loaded(element);
      await settle(element);
      await realClick(control(element, 'Picture-in-picture'));
      await until(() => element.pictureInPicture, 'picture-in-picture');
      await settle(element);
      expect(control(element, 'Picture-in-picture').getAttribute('aria-pressed')).to.equal('true');
      const modes = record(element, ['ddi-mode-change']);
      element.switchMode('audio');
      await until(() => !element.pictureInPicture, 'left picture-in-picture');
      expect(element.mode).to.equal('audio');
      expect(element.getAttribute('data-mode')).to.equal('audio');
      expect(modes[0]?.detail).to.deep.equal({ mode: 'audio' });
    });

    it('the button is only there when the pictureInPicture option is set', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      expect(hasControl(element, 'Picture-in-picture')).to.equal(false);
    });
  });

  describe('modes: switching keeps position, paused state and rate', () => {
    it('switchMode("audio") hides the picture and the quality menu; back to video', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.hls}></ddi-player>`);
      await until(() => element.levels.length > 0, 'levels');
      // A seek is clamped to [0, duration]: before the metadata (Firefox often lists the levels first) it is 0.
      await loaded(element);
      element.seek(6);
      element.playbackRate = 1.5;
      await settle(element);
      expect(hasControl(element, 'Quality')).to.equal(true);
      element.switchMode('audio');
      await settle(element);
      expect(hasControl(element, 'Quality')).to.equal(false);
      expect(getComputedStyle(videoOf(element)).visibility).to.equal('hidden');
      expect([element.currentTime, element.paused, element.playbackRate]).to.deep.equal([6, true, 1.5]);
      element.switchMode('video');
      expect(element.mode).to.equal('video');
    });

    it('audioMode false refuses audio mode', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      element.options = { audioMode: false };
      await settle(element);
      element.switchMode('audio');
      expect(element.mode).to.equal('video');
    });
  });

  describe('first play and resume (startTime-<key>, 5 s saves, not in the first 10 s, 10 s tip)', () => {
    it('the first play fires ddi-start, resumes the saved position and shows the tip for 10 s', async () => {
      localStorage.setItem(resumeKeyOf(media.mp4), '15');
      const element = await player(html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`);
      element.options = { history_video_duration: 0.1 };
      await loaded(element);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      const started = oneEvent(element, 'ddi-start');
      await element.play();
      await started;
      expect(element.currentTime).to.be.closeTo(15, 0.5);
      await until(() => deep(element, '[part="tip"]') !== null, 'the resume tip');
      expect(deep(element, '[part="tip"]')?.textContent?.replace(/\s+/g, ' ')).to.contain('Last played at 0:15, replaying');
      clock.tick(9999);
      await settle(element);
      expect(deep(element, '[part="tip"]')).not.to.equal(null);
      clock.tick(1);
      await settle(element);
      expect(deep(element, '[part="tip"]')).to.equal(null);
    });

    it('the tip’s replay link starts from 0 and closes the tip; its close button closes it', async () => {
      localStorage.setItem(resumeKeyOf(media.mp4), '15');
      const element = await player(html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`);
      element.options = { history_video_duration: 0.1 };
      await loaded(element);
      await element.play();
      await until(() => deep(element, '[part="replay"]') !== null, 'the resume tip');
      deep(element, '[part="replay"]')!.click();
      await settle(element);
      expect(element.currentTime).to.be.lessThan(1);
      expect(deep(element, '[part="tip"]')).to.equal(null);
    });

    it('ban_history_time "on" disables resume', async () => {
      localStorage.setItem(resumeKeyOf(media.mp4), '15');
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      element.options = { history_video_duration: 0.1, ban_history_time: 'on' };
      await loaded(element);
      await element.play();
      expect(element.currentTime).to.be.lessThan(2);
    });

    it('only videos longer than history_video_duration minutes (default 5) are resumed', async () => {
      localStorage.setItem(resumeKeyOf(media.mp4), '15');
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await loaded(element);
      await element.play();
      expect(element.currentTime).to.be.lessThan(2);
    });

    it('saves the position every 5 s of playback, not in the first 10 s, and forgets it at the end', async () => {
      const key = resumeKeyOf(media.mp4);
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      element.options = { history_video_duration: 0.1 };
      await loaded(element);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      await element.play();
      await until(() => element.currentTime > 0.2, 'playback');
      clock.tick(5000);
      expect(localStorage.getItem(key), 'not in the first 10 s').to.equal(null);
      element.seek(12);
      await until(() => element.currentTime >= 12.1, 'playback past 12 s');
      clock.tick(4999);
      expect(localStorage.getItem(key)).to.equal(null);
      clock.tick(1);
      expect(localStorage.getItem(key)).to.equal('12');
      element.pause();
      element.seek(16);
      clock.tick(10_000);
      expect(localStorage.getItem(key), 'not while paused').to.equal('12');
      element.seek(23.5);
      const over = oneEvent(element, 'ddi-over');
      await element.play();
      await over;
      expect(localStorage.getItem(key)).to.equal(null);
    });

    it('the storage key is startTime-<vid> when the player has a vid', async () => {
      localStorage.setItem('startTime-abc', '15');
      const element = await player(html`<ddi-player muted vid="abc" src=${media.mp4}></ddi-player>`);
      element.options = { history_video_duration: 0.1 };
      await loaded(element);
      await element.play();
      expect(element.currentTime).to.be.closeTo(15, 0.5);
    });
  });

  describe('play-completed: once, within 5 s of the end, during normal playback', () => {
    it('fires once when playback enters the last 5 s', async () => {
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await loaded(element);
      const completed = record(element, ['ddi-play-completed']);
      element.seek(17.5);
      element.playbackRate = 2;
      await element.play();
      await until(() => completed.length === 1, 'ddi-play-completed');
      expect(element.currentTime).to.be.at.least(19);
      element.seek(17.5);
      await until(() => element.currentTime > 20, 'playback into the last 5 s again');
      expect(completed).to.have.length(1);
    });

    it('does not fire when a seek lands in the last 5 s', async () => {
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await loaded(element);
      const completed = record(element, ['ddi-play-completed']);
      element.seek(20);
      element.playbackRate = 2;
      await element.play();
      await advances(element, 1);
      expect(completed).to.have.length(0);
    });
  });

  describe('clip range: at the end time it loops to 0 or pauses, shows the cover and notifies', () => {
    it('starts at start, pauses at end with the cover and fires ddi-clip-end', async () => {
      const element = await player(html`<ddi-player muted start="2" end="4" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      await until(() => element.currentTime >= 2, 'the start position');
      const clipEnd = oneEvent(element, 'ddi-clip-end');
      await element.play();
      await clipEnd;
      await until(() => element.paused, 'paused');
      expect(element.currentTime).to.be.within(4, 4.6);
      expect(element.hasAttribute('data-cover')).to.equal(true);
    });

    it('with loop it goes back to 0 and keeps playing', async () => {
      const element = await player(html`<ddi-player muted loop end="2" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      const clipEnd = oneEvent(element, 'ddi-clip-end');
      await element.play();
      await clipEnd;
      await until(() => element.currentTime < 1, 'back at 0');
      expect(element.paused).to.equal(false);
    });

    it('playing again after a clip end starts from 0', async () => {
      const element = await player(html`<ddi-player muted end="1" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      const clipEnd = oneEvent(element, 'ddi-clip-end');
      await element.play();
      await clipEnd;
      await element.play();
      expect(element.currentTime).to.be.lessThan(0.5);
    });

    it('a range that breaks start < end < duration is ignored', async () => {
      const warn = sinon.stub(console, 'warn');
      const element = await player(html`<ddi-player muted start="5" end="3" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      expect(element.currentTime).to.equal(0);
      expect(warn.calledWithMatch(/clip range ignored/)).to.equal(true);
      const beyond = await player(html`<ddi-player muted end="30" src=${media.mp4}></ddi-player>`);
      await loaded(beyond);
      const clipEnds = record(beyond, ['ddi-clip-end']);
      beyond.seek(22);
      const over = oneEvent(beyond, 'ddi-over');
      await beyond.play();
      await over;
      expect(clipEnds).to.have.length(0);
    });
  });

  describe('changing video: everything is torn down and reloaded', () => {
    it('a new src resets the state and loads through the right engine', async () => {
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await element.play();
      await advances(element, 0.3);
      const readies = record(element, ['ddi-ready', 'ddi-start']);
      element.src = media.hls;
      await until(() => element.levels.length > 0, 'HLS levels');
      expect(element.paused).to.equal(true);
      expect(element.currentTime).to.equal(0);
      await element.play();
      await advances(element, 0.3);
      expect(readies.map((entry) => entry.name)).to.deep.equal(['ddi-ready', 'ddi-start']);
    });

    it('assigning new options tears down and reloads', async () => {
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await loaded(element);
      const readies = record(element, ['ddi-ready']);
      element.options = { url: media.mp4High };
      await until(() => videoOf(element).videoHeight === 720, 'the 720p video');
      expect(readies).to.have.length(1);
    });

    it("a change of video stops the old video's ads, teaser and tail clip", async () => {
      const startAd = { adid: 'ad1', adtype: 1, location: 1, matterurl: media.cover, addrurl: 'https://shop.example/', timesize: 30, skipenabled: 1, skiptime: 0, skipbutton: '', popuptime: 0, poplocation: 1, adwidth: 0, adheight: 0 };
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      element.options = { adMatter: [startAd], teaser_url: media.cover, teaser_time: 30, tail_show: 1, tail_url: media.cover };
      await until(() => ['ddi-ads', 'ddi-teaser'].every((tag) => element.shadowRoot!.querySelector(tag) !== null), 'the ads and teaser overlays');
      const old = ['ddi-ads', 'ddi-teaser'].map((tag) => element.shadowRoot!.querySelector(tag)!);
      element.options = { url: media.mp4High };
      await until(() => videoOf(element).videoHeight === 720, 'the new video');
      await settle(element);
      expect(old.map((overlay) => overlay.isConnected), 'the old overlays are gone').to.deep.equal([false, false]);
      await element.play();
      await advances(element, 0.3);
      expect(element.paused, 'nothing of the old video holds the new one').to.equal(false);
    });

    it('changeVid with the same vid and no url only logs a warning', async () => {
      const warn = sinon.stub(console, 'warn');
      const element = await player(html`<ddi-player vid="abc" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      element.changeVid('abc');
      expect(warn.calledWithMatch(/already playing/)).to.equal(true);
      expect(element.src).to.equal(media.mp4);
      element.changeVid({ url: media.mp4High });
      await until(() => videoOf(element).videoHeight === 720, 'the new url');
      expect(element.vid).to.equal('');
    });
  });
});
