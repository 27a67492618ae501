import { describe, expect, it } from 'vitest';
import { TestClock, sharedServer } from './helpers.js';
import { decodeVideoInfo, vids } from './vod-helpers.js';

describe('the ClearKey video as CENC fMP4 HLS (hls.js drmSystems)', () => {
  const server = sharedServer({ clock: new TestClock() });

  it('video info names the HLS rendition next to the DASH manifest and the licence server', async () => {
    const { body } = (await server().inject({ url: `/vod/secure/${vids.drm}.json` })).json<{ body: string }>();
    const info = await decodeVideoInfo(vids.drm, body);
    expect(info.drm).toEqual({
      keySystem: 'org.w3.clearkey',
      manifest: `/vod/dash/${vids.drm}/manifest.mpd`,
      hls: `/vod/drm/hls/${vids.drm}/master.m3u8`,
      licenseUrl: `/vod/drm/clearkey/${vids.drm}`,
    });
  });

  it('serves the master, the video and audio playlists (KEYFORMAT org.w3.clearkey, the key id only) with the media query', async () => {
    const master = await server().inject({ url: `/vod/drm/hls/${vids.drm}/master.m3u8?device=pc&pid=p1&route=line1` });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.body).toContain('video.m3u8');
    expect(master.body).toContain('URI="audio.m3u8"');
    for (const name of ['video', 'audio']) {
      const playlist = (await server().inject({ url: `/vod/drm/hls/${vids.drm}/${name}.m3u8` })).body;
      expect(playlist).toMatch(/#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text\/plain;base64,3dEOWh8rPE1eb3CBkqO0xQ==",KEYFORMAT="org.w3.clearkey"/);
      expect(playlist).toContain('#EXT-X-MAP:URI="init-');
      expect(playlist).not.toContain('/media/');
    }
  });

  it('serves init and media segments, and 404 for other videos or files; 400 for a foreign route', async () => {
    const init = await server().inject({ url: `/vod/drm/hls/${vids.drm}/init-0.mp4` });
    expect(init.statusCode).toBe(200);
    expect(init.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect((await server().inject({ url: `/vod/drm/hls/${vids.drm}/segment-1-006.m4s` })).statusCode).toBe(200);
    expect((await server().inject({ url: `/vod/drm/hls/${vids.drm}/segment-1-099.m4s` })).statusCode).toBe(404);
    expect((await server().inject({ url: `/vod/drm/hls/${vids.hls}/master.m3u8` })).statusCode).toBe(404);
    expect([400, 404]).toContain((await server().inject({ url: `/vod/drm/hls/${vids.drm}/../cenc/manifest.mpd` })).statusCode);
    expect((await server().inject({ url: `/vod/drm/hls/${vids.drm}/index.html` })).statusCode).toBe(400);
    expect((await server().inject({ url: `/vod/drm/hls/${vids.drm}/master.m3u8?route=elsewhere` })).statusCode).toBe(400);
  });
});
