// Issue 28 item 8: the cast button shows where the browser offers the Remote Playback API (Chromium) and
// reports a target, and opens the browser's picker with `remote.prompt()`. The spies wrap the browser's own
// RemotePlayback methods (they call through); a target appearing is the browser's availability callback
// called with `true`, as Chromium calls it when a device is found. Firefox has no Remote Playback API: no button.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { deep, loaded, media, settle, until } from '../../test/helpers.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';

const castButton = (element: DdiPlayer) => deep(element, 'ddi-cast-button')?.shadowRoot?.querySelector<HTMLButtonElement>('button') ?? null;
const hasRemotePlayback = typeof RemotePlayback !== 'undefined';

async function player() {
  const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`);
  await loaded(element);
  await settle(element);
  return element;
}

describe('the cast button (issue 28)', () => {
  afterEach(() => sinon.restore());

  (hasRemotePlayback ? it : it.skip)('Remote Playback API, with the cast option: shown while the browser reports a target, hidden when it reports none; named in the player language; a press calls remote.prompt()', async () => {
    const watch = sinon.spy(RemotePlayback.prototype, 'watchAvailability');
    const prompt = sinon.spy(RemotePlayback.prototype, 'prompt');
    const warn = sinon.stub(console, 'warn');
    const element = await player();
    expect(watch.called, 'nothing watched without the cast option (decision 0047)').to.equal(false);
    element.options = { cast: true };
    await until(() => watch.called, 'watchAvailability called on the video');
    const video = deep(element, 'video') as HTMLVideoElement;
    expect(watch.firstCall.thisValue).to.equal(video.remote);
    // What the browser itself reported (no device on a test machine): no button.
    await watch.firstCall.returnValue.catch(() => undefined);
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
  });

  (hasRemotePlayback ? it.skip : it)('no Remote Playback API and no AirPlay (Firefox): no cast button and no cast chunk', async () => {
    expect('remote' in HTMLMediaElement.prototype).to.equal(false);
    const element = await player();
    element.options = { cast: true };
    await loaded(element);
    await element.play();
    await settle(element);
    expect(castButton(element)).to.equal(null);
    expect(deep(element, 'ddi-cast-button')).to.equal(null);
    expect(customElements.get('ddi-cast-button')).to.equal(undefined);
  });
});
