// Spec §2/§4: closed captions carried in the video stream (CEA-608 in H.264 SEI) appear in the subtitle
// selector and are drawn by the player's subtitle layer. Fixture: media/captions/ (scripts/make-cea608.mjs
// inserts "HELLO CC" from 1 s to 4 s into an ffmpeg-made H.264 stream).
import { expect, fixture, html } from '@open-wc/testing';
import { allDeep, until } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const cueTexts = (element: DdiPlayer) => allDeep(element).filter((node) => node.getAttribute('part') === 'cue').map((node) => node.textContent?.trim());

describe('closed captions carried in the stream (CEA-608)', () => {
  it('the 608 captions of an HLS stream show in the subtitle layer at their time', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src="/media/captions/captions.m3u8"></ddi-player>`);
    await until(() => element.duration > 0, 'metadata');
    await element.play();
    await until(() => cueTexts(element).includes('HELLO CC'), 'the caption "HELLO CC"', 15_000);
    expect(element.currentTime).to.be.within(0.8, 4.5);
    // The fixture's preamble puts the caption on row 15, column 0: the bottom row of the 15-row grid (14/15 of
    // the height down), at hls.js's smallest 608 indent (position 10: 10/100 of the width).
    const cue = allDeep(element).find((node) => node.getAttribute('part') === 'cue' && node.textContent?.trim() === 'HELLO CC')!;
    const layer = (cue.getRootNode() as ShadowRoot).host.getBoundingClientRect();
    const box = cue.getBoundingClientRect();
    expect(box.top - layer.top, 'row 15').to.be.closeTo((layer.height * 14) / 15, 1);
    expect(box.left - layer.left, 'column offset').to.be.closeTo((layer.width * 10) / 100, 1);
    await until(() => element.currentTime > 4.3, 'playback past 4 s', 15_000);
    await until(() => !cueTexts(element).includes('HELLO CC'), 'the caption to be erased', 5_000);
  });
});
