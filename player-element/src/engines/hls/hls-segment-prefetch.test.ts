// Decision 0086: the segments hls.js starts with are fetched as soon as the prefetched level playlist is read, and
// hls.js's first request of each is answered from that fetch, under the same spec §9 rules as the playlists.
import { expect, fixture, html } from '@open-wc/testing';
import Hls, { type HlsConfig, type LoaderCallbacks, type LoaderConfiguration, type LoaderContext, type LoaderResponse, type LoaderStats } from 'hls.js';
import { resourceEntries as entries, settle, until, videoOf } from '../../../test/helpers.js';
import { updatePreferences } from '../../core/storage.js';
import type { DdiPlayer } from '../../ddi-player/ddi-player.js';
import '../../ddi-player/ddi-player.js';
import { prefetchManifest, type ManifestPrefetch, type SegmentPrefetch } from '../manifest-prefetch.js';
import { firstSegments, prefetchLevel } from '../manifest-answer.js';
import { prefetchLoader } from './hls-prefetch.js';

const base = 'https://cdn.example/vod/720p/index.m3u8';
const vod = (...lines: string[]) => `#EXTM3U\n#EXT-X-TARGETDURATION:4\n${lines.join('\n')}\n#EXT-X-ENDLIST\n`;

/** A master prefetch whose level prefetch carries `segments`. */
function withSegments(segments: SegmentPrefetch[]): ManifestPrefetch {
  const level: ManifestPrefetch = { url: 'level', response: Promise.resolve(new Response('')), segments };
  return { url: 'master', response: Promise.resolve(new Response('')), level };
}

/** One fragment load through the prefetch loader over hls.js's own loader; resolves how it ended, with its stats. */
function loadFragment(prefetch: ManifestPrefetch, url: string, maxNumRetry = 0) {
  const Loader = prefetchLoader(Hls.DefaultConfig.loader, prefetch);
  const loader = new Loader(Hls.DefaultConfig as HlsConfig);
  const retry = { maxNumRetry, retryDelayMs: 20, maxRetryDelayMs: 64_000, backoff: 'exponential' as const };
  const config = { loadPolicy: { maxTimeToFirstByteMs: Number.POSITIVE_INFINITY, maxLoadTimeMs: 10_000, timeoutRetry: retry, errorRetry: retry } } as LoaderConfiguration;
  const context = { url, frag: {}, responseType: 'arraybuffer' } as unknown as LoaderContext;
  const askedAt = performance.now();
  return new Promise<{ ended: string; response?: LoaderResponse; code?: number; stats?: LoaderStats; askedAt: number }>((resolve) => {
    const callbacks: LoaderCallbacks<LoaderContext> = {
      onSuccess: (response, stats) => resolve({ ended: 'success', response, stats, askedAt }),
      onError: (error) => resolve({ ended: 'error', code: error.code, askedAt }),
      onTimeout: () => resolve({ ended: 'timeout', askedAt }),
    };
    loader.load(context, config, callbacks);
  });
}

