// The access gates and the playback plan (spec §3–§6) against a stub fetch.
import { expect } from '@open-wc/testing';
import { VID, fakePlatform, json, videoInfo } from '../../test/platform-fake.js';
import { resolveOptions, type PlayerOptions } from '../core/options.js';
import { encryptDerived } from './crypto.js';
import type { VideoInfo } from './video-info.js';
import { PlatformClient } from './platform-client.js';
import { clientKinds, isRefusal, preparePlayback, rewriteRoute, type ClientEnvironment, type PlaybackPlan, type PlaybackRefusal } from './platform-session.js';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const desktop: ClientEnvironment = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', host: 'localhost', hasWebAssembly: true, touch: false };

async function prepare(info: Partial<VideoInfo>, options: PlayerOptions = {}, environment = desktop, routes: Parameters<typeof fakePlatform>[1] = []) {
  const platform = fakePlatform({ [VID]: videoInfo(info) }, routes);
  const client = new PlatformClient(location.origin, 'en', platform.fetch);
  const result = await preparePlayback({ vid: options.vid ?? VID, options: resolveOptions(options), client, pid: 'pid1', environment });
  return { result, calls: platform.calls };
}

const refusal = (result: PlaybackPlan | PlaybackRefusal) => {
  expect(isRefusal(result), 'refused').to.equal(true);
  return result as PlaybackRefusal;
};
const plan = (result: PlaybackPlan | PlaybackRefusal) => {
  expect(isRefusal(result), JSON.stringify(result)).to.equal(false);
  return result as PlaybackPlan;
};

