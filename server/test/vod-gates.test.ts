import { describe, expect, it } from 'vitest';
import { TestClock, sharedServer } from './helpers.js';
import { md5, vids } from './vod-helpers.js';

describe('media gates: a password video needs the grant of a successful password check', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  async function grant(vid = vids.password, password = 'ddi123'): Promise<string | undefined> {
    const ts = clock.now().getTime();
    const response = await server().inject({ url: `/vod/password/check?vid=${vid}&ts=${ts}&password=${md5(password + vid + ts + 'ddi-vod-password-salt')}` });
    return response.json<{ result: number; grant?: string }>().grant;
  }

  const get = (url: string) => server().inject({ url });

  it('a right password answers result 1 and a grant; a wrong one no grant', async () => {
    expect(await grant()).toMatch(/^\d+-[0-9a-f]{32}$/);
    expect(await grant(vids.password, 'wrong')).toBeUndefined();
  });

  it('playlists and fragments of the password video: good grant → 200 (and the fragments carry it), missing/wrong/other-video → 403', async () => {
    const good = (await grant())!;
    const master = await get(`/vod/hls/${vids.password}/master.m3u8?grant=${good}`);
    expect(master.statusCode).toBe(200);
    const level = await get(`/vod/hls/${vids.password}/360p.m3u8?grant=${good}`);
    expect(level.statusCode).toBe(200);
    const fragment = level.body.split('\n').find((line) => line.startsWith('/vod/line/'))!;
    expect(fragment).toMatch(new RegExp(`^/vod/line/line1/${vids.password}/360p/segment-000\\.ts\\?grant=${good}$`));
    expect((await get(fragment)).statusCode).toBe(200);

    const missing = await get(`/vod/hls/${vids.password}/master.m3u8?lang=en`);
    expect(missing.statusCode).toBe(403);
    expect(missing.json<{ message: string }>().message).toContain('grant is missing');
    expect((await get(`/vod/hls/${vids.password}/360p.m3u8`)).statusCode).toBe(403);
    expect((await get(fragment.split('?')[0]!)).statusCode).toBe(403);
    const forged = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect((await get(`/vod/hls/${vids.password}/master.m3u8?grant=${forged}`)).statusCode).toBe(403);
    expect((await get(`/vod/hls/${vids.password}/master.m3u8?grant=nonsense`)).statusCode).toBe(403);
    // A grant is bound to its video: one of another video does not open this one.
    const [expires] = good.split('-');
    expect((await get(`/vod/hls/${vids.password}/master.m3u8?grant=${expires}-${md5('other')}`)).statusCode).toBe(403);
  });

  it('an expired grant (after 1 hour) is refused and says so', async () => {
    const good = (await grant())!;
    clock.advance(60 * 60 * 1000 + 1000);
    const expired = await get(`/vod/hls/${vids.password}/master.m3u8?grant=${good}&lang=en`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json<{ message: string }>().message).toContain('expired');
    clock.set('2026-01-05T03:00:00.000Z');
  });

  it('videos without a password need no grant', async () => {
    expect((await get(`/vod/hls/${vids.hls}/master.m3u8`)).statusCode).toBe(200);
    expect((await get(`/vod/mp4/${vids.mp4}/360p.mp4`)).statusCode).toBe(200);
    const level = await get(`/vod/hls/${vids.hls}/360p.m3u8?grant=whatever`);
    expect(level.body).not.toContain('grant=');
  });
});
