// The custom hls.js loader of protected HLS: playlists get device/pid/appId/route, fragments the route
// marker, keys the versioned path + token and the client-side decryption (docs/api.md).
import { expect } from '@open-wc/testing';
import type { HlsConfig, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderResponse, LoaderStats } from 'hls.js';
import { accessLoader } from './hls-access.js';

type Answer = { context: LoaderContext; data: ArrayBuffer | string };

/** A stand-in for hls.js's default loader: records the URL it is asked and answers `data`. */
function fakeBase(data: ArrayBuffer | string, requested: string[]) {
  return class {
    load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
      requested.push(context.url);
      const response: LoaderResponse = { url: context.url, data };
      callbacks.onSuccess(response, {} as LoaderStats, context, null);
    }
    abort() {}
    destroy() {}
  } as unknown as HlsConfig['loader'];
}

function run(Loader: HlsConfig['loader'], context: LoaderContext): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const loader = new (Loader as unknown as new (config: HlsConfig) => { load: (c: LoaderContext, l: LoaderConfiguration, cb: LoaderCallbacks<LoaderContext>) => void })({} as HlsConfig);
    loader.load(context, {} as LoaderConfiguration, {
      onSuccess: (response, _stats, loaded) => resolve({ context: loaded, data: response.data as ArrayBuffer | string }),
      onError: (error) => reject(new Error(error.text)),
      onTimeout: () => reject(new Error('timeout')),
    });
  });
}

describe('hls.js access loader', () => {
  it('sets device, pid, appId and route on playlist URLs, replacing an earlier route', async () => {
    const requested: string[] = [];
    const Loader = accessLoader(fakeBase('#EXTM3U', requested), { playlistParams: { device: 'pc', pid: 'p1', route: 'line2' } });
    await run(Loader, { type: 'level', url: 'http://x/vod/hls/v/360p.m3u8?route=line1', responseType: 'text' } as unknown as LoaderContext);
    const url = new URL(requested[0]!);
    expect([url.searchParams.get('device'), url.searchParams.get('pid'), url.searchParams.get('route')]).to.deep.equal(['pc', 'p1', 'line2']);
    expect(url.searchParams.getAll('route')).to.have.length(1);
  });

  it('rewrites fragment URLs (the route marker)', async () => {
    const requested: string[] = [];
    const Loader = accessLoader(fakeBase(new ArrayBuffer(4), requested), { fragmentUrl: (url) => url.replace('/line/a/', '/line/b/') });
    await run(Loader, { url: 'http://x/vod/line/a/v/360p/segment-001.ts', responseType: 'arraybuffer' } as LoaderContext);
    expect(requested).to.deep.equal(['http://x/vod/line/b/v/360p/segment-001.ts']);
  });

  it('asks keys at the rewritten address and hands hls.js the decrypted key with the original context', async () => {
    const requested: string[] = [];
    const Loader = accessLoader(fakeBase(new Uint8Array(32).buffer, requested), {
      keyUrl: (url) => `${url.replace('/keys/', '/keys/v1102/')}?token=t`,
      decryptKey: async (data) => {
        expect(data.byteLength).to.equal(32);
        return new Uint8Array(16).fill(7).buffer;
      },
    });
    const context = { type: 'key', url: 'http://x/vod/keys/v.key', responseType: 'arraybuffer' } as unknown as LoaderContext;
    const answer = await run(Loader, context);
    expect(requested).to.deep.equal(['http://x/vod/keys/v1102/v.key?token=t']);
    expect(answer.context).to.equal(context);
    expect(answer.context.url).to.equal('http://x/vod/keys/v.key');
    expect([...new Uint8Array(answer.data as ArrayBuffer)]).to.deep.equal(new Array(16).fill(7));
  });

  it('a key that does not decrypt is a loading error', async () => {
    const Loader = accessLoader(fakeBase(new ArrayBuffer(32), []), { decryptKey: () => Promise.reject(new Error('bad padding')) });
    const error = await run(Loader, { type: 'key', url: 'http://x/k', responseType: 'arraybuffer' } as unknown as LoaderContext).catch((caught: Error) => caught);
    expect(String(error)).to.contain('key decryption failed: bad padding');
  });
});
