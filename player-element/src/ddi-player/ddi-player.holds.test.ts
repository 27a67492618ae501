// Interludes (start ad, teaser, tail clip, end ad) hold the main video through `ddi-hold-request` (spec §4
// ad status, teaser and tail status); the host applies the holds in one place.
import { ContextConsumer } from '@lit/context';
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { loaded, media, settle, sleep, until, videoOf } from '../../test/helpers.js';
import { playerRequest } from '../core/events.js';
import type { PlayerOptions } from '../core/options.js';
import { playerStateContext, type PlayerState } from '../core/state.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

async function player(options: PlayerOptions = {}) {
  const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted .options=${options} src=${media.mp4}></ddi-player>`);
  await settle(element);
  await loaded(element);
  return element;
}

const hold = (element: DdiPlayer, name: string, at: 'start' | 'end' | null) => element.dispatchEvent(playerRequest('ddi-hold-request', { name, at }));

describe('<ddi-player> holds of interludes', () => {
  it('while a start hold is set a play does not start the main video; releasing the last one starts it', async () => {
    const element = await player();
    hold(element, 'start-ad', 'start');
    hold(element, 'teaser', 'start');
    await element.play();
    await sleep(200);
    expect(element.paused).to.equal(true);
    expect(videoOf(element).paused).to.equal(true);
    hold(element, 'start-ad', null);
    await sleep(200);
    expect(element.paused, 'the teaser still holds').to.equal(true);
    hold(element, 'teaser', null);
    await until(() => !element.paused && videoOf(element).currentTime > 0, 'the main video to play');
  });

  it('releasing a start hold without a wanted play does not start playback', async () => {
    const element = await player();
    hold(element, 'start-ad', 'start');
    hold(element, 'start-ad', null);
    await sleep(300);
    expect(element.paused).to.equal(true);
  });

  it('an end hold turns the native loop off; releasing it at the end loops when the loop option is on', async () => {
    const element = await player({ loop: true });
    const video = videoOf(element);
    expect(video.loop).to.equal(true);
    hold(element, 'end-ad', 'end');
    expect(video.loop).to.equal(false);
    video.preload = 'auto';
    await until(() => video.seekable.length > 0 && video.seekable.end(0) >= 23, 'the file to be seekable');
    element.seek(element.duration - 0.5);
    await element.play();
    await until(() => element.ended, 'the end');
    await sleep(300);
    expect(element.ended, 'the end hold keeps it at the end').to.equal(true);
    hold(element, 'end-ad', null);
    await until(() => !element.paused && video.currentTime < 5, 'the loop from 0');
    expect(video.loop).to.equal(true);
  });

  it('without the loop option releasing the end hold leaves the video ended', async () => {
    const element = await player();
    const video = videoOf(element);
    hold(element, 'tail', 'end');
    video.preload = 'auto';
    await until(() => video.seekable.length > 0 && video.seekable.end(0) >= 23, 'the file to be seekable');
    element.seek(element.duration - 0.5);
    await element.play();
    await until(() => element.ended, 'the end');
    hold(element, 'tail', null);
    await sleep(300);
    expect(element.ended).to.equal(true);
    expect(element.paused).to.equal(true);
  });

  it('showQuestion() loads the quiz overlay into the stage', async () => {
    const element = await player();
    element.showQuestion({ examId: 'page-1', question: 'Ready?', choices: [{ answer: 'Yes', right_answer: 1 }] });
    await until(() => element.shadowRoot!.querySelector('.stage > ddi-quiz') !== null, 'the quiz to be mounted');
    await settle(element);
  });

  it("an overlay's pause request (a quiz question) is told apart from the viewer's pause: no pause ad for it", async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.mp4}><test-state-probe></test-state-probe></ddi-player>`);
    await loaded(element);
    const probe = element.querySelector<StateProbe>('test-state-probe')!;
    await element.play();
    await until(() => !element.paused, 'playing');
    probe.dispatchEvent(playerRequest('ddi-pause-request', { overlay: true }));
    await until(() => element.paused, "the overlay's pause");
    await until(() => probe.state?.paused === true, 'the state to follow');
    expect(probe.state!.overlayPaused).to.equal(true);
    await element.play();
    await until(() => probe.state?.paused === false, 'playing again');
    expect(probe.state!.overlayPaused).to.equal(false);
    probe.dispatchEvent(playerRequest('ddi-pause-request', {}));
    await until(() => probe.state?.paused === true, "the viewer's pause");
    expect(probe.state!.overlayPaused).to.equal(false);
  });
});

/** Reads the player's state as an overlay does (light-DOM child of the player). */
class StateProbe extends LitElement {
  state: PlayerState | undefined;
  readonly consumer = new ContextConsumer(this, { context: playerStateContext, subscribe: true, callback: (state) => (this.state = state) });
}
customElements.define('test-state-probe', StateProbe);