describe('the segments hls.js starts with load with the level playlist (decision 0086)', () => {
  it('a complete playlist starts with its first segment, and with its init section first when it has one (URLs against the playlist)', () => {
    expect(firstSegments(vod('#EXTINF:4.0,', 'segment-000.ts', '#EXTINF:4.0,', 'segment-001.ts'), base)).to.deep.equal(['https://cdn.example/vod/720p/segment-000.ts']);
    expect(firstSegments(vod('#EXT-X-MAP:URI="init.mp4"', '#EXTINF:4.0,', '../media/a.m4s?x=1'), base)).to.deep.equal(['https://cdn.example/vod/720p/init.mp4', 'https://cdn.example/vod/media/a.m4s?x=1']);
    expect(firstSegments(vod('#EXT-X-KEY:METHOD=AES-128,URI="key"', '#EXTINF:4.0,', '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:00Z', '', 'segment-000.ts'), base), 'AES-128: hls.js decrypts the same bytes').to.deep.equal(['https://cdn.example/vod/720p/segment-000.ts']);
  });

  it('no segment is guessed where hls.js may start elsewhere or load otherwise: live, byte ranges, a start offset, a gap, keys other than AES-128', () => {
    expect(firstSegments('#EXTM3U\n#EXTINF:4.0,\nsegment-000.ts\n', base), 'live (no end)').to.equal(undefined);
    expect(firstSegments(vod('#EXTINF:4.0,', '#EXT-X-BYTERANGE:1000@0', 'all.ts'), base)).to.equal(undefined);
    expect(firstSegments(vod('#EXT-X-MAP:URI="all.mp4",BYTERANGE="800@0"', '#EXTINF:4.0,', 'all.mp4'), base)).to.equal(undefined);
    expect(firstSegments(vod('#EXT-X-START:TIME-OFFSET=30', '#EXTINF:4.0,', 'segment-000.ts'), base)).to.equal(undefined);
    expect(firstSegments(vod('#EXTINF:4.0,', '#EXT-X-GAP', 'segment-000.ts'), base)).to.equal(undefined);
    expect(firstSegments(vod('#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://k"', '#EXTINF:4.0,', 'segment-000.ts'), base)).to.equal(undefined);
    expect(firstSegments(vod('#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:k"', '#EXTINF:4.0,', 'segment-000.ts'), base)).to.equal(undefined);
    expect(firstSegments(vod('#EXT-X-KEY:METHOD=ISO-23001-7,URI="data:k"', '#EXTINF:4.0,', 'segment-000.ts'), base)).to.equal(undefined);
    expect(firstSegments(vod('#EXT-X-KEY:URI="k",METHOD=NONE', '#EXTINF:4.0,', 'a.ts'), base), 'no encryption').to.deep.equal(['https://cdn.example/vod/720p/a.ts']);
    expect(firstSegments('#EXTM3U\r\n#EXT-X-KEY:URI="k",METHOD=AES-128\r\n#EXTINF:4,\r\na.ts\r\n#EXT-X-ENDLIST\r\n', base), 'CRLF').to.deep.equal(['https://cdn.example/vod/720p/a.ts']);
    expect(firstSegments(vod('#EXTINF:4.0,'), base), 'no segment').to.equal(undefined);
  });

  it('the first segment is fetched once the level playlist is read, unless hls.js took the level first', async () => {
    const master = `/media/lesson/hls/master.m3u8?segments`;
    const prefetch = prefetchManifest(master, true);
    await until(() => prefetch.level?.segments !== undefined, 'the segment prefetch starts');
    const first = new URL('/media/lesson/hls/720p/segment-000.ts', location.href).href;
    expect(prefetch.level!.segments!.map((segment) => segment.url)).to.deep.equal([first]);
    const answer = await prefetch.level!.segments![0]!.answer;
    expect(answer.status).to.equal(200);
    expect(answer.data!.byteLength).to.be.above(1000);
    expect(answer.startAt).to.be.at.most(answer.firstAt);
    expect(answer.firstAt).to.be.at.most(answer.endAt);

    const taken: ManifestPrefetch = { url: 'master', response: Promise.resolve(new Response('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nlevel.m3u8\n')) };
    await prefetchLevel(taken, (url) => {
      const level: ManifestPrefetch = { url, response: Promise.resolve(new Response(vod('#EXTINF:4,', 'never.ts'))), taken: true };
      return level;
    });
    expect(taken.level?.segments, 'hls.js asks for its segments itself').to.equal(undefined);
  });

  it('hls.js gets the prefetched segment once, with the times of the real request ending no earlier than it asked; other segments load through hls.js', async () => {
    const bytes = new Uint8Array([0x47, 1, 2, 3]).buffer;
    const url = new URL('/media/lesson/hls/360p/segment-001.ts', location.href).href;
    const segment: SegmentPrefetch = { url, answer: Promise.resolve({ status: 200, statusText: 'OK', data: bytes, startAt: 1, firstAt: 2, endAt: 5 }) };
    const prefetch = withSegments([segment]);
    const other = await loadFragment(prefetch, new URL('/media/lesson/hls/360p/segment-000.ts', location.href).href);
    expect(other.ended).to.equal('success');
    expect((other.response!.data as ArrayBuffer).byteLength, 'the real file').to.be.above(1000);
    const handed = await loadFragment(prefetch, url);
    expect(handed.ended).to.equal('success');
    expect(new Uint8Array(handed.response!.data as ArrayBuffer)).to.deep.equal(new Uint8Array(bytes));
    // It ended (at 5) before hls.js asked: the request's 4 ms are moved to end when hls.js asked.
    const { loading } = handed.stats!;
    expect(loading.end - loading.start).to.be.closeTo(4, 1e-6);
    expect(loading.first - loading.start).to.be.closeTo(1, 1e-6);
    expect(loading.end).to.be.at.least(handed.askedAt);
    expect(handed.stats!.loaded).to.equal(4);
    const again = await loadFragment(prefetch, url);
    expect((again.response!.data as ArrayBuffer).byteLength, 'the second time hls.js loads the real file').to.be.above(1000);
  });

  it('§9: a segment prefetch answered 4xx is hls.js\'s first attempt: one error, with no request of hls.js', async () => {
    const missing = new URL('/media/nowhere/segment-000.ts', location.href).href;
    const prefetch = withSegments([{ url: missing, answer: fetch(missing).then((response) => ({ status: response.status, statusText: response.statusText, startAt: 0, firstAt: 0, endAt: 0 })) }]);
    const result = await loadFragment(prefetch, missing, 3);
    expect(result.ended).to.equal('error');
    expect(result.code).to.equal(404);
    await until(() => entries('/media/nowhere/segment-000.ts').length > 0, 'the prefetch in the resource timeline');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entries('/media/nowhere/segment-000.ts'), 'the prefetch only').to.have.length(1);
  });

  it('§9: a segment prefetch that failed with a 5xx is the first attempt: hls.js retries once by itself and gets the file', async () => {
    const url = new URL('/media/lesson/hls/480p/segment-000.ts?retried', location.href).href;
    const prefetch = withSegments([{ url, answer: Promise.resolve({ status: 503, statusText: 'busy', startAt: 0, firstAt: 0, endAt: 0 }) }]);
    const result = await loadFragment(prefetch, url, 1);
    expect(result.ended).to.equal('success');
    expect((result.response!.data as ArrayBuffer).byteLength).to.be.above(1000);
    expect(entries('/media/lesson/hls/480p/segment-000.ts?retried'), 'one request, by hls.js').to.have.length(1);
  });

  it('no level or segment is guessed when the player sets the quality itself: the viewer\'s remembered one, or no Auto', async () => {
    const guessed = (since: number) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= since && /\/media\/lesson\/hls\/720p\//.test(entry.name) && (entry as PerformanceResourceTiming).initiatorType === 'fetch');
    updatePreferences((preferences) => {
      preferences.level[''] = '360P';
    });
    try {
      const since = performance.now();
      const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src="/media/lesson/hls/master.m3u8?remembered"></ddi-player>`);
      await settle(element);
      await until(() => videoOf(element).readyState >= 1, 'the stream plays');
      expect(entries('/media/lesson/hls/360p/segment-000.ts').length, 'the remembered 360p plays').to.be.above(0);
      expect(guessed(since).map((entry) => entry.name)).to.deep.equal([]);
      element.remove();
    } finally {
      updatePreferences((preferences) => {
        delete preferences.level[''];
      });
    }
    const since = performance.now();
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src="/media/lesson/hls/master.m3u8?no-auto" .options=${{ showAuto: false }}></ddi-player>`);
    await settle(element);
    await until(() => videoOf(element).readyState >= 1, 'the stream plays');
    expect(guessed(since).map((entry) => entry.name)).to.deep.equal([]);
    element.remove();
  });
});
