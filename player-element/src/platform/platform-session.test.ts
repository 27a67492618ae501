// The access gates and the playback plan (spec §3–§6) against a stub fetch.
import { expect } from '@open-wc/testing';
import { VID, fakePlatform, json, videoInfo } from '../../test/platform-fake.js';
import { resolveOptions, type PlayerOptions } from '../core/options.js';
import type { VideoInfo } from './video-info.js';
import { PlatformClient } from './platform-client.js';
import { clientKinds, isRefusal, preparePlayback, rewriteRoute, type ClientEnvironment, type PlaybackPlan, type PlaybackRefusal } from './platform-session.js';

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

  it('the ClearKey stream: the DASH manifest with the licence server and the playsafe token', async () => {
    const drm = { keySystem: 'org.w3.clearkey', manifest: `/vod/dash/${VID}/manifest.mpd`, licenseUrl: `/vod/drm/clearkey/${VID}` };
    const routes = [(url: URL) => (url.pathname === '/vod/playsafe' ? json({ status: 'success', data: 'h-9-viewer' }) : undefined)];
    const planned = plan((await prepare({ seed: 1, drm }, { playsafeUrl: '/vod/playsafe' }, desktop, routes)).result);
    expect(planned.url).to.equal(`${location.origin}/vod/dash/${VID}/manifest.mpd`);
    expect(planned.access.clearKeyServer).to.equal(`${location.origin}/vod/drm/clearkey/${VID}?token=h-9-viewer`);
    expect(planned.tokenViewer).to.equal('viewer');
  });

  it('client kinds of forbidClients', () => {
    expect(clientKinds(desktop)).to.deep.equal(['pc']);
    expect(clientKinds({ ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger' })).to.deep.equal(['mobile', 'ios', 'wechat']);
  });
});
