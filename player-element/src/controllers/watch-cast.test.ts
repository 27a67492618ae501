// Casting is watched from the video's first frame (decision 0064), even when that frame changes nothing the
// player renders: a paused, fully loaded video whose last update came before `loadeddata` is still watched.
import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { until } from '../../test/helpers.js';
import { watchCast } from './lazy-controllers.js';

class CastHost extends LitElement {}
customElements.define('cast-watch-host', CastHost);

/** A video whose readyState the test sets; its `remote` records the watch. */
function fakeVideo() {
  const target = new EventTarget() as EventTarget & { readyState: number; remote: { watchAvailability: (callback: (available: boolean) => void) => Promise<number>; cancelWatchAvailability: () => Promise<void> } };
  const watched: ((available: boolean) => void)[] = [];
  target.readyState = 1;
  target.remote = { watchAvailability: async (callback) => (watched.push(callback), 1), cancelWatchAvailability: async () => undefined };
  return { target, watched };
}

describe('the cast watch (issue 28 item 8)', () => {
  it('starts at the first frame (loadeddata) without any other update of the player, and reports the target once the browser finds one', async () => {
    const { target, watched } = fakeVideo();
    const reports: unknown[] = [];
    const host = document.createElement('cast-watch-host') as CastHost;
    watchCast(host, () => true, () => target as unknown as HTMLVideoElement, (cast) => reports.push(cast));
    document.body.append(host);
    await host.updateComplete;
    expect(watched.length, 'not watched before the first frame').to.equal(0);
    target.readyState = 2;
    target.dispatchEvent(new Event('loadeddata'));
    await until(() => watched.length === 1, 'the watch after loadeddata', 10_000);
    watched[0]!(true);
    await until(() => reports.at(-1) === target, 'the target reported', 10_000);
    host.remove();
  });
});
