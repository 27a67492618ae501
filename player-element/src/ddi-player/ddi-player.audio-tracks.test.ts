// Alternate audio tracks carried by an HLS stream (spec §1: "alternate audio tracks, subtitle tracks and closed
// captions carried by a stream"), with real hls.js in Chromium: media/lesson/hls-audio/ has one video-only variant
// and an audio group of two renditions, English (default) and ไทย.
import { expect, fixture, html } from '@open-wc/testing';
import { advances, deep, settle, until } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const SRC = '/media/lesson/hls-audio/master.m3u8';

type MenuButton = HTMLElement & { show(): Promise<void> };

/** Requests the page made (hls.js loads with XHR) to URLs containing `part`. */
const requestsTo = (part: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part));

/** The Subtitles menu of the control bar, opened, and its "Audio track" group. */
async function audioGroup(player: DdiPlayer) {
  await until(() => deep(player, 'ddi-menu-button[data-control="subtitles"]') !== null, 'the subtitle selector', 10_000);
  const menu = deep<MenuButton>(player, 'ddi-menu-button[data-control="subtitles"]')!;
  await menu.show();
  await settle(player);
  const group = menu.shadowRoot!.querySelector<HTMLElement>('[role="group"][aria-label="Audio track"]');
  const items = [...(group?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  return { menu, group, items };
}

describe('<ddi-player> audio tracks carried by an HLS stream', () => {
  beforeEach(() => {
    localStorage.clear();
    performance.clearResourceTimings();
  });

  it('passes an accessibility audit (the Subtitles menu open on the audio tracks)', async () => {
    const player = await fixture<DdiPlayer>(html`<ddi-player src=${SRC} lang="en" muted></ddi-player>`);
    const { group } = await audioGroup(player);
    expect(group).not.to.equal(null);
    await expect(player).to.be.accessible();
  });

  describe('spec §1 alternate audio tracks carried by a stream (hls.js)', () => {
    it('in-stream audio tracks appear in the same selector; choosing one switches the audio track', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player src=${SRC} lang="en" muted></ddi-player>`);
      const first = await audioGroup(player);
      // Their own group, with accessible names, in the Subtitles menu (the stream has no subtitle tracks).
      expect(first.group, 'an "Audio track" group').not.to.equal(null);
      expect(first.items.map((item) => item.textContent?.trim())).to.deep.equal(['English', 'ไทย']);
      await until(() => first.items[0]!.getAttribute('aria-checked') === 'true', 'English checked in the selector (the default rendition)', 8_000);
      expect(first.items.map((item) => item.getAttribute('aria-checked'))).to.deep.equal(['true', 'false']);

      await player.play();
      await advances(player, 0.5);
      expect(requestsTo('/hls-audio/audio-en/').length, 'the default rendition loads').to.be.greaterThan(0);
      expect(requestsTo('/hls-audio/audio-th/'), 'the second rendition is not loaded yet').to.have.length(0);

      first.items[1]!.click();
      await until(() => requestsTo('/hls-audio/audio-th/index.m3u8').length > 0, 'the ไทย playlist request', 8_000);
      await until(() => requestsTo('/hls-audio/audio-th/segment-').length > 0, 'a ไทย segment request', 8_000);

      const second = await audioGroup(player);
      await until(() => second.items[1]?.getAttribute('aria-checked') === 'true', 'ไทย checked in the selector', 8_000);
      expect(second.items.map((item) => item.getAttribute('aria-checked'))).to.deep.equal(['false', 'true']);

      // Playback continues on the new track.
      await advances(player, 1);
      expect(player.paused).to.equal(false);
      player.pause();
    });
  });

  describe('spec §4 a failed audio track falls back to another track of the same name', () => {
    it('the English rendition of the first audio group is missing (404): playback goes on with the other group’s English', async () => {
      // test/fixtures/hls-audio-fallback: two variants of the same video, audio groups "broken" (its English
      // playlist does not exist) and "working" (media/lesson/hls-audio/audio-en).
      const errors: unknown[] = [];
      const player = await fixture<DdiPlayer>(
        html`<ddi-player src="/player-element/test/fixtures/hls-audio-fallback/master.m3u8" lang="en" muted @ddi-error=${(event: CustomEvent) => errors.push(event.detail)}></ddi-player>`,
      );
      await until(() => player.duration > 0, 'metadata', 20_000);
      await player.play();
      await advances(player, 1);
      expect(requestsTo('/hls-audio/audio-missing/index.m3u8').length, 'the broken group’s English was tried').to.be.greaterThan(0);
      await until(() => requestsTo('/hls-audio/audio-en/segment-').length > 0, 'segments of the working group’s English', 10_000);
      await advances(player, 1);
      expect(errors, 'no error reaches the page').to.have.length(0);
      expect(player.paused).to.equal(false);
      player.pause();
    });
  });
});
