import { describe, expect, it } from 'vitest';
import { platformEntries } from '../src/routes/demo-catalog.js';
import { decodeVideoInfo, vids } from './vod-helpers.js';
import { sharedServer } from './helpers.js';

describe('video info (player spec §3, §7)', () => {
  const server = sharedServer();

  it('serves the info encrypted with derive(vid); the browser decrypts it to base64 JSON', async () => {
    const response = await server().inject({ url: `/vod/secure/${vids.mp4}.json` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const { code, body } = response.json<{ code: number; body: string }>();
    expect(code).toBe(0);
    const info = await decodeVideoInfo(vids.mp4, body);
    expect(info).toMatchObject({ vid: vids.mp4, seed: 0, df_num: 3, my_br: 2, status: 60, previewDuration: 0, hlsIndex: `/vod/hls/${vids.mp4}/master.m3u8` });
    expect(info.mp4).toEqual(['360p', '480p', '720p'].map((q) => `/vod/mp4/${vids.mp4}/${q}.mp4`));
  });

  it('has the same body on the static fallback and the beta path (no-store)', async () => {
    const fallback = await server().inject({ url: `/vod/static/${vids.hls}.json` });
    expect((await decodeVideoInfo(vids.hls, fallback.json<{ body: string }>().body)).seed).toBe(1);
    const beta = await server().inject({ url: `/vod/beta/${vids.hls}.json?nocache=1700000000000` });
    expect(beta.statusCode).toBe(200);
    expect(beta.headers['cache-control']).toBe('no-store');
    expect((await server().inject({ url: `/vod/beta/${vids.hls}.json` })).statusCode).toBe(400);
  });

  it('carries the §3 fields of the sample videos', async () => {
    const get = async (slug: keyof typeof vids, id = vids[slug]) =>
      decodeVideoInfo(id, (await server().inject({ url: `/vod/secure/${id}.json` })).json<{ body: string }>().body);
    expect(await get('encrypted')).toMatchObject({ protect_mode: 1, hls: [`/vod/hls/${vids.encrypted}/360p.m3u8`], mp4: [] });
    expect((await get('drm')).drm).toEqual({ keySystem: 'org.w3.clearkey', manifest: `/vod/dash/${vids.drm}/manifest.mpd`, hls: `/vod/drm/hls/${vids.drm}/master.m3u8`, licenseUrl: `/vod/drm/clearkey/${vids.drm}` });
    expect(await get('password')).toMatchObject({ usepassword: 1 });
    for (const [slug, status] of [['status-51', 51], ['status-deleted', -1], ['status-transcoding', 20], ['status-48', 48], ['status-53', 53], ['status-unaudited', 30]] as const) {
      expect((await get(slug)).status).toBe(status);
    }
    expect((await get('domain-deny')).domain).toEqual({ setting_type: 1, enabled: [], disabled: ['localhost', '127.0.0.1'] });
    expect((await get('domain-allow')).domain).toMatchObject({ setting_type: 2, enabled: ['localhost', '127.0.0.1'] });
    expect((await get('forbidden-client')).forbidClients).toEqual(['pc']);
    expect(await get('timeoutflow')).toMatchObject({ timeoutflow: true, outflow: false });
    expect(await get('outflow')).toMatchObject({ outflow: true });
    expect(await get('lines')).toMatchObject({ lines: 'line1,line2,kw,broken', line: 'line1' });
    expect((await get('audio')).aac_link).toBe(`/vod/audio/${vids.audio}.m4a`);
    expect((await get('markers')).videokeyframes).toHaveLength(3);
    expect(await get('thumbnails')).toMatchObject({ duration: 312, thumbnail: { url: '/media/vod/thumbnails/long-sprite.jpg', width: 160, height: 90, interval: 5, columns: 50 } });
    expect(await get('playauth')).toMatchObject({ playauth: 1 });
  });

  it('serves a preview id (35 characters) with previewDuration, and 404 for a video without preview', async () => {
    const preview = `${vids.preview}p`;
    expect(await decodeVideoInfo(preview, (await server().inject({ url: `/vod/secure/${preview}.json` })).json<{ body: string }>().body)).toMatchObject({ vid: preview, previewDuration: 10 });
    expect((await server().inject({ url: `/vod/secure/${vids.hls}p.json` })).statusCode).toBe(404);
  });

  it('exercises the client codes: static-only, missing, corrupt', async () => {
    expect((await server().inject({ url: `/vod/secure/${vids['json-fallback']}.json` })).statusCode).toBe(503);
    expect((await server().inject({ url: `/vod/static/${vids['json-fallback']}.json` })).statusCode).toBe(200);
    expect((await server().inject({ url: `/vod/secure/${vids['json-missing']}.json` })).statusCode).toBe(404);
    expect((await server().inject({ url: `/vod/static/${vids['json-missing']}.json` })).statusCode).toBe(404);
    const corrupt = await server().inject({ url: `/vod/secure/${vids['json-corrupt']}.json` });
    await expect(decodeVideoInfo(vids['json-corrupt'], corrupt.json<{ body: string }>().body)).rejects.toThrow();
  });

  it('rejects malformed ids (400) and unknown ones (404) in the request language', async () => {
    const bad = await server().inject({ url: '/vod/secure/abc.json?lang=zh_CN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('请求参数不正确');
    const wrongLast = `${vids.hls.slice(0, 33)}x`;
    expect((await server().inject({ url: `/vod/secure/${wrongLast}.json` })).statusCode).toBe(400);
    const unknown = await server().inject({ url: `/vod/secure/${'a'.repeat(32)}_a.json`, headers: { 'accept-language': 'th' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toContain('ไม่พบข้อมูล');
  });

  it('lists the platform videos in /demo/catalog.json next to the src entries', async () => {
    const catalog = (await server().inject({ url: '/demo/catalog.json' })).json<{ vid?: string; src?: string; features: string[] }[]>();
    expect(catalog.some((entry) => entry.src)).toBe(true);
    const tags = catalog.flatMap((entry) => entry.features);
    for (const tag of ['mp4', 'hls', 'dash', 'encrypted', 'drm', 'password', 'status-51', 'status-53', 'domain-deny', 'domain-allow', 'forbidden-client', 'timeoutflow', 'outflow', 'preview', 'lines', 'audio', 'markers', 'thumbnails']) {
      expect(tags).toContain(tag);
    }
    expect(catalog.find((entry) => entry.features.includes('preview'))?.vid).toHaveLength(35);
    expect(await platformEntries(server().database.db)).toHaveLength(catalog.filter((entry) => entry.vid).length);
  });

  it('answers CORS preflights for any origin', async () => {
    const response = await server().inject({ method: 'OPTIONS', url: `/vod/drm/clearkey/${vids.drm}`, headers: { origin: 'https://elsewhere.example' } });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
  });
});

describe('media: mp4, HLS with device/pid/appId/route, lines, DASH, audio', () => {
  const server = sharedServer();
  const query = 'device=pc&pid=1700000000000X123456&appId=demo-app';

  it('lists the levels relatively in the master playlist', async () => {
    const response = await server().inject({ url: `/vod/hls/${vids.hls}/master.m3u8?${query}&route=line1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('mpegurl');
    expect(response.body).toMatch(/^#EXTM3U/);
    expect(response.body.split('\n').filter((line) => line.endsWith('.m3u8'))).toEqual(['360p.m3u8', '480p.m3u8', '720p.m3u8']);
  });

  it('writes the route into the fragments route marker', async () => {
    const line2 = await server().inject({ url: `/vod/hls/${vids.lines}/480p.m3u8?${query}&route=line2` });
    const fragments = line2.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(fragments[0]).toBe(`/vod/line/line2/${vids.lines}/480p/segment-000.ts`);
    const fragment = await server().inject({ url: `${fragments[0]}?${query}` });
    expect(fragment.statusCode).toBe(200);
    expect(fragment.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await server().inject({ url: `/vod/line/broken/${vids.lines}/480p/segment-000.ts` })).statusCode).toBe(503);
    expect((await server().inject({ url: `/vod/hls/${vids.lines}/480p.m3u8?route=nowhere` })).statusCode).toBe(400);
    expect((await server().inject({ url: `/vod/hls/${vids.lines}/480p.m3u8?device=tv` })).statusCode).toBe(400);
  });

  it('repeats the lesson for the 312 s thumbnails video', async () => {
    const response = await server().inject({ url: `/vod/hls/${vids.thumbnails}/360p.m3u8` });
    expect(response.body.match(/#EXTINF/g)).toHaveLength(6 * 13);
    expect(response.body.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(12);
  });

  it('serves mp4 with ranges, DASH and the audio-only source', async () => {
    const mp4 = await server().inject({ url: `/vod/mp4/${vids.mp4}/360p.mp4?pid=p1&appId=a`, headers: { range: 'bytes=0-15' } });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    expect((await server().inject({ url: `/vod/mp4/${vids.mp4}/240p.mp4` })).statusCode).toBe(400);
    expect((await server().inject({ url: `/vod/mp4/${vids.mp4}/1080p.mp4` })).statusCode).toBe(404); // the lesson has no 1080P
    expect((await server().inject({ url: `/vod/mp4/${vids.encrypted}/360p.mp4` })).statusCode).toBe(404);
    const mpd = await server().inject({ url: `/vod/dash/${vids.dash}/manifest.mpd` });
    expect(mpd.body).toContain('<MPD');
    expect((await server().inject({ url: `/vod/dash/${vids.hls}/manifest.mpd` })).statusCode).toBe(404);
    expect((await server().inject({ url: `/vod/audio/${vids.audio}.m4a` })).statusCode).toBe(200);
    expect((await server().inject({ url: `/vod/audio/${vids.hls}.m4a` })).statusCode).toBe(404);
  });
});
