import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vodAdLogs, vodQualityBeacons, vodViewStats } from '../src/db/video-schema.js';
import { TestClock, sharedServer } from './helpers.js';
import { md5, vids } from './vod-helpers.js';

describe('player sign and verification, password check', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('signs, and the verification reproduces sign and sign2 = md5(sign + vid + t)', async () => {
    const t = '1767582000000';
    const signed = (await server().inject({ url: `/vod/sign/player?t=${t}&vid=${vids.playauth}&code=alice` })).json<{ code: string; sign: string; status: number; username: string }>();
    expect(signed).toMatchObject({ code: '0', status: 1, username: 'alice' });
    const verify = (await server().inject({ url: `/vod/sign/verify?t=${t}&vid=${vids.playauth}&status=1&username=alice&code=alice` })).json<{ sign: string; sign2: string }>();
    expect(verify.sign).toBe(signed.sign);
    expect(verify.sign2).toBe(md5(signed.sign + vids.playauth + t));
    const tampered = (await server().inject({ url: `/vod/sign/verify?t=${t}&vid=${vids.playauth}&status=1&username=mallory&code=alice` })).json<{ sign: string }>();
    expect(tampered.sign).not.toBe(signed.sign);
    const backup = (await server().inject({ url: `/vod/sign/player-backup?t=${t}&vid=${vids.playauth}&code=deny` })).json<{ status: number }>();
    expect(backup.status).toBe(0);
  });

  it('answers JSONP with a validated callback', async () => {
    const response = await server().inject({ url: `/vod/sign/player?t=1&vid=${vids.playauth}&callback=jQuery123_456` });
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.body).toMatch(/^\/\*\*\/jQuery123_456\(\{.*\}\);$/);
    const error = await server().inject({ url: `/vod/sign/player?t=x&vid=${vids.playauth}&callback=cb` });
    expect(error.statusCode).toBe(200);
    expect(error.body).toMatch(/^\/\*\*\/cb\(\{"code":400/);
    const bad = await server().inject({ url: `/vod/sign/player?t=1&vid=${vids.playauth}&callback=alert(1)` });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/json');
    expect(bad.json<{ message: string }>().message).toContain('callback');
  });

  it('checks the password hash md5(password + vid + ts + salt): 1 right, 0 wrong, 2 time error', async () => {
    const ts = String(clock.now().getTime());
    const check = (password: string, at = ts) =>
      server().inject({ url: `/vod/password/check?vid=${vids.password}&ts=${at}&password=${md5(password + vids.password + at + 'ddi-vod-password-salt')}` });
    expect((await check('ddi123')).json()).toEqual({ result: 1, grant: expect.stringMatching(/^\d+-[0-9a-f]{32}$/) as unknown });
    expect((await check('wrong')).json()).toEqual({ result: 0 });
    const old = String(clock.now().getTime() - 6 * 60 * 1000);
    expect((await check('ddi123', old)).json()).toEqual({ result: 2 });
    const jsonp = await server().inject({ url: `/vod/password/check?vid=${vids.password}&ts=${ts}&password=${'0'.repeat(32)}&callback=cb` });
    expect(jsonp.body).toBe('/**/cb({"result":0});');
    expect((await server().inject({ url: `/vod/password/check?vid=${vids.password}&ts=${ts}&password=plain` })).statusCode).toBe(400);
  });

  it('limits guessing: after 10 wrong passwords from one address in 15 minutes even the right one → 429', async () => {
    const ts = String(clock.now().getTime());
    const check = (password: string, remoteAddress: string) =>
      server().inject({
        url: `/vod/password/check?vid=${vids.password}&ts=${ts}&password=${md5(password + vids.password + ts + 'ddi-vod-password-salt')}`,
        remoteAddress,
      });
    expect((await check('ddi123', '10.7.0.1')).json()).toMatchObject({ result: 1 });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await check(`guess-${attempt}`, '10.7.0.1')).json()).toEqual({ result: 0 });
    const blocked = await check('ddi123', '10.7.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await check('ddi123', '10.7.0.2')).json()).toMatchObject({ result: 1 });
    clock.advance(15 * 60 * 1000 + 1);
    const later = String(clock.now().getTime());
    const retry = await server().inject({
      url: `/vod/password/check?vid=${vids.password}&ts=${later}&password=${md5('ddi123' + vids.password + later + 'ddi-vod-password-salt')}`,
      remoteAddress: '10.7.0.1',
    });
    expect(retry.json()).toMatchObject({ result: 1 });
  });
});

