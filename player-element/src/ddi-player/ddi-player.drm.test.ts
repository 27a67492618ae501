// The ClearKey stream (spec §7 DRM licence, §8 licence failures) in real Chromium: the CENC fixtures of
// media/vod/cenc (DASH) and media/vod/cenc-hls (fMP4 HLS) with the platform faked (a stub fetch) and the
// licence answered by web-test-runner's test middleware (`/__test/clearkey`, `/__test/licence-500`).
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { settle, until, videoOf } from '../../test/helpers.js';
import { VID, fakePlatform, videoInfo } from '../../test/platform-fake.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const CENC_HLS = '/media/vod/cenc-hls/master.m3u8';
const CENC_DASH = '/media/vod/cenc/manifest.mpd';

let stub: sinon.SinonStub | undefined;
/** Every URL the page fetched (the DASH path's licence requests go through `fetch`). */
let fetched: string[] = [];

/** Serves a ClearKey video whose licence server is `licenseUrl` (made unique per test to count its requests). */
async function drmPlayer(drm: { hls?: string; manifest: string; licenseUrl: string }) {
  const platform = fakePlatform({ [VID]: videoInfo({ seed: 1, mp4: [], df_num: 1, drm: { keySystem: 'org.w3.clearkey', ...drm } }) });
  stub = sinon.stub(window, 'fetch').callsFake((input, init) => {
    fetched.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return platform.fetch(input, init);
  });
  const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" .options=${{ vid: VID, playsafe: 'h-9-viewer' }}></ddi-player>`);
  await settle(element);
  return element;
}

/** Requests the page made to URLs containing `part` (XHR from hls.js, fetch from the DASH path). */
const requestsTo = (part: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part));

const unique = (path: string) => `${path}?run=${Date.now()}${Math.floor(Math.random() * 1e6)}`;

describe('<ddi-player> ClearKey DRM (EME)', () => {
  before(() => performance.setResourceTimingBufferSize(5000));
  beforeEach(() => {
    performance.clearResourceTimings();
    fetched = [];
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    stub?.restore();
    stub = undefined;
  });

  it('is accessible while playing a ClearKey video', async () => {
    const element = await drmPlayer({ hls: CENC_HLS, manifest: CENC_DASH, licenseUrl: unique('/__test/clearkey') });
    await expect(element).to.be.accessible();
  });

  it('spec §7 DRM licence: the CENC HLS plays through hls.js drmSystems (org.w3.clearkey licence POST), currentTime advances', async () => {
    const licence = unique('/__test/clearkey');
    const element = await drmPlayer({ hls: CENC_HLS, manifest: CENC_DASH, licenseUrl: licence });
    await until(() => element.duration > 0, 'metadata');
    expect(videoOf(element).src).to.match(/^blob:/);
    await element.play();
    await until(() => element.currentTime > 1.5, 'decrypted playback', 15_000);
    expect(element.error).to.equal(null);
    expect(requestsTo(licence).length).to.be.greaterThan(0);
    expect(requestsTo('/media/vod/cenc-hls/segment-0-').length).to.be.greaterThan(0);
    expect(requestsTo('/media/vod/cenc/').length, 'the DASH rendition is not used').to.equal(0);
  });

  it('spec §8 licence request failed: hls.js gives up after more than 3 consecutive failures → #007', async () => {
    const licence = unique('/__test/licence-500');
    const element = await drmPlayer({ hls: CENC_HLS, manifest: CENC_DASH, licenseUrl: licence });
    await element.play().catch(() => undefined);
    await until(() => element.error !== null, '#007', 15_000);
    expect(element.error!.code).to.equal('#007');
    expect(requestsTo(licence)).to.have.length(4);
  });

  it('spec §7 DRM licence: without a CENC HLS rendition the DASH manifest plays through dash.js', async () => {
    const element = await drmPlayer({ manifest: CENC_DASH, licenseUrl: unique('/__test/clearkey') });
    await until(() => element.duration > 0, 'metadata');
    await element.play();
    await until(() => element.currentTime > 1.5, 'decrypted playback', 15_000);
    expect(element.error).to.equal(null);
    expect(requestsTo('/media/vod/cenc-hls/').length, 'the HLS rendition is not used').to.equal(0);
  });

  it('spec §8 licence request failed: the DASH path gives up after more than 3 consecutive failures → #007', async () => {
    const licence = unique('/__test/licence-500');
    const element = await drmPlayer({ manifest: CENC_DASH, licenseUrl: licence });
    await until(() => element.error !== null, '#007', 15_000);
    expect(element.error!.code).to.equal('#007');
    expect(fetched.filter((url) => url.includes(licence))).to.have.length(4);
  });
});
