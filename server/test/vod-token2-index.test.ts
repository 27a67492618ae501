import { describe, expect, it } from 'vitest';
import { TestClock, sharedServer, testServer } from './helpers.js';
import { decodeVideoInfo, md5, vids, webDecrypt } from './vod-helpers.js';

describe('token2 on HLS: the token2 video demands the auth_key of its index path (spec §7)', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });
  const get = (url: string) => server().inject({ url });

  /** The client's token2 call: GET /vod/token2, `data` decrypted with derive(vid). */
  async function authKey(vid: string, path = `/vod/hls/${vid}/master.m3u8`): Promise<string> {
    const response = await get(`/vod/token2?vid=${vid}&url=${encodeURIComponent(path)}`);
    const { message, data } = response.json<{ message: string; data: string }>();
    expect(message).toBe('success');
    return new TextDecoder().decode(await webDecrypt(vid, Buffer.from(data, 'base64')));
  }

  const messageOf = (response: Awaited<ReturnType<typeof get>>) => response.json<{ message: string }>().message;

  it("GET a token2 path of the video URL; a result with message 'success' is decrypted into an auth_key appended to the url: master, levels and fragments open", async () => {
    const key = await authKey(vids.token2);
    const master = await get(`/vod/hls/${vids.token2}/master.m3u8?auth_key=${key}&route=line1`);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('360p.m3u8');
    const level = await get(`/vod/hls/${vids.token2}/360p.m3u8?auth_key=${key}&route=line1`);
    expect(level.statusCode).toBe(200);
    const fragment = level.body.split('\n').find((line) => line.startsWith('/vod/line/'))!;
    expect(fragment).toBe(`/vod/line/line1/${vids.token2}/360p/segment-000.ts?auth_key=${key}`);
    expect((await get(fragment)).statusCode).toBe(200);
  });

  it('a preview id (vid + "p") gets token2 and playsafe answers too, encrypted with derive(preview id)', async () => {
    const preview = `${vids.preview}p`;
    const key = await authKey(preview, `/vod/hls/${vids.preview}/master.m3u8`);
    expect(key).toMatch(/^\d+-\w+-0-\w+$/);
    const token = await get(`/vod/playsafe?vid=${preview}`);
    expect(token.json<{ status: string }>().status).toBe('success');
  });

  it('line switches keep working: the fragments of another route carry the same auth_key', async () => {
    const key = await authKey(vids.token2);
    const level = await get(`/vod/hls/${vids.token2}/480p.m3u8?auth_key=${key}`);
    const fragment = level.body.split('\n').find((line) => line.startsWith('/vod/line/'))!;
    expect(fragment).toContain(`?auth_key=${key}`);
    expect((await get(fragment)).statusCode).toBe(200);
  });

  it('missing auth_key → 403 "auth_key is missing" on the master, the levels and the fragments', async () => {
    const master = await get(`/vod/hls/${vids.token2}/master.m3u8?lang=en`);
    expect(master.statusCode).toBe(403);
    expect(messageOf(master)).toContain('auth_key is missing');
    expect((await get(`/vod/hls/${vids.token2}/360p.m3u8`)).statusCode).toBe(403);
    expect((await get(`/vod/line/line1/${vids.token2}/360p/segment-000.ts`)).statusCode).toBe(403);
  });

  it('wrong (forged, malformed, minted for another path) → 403 naming the fault', async () => {
    const key = await authKey(vids.token2);
    const forged = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const wrong = await get(`/vod/hls/${vids.token2}/master.m3u8?auth_key=${forged}&lang=en`);
    expect(wrong.statusCode).toBe(403);
    expect(messageOf(wrong)).toContain('auth_key is invalid');
    const malformed = await get(`/vod/hls/${vids.token2}/360p.m3u8?auth_key=nonsense&lang=en`);
    expect(malformed.statusCode).toBe(403);
    expect(messageOf(malformed)).toContain('auth_key is malformed');
    const otherPath = await authKey(vids.token2, `/vod/hls/${vids.token2}/360p.m3u8`);
    expect((await get(`/vod/hls/${vids.token2}/360p.m3u8?auth_key=${otherPath}`)).statusCode).toBe(403);
    expect((await get(`/vod/line/line1/${vids.token2}/360p/segment-000.ts?auth_key=${forged}`)).statusCode).toBe(403);
  });

  it('an auth_key of another video does not open this one (and this one not the other)', async () => {
    const other = await authKey(vids.hls);
    expect((await get(`/vod/hls/${vids.hls}/master.m3u8?auth_key=${other}`)).statusCode).toBe(200);
    expect((await get(`/vod/hls/${vids.token2}/master.m3u8?auth_key=${other}`)).statusCode).toBe(403);
    expect((await get(`/vod/line/line1/${vids.token2}/360p/segment-000.ts?auth_key=${other}`)).statusCode).toBe(403);
    const own = await authKey(vids.token2);
    expect((await get(`/vod/hls/${vids.hls}/master.m3u8?auth_key=${own}`)).statusCode).toBe(403);
  });

  it('expired (valid 1 hour) → 403 "auth_key is expired"', async () => {
    const key = await authKey(vids.token2);
    clock.advance(60 * 60 * 1000 + 1000);
    const expired = await get(`/vod/hls/${vids.token2}/master.m3u8?auth_key=${key}&lang=en`);
    expect(expired.statusCode).toBe(403);
    expect(messageOf(expired)).toContain('auth_key is expired');
    expect((await get(`/vod/line/line1/${vids.token2}/360p/segment-000.ts?auth_key=${key}`)).statusCode).toBe(403);
    clock.set('2026-01-05T03:00:00.000Z');
  });

  it('other videos do not demand it: the hls video plays without an auth_key', async () => {
    expect((await get(`/vod/hls/${vids.hls}/master.m3u8`)).statusCode).toBe(200);
    expect((await get(`/vod/line/line1/${vids.hls}/360p/segment-000.ts`)).statusCode).toBe(200);
  });
});

