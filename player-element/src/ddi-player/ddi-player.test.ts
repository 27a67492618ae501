import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const mp4 = '/media/lesson/mp4/lesson-360p.mp4';
const hls = '/media/lesson/hls/master.m3u8';

function playButton(player: DdiPlayer): HTMLButtonElement {
  const button = player.shadowRoot?.querySelector('ddi-play-button')?.shadowRoot?.querySelector('button');
  if (!button) throw new Error('no play button');
  return button;
}

async function advances(player: DdiPlayer, seconds = 0.5, timeout = 15_000): Promise<void> {
  const start = Date.now();
  const from = player.currentTime;
  while (player.currentTime < from + seconds) {
    if (Date.now() - start > timeout) throw new Error(`currentTime stayed at ${player.currentTime}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('<ddi-player>', () => {
  it('passes an accessibility audit', async () => {
    const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" src=${mp4}></ddi-player>`);
    await expect(player).to.be.accessible();
  });

  describe('play/pause button named per player-api.md', () => {
    it('is named "Play" while paused and "Pause" while playing, in English', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${mp4}></ddi-player>`);
      expect(playButton(player).getAttribute('aria-label')).to.equal('Play');
      const playing = oneEvent(player, 'ddi-play');
      playButton(player).click();
      await playing;
      await player.updateComplete;
      await player.shadowRoot!.querySelector('ddi-play-button')!.updateComplete;
      expect(playButton(player).getAttribute('aria-label')).to.equal('Pause');
    });

    it('follows lang: zh_CN names it 播放', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="zh_CN" src=${mp4}></ddi-player>`);
      expect(playButton(player).getAttribute('aria-label')).to.equal('播放');
    });
  });

  describe('playback from src', () => {
    it('plays the mp4 fixture: currentTime advances and ddi-play carries it', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" src=${mp4}></ddi-player>`);
      const playing = oneEvent(player, 'ddi-play');
      await player.play();
      expect((await playing).detail).to.have.property('currentTime');
      await advances(player);
      expect(player.paused).to.equal(false);
      expect(player.duration).to.be.closeTo(24, 0.2);
      expect(player.hasAttribute('data-paused')).to.equal(false);
    });

    it('plays the HLS fixture through hls.js: currentTime advances', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" src=${hls}></ddi-player>`);
      await oneEvent(player.shadowRoot!.querySelector('video')!, 'loadedmetadata');
      await player.play();
      await advances(player);
      expect(player.duration).to.be.closeTo(24, 0.5);
    });

    it('pause() stops playback and fires ddi-pause', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" src=${mp4}></ddi-player>`);
      await player.play();
      const paused = oneEvent(player, 'ddi-pause');
      player.pause();
      await paused;
      expect(player.paused).to.equal(true);
      expect(player.hasAttribute('data-paused')).to.equal(true);
    });
  });

  describe('load failure', () => {
    it('a source that cannot load gives ddi-error #007 and a visible error layer', async () => {
      const failing = fixture<DdiPlayer>(html`<ddi-player lang="en" src="/media/does-not-exist.mp4"></ddi-player>`);
      const player = await failing;
      const { detail } = await oneEvent(player, 'ddi-error');
      expect(detail.code).to.equal('#007');
      await player.updateComplete;
      expect(player.shadowRoot?.querySelector('[role="alert"]')?.textContent).to.contain('temporarily unavailable');
    });
  });
});
