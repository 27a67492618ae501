import { expect } from '@open-wc/testing';
import { MAX_LICENCE_FAILURES, fetchClearKeys, manifestKeyIds } from './access.js';

const mpd = '<MPD><ContentProtection value="cenc" cenc:default_KID="ddd10e5a-1f2b-3c4d-5e6f-708192a3b4c5"/></MPD>';
const kid = '3dEOWh8rPE1eb3CBkqO0xQ';
const licence = (keys: object[]) => new Response(new TextEncoder().encode(JSON.stringify({ keys, type: 'temporary' })));

/** A fetch that answers the manifest, then the licence answers in order; it records the licence requests. */
function fakeFetch(licenceAnswers: (() => Response)[]) {
  const requests: { body: string }[] = [];
  const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (!init?.method) return new Response(mpd);
    requests.push({ body: new TextDecoder().decode(init.body as Uint8Array) });
    const answer = licenceAnswers.shift();
    if (!answer) throw new Error('no more answers');
    return answer();
  }) as typeof fetch;
  return { fetcher, requests };
}

describe('ClearKey licence exchange (spec §7: POST binary, binary answer)', () => {
  it('reads the key ids of the manifest (cenc:default_KID) as base64url', () => {
    expect(manifestKeyIds(mpd)).to.deep.equal([kid]);
  });

  it('POSTs { kids, type } and answers the licence keys by kid', async () => {
    const { fetcher, requests } = fakeFetch([() => licence([{ kty: 'oct', kid, k: 'PJ4dWn8rTG6KDS9LbI4KHA' }])]);
    expect(await fetchClearKeys('/licence', '/manifest.mpd', fetcher)).to.deep.equal({ [kid]: 'PJ4dWn8rTG6KDS9LbI4KHA' });
    expect(JSON.parse(requests[0]!.body)).to.deep.equal({ kids: [kid], type: 'temporary' });
  });

  it('retries a failed licence request: 3 consecutive failures are not yet fatal', async () => {
    const failures = Array.from({ length: MAX_LICENCE_FAILURES }, () => () => new Response('busy', { status: 503 }));
    const { fetcher, requests } = fakeFetch([...failures, () => licence([{ kty: 'oct', kid, k: 'a2V5' }])]);
    expect(await fetchClearKeys('/licence', '/manifest.mpd', fetcher)).to.have.property(kid);
    expect(requests).to.have.length(MAX_LICENCE_FAILURES + 1);
  });

  it('more than 3 consecutive failures are fatal', async () => {
    const failures = Array.from({ length: MAX_LICENCE_FAILURES + 1 }, () => () => new Response('busy', { status: 503 }));
    const { fetcher, requests } = fakeFetch(failures);
    const error = await fetchClearKeys('/licence', '/manifest.mpd', fetcher).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(Error);
    expect((error as Error).message).to.contain('4 consecutive failures');
    expect(requests).to.have.length(MAX_LICENCE_FAILURES + 1);
  });
});
