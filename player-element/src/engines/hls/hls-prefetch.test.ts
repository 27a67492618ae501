// Issue 22, decision 0057: the master playlist loads while the hls.js engine chunk does, and hls.js's first
// manifest request is answered from that response; a failed prefetch is hls.js's first attempt under the
// spec §9 manifest policy (no extra request, one error). Real players, real hls.js loader, real fixtures.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import Hls, { type HlsConfig, type LoaderCallbacks, type LoaderConfiguration, type LoaderContext, type LoaderResponse } from 'hls.js';
import { media, resourceEntries, settle, until, videoOf } from '../../../test/helpers.js';
import type { DdiPlayer } from '../../ddi-player/ddi-player.js';
import '../../ddi-player/ddi-player.js';
import { prefetchManifest, type ManifestPrefetch } from '../manifest-prefetch.js';
import { prefetchLoader } from './hls-prefetch.js';

const entries = resourceEntries;

/** A prefetch whose answer the test gives (what the network would have answered). */
function answered(url: string, text: string, status = 200): ManifestPrefetch {
  return { url, response: Promise.resolve(new Response(text, { status })) };
}

/** Runs one manifest load through the prefetch loader over hls.js's own loader; resolves how it ended. */
function loadManifest(prefetch: ManifestPrefetch, url: string, retryDelayMs = 20, maxNumRetry = 1) {
  const Loader = prefetchLoader(Hls.DefaultConfig.loader, prefetch);
  const loader = new Loader(Hls.DefaultConfig as HlsConfig);
  const retry = { maxNumRetry, retryDelayMs, maxRetryDelayMs: 64_000, backoff: 'exponential' as const };
  const config = { loadPolicy: { maxTimeToFirstByteMs: Number.POSITIVE_INFINITY, maxLoadTimeMs: 10_000, timeoutRetry: retry, errorRetry: retry } } as LoaderConfiguration;
  const context = { url, type: 'manifest', responseType: 'text' } as LoaderContext;
  return new Promise<{ ended: string; response?: LoaderResponse; code?: number }>((resolve) => {
    const callbacks: LoaderCallbacks<LoaderContext> = {
      onSuccess: (response) => resolve({ ended: 'success', response }),
      onError: (error) => resolve({ ended: 'error', code: error.code }),
      onTimeout: () => resolve({ ended: 'timeout' }),
    };
    loader.load(context, config, callbacks);
  });
}

performance.setResourceTimingBufferSize(10_000);

describe('the master playlist loads in parallel with the engine chunk (issue 22, decision 0057)', () => {
  // First in the file: the engine chunk is not loaded yet in this page.
  it('the master playlist request starts before the hls.js engine chunk has finished loading, and is made once', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.hls}></ddi-player>`);
    await settle(element);
    await until(() => videoOf(element).readyState >= 1, 'the stream plays');
    const engine = entries('/engines/hls/hls-engine.');
    const master = entries(media.hls);
    expect(engine, 'the engine chunk was fetched by this page').to.have.length(1);
    expect(master, `one master playlist request: ${JSON.stringify(master.map((e) => [e.initiatorType, e.startTime, e.responseEnd]))}`).to.have.length(1);
    expect(master[0]!.startTime).to.be.below(engine[0]!.responseEnd);
    element.remove();
  });

  it('hls.js gets the prefetched playlist: its level playlists resolve against the prefetched URL', async () => {
    const prefetch = prefetchManifest(media.hls);
    const result = await loadManifest(prefetch, media.hls);
    expect(result.ended).to.equal('success');
    expect(result.response?.url).to.equal(new URL(media.hls, location.href).href);
    expect(String(result.response?.data)).to.match(/^#EXTM3U/);
  });

  it('another URL than the prefetched one loads through hls.js as usual, and the prefetch is taken once', async () => {
    const prefetch = answered(media.hls, '#EXTM3U\n# prefetched\n');
    const other = await loadManifest(prefetch, '/media/lesson/hls/360p/index.m3u8');
    expect(String(other.response?.data)).to.match(/^#EXTM3U/).and.not.contain('# prefetched');
    expect(String((await loadManifest(prefetch, media.hls)).response?.data)).to.contain('# prefetched');
    expect(String((await loadManifest(prefetch, media.hls)).response?.data)).to.match(/^#EXTM3U/).and.not.contain('# prefetched');
  });

  it('§9: a prefetch answered 5xx is the first attempt: hls.js retries once by itself and plays on', async () => {
    const url = `${media.hls}?retried`;
    const result = await loadManifest(answered(url, 'failed', 500), url);
    expect(result.ended).to.equal('success');
    expect(String(result.response?.data)).to.match(/^#EXTM3U/);
    await until(() => entries(url).length > 0, 'the retry in the resource timeline');
    expect(entries(url), 'one request by hls.js (the retry)').to.have.length(1);
  });

  it('§9: a prefetch answered 5xx with no retry left is one error, with no request of hls.js', async () => {
    const url = `${media.hls}?no-retry-left`;
    const result = await loadManifest(answered(url, 'failed', 503), url, 20, 0);
    expect(result).to.deep.equal({ ended: 'error', code: 503 });
    expect(entries(url)).to.have.length(0);
  });

  it('§9: a 4xx prefetch is not retried: one error at once, with no request of hls.js', async () => {
    const missing = '/media/nowhere/master.m3u8';
    const result = await loadManifest(prefetchManifest(missing), missing);
    expect(result).to.deep.equal({ ended: 'error', code: 404 });
    expect(entries(missing), 'the prefetch only').to.have.length(1);
  });

  it('a player whose master playlist is missing shows #007 once', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" src="/media/nowhere/again/master.m3u8"></ddi-player>`);
    const errors: unknown[] = [];
    element.addEventListener('ddi-error', (event) => errors.push((event as CustomEvent).detail));
    const { detail } = await oneEvent(element, 'ddi-error');
    expect(detail.code).to.equal('#007');
    await settle(element);
    expect(errors).to.have.length(1);
    expect(entries('/media/nowhere/again/master.m3u8'), 'one request').to.have.length(1);
  });

  it('a loader aborted while it waits for the prefetch calls back nothing more once the answer comes', async () => {
    const prefetch = prefetchManifest(`${media.hls}?abort`);
    const Loader = prefetchLoader(Hls.DefaultConfig.loader, prefetch);
    const loader = new Loader(Hls.DefaultConfig as HlsConfig);
    const calls: string[] = [];
    const config = { loadPolicy: { maxTimeToFirstByteMs: Number.POSITIVE_INFINITY, maxLoadTimeMs: 10_000, timeoutRetry: null, errorRetry: null } } as LoaderConfiguration;
    loader.load({ url: prefetch.url, type: 'manifest', responseType: 'text' } as LoaderContext, config, {
      onSuccess: () => calls.push('success'),
      onError: () => calls.push('error'),
      onTimeout: () => calls.push('timeout'),
      onAbort: () => calls.push('abort'),
    });
    loader.abort();
    expect((await prefetch.response).ok, 'the answer came').to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).to.deep.equal(['abort']);
  });
});