describe('view statistics, quality beacons, ad logs', () => {
  const server = sharedServer({ vodWriter: { maxDelayMs: 1 } });
  const vid = vids.hls;
  const base = { pid: '1767582000000X1234', vid, uid: vid.slice(0, 10), flow: '0', ts: '1767582000000', href: Buffer.from('https://host.example/page').toString('base64'), duration: '24', sd: '20', pn: 'HTML5', pv: 'v1.0.0-DRM11' };
  const view = (fields: Record<string, string>) => server().inject({ url: `/vod/stats/view?${new URLSearchParams(fields).toString()}` });
  const signOf = (pd: string, cts: string) => md5(`ddi-vod-stats${base.pid}${vid}0${pd}${cts}`);

  it('stores a signed view beacon with every field', async () => {
    const fields = { ...base, cts: '12', pd: '10', sign: signOf('10', '12'), sid: Buffer.from('viewer42').toString('base64'), param2: Buffer.from('Alice').toString('base64'), appId: 'demo-app', viewerAvatar: Buffer.from('https://a/b.png').toString('base64'), ute: 'bop' };
    const response = await view(fields);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, message: '', data: null });
    await server().vodWriters.view.flush();
    const [row] = await server().database.db.select().from(vodViewStats).where(eq(vodViewStats.pid, base.pid));
    expect(row).toMatchObject({ vid, uid: base.uid, flow: 0, ts: 1767582000000, duration: 24, cts: 12, sd: 20, pd: 10, pn: 'HTML5', appId: 'demo-app', ute: 'bop', sign: fields.sign, sid: fields.sid, param2: fields.param2 });
    expect(row?.sign).toBe(md5('ddi-vod-stats' + row?.pid + row?.vid + row?.flow + row?.pd + row?.cts));
  });

  it('refuses a wrong sign (403), a wrong uid, cts beyond duration and malformed fields (400)', async () => {
    expect((await view({ ...base, cts: '12', pd: '10', sign: signOf('10', '13') })).statusCode).toBe(403);
    expect((await view({ ...base, uid: 'zzzzzzzzzz', cts: '12', pd: '10', sign: signOf('10', '12') })).statusCode).toBe(400);
    expect((await view({ ...base, cts: '30', pd: '10', sign: signOf('10', '30') })).statusCode).toBe(400);
    const malformed = await view({ ...base, cts: 'abc', pd: '10', sign: signOf('10', 'abc'), lang: 'en' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('querystring/cts');
  });

  it('a view beacon re-sent with its idempotency key ik is stored once and answered success each time; without ik, once per send', async () => {
    const pid = '1767582000000X5001';
    const fields = { ...base, pid, cts: '12', pd: '10', sign: md5(`ddi-vod-stats${pid}${vid}01012`) };
    // Three sends of one keyed beacon: two at once (one batch of the writer), then one more.
    const keyed = { ...fields, ik: 'view-key-0001' };
    const answers = [...(await Promise.all([view(keyed), view(keyed)])), await view(keyed)];
    for (const answer of answers) expect(answer.json()).toEqual({ code: 0, message: '', data: null });
    for (let send = 0; send < 2; send += 1) expect((await view(fields)).json()).toMatchObject({ code: 0 });
    // The key is scoped to the player session: another pid may use the same key.
    const otherPid = '1767582000000X5002';
    expect((await view({ ...keyed, pid: otherPid, sign: md5(`ddi-vod-stats${otherPid}${vid}01012`) })).json()).toMatchObject({ code: 0 });
    await server().vodWriters.view.flush();
    const rows = await server().database.db.select({ key: vodViewStats.idempotencyKey }).from(vodViewStats).where(eq(vodViewStats.pid, pid));
    expect(rows.map((row) => row.key ?? 'none').sort()).toEqual(['none', 'none', 'view-key-0001']);
    expect(await server().database.db.select().from(vodViewStats).where(eq(vodViewStats.pid, otherPid))).toHaveLength(1);
  });

  it('a quality beacon re-sent with its ik is stored once; a malformed ik answers 400 naming it and stores nothing', async () => {
    const quality = (fields: Record<string, string>) => server().inject({ url: `/vod/stats/quality?${new URLSearchParams(fields).toString()}` });
    const fields = { pid: 'q-ik-pid', vid, uid: vid.slice(0, 10), href: base.href, domain: 'host.example', type: 'buffer', pn: 'HTML5', pv: 'v1', time: '250' };
    for (let send = 0; send < 3; send += 1) expect((await quality({ ...fields, ik: 'quality_key-01' })).json()).toEqual({ code: 0, message: '', data: null });
    expect((await quality(fields)).json()).toMatchObject({ code: 0 });
    for (const ik of ['short', 'x'.repeat(65), 'has space1', 'semi;colon']) {
      const refused = await quality({ ...fields, ik });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400, message: expect.stringContaining('querystring/ik') as unknown });
      const signed = { ...base, pid: 'ik-bad-pid', cts: '1', pd: '1', sign: md5(`ddi-vod-stats${'ik-bad-pid'}${vid}011`), ik };
      expect((await view(signed)).statusCode).toBe(400);
    }
    await Promise.all([server().vodWriters.quality.flush(), server().vodWriters.view.flush()]);
    const rows = await server().database.db.select({ key: vodQualityBeacons.idempotencyKey }).from(vodQualityBeacons).where(eq(vodQualityBeacons.pid, 'q-ik-pid'));
    expect(rows.map((row) => row.key ?? 'none').sort()).toEqual(['none', 'quality_key-01']);
    expect(await server().database.db.select().from(vodViewStats).where(eq(vodViewStats.pid, 'ik-bad-pid'))).toHaveLength(0);
  });

  it('stores quality beacons and ad logs', async () => {
    const quality = new URLSearchParams({ pid: 'q-pid', vid, uid: vid.slice(0, 10), href: base.href, domain: 'host.example', type: 'error', pn: 'HTML5', pv: 'v1', error: '#007', request_uri: '/vod/mp4/x.mp4' });
    expect((await server().inject({ url: `/vod/stats/quality?${quality.toString()}` })).statusCode).toBe(200);
    quality.set('type', 'crash');
    expect((await server().inject({ url: `/vod/stats/quality?${quality.toString()}` })).statusCode).toBe(400);
    expect((await server().inject({ url: `/vod/ad/log?adid=ad-1&type=0&vid=${vid}&callback=cb` })).body).toBe('/**/cb({"code":0,"message":"","data":null});');
    expect((await server().inject({ url: '/vod/ad/log?adid=ad-1&type=9' })).statusCode).toBe(400);
    await Promise.all([server().vodWriters.quality.flush(), server().vodWriters.ad.flush()]);
    const [beacon] = await server().database.db.select().from(vodQualityBeacons).where(eq(vodQualityBeacons.pid, 'q-pid'));
    expect(beacon).toMatchObject({ type: 'error', error: '#007', domain: 'host.example', requestUri: '/vod/mp4/x.mp4' });
    const [ad] = await server().database.db.select().from(vodAdLogs).where(eq(vodAdLogs.adid, 'ad-1'));
    expect(ad).toMatchObject({ type: 0, vid });
  });
});
