import { describe, expect, it } from 'vitest';
import { sharedServer } from './helpers.js';
import { decodeVideoInfo, vids } from './vod-helpers.js';

/**
 * Player spec §5 and §7 on the reference server: the danmu list a host page passes as `danmu` (the video
 * info says `openDanmu: 1`), and the signed marquee of `marqueeUrl`: "a signed response is compared against
 * a second signed response" (the player's side: marquee-data.ts `fetchSignedMarquee`, e2e/marquee.spec.ts).
 */
describe('danmu list and signed marquee (GET /vod/danmu/{vid}, GET /vod/marquee)', () => {
  const server = sharedServer();

  const info = async (vid: string) => {
    const response = await server().inject({ url: `/vod/secure/${vid}.json` });
    return decodeVideoInfo(vid, response.json<{ body: string }>().body);
  };

  it('the danmu sample serves its list, and its video info says openDanmu 1 (others 0)', async () => {
    const response = await server().inject({ url: `/vod/danmu/${vids.danmu}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const list = response.json<{ msg: string; time: number }[]>();
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((item) => typeof item.msg === 'string' && item.msg.length > 0 && typeof item.time === 'number')).toBe(true);
    expect((await info(vids.danmu)).openDanmu).toBe(1);
    expect((await info(vids.hls)).openDanmu).toBe(0);
    expect(await (await server().inject({ url: `/vod/danmu/${vids.hls}` })).json()).toEqual([]);
  });

  it('the marquee answers its data with a sign, in the pattern asked for (1–7)', async () => {
    for (const setting of [1, 2, 3, 4, 5, 6, 7]) {
      const response = await server().inject({ url: `/vod/marquee?vid=${vids.marquee}&t=1700000000000&setting=${setting}` });
      expect(response.statusCode).toBe(200);
      const { data, sign } = response.json<{ data: { username: string; setting: number }; sign: string }>();
      expect(data.setting).toBe(setting);
      expect(data.username).toBe('demo learner 0001');
      expect(sign).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('the second signed response equals the first for the text as sent, and differs for an altered text or time', async () => {
    const t = '1700000000123';
    const first = (await server().inject({ url: `/vod/marquee?vid=${vids.marquee}&t=${t}` })).json<{ data: { username: string }; sign: string }>();
    const second = async (username: string, time = t) =>
      (await server().inject({ url: `/vod/marquee?vid=${vids.marquee}&t=${time}&username=${encodeURIComponent(username)}&sign=${first.sign}` })).json<{ sign2: string }>().sign2;
    expect(await second(first.data.username)).toBe(first.sign);
    expect(await second('someone else')).not.toBe(first.sign);
    expect(await second(first.data.username, '1700000000999')).not.toBe(first.sign);
  });

  it('a video without a marquee, a bad sign or a bad pattern is refused with the envelope', async () => {
    expect((await server().inject({ url: `/vod/marquee?vid=${vids.hls}&t=1` })).statusCode).toBe(404);
    expect((await server().inject({ url: `/vod/marquee?vid=${vids.marquee}&t=1&sign=zz` })).statusCode).toBe(400);
    const bad = await server().inject({ url: `/vod/marquee?vid=${vids.marquee}&t=1&setting=8` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: number }>().code).toBe(400);
  });
});
