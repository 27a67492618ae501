// Spec §6 seek restrictions on a real <ddi-player>: enforced in the one place seeks are applied, so keys,
// the progress bar, markers and the page's API alike, with visible feedback.
import { expect, fixture, html } from '@open-wc/testing';
import { control, deep, loaded, media, settle, until, videoOf } from '../../test/helpers.js';
import type { PlayerOptions } from '../core/options.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));
const toast = (element: DdiPlayer) => element.shadowRoot!.querySelector('[part="toast"]')!.textContent;

async function player(options: PlayerOptions) {
  const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted .options=${options} src=${media.mp4}></ddi-player>`);
  await settle(element);
  await loaded(element);
  element.focus();
  return element;
}

/** Waits until the whole file can be sought (the test server answers no byte ranges until it is loaded). */
async function seekable(element: DdiPlayer) {
  const video = videoOf(element);
  video.preload = 'auto';
  await until(() => video.seekable.length > 0 && video.seekable.end(0) >= 20, 'the file to be seekable');
}

/** Plays until `seconds` of continuous playback, then pauses. */
async function watch(element: DdiPlayer, seconds: number) {
  await element.play();
  await until(() => element.currentTime >= seconds, `playback to reach ${seconds} s`);
  element.pause();
}

describe('<ddi-player> seek restrictions (spec §6)', () => {
  beforeEach(() => localStorage.clear());

  describe('ban_seek "on": no seeking through any input', () => {
    it('refuses the right-arrow key, the progress bar and the API, and says why', async () => {
      const element = await player({ ban_seek: 'on' });
      key(element, 'ArrowRight');
      await settle(element);
      expect(toast(element)).to.equal('Seeking is not allowed for this video.');
      key(control(element, 'Seek'), 'End');
      element.seek(10);
      element.currentTime = 12;
      expect(element.currentTime).to.equal(0);
      expect(videoOf(element).currentTime).to.equal(0);
    });

    it('forces the position back when the video is moved behind the player\'s back (deviation number)', async () => {
      const element = await player({ ban_seek: 'on', ban_seek_deviation: 2 });
      await seekable(element);
      videoOf(element).currentTime = 15;
      await until(() => videoOf(element).currentTime < 1, 'the position to be forced back');
      await settle(element);
      expect(toast(element)).to.equal('Seeking is not allowed for this video.');
    });
  });

  describe('ban_seek_by_limit_time "on": no seeking past the furthest watched time', () => {
    it('keys, the progress bar and the API stop at the furthest watched time; backwards is free', async () => {
      const element = await player({ ban_seek_by_limit_time: 'on', keyboardSeekTime: 5000 });
      await watch(element, 2);
      const furthest = element.currentTime;
      key(element, 'ArrowRight');
      expect(element.currentTime).to.be.closeTo(furthest, 0.3);
      await settle(element);
      expect(toast(element)).to.equal('You can only seek within the part you have watched.');
      key(control(element, 'Seek'), 'End');
      expect(element.currentTime).to.be.closeTo(furthest, 0.3);
      element.seek(20);
      expect(element.currentTime).to.be.closeTo(furthest, 0.3);
      element.seek(0.5);
      expect(element.currentTime).to.equal(0.5);
      element.seek(furthest - 0.2);
      expect(element.currentTime).to.be.closeTo(furthest - 0.2, 0.01);
    });

    it('watchEndTime lets the viewer seek within the part the host says was watched', async () => {
      const element = await player({ ban_seek_by_limit_time: 'on', watchStartTime: 0, watchEndTime: 10 });
      element.seek(8);
      expect(element.currentTime).to.equal(8);
      element.seek(20);
      expect(element.currentTime).to.equal(10);
    });

    it('forces back a jump past the furthest watched time made behind the player\'s back', async () => {
      const element = await player({ ban_seek_by_limit_time: 'on', watchEndTime: 3 });
      await seekable(element);
      videoOf(element).currentTime = 18;
      await until(() => Math.abs(videoOf(element).currentTime - 3) < 0.5, 'the position to return to 3 s');
    });
  });

  it('watchStartTime: the video starts where the watched part starts', async () => {
    // HLS: the whole duration is seekable at once (the test server's mp4 is not until it is loaded).
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted .options=${{ watchStartTime: 6, watchEndTime: 10 }} src=${media.hls}></ddi-player>`);
    await loaded(element);
    await until(() => Math.abs(videoOf(element).currentTime - 6) < 0.01, 'the position to be 6 s', 8000);
    await element.play();
    await until(() => element.currentTime > 6.2, 'playback from 6 s');
  });

  it('spec §2 start-time prompt: the first play of a video starting at watchStartTime says where it starts', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted .options=${{ watchStartTime: 6 }} src=${media.hls}></ddi-player>`);
    await loaded(element);
    await until(() => Math.abs(videoOf(element).currentTime - 6) < 0.01, 'the position to be 6 s', 8000);
    expect(deep(element, '[part="tip"]'), 'not before the first play').to.equal(null);
    await element.play();
    await until(() => deep(element, '[part="tip"]') !== null, 'the start-time prompt');
    expect(deep(element, '[part="tip"]')!.textContent?.replace(/\s+/g, ' ')).to.contain('Playback starts at 0:06');
    deep(element, '[part="close"]')!.click();
    await settle(element);
    expect(deep(element, '[part="tip"]')).to.equal(null);
  });

  it('spec §2 start-time prompt: none for a video starting at 0', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.hls}></ddi-player>`);
    await loaded(element);
    await element.play();
    await until(() => element.currentTime > 0.2, 'playback');
    await settle(element);
    expect(deep(element, '[part="tip"]')).to.equal(null);
  });

  it('without restrictions the same inputs seek freely', async () => {
    const element = await player({});
    element.seek(10);
    expect(element.currentTime).to.equal(10);
    key(element, 'ArrowRight');
    expect(element.currentTime).to.equal(24);
  });
});
