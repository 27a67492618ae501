// View statistics (spec §7) with fake timers.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { VID } from '../../test/platform-fake.js';
import { PLAYER_VERSION } from '../core/constants.js';
import { md5 } from '../core/md5.js';
import { PlatformClient, type Query } from './platform-client.js';
import { ViewStatistics, qualityBeacon } from './statistics.js';

const decode = (value: unknown) => new TextDecoder().decode(Uint8Array.from(atob(String(value)), (c) => c.charCodeAt(0)));

describe('view statistics', () => {
  let clock: sinon.SinonFakeTimers;
  let sent: { path: string; query: Query }[];
  let playing: boolean;
  let time: number;
  const client = { beacon: (path: string, query: Query) => sent.push({ path, query }) };
  const stats = (reportFreq = 10) =>
    new ViewStatistics(client, {
      vid: VID,
      pid: 'pid1',
      appId: 'app.1',
      viewer: { viewerId: 'u1', viewerName: '王', viewerExtraInfo1: 'e1', viewerExtraInfo2: 'e2', viewerExtraInfo3: 'e3', viewerAvatar: 'https://a/b.png' },
      reportFreq,
      currentTime: () => time,
      duration: () => 24.6,
      playing: () => playing,
    });

  beforeEach(() => {
    clock = sinon.useFakeTimers();
    sent = [];
    playing = true;
    time = 7.8;
  });
  afterEach(() => clock.restore());

  it('sends every reportFreq seconds (default 10) with every §7 field and the md5 sign', () => {
    const statistics = stats();
    statistics.start();
    clock.tick(9_999);
    expect(sent).to.have.length(0);
    clock.tick(1);
    expect(sent).to.have.length(1);
    const { path, query } = sent[0]!;
    expect(path).to.equal('/vod/stats/view');
    expect(query).to.include({ pid: 'pid1', vid: VID, uid: VID.slice(0, 10), flow: 0, duration: 24, cts: 7, sd: 10, pd: 10, pn: 'HTML5', pv: PLAYER_VERSION, appId: 'app.1' });
    expect(query.sign).to.equal(md5(`ddi-vod-statspid1${VID}0107`));
    expect(decode(query.href)).to.equal(location.href);
    expect(typeof query.ts).to.equal('number');
    statistics.stop();
  });

  it('maps viewer info to sid and param2–5 (base64); viewerAvatar and ute=bop only on the first send', () => {
    const statistics = stats(5);
    statistics.start();
    clock.tick(10_000);
    expect(sent).to.have.length(2);
    const [first, second] = sent.map((entry) => entry.query);
    expect(decode(first!.sid)).to.equal('u1');
    expect(decode(first!.param2)).to.equal('王');
    expect([first!.param3, first!.param4, first!.param5].map(decode)).to.deep.equal(['e1', 'e2', 'e3']);
    expect(first!.ute).to.equal('bop');
    expect(decode(first!.viewerAvatar)).to.equal('https://a/b.png');
    expect(second!.ute).to.equal(undefined);
    expect(second!.viewerAvatar).to.equal(undefined);
    expect(second!.sd).to.equal(10);
    expect(second!.pd).to.equal(5);
    statistics.stop();
  });

  it('is skipped when pd is 0 (nothing played since the last send)', () => {
    playing = false;
    const statistics = stats();
    statistics.start();
    clock.tick(30_000);
    expect(sent).to.have.length(0);
    statistics.stop();
  });

  it('caps cts at the duration', () => {
    time = 99;
    const statistics = stats();
    statistics.start();
    clock.tick(10_000);
    expect(sent[0]!.query.cts).to.equal(24);
    statistics.stop();
  });

  it('issue 21: df, player_id and originVid go with the statistics; malformed ones are left out', () => {
    const statistics = new ViewStatistics(client, { vid: VID, pid: 'p', embed: { df: 3, player_id: 'page-7', originVid: 'o1' }, reportFreq: 10, currentTime: () => 1, duration: () => 5, playing: () => true });
    statistics.start();
    clock.tick(10_000);
    statistics.stop();
    qualityBeacon(client, { vid: VID, pid: 'p', embed: { df: Number.NaN, player_id: '', originVid: { x: 1 } as unknown as string } }, 'loading', { time: 1 });
    expect(sent[0]!.query).to.include({ df: 3, player_id: 'page-7', originVid: 'o1' });
    expect([sent[1]!.query.df, sent[1]!.query.player_id, sent[1]!.query.originVid]).to.deep.equal([undefined, undefined, undefined]);
  });

  it('every view and quality beacon carries a fresh idempotency key ik (8–64 of A–Z a–z 0–9 _ -)', () => {
    const statistics = stats(5);
    statistics.start();
    clock.tick(10_000);
    statistics.stop();
    qualityBeacon(client, { vid: VID, pid: 'p' }, 'loading', { time: 1 });
    qualityBeacon(client, { vid: VID, pid: 'p' }, 'loading', { time: 1 });
    const keys = sent.map((entry) => entry.query.ik);
    expect(keys).to.have.length(4);
    for (const key of keys) expect(key).to.be.a('string').that.matches(/^[A-Za-z0-9_-]{8,64}$/);
    expect(new Set(keys).size).to.equal(4);
  });

  it('a beacon keeps its key when re-sent: the key is in its URL, so each request of it carries the same one', async () => {
    const urls: string[] = [];
    // Every attempt fails by the network, as when the answer is lost: whatever re-sends it sends this URL.
    const fetchImpl = (input: RequestInfo | URL) => {
      urls.push(String(input));
      return Promise.reject(new TypeError('connection reset'));
    };
    const real = new PlatformClient('https://platform.example', 'en', fetchImpl as typeof fetch);
    qualityBeacon(real, { vid: VID, pid: 'p' }, 'buffer', { time: 5 });
    await clock.tickAsync(5_000);
    const keys = urls.map((url) => new URL(url).searchParams.get('ik'));
    expect(keys[0]).to.match(/^[0-9a-f]{24}$/);
    expect(new Set(keys).size).to.equal(1);
    // The player itself never re-sends a beacon (decision 0034): one request; a browser or proxy retry of
    // that request repeats its URL, key included.
    expect(urls).to.have.length(1);
    qualityBeacon(real, { vid: VID, pid: 'p' }, 'buffer', { time: 5 });
    await clock.tickAsync(5_000);
    expect(new URL(urls[1]!).searchParams.get('ik')).to.not.equal(keys[0]);
  });

  it('quality beacons carry the type, time or error with request_uri, and session_id', () => {
    qualityBeacon(client, { vid: VID, pid: 'p', viewer: { viewerId: 'u1' } }, 'loading', { time: 123.4 });
    qualityBeacon(client, { vid: VID, pid: 'p' }, 'error', { error: '#007', requestUri: '/x.mp4' });
    expect(sent[0]).to.deep.include({ path: '/vod/stats/quality' });
    expect(sent[0]!.query).to.include({ type: 'loading', time: 123, domain: location.hostname, pn: 'HTML5' });
    expect(decode(sent[0]!.query.session_id)).to.equal('u1');
    expect(sent[1]!.query).to.include({ type: 'error', error: '#007', request_uri: '/x.mp4' });
  });
});
