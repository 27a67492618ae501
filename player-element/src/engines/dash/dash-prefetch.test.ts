// Issue 22, decision 0057 (addendum for DASH): the MPD loads while the dash.js engine chunk does, and dash.js's
// first manifest request is answered from that response; a failed prefetch leaves the MPD to dash.js. Real
// players, real dash.js, real fixtures.
import { expect, fixture, html } from '@open-wc/testing';
import { media, resourceEntries, settle, until, videoOf } from '../../../test/helpers.js';
import type { DdiPlayer } from '../../ddi-player/ddi-player.js';
import '../../ddi-player/ddi-player.js';
import type { ManifestPrefetch } from '../manifest-prefetch.js';

const entries = resourceEntries;

performance.setResourceTimingBufferSize(10_000);

describe('the MPD loads in parallel with the dash.js engine chunk (issue 22, decision 0057)', () => {
  // First in the file: the engine chunk and dash.js are not loaded yet in this page.
  it('the MPD request starts before the dash.js engine chunk has finished loading, is made once, and the stream plays from it', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.dash}></ddi-player>`);
    await settle(element);
    await until(() => videoOf(element).readyState >= 2, 'the stream plays');
    const engine = entries('/engines/dash/dash-engine.');
    const dashjs = entries('/node_modules/dashjs/');
    const mpd = entries(media.dash);
    expect(engine, 'the engine chunk was fetched by this page').to.have.length(1);
    expect(dashjs.length, 'dash.js was fetched by this page').to.be.greaterThan(0);
    expect(mpd, `one MPD request: ${JSON.stringify(mpd.map((e) => [e.initiatorType, e.startTime, e.responseEnd]))}`).to.have.length(1);
    expect(mpd[0]!.startTime).to.be.below(engine[0]!.responseEnd);
    expect(mpd[0]!.startTime).to.be.below(Math.min(...dashjs.map((entry) => entry.responseEnd)));
    element.remove();
  });

  it('a prefetch answered 5xx is not handed over: dash.js requests the MPD itself and plays', async () => {
    const url = `${media.dash}?prefetch-failed`;
    const prefetch: ManifestPrefetch = { url, response: Promise.resolve(new Response('failed', { status: 500 })) };
    const video = document.createElement('video');
    video.muted = true;
    document.body.append(video);
    const failures: string[] = [];
    const { attach } = await import('./dash-engine.js');
    const engine = attach({ video, url, manifest: prefetch, onFatalError: (failure) => failures.push(failure.details), onLevels: () => undefined });
    try {
      await until(() => video.readyState >= 1 || failures.length > 0, 'metadata or a failure');
      expect(failures).to.deep.equal([]);
      expect(prefetch.taken).to.equal(true);
      expect(entries(url).filter((entry) => entry.initiatorType === 'xmlhttprequest'), 'dash.js\'s own request').to.have.length(1);
    } finally {
      engine.destroy();
      video.remove();
    }
  });
});
