// Issue 28 item 2 (first slice): every property reads back what the last call did, at once, as on a <video>.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { loaded, media, record, settle, until, videoOf } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const player = async (template: ReturnType<typeof html>) => {
  const element = await fixture<DdiPlayer>(template);
  await settle(element);
  return element;
};

/** Resolves after one task: every microtask and event queued before it has run. */
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('<ddi-player> truthful state (issue 28 item 2)', () => {
  beforeEach(() => localStorage.clear());

  it('paused is true synchronously after pause()', async () => {
    const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
    await element.play();
    element.pause();
    expect(element.paused).to.equal(true);
  });

  it('ended is true after a seek to the end while paused (a <video> says true), false after a seek back', async () => {
    const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
    await loaded(element);
    element.currentTime = element.duration + 5;
    expect(element.ended).to.equal(true);
    await oneEvent(videoOf(element), 'seeked');
    await settle(element);
    expect(element.paused).to.equal(true);
    expect(element.ended).to.equal(true);
    element.currentTime = 1;
    expect(element.ended).to.equal(false);
  });

  it('a removed player reports paused at once', async () => {
    const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
    await element.play();
    element.remove();
    expect(element.paused).to.equal(true);
    await until(() => videoOf(element).paused, 'the removed player’s video to pause');
  });

  it('fires exactly one ddi-volume-change per change (unmuting at volume 0 sets muted and volume: one event)', async () => {
    const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
    await loaded(element);
    element.volume = 0;
    await until(() => videoOf(element).volume === 0, 'volume 0');
    await aTask();
    const changes = record(element, ['ddi-volume-change']);
    let native = 0;
    videoOf(element).addEventListener('volumechange', () => (native += 1));
    element.muted = false;
    await until(() => native >= 2, 'the video’s two volumechange events (muted, then volume)');
    expect(changes).to.have.length(1);
    expect(changes[0]!.detail).to.deep.equal({ volume: Math.round(videoOf(element).volume * 100), muted: false });
    expect(videoOf(element).volume).to.be.above(0);
  });
});