describe('playing by vid: gates and plan', () => {
  it('an id that is not a video id is #003 without a call', async () => {
    const { result, calls } = await prepare({}, { vid: 'not-a-vid' });
    expect(refusal(result).code).to.equal('#003');
    expect(calls).to.have.length(0);
  });

  it('spec §4: each abnormal status is its code; userError replaces the message', async () => {
    for (const [status, code] of [[51, '#005'], [-1, '#004'], [12, '#010'], [48, '#048'], [53, '#10000'], [7, '#009']] as const) {
      expect(refusal((await prepare({ status })).result).code, String(status)).to.equal(code);
    }
    expect(refusal((await prepare({ status: 51, userError: { en: 'Custom', zh_CN: '自定义' } })).result).tip).to.deep.equal({ en: 'Custom', zh_CN: '自定义' });
  });

  it('forbidClients and disableOpera (encrypted video in Opera) → #024', async () => {
    expect(refusal((await prepare({ forbidClients: ['pc'] })).result).code).to.equal('#024');
    expect(plan((await prepare({ forbidClients: ['mobile'] })).result).url).to.contain('.mp4');
    const opera = { ...desktop, userAgent: `${desktop.userAgent} OPR/100` };
    expect(refusal((await prepare({ protect_mode: 1, seed: 1, hlsIndex: '/x.m3u8' }, { playsafe: 't-1-v' }, opera)).result).code).to.equal('#024');
    expect(plan((await prepare({ protect_mode: 1, seed: 1, hlsIndex: '/x.m3u8' }, { playsafe: 't-1-v', disableOpera: false }, opera)).result).url).to.contain('.m3u8');
  });

  it('domain lists with setting_type → #006; the platform host counts as enabled', async () => {
    expect(refusal((await prepare({ domain: { setting_type: 0, enabled: [], disabled: ['localhost'] } })).result).code).to.equal('#006');
    expect(refusal((await prepare({ domain: { setting_type: 2, enabled: ['school.example'], disabled: [] } }, {}, { ...desktop, host: 'other.example' })).result).code).to.equal('#006');
    expect(plan((await prepare({ domain: { setting_type: 1, enabled: ['school.example'], disabled: [] } }, {}, { ...desktop, host: 'other.example' })).result).url).to.contain('.mp4');
  });

  it('a malformed domain list in the video info is read, not thrown on: a string is a comma list, other values are no list', async () => {
    const malformed = (domain: unknown) => ({ domain: domain as VideoInfo['domain'] });
    expect(refusal((await prepare(malformed({ setting_type: 0, enabled: [], disabled: 'other.example, localhost' }))).result).code).to.equal('#006');
    expect(refusal((await prepare(malformed({ setting_type: 2, enabled: 'school.example', disabled: null }), {}, { ...desktop, host: 'other.example' })).result).code).to.equal('#006');
    expect(plan((await prepare(malformed({ setting_type: 2, enabled: 'school.example', disabled: null }), {}, { ...desktop, host: 'school.example' })).result).url).to.contain('.mp4');
    expect(plan((await prepare(malformed({ setting_type: 0, enabled: { 0: 'school.example' }, disabled: [7, null] }))).result).url).to.contain('.mp4');
  });

  it('timeoutflow → #001, outflow → #002', async () => {
    expect(refusal((await prepare({ timeoutflow: true })).result).code).to.equal('#001');
    expect(refusal((await prepare({ outflow: true })).result).code).to.equal('#002');
  });

  it('a failed sign check → #012, with the server code\'s tip in both languages', async () => {
    const routes = [(url: URL) => (url.pathname === '/vod/sign/player' ? json({ code: '9', sign: '', status: 0, username: '' }) : undefined)];
    const refused = refusal((await prepare({ playauth: 1, playerError: { 9: { en: 'Nine', zh_CN: '九' } } }, {}, desktop, routes)).result);
    expect(refused.code).to.equal('#012');
    expect(refused.tip).to.deep.equal({ en: 'Nine', zh_CN: '九' });
  });

  it('protected HLS without playsafe or playsafeUrl: the "missing playsafe" warning', async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      expect(refusal((await prepare({ protect_mode: 1, seed: 1, hlsIndex: '/x.m3u8' })).result).details).to.equal('missing playsafe');
    } finally {
      console.warn = warn;
    }
    expect(String(warnings[0])).to.contain('missing playsafe');
  });

  it('protected HLS needs WebAssembly, else the DRM-not-supported message', async () => {
    const refused = refusal((await prepare({ protect_mode: 1, seed: 1, hlsIndex: '/x.m3u8' }, { playsafe: 't' }, { ...desktop, hasWebAssembly: false })).result);
    expect(refused.messageKey).to.equal('notSupportDRM10');
  });

  it('plain HLS needs WebAssembly, else the DRM-not-supported message; mp4 plays without it', async () => {
    const noWasm = { ...desktop, hasWebAssembly: false };
    const refused = refusal((await prepare({ seed: 1, hlsIndex: '/x.m3u8' }, {}, noWasm)).result);
    expect([refused.code, refused.messageKey]).to.deep.equal(['#007', 'notSupportDRM10']);
    expect(plan((await prepare({ seed: 0 }, {}, noWasm)).result).qualities).to.have.length(3);
  });

  it('seed 0 → mp4 qualities lowest first with pid and appId, starting at my_br', async () => {
    const planned = plan((await prepare({ my_br: 2 }, { appId: 'app' })).result);
    expect(planned.qualities.map((quality) => quality.label)).to.deep.equal(['360P', '480P', '720P']);
    expect(planned.startQuality).to.equal(1);
    expect(new URL(planned.url).searchParams.get('pid')).to.equal('pid1');
    expect(new URL(planned.url).searchParams.get('appId')).to.equal('app');
  });

  it('seed 1 → HLS with device, pid and route on playlists, and the route marker rewritten on fragments', async () => {
    const planned = plan((await prepare({ seed: 1, hlsIndex: `/vod/hls/${VID}/master.m3u8`, lines: 'line1,line2,kw', line: 'line1' })).result);
    expect(planned.url).to.contain('/master.m3u8');
    expect(planned.lines).to.deep.equal(['line1', 'line2']);
    expect(planned.access.playlistParams).to.deep.equal({ device: 'pc', pid: 'pid1', route: 'line1' });
    planned.setLine('line2');
    expect(planned.access.playlistParams!.route).to.equal('line2');
    expect(planned.access.fragmentUrl!(`/vod/line/line1/${VID}/360p/segment-001.ts`)).to.equal(`/vod/line/line2/${VID}/360p/segment-001.ts`);
    expect(rewriteRoute('/media/a.ts', 'x')).to.equal('/media/a.ts');
  });

  it('issue 22: the stream kind and the cover are told once the info passed its gates, before the auth-key request; a refused video tells none', async () => {
    const told: string[] = [];
    const order: string[] = [];
    const run = async (info: Partial<VideoInfo>, options: PlayerOptions = {}) => {
      const platform = fakePlatform({ [VID]: videoInfo(info) }, [(url) => (order.push(url.pathname), undefined)]);
      const client = new PlatformClient(location.origin, 'en', platform.fetch);
      const onPassed = ({ kind, cover }: { kind: string; cover: string }) => (told.push(`${kind} ${cover}`), order.push(`kind ${kind}`));
      return preparePlayback({ vid: VID, options: resolveOptions(options), client, pid: 'pid1', environment: desktop, onPassed });
    };
    const hls = plan(await run({ seed: 1, hlsIndex: `/vod/hls/${VID}/master.m3u8`, cover: '/media/lesson/cover.jpg' }));
    expect(order.indexOf('kind hls')).to.be.below(order.indexOf('/vod/token2'));
    expect(hls.cover, 'the plan’s cover is the one told early').to.equal(`${location.origin}/media/lesson/cover.jpg`);
    plan(await run({ cover: '' }));
    plan(await run({ seed: 1, drm: { keySystem: 'org.w3.clearkey', manifest: `/vod/dash/${VID}/manifest.mpd`, licenseUrl: `/vod/drm/clearkey/${VID}` } }, { playsafe: 'h-9-viewer' }));
    refusal(await run({ status: 51, cover: '/media/lesson/cover.jpg' }));
    expect(told).to.deep.equal([`hls ${location.origin}/media/lesson/cover.jpg`, 'progressive ', 'dash ']);
  });

  it('the ClearKey stream: the DASH manifest with the licence server and the playsafe token', async () => {
    const drm = { keySystem: 'org.w3.clearkey', manifest: `/vod/dash/${VID}/manifest.mpd`, licenseUrl: `/vod/drm/clearkey/${VID}` };
    const routes = [(url: URL) => (url.pathname === '/vod/playsafe' ? json({ status: 'success', data: 'h-9-viewer' }) : undefined)];
    const planned = plan((await prepare({ seed: 1, drm }, { playsafeUrl: '/vod/playsafe' }, desktop, routes)).result);
    expect(planned.url).to.equal(`${location.origin}/vod/dash/${VID}/manifest.mpd`);
    expect(planned.access.clearKeyServer).to.equal(`${location.origin}/vod/drm/clearkey/${VID}?token=h-9-viewer`);
    expect(planned.tokenViewer).to.equal('viewer');
  });

  it('the ClearKey stream with a CENC HLS rendition: hls.js (EME) plays drm.hls, with the same licence server', async () => {
    const drm = {
      keySystem: 'org.w3.clearkey',
      manifest: `/vod/dash/${VID}/manifest.mpd`,
      hls: `/vod/drm/hls/${VID}/master.m3u8`,
      licenseUrl: `/vod/drm/clearkey/${VID}`,
    };
    const planned = plan((await prepare({ seed: 1, drm }, { playsafe: 'h-9-viewer' })).result);
    expect(planned.url).to.equal(`${location.origin}/vod/drm/hls/${VID}/master.m3u8`);
    expect(planned.access.clearKeyServer).to.equal(`${location.origin}/vod/drm/clearkey/${VID}?token=h-9-viewer`);
  });

  it('password video: the grant of a successful check goes on the playlists (HLS) and on the mp4 URLs; a wrong answer adds none', async () => {
    let result = 0;
    const routes = [(url: URL) => (url.pathname === '/vod/password/check' ? json(result ? { result, grant: '99-abc' } : { result }) : undefined)];
    const platform = fakePlatform({ [VID]: videoInfo({ seed: 1, hlsIndex: `/vod/hls/${VID}/master.m3u8`, usepassword: 1 }) }, routes);
    const client = new PlatformClient(location.origin, 'en', platform.fetch);
    const hls = plan(await preparePlayback({ vid: VID, options: resolveOptions({}), client, pid: 'pid1', environment: desktop }));
    expect(hls.needsPassword).to.equal(true);
    expect(await client.checkPassword(VID, 'wrong')).to.equal(0);
    expect(hls.access.playlistParams!.grant).to.equal(undefined);
    result = 1;
    expect(await client.checkPassword(VID, 'ddi123')).to.equal(1);
    expect(hls.access.playlistParams!.grant).to.equal('99-abc');

    const mp4Platform = fakePlatform({ [VID]: videoInfo({ usepassword: 1 }) }, routes);
    const mp4Client = new PlatformClient(location.origin, 'en', mp4Platform.fetch);
    const mp4 = plan(await preparePlayback({ vid: VID, options: resolveOptions({}), client: mp4Client, pid: 'pid1', environment: desktop }));
    await mp4Client.checkPassword(VID, 'ddi123');
    expect(mp4.qualities.every((quality) => new URL(quality.url).searchParams.get('grant') === '99-abc')).to.equal(true);
    expect(new URL(mp4.url).searchParams.get('grant')).to.equal('99-abc');
  });

  it("spec §7 token2 on HLS: GET a token2 path of the video URL; a result with message 'success' is decrypted into an auth_key appended to the playlist query", async () => {
    const master = `/vod/hls/${VID}/master.m3u8`;
    const answer = async (url: URL) => {
      const data = toBase64(new Uint8Array(await encryptDerived(VID, new TextEncoder().encode(`9-${url.searchParams.get('url')!.length}-key`))));
      return json({ code: 0, message: 'success', data });
    };
    const token2 = (url: URL) => (url.pathname === '/vod/token2' ? answer(url) : undefined);
    const { result, calls } = await prepare({ seed: 1, hlsIndex: master }, {}, desktop, [token2]);
    const planned = plan(result);
    const asked = calls.find((url) => url.pathname === '/vod/token2')!;
    expect(asked.searchParams.get('vid')).to.equal(VID);
    expect(asked.searchParams.get('url'), 'the token2 path is the index path').to.equal(master);
    expect(planned.access.playlistParams!.auth_key).to.equal(`9-${master.length}-key`);
    planned.setLine('line2');
    expect(planned.access.playlistParams!.auth_key, 'kept across line switches').to.equal(`9-${master.length}-key`);
    // A failed token2 call adds none (the platform decides).
    expect(plan((await prepare({ seed: 1, hlsIndex: master })).result).access.playlistParams!.auth_key).to.equal(undefined);
  });

  it('spec §3 hlsIndex2: the plan names it as the index fallback; none without it', async () => {
    const planned = plan((await prepare({ seed: 1, hlsIndex: `/vod/hls/${VID}/master.m3u8`, hlsIndex2: `/vod/hls/${VID}/index2.m3u8` })).result);
    expect(planned.url).to.equal(`${location.origin}/vod/hls/${VID}/master.m3u8`);
    expect(planned.access.indexFallback).to.equal(`${location.origin}/vod/hls/${VID}/index2.m3u8`);
    expect(plan((await prepare({ seed: 1, hlsIndex: `/vod/hls/${VID}/master.m3u8` })).result).access.indexFallback).to.equal(undefined);
  });

  it("spec §6 ban_preview_video 'on': a preview id (35 characters) is refused (#024) without asking the platform; 'off' plays the preview", async () => {
    const preview = `${VID}p`;
    const banned = await prepare({}, { vid: preview, ban_preview_video: 'on' });
    expect(refusal(banned.result).code).to.equal('#024');
    expect(refusal(banned.result).details).to.contain('ban_preview_video');
    expect(banned.calls).to.have.length(0);
    const platform = fakePlatform({ [preview]: videoInfo({ vid: preview, previewDuration: 10 }) });
    const client = new PlatformClient(location.origin, 'en', platform.fetch);
    expect(plan(await preparePlayback({ vid: preview, options: resolveOptions({ vid: preview }), client, pid: 'p', environment: desktop })).previewDuration).to.equal(10);
    expect(plan((await prepare({}, { ban_preview_video: 'on' })).result).url, 'a full vid still plays').to.contain('.mp4');
  });

  it('client kinds of forbidClients', () => {
    expect(clientKinds(desktop)).to.deep.equal(['pc']);
    expect(clientKinds({ ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger' })).to.deep.equal(['mobile', 'ios', 'wechat']);
  });
});
