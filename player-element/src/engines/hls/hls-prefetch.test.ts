// Issue 22, decision 0057: the master playlist loads while the hls.js engine chunk does, and hls.js's first
// manifest request is answered from that response; a failed prefetch is hls.js's first attempt under the
// spec §9 manifest policy (no extra request, one error). Real players, real hls.js loader, real fixtures.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import Hls, { type HlsConfig, type LoaderCallbacks, type LoaderConfiguration, type LoaderContext, type LoaderResponse } from 'hls.js';
import { media, resourceEntries, settle, until, videoOf } from '../../../test/helpers.js';
import type { DdiPlayer } from '../../ddi-player/ddi-player.js';
import '../../ddi-player/ddi-player.js';
import { prefetchManifest, type ManifestPrefetch } from '../manifest-prefetch.js';
import { prefetchLevel, startVariant } from '../manifest-answer.js';
import { prefetchLoader } from './hls-prefetch.js';

const entries = resourceEntries;

/** A prefetch whose answer the test gives (what the network would have answered). */
function answered(url: string, text: string, status = 200): ManifestPrefetch {
  return { url, response: Promise.resolve(new Response(text, { status })) };
}

/** Runs one manifest load through the prefetch loader over hls.js's own loader; resolves how it ended. */
function loadManifest(prefetch: ManifestPrefetch, url: string, retryDelayMs = 20, maxNumRetry = 1, type: 'manifest' | 'level' = 'manifest') {
  const Loader = prefetchLoader(Hls.DefaultConfig.loader, prefetch);
  const loader = new Loader(Hls.DefaultConfig as HlsConfig);
  const retry = { maxNumRetry, retryDelayMs, maxRetryDelayMs: 64_000, backoff: 'exponential' as const };
  const config = { loadPolicy: { maxTimeToFirstByteMs: Number.POSITIVE_INFINITY, maxLoadTimeMs: 10_000, timeoutRetry: retry, errorRetry: retry } } as LoaderConfiguration;
  const context = { url, type, responseType: 'text' } as LoaderContext;
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
  it('the master playlist request starts before the hls.js engine chunk has finished loading, and is made once; so is the level playlist hls.js starts with', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.hls}></ddi-player>`);
    await settle(element);
    await until(() => videoOf(element).readyState >= 1, 'the stream plays');
    const engine = entries('/engines/hls/hls-engine.');
    const master = entries(media.hls);
    expect(engine, 'the engine chunk was fetched by this page').to.have.length(1);
    expect(master, `one master playlist request: ${JSON.stringify(master.map((e) => [e.initiatorType, e.startTime, e.responseEnd]))}`).to.have.length(1);
    expect(master[0]!.startTime).to.be.below(engine[0]!.responseEnd);
    // Decision 0084: the level hls.js starts with (720p at 500 kbit/s) is fetched as soon as the master playlist is
    // read, and hls.js takes it: one request either way. When the master playlist was there before the engine
    // chunk (the engine had not asked for it yet), that one request is the prefetch (`fetch`; hls.js uses XHR).
    const level = entries('/media/lesson/hls/720p/index.m3u8');
    const timeline = JSON.stringify({ master: [master[0]!.responseEnd], engine: [engine[0]!.responseEnd], level: level.map((e) => [e.initiatorType, e.startTime]) });
    expect(level, `one 720p level playlist request: ${timeline}`).to.have.length(1);
    if (master[0]!.responseEnd < engine[0]!.responseEnd) expect(level[0]!.initiatorType, timeline).to.equal('fetch');
    // Decision 0086: so is that level's first segment, fetched once the level playlist is read, when hls.js had not
    // taken the level yet.
    const segment = entries('/media/lesson/hls/720p/segment-000.ts');
    const segmentTimeline = JSON.stringify({ level: level.map((e) => e.responseEnd), engine: [engine[0]!.responseEnd], segment: segment.map((e) => [e.initiatorType, e.startTime]) });
    expect(segment, `one request of the first 720p segment: ${segmentTimeline}`).to.have.length(1);
    if (level[0]!.responseEnd < engine[0]!.responseEnd) expect(segment[0]!.initiatorType, segmentTimeline).to.equal('fetch');
    element.remove();
  });

  it('an HLS prefetch fetches the expected first level playlist once the master playlist is read (decision 0084)', async () => {
    const prefetch = prefetchManifest(`${media.hls}?with-level`, true);
    await until(() => prefetch.level !== undefined, 'the level prefetch starts');
    expect(prefetch.level!.url).to.equal(new URL('/media/lesson/hls/720p/index.m3u8', location.href).href);
    expect((await prefetch.level!.response).status).to.equal(200);
    const dash = prefetchManifest('/media/lesson/dash/manifest.mpd?no-level', true);
    const plain = prefetchManifest(`${media.hls}?without-level`);
    await Promise.all([dash.response, plain.response]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dash.level, 'not a master playlist: no level').to.equal(undefined);
    expect(plain.level, 'only when asked').to.equal(undefined);
  });

  it('the expected first level is the highest BANDWIDTH within the start estimate of spec §9 (500 kbit/s), else the lowest', () => {
    const master = (...variants: [string, string][]) =>
      `#EXTM3U\n#EXT-X-VERSION:3\n${variants.map(([attributes, uri]) => `#EXT-X-STREAM-INF:${attributes}\n${uri}\n`).join('')}`;
    const lesson = master(['BANDWIDTH=211688,AVERAGE-BANDWIDTH=210560', '360p/index.m3u8'], ['BANDWIDTH=289144', '480p/index.m3u8'], ['BANDWIDTH=422248,AVERAGE-BANDWIDTH=419240', '720p/index.m3u8']);
    expect(startVariant(lesson)).to.equal('720p/index.m3u8');
    expect(startVariant(master(['AVERAGE-BANDWIDTH=100,BANDWIDTH=2500000', 'hd.m3u8'], ['BANDWIDTH=900000', 'sd.m3u8']))).to.equal('sd.m3u8');
    expect(startVariant(master(['BANDWIDTH=300000', 'low.m3u8'], ['BANDWIDTH=450000', 'mid.m3u8'], ['BANDWIDTH=800000', 'high.m3u8']), 1_000_000)).to.equal('high.m3u8');
    expect(startVariant('#EXTM3U\n#EXTINF:4,\nsegment-000.ts\n'), 'a media playlist').to.equal(undefined);
    expect(startVariant('<MPD/>'), 'not a playlist').to.equal(undefined);
    expect(startVariant('#EXTM3U\r\n#EXT-X-STREAM-INF:BANDWIDTH=422248\r\n\r\n# a comment\r\n  720p/index.m3u8  \r\n'), 'CRLF, a blank and a comment line, spaces').to.equal('720p/index.m3u8');
  });

  it('a master playlist with a tag followed by thousands of blank lines and no URI is read at once (no runaway regular expression)', () => {
    // With a backtracking expression this never returns (each line doubled the time): the test runs into its time limit.
    expect(startVariant(`#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n${'\n'.repeat(5_000)}`)).to.equal(undefined);
    expect(startVariant(`#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n${'# c\r\n'.repeat(5_000)}`)).to.equal(undefined);
  });

  it('hls.js gets the prefetched level playlist once; another level, and the same one again, load through hls.js', async () => {
    const masterUrl = '/media/lesson/hls/master.m3u8?levels';
    const prefetch = answered(masterUrl, '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000\nprefetched/index.m3u8\n');
    await prefetchLevel(prefetch, (url) => answered(url, '#EXTM3U\n# the prefetched level\n'));
    const level = new URL('/media/lesson/hls/prefetched/index.m3u8', location.href).href;
    expect(prefetch.level?.url).to.equal(level);
    const other = await loadManifest(prefetch, '/media/lesson/hls/360p/index.m3u8', 20, 1, 'level');
    expect(String(other.response?.data)).to.match(/^#EXTM3U/).and.not.contain('# the prefetched level');
    expect(String((await loadManifest(prefetch, level, 20, 1, 'level')).response?.data)).to.contain('# the prefetched level');
    const again = await loadManifest(prefetch, level, 20, 0, 'level');
    expect(again, 'the second time hls.js asks itself (here: a missing file)').to.deep.equal({ ended: 'error', code: 404 });
  });

  it('§9: a level prefetch answered 4xx is hls.js\'s first attempt: one error, with no request of hls.js', async () => {
    const missing = '/media/nowhere/level/index.m3u8';
    const prefetch = answered('/media/lesson/hls/master.m3u8?missing-level', '#EXTM3U\n');
    prefetch.level = prefetchManifest(missing);
    const result = await loadManifest(prefetch, missing, 20, 4, 'level');
    expect(result).to.deep.equal({ ended: 'error', code: 404 });
    expect(entries(missing), 'the prefetch only').to.have.length(1);
  });

  it('no level is prefetched once the engine has taken the master playlist (hls.js asks itself)', async () => {
    const prefetch = answered('/media/lesson/hls/master.m3u8?taken', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000\nlate/index.m3u8\n');
    prefetch.taken = true;
    await prefetchLevel(prefetch, () => {
      throw new Error('no level request expected');
    });
    expect(prefetch.level).to.equal(undefined);
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
