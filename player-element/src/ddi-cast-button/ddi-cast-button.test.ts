// Issue 28 item 8: a cast button by default where the browser offers the Remote Playback API (Chromium) and
// reports a target, opening the browser's picker with `remote.prompt()`; `cast: false` turns it off. The
// watching starts only once the video has its first frame, so it never delays it. The spies wrap the
// browser's own RemotePlayback methods (they call through); a target appearing is the browser's
// availability callback called with `true`, as Chromium calls it when a device is found. Firefox has no
// Remote Playback API: no button, and the button's chunk is never loaded.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { deep, loaded, media, settle, until } from '../../test/helpers.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';

const castButton = (element: DdiPlayer) => deep(element, 'ddi-cast-button')?.shadowRoot?.querySelector<HTMLButtonElement>('button') ?? null;
const hasRemotePlayback = typeof RemotePlayback !== 'undefined';

async function player(options?: object) {
  const element = await fixture<DdiPlayer>(
    options ? html`<ddi-player lang="en" muted src=${media.mp4} .options=${options}></ddi-player>` : html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`,
  );
  await loaded(element);
  await settle(element);
  return element;
}

describe('the cast button (issue 28 item 8)', () => {
  afterEach(() => sinon.restore());

  (hasRemotePlayback ? it : it.skip)('by default, with the Remote Playback API: watched once the first frame is there; shown while the browser reports a target, hidden when it reports none; named in the player language; a press calls remote.prompt()', async () => {
    const readyStates: number[] = [];
    const browserReports: boolean[] = [];
    const watch = sinon.stub(RemotePlayback.prototype, 'watchAvailability').callsFake(function (this: RemotePlayback, callback: RemotePlaybackAvailabilityCallback) {
      const videos = [...document.querySelectorAll('ddi-player')].map((player) => player.shadowRoot?.querySelector('video'));
      readyStates.push(videos.find((video) => video?.remote === this)?.readyState ?? -1);
      return watch.wrappedMethod.call(this, (available) => (browserReports.push(available), callback(available)));
    });
    const prompt = sinon.spy(RemotePlayback.prototype, 'prompt');
    const warn = sinon.stub(console, 'warn');
    const element = await player();
    await until(() => watch.called, 'watchAvailability called on the video, without any option');
    const video = deep(element, 'video') as HTMLVideoElement;
    expect(watch.firstCall.thisValue).to.equal(video.remote);
    expect(readyStates[0], 'not before the first frame').to.be.at.least(2);
    // What the browser itself reports (no device on a test machine; a task after the watch starts): no button.
    await (watch.firstCall.returnValue as Promise<number>).catch(() => undefined);
    await until(() => browserReports.length > 0, "the browser's own report");
    await settle(element);
    expect(castButton(element), 'no cast target, no button').to.equal(null);
    const report = watch.firstCall.args[0] as (available: boolean) => void;
    report(true);
    await until(() => castButton(element) !== null, 'the cast button once a target is reported');
    const button = castButton(element)!;
    expect(button.getAttribute('aria-label')).to.equal('Cast');
    element.setAttribute('lang', 'zh_CN');
    await until(() => castButton(element)?.getAttribute('aria-label') === '投屏', 'named 投屏 in Chinese');
    element.setAttribute('lang', 'en');
    await settle(element);
    button.click();
    expect(prompt.calledOnce, 'remote.prompt() called').to.equal(true);
    expect(prompt.firstCall.thisValue).to.equal(video.remote);
    // Without a user gesture or a device the browser refuses the prompt: the player logs it, nothing breaks.
    await prompt.firstCall.returnValue.catch(() => undefined);
    await until(() => warn.calledWithMatch('ddi-player: cast:'), 'the refusal logged');
    report(false);
    await until(() => castButton(element) === null, 'hidden again when the browser reports no target');
    report(true);
    await until(() => castButton(element) !== null, 'shown again');
    element.load();
    await loaded(element);
    await settle(element);
    expect(castButton(element), 'a reload keeps the reported target').to.not.equal(null);
    element.options = { cast: false };
    await until(() => castButton(element) === null, 'cast: false hides it');
  });

  (hasRemotePlayback ? it : it.skip)('cast: false: nothing is watched, no button', async () => {
    const watch = sinon.spy(RemotePlayback.prototype, 'watchAvailability');
    const element = await player({ cast: false });
    await element.play();
    await until(() => element.currentTime > 0.2, 'playback');
    await settle(element);
    expect(watch.called).to.equal(false);
    expect(castButton(element)).to.equal(null);
  });

  (hasRemotePlayback ? it.skip : it)('no Remote Playback API and no AirPlay (Firefox): no cast button and no cast chunk, by default', async () => {
    expect('remote' in HTMLMediaElement.prototype).to.equal(false);
    const element = await player();
    await element.play();
    await until(() => element.currentTime > 0.2, 'playback');
    await settle(element);
    expect(castButton(element)).to.equal(null);
    expect(deep(element, 'ddi-cast-button')).to.equal(null);
    expect(customElements.get('ddi-cast-button')).to.equal(undefined);
  });
});
