// Spec §2/§4: closed captions carried in the video stream (CEA-608 in H.264 SEI) appear in the subtitle
// selector and are drawn by the player's subtitle layer. Fixture: media/captions/ (scripts/make-cea608.mjs
// inserts "HELLO CC" on row 15 and "TOP ROW" on row 1, from 1 s to 4 s, into an ffmpeg-made H.264 stream).
import { expect, fixture, html } from '@open-wc/testing';
import { allDeep, deep, until } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const cueTexts = (element: DdiPlayer) => allDeep(element).filter((node) => node.getAttribute('part') === 'cue').map((node) => node.textContent?.trim());

describe('closed captions carried in the stream (CEA-608)', () => {
  // Plays 4.3 s of the stream: on a machine busy with the other test lanes (one CI run's Firefox saw no caption
  // 15 s after play) the default 20 s is short, so the waits are longer and say where playback was.
  it('the 608 captions of an HLS stream show in the subtitle layer at their time', async function () {
    this.timeout(60_000);
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src="/media/captions/captions.m3u8"></ddi-player>`);
    await until(() => element.duration > 0, 'metadata');
    await element.play();
    await until(() => cueTexts(element).includes('HELLO CC'), 'the caption "HELLO CC"', 25_000).catch((error: Error) => {
      throw new Error(`${error.message}; currentTime ${element.currentTime}, paused ${element.paused}, cues ${JSON.stringify(cueTexts(element))}`);
    });
    expect(element.currentTime).to.be.within(0.8, 4.5);
    // The fixture's preambles put "HELLO CC" on row 15 at column 0 and "TOP ROW" on row 1 at column 8: the
    // bottom and top rows of the 15-row grid. hls.js turns a 608 indent into a position (10 for column 0,
    // 30 for column 8), which the grid places at that many hundredths of the width.
    await until(() => cueTexts(element).includes('TOP ROW'), 'the caption "TOP ROW"');
    const place = (text: string) => {
      const cue = allDeep(element).find((node) => node.getAttribute('part') === 'cue' && node.textContent?.trim() === text)!;
      const layer = (cue.getRootNode() as ShadowRoot).host.getBoundingClientRect();
      const box = cue.getBoundingClientRect();
      return { row: ((box.top - layer.top) / layer.height) * 15, column: ((box.left - layer.left) / layer.width) * 100 };
    };
    const bottom = place('HELLO CC');
    const top = place('TOP ROW');
    expect(bottom.row, 'HELLO CC: row 15 starts 14/15 down').to.be.closeTo(14, 0.05);
    expect(bottom.column, 'HELLO CC: position 10').to.be.closeTo(10, 0.2);
    expect(top.row, 'TOP ROW: row 1 starts at the top').to.be.closeTo(0, 0.05);
    expect(top.column, 'TOP ROW: position 30').to.be.closeTo(30, 0.2);
    await until(() => element.currentTime > 4.3, 'playback past 4 s', 15_000);
    await until(() => !cueTexts(element).includes('HELLO CC'), 'the caption to be erased', 5_000);
  });

  it('spec §3: the stream’s caption track is labelled English by default (hls.js’s first CEA-608 channel, no CLOSED-CAPTIONS name)', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src="/media/captions/captions.m3u8"></ddi-player>`);
    await until(() => element.duration > 0, 'metadata');
    await element.play();
    // The 608 channel is found with its first cue (1 s).
    await until(() => cueTexts(element).includes('HELLO CC'), 'the caption "HELLO CC"', 15_000);
    element.pause();
    await until(() => deep(element, 'ddi-menu-button[data-control="subtitles"]') !== null, 'the subtitle selector');
    const menu = deep<HTMLElement & { show(): Promise<void> }>(element, 'ddi-menu-button[data-control="subtitles"]')!;
    await menu.show();
    const items = [...menu.shadowRoot!.querySelectorAll('[part="menu-item"]')].map((item) => item.textContent?.trim());
    expect(items[0]).to.equal('English');
    expect(items).not.to.include('CC1');
  });
});