describe('hlsIndex2 and hls302 (spec §3 video info)', () => {
  const server = sharedServer({ clock: new TestClock() });
  const get = (url: string) => server().inject({ url });
  const info = async (vid: string) => decodeVideoInfo(vid, (await get(`/vod/secure/${vid}.json`)).json<{ body: string }>().body);

  it('the hls-index2 video: hlsIndex answers 503, hlsIndex2 is the master (levels listed relatively)', async () => {
    const { hlsIndex, hlsIndex2, hls302 } = await info(vids['hls-index2']);
    expect({ hlsIndex, hlsIndex2, hls302 }).toEqual({
      hlsIndex: `/vod/hls/${vids['hls-index2']}/master.m3u8`,
      hlsIndex2: `/vod/hls/${vids['hls-index2']}/index2.m3u8`,
      hls302: 0,
    });
    const first = await get(`${hlsIndex as string}?route=line1`);
    expect(first.statusCode).toBe(503);
    expect(first.json<{ message: string }>().message).toContain('hlsIndex2');
    const second = await get(`${hlsIndex2 as string}?route=line1`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('#EXT-X-STREAM-INF');
    expect(second.body).toContain('\n360p.m3u8');
    expect((await get(`/vod/hls/${vids['hls-index2']}/360p.m3u8`)).statusCode).toBe(200);
  });

  it('other videos: hlsIndex2 "" and no second index (404)', async () => {
    expect(await info(vids.hls)).toMatchObject({ hlsIndex: `/vod/hls/${vids.hls}/master.m3u8`, hlsIndex2: '', hls302: 0 });
    expect((await get(`/vod/hls/${vids.hls}/index2.m3u8`)).statusCode).toBe(404);
  });

  it('hls302 1: the index answers a 302 to the real master, keeping the query; other videos 404', async () => {
    const { hlsIndex, hls302 } = await info(vids.hls302);
    expect(hls302).toBe(1);
    expect(hlsIndex).toBe(`/vod/hls302/${vids.hls302}/master.m3u8`);
    const redirect = await get(`${hlsIndex as string}?device=pc&pid=p1&route=line2`);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/vod/hls/${vids.hls302}/master.m3u8?device=pc&pid=p1&route=line2`);
    const master = await get(redirect.headers.location as string);
    expect(master.statusCode).toBe(200);
    // Levels are relative, so they resolve against the final URL (/vod/hls/{vid}/), where they exist.
    const level = await get(`/vod/hls/${vids.hls302}/360p.m3u8?route=line2`);
    expect(level.body).toContain(`/vod/line/line2/${vids.hls302}/360p/segment-000.ts`);
    expect((await get(`/vod/hls302/${vids.hls}/master.m3u8`)).statusCode).toBe(404);
  });
});

describe('GET /dev/vod-beacons (DEMO only): the stored view-statistics rows of a video', () => {
  const server = sharedServer({ clock: new TestClock() });
  const vid = vids.beacons;
  const pid = '1767582000000X4321';
  const beacon = (pd: number, cts: number) =>
    server().inject({
      url: `/vod/stats/view?${new URLSearchParams({
        pid, vid, uid: vid.slice(0, 10), flow: '0', ts: '1767582000000', href: Buffer.from('https://host.example/').toString('base64'),
        duration: '24', cts: String(cts), sd: String(pd), pd: String(pd), pn: 'HTML5', pv: 'v1',
        sign: md5(`ddi-vod-stats${pid}${vid}0${pd}${cts}`),
      }).toString()}`,
    });

  it('lists the rows of the vid newest first (pending batched rows included), without the other videos', async () => {
    expect((await beacon(2, 3)).statusCode).toBe(200);
    expect((await beacon(4, 5)).statusCode).toBe(200);
    const response = await server().inject({ url: `/dev/vod-beacons?vid=${vid}` });
    expect(response.statusCode).toBe(200);
    const { rows } = response.json<{ data: { rows: Record<string, unknown>[] } }>().data;
    expect(rows.map((row) => [row.pd, row.cts])).toEqual([[4, 5], [2, 3]]);
    expect(rows[0]).toMatchObject({ pid, vid, uid: vid.slice(0, 10), flow: 0, duration: 24, pn: 'HTML5', sign: md5(`ddi-vod-stats${pid}${vid}045`) });
    expect(typeof rows[0]!.receivedAt).toBe('string');
    const other = await server().inject({ url: `/dev/vod-beacons?vid=${vids.hls}` });
    expect(other.json<{ data: { rows: unknown[] } }>().data.rows).toEqual([]);
    expect((await server().inject({ url: '/dev/vod-beacons?vid=nope' })).statusCode).toBe(400);
  });

  it('without DEMO the route does not exist (404)', async () => {
    const plain = await testServer({ demo: false });
    try {
      expect((await plain.inject({ url: `/dev/vod-beacons?vid=${vid}` })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
