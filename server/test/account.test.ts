import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.js';
import { errorCodes, errorMessage } from '../src/lib/envelope.js';
import { apiLanguages } from '../src/lib/language.js';
import { sha256Hex } from '../src/lib/tokens.js';
import * as sessionRepository from '../src/repositories/sessions.js';
import {
  body,
  demo,
  logIn,
  loginRequest,
  multi,
  sessionCookie,
  sharedServer,
  TestClock,
} from './helpers.js';

interface UserInfo {
  userId: number;
  userName: string;
  displayName: string;
  company: { id: number; name: string } | null;
  companyList?: { id: number; name: string }[];
}

const userInfoUrl = '/ddilearner/v1/user/userinfo';

describe('account login: success sets an httpOnly SameSite=Lax cookie and never returns a password hash', () => {
  const server = sharedServer();

  it('answers { userInfo } and sets ddi_session httpOnly, SameSite=Lax, Path=/, not Secure over plain HTTP', async () => {
    const response = await loginRequest(server());
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      code: 0,
      message: '',
      data: {
        userInfo: {
          userId: 1,
          userName: 'demo',
          displayName: 'Demo Learner',
          company: { id: 1, name: 'DDI Thailand Co., Ltd.' },
          hasPassword: true,
        },
      },
    });
    const cookie = response.cookies.find((entry) => entry.name === 'ddi_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never puts the password or its hash in the response', async () => {
    const response = await loginRequest(server());
    const [stored] = await server().database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'demo'));
    expect(response.body).not.toContain(demo.password);
    expect(response.body).not.toContain('scrypt');
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain(stored?.hash ?? 'missing');
  });

  it('keeps only the SHA-256 of the token in the database', async () => {
    const response = await loginRequest(server());
    const token = response.cookies.find((entry) => entry.name === 'ddi_session')?.value ?? '';
    const rows = await server().database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.map((row) => row.tokenHash)).toContain(sha256Hex(token));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
  });

  const behindProxy = sharedServer({ fastify: { trustProxy: true } });
  const overTls = (target: () => FastifyInstance) =>
    target().inject({
      method: 'POST',
      url: '/ddilearner/v1/user/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { loginType: 'account', username: demo.username, password: demo.password },
    });

  it('marks the cookie Secure when the request came over TLS through a trusted proxy (TRUST_PROXY)', async () => {
    const response = await overTls(behindProxy);
    expect(response.cookies.find((entry) => entry.name === 'ddi_session')).toMatchObject({ secure: true, httpOnly: true });
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await overTls(server);
    expect(response.cookies.find((entry) => entry.name === 'ddi_session')?.secure).toBeFalsy();
  });
});

describe('account login: a wrong password or an unknown user name answers 1001', () => {
  const server = sharedServer();

  it.each([
    ['a wrong password', { username: demo.username, password: 'Wrong@1234' }],
    ['an unknown user name', { username: 'nobody', password: demo.password }],
    ['a user name in the wrong case', { username: 'DEMO', password: demo.password }],
  ])('%s → code 1001 "Incorrect user name or password", HTTP 200, no cookie', async (_case, credentials) => {
    const response = await loginRequest(server(), { ...credentials, address: '10.0.1.1' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ code: 1001, message: 'Incorrect user name or password', data: null });
    expect(sessionCookie(response)).toBeUndefined();
  });
});

describe('remember me: a persistent 30-day cookie, else a browser-session cookie and 24 h on the server', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('remember: true sets Max-Age of 30 days and the session still works after 29 days', async () => {
    clock.set('2026-01-05T03:00:00Z');
    const response = await loginRequest(server(), { remember: true });
    const cookie = response.cookies.find((entry) => entry.name === 'ddi_session');
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    expect(cookie?.expires?.toISOString()).toBe('2026-02-04T03:00:00.000Z');
    clock.advance(29 * 24 * 3_600_000);
    expect(body(await server().inject({ url: userInfoUrl, headers: { cookie: sessionCookie(response) } })).code).toBe(0);
    clock.advance(2 * 24 * 3_600_000);
    expect(body(await server().inject({ url: userInfoUrl, headers: { cookie: sessionCookie(response) } })).code).toBe(106);
  });

  it('remember: false sets a cookie without Max-Age or Expires, and the session ends after 24 h as "expired"', async () => {
    clock.set('2026-01-05T03:00:00Z');
    const response = await loginRequest(server(), { remember: false });
    const cookie = response.cookies.find((entry) => entry.name === 'ddi_session');
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    const headers = { cookie: sessionCookie(response) };
    clock.advance(23 * 3_600_000);
    expect(body(await server().inject({ url: userInfoUrl, headers })).code).toBe(0);
    clock.advance(2 * 3_600_000);
    const expired = await server().inject({ url: userInfoUrl, headers });
    expect(body(expired).code).toBe(106);
    const [row] = await server()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(sessionCookie(response)?.split('=')[1] ?? '')));
    expect(row).toMatchObject({ revokedReason: 'expired', remember: false });
  });

  it('records when a session was last seen, at most once a minute', async () => {
    clock.set('2026-01-05T03:00:00Z');
    const cookie = await logIn(server());
    const token = cookie.split('=')[1] ?? '';
    const lastSeen = async () =>
      (await server().database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, sha256Hex(token))))[0]?.at.toISOString();
    clock.advance(30_000);
    await server().inject({ url: userInfoUrl, headers: { cookie } });
    expect(await lastSeen()).toBe('2026-01-05T03:00:00.000Z');
    clock.advance(40_000);
    await server().inject({ url: userInfoUrl, headers: { cookie } });
    expect(await lastSeen()).toBe('2026-01-05T03:01:10.000Z');
  });
});

describe("a newer login of the same user turns the older session's calls into code 106", () => {
  const server = sharedServer();

  it('the first session answers 106 once the same user logged in again; the cookie jar is left alone', async () => {
    const first = await logIn(server());
    expect(body(await server().inject({ url: userInfoUrl, headers: { cookie: first } })).code).toBe(0);
    const second = await logIn(server());

    const replaced = await server().inject({ url: userInfoUrl, headers: { cookie: first } });
    expect(replaced.statusCode).toBe(200);
    expect(body(replaced)).toEqual({ code: 106, message: 'Your session has expired, please log in again', data: null });
    // A late 106 must not delete the cookie of a newer login that may share the browser's cookie jar.
    expect(replaced.headers['set-cookie']).toBeUndefined();
    expect(body(await server().inject({ url: userInfoUrl, headers: { cookie: second } })).code).toBe(0);

    const [row] = await server()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(first.split('=')[1] ?? '')));
    expect(row?.revokedReason).toBe('replaced');
  });

  it("another user's login leaves the session alone", async () => {
    const mine = await logIn(server());
    await logIn(server(), { username: multi.username });
    expect(body(await server().inject({ url: userInfoUrl, headers: { cookie: mine } })).code).toBe(0);
  });

  it('two logins at the same moment still leave exactly one open session', async () => {
    await Promise.all([logIn(server()), logIn(server()), logIn(server())]);
    const open = (await sessionRepository.listForUser(server().database.db, 1)).filter((session) => session.revokedAt === null);
    expect(open).toHaveLength(1);
  });
});

describe('logout revokes the session and clears the cookie; calls answer 106 afterwards', () => {
  const server = sharedServer();

  it('answers code 0 with data null, clears the cookie, and the old cookie then gets 106', async () => {
    const cookie = await logIn(server());
    const response = await server().inject({ url: '/ddilearner/v1/user/logout', headers: { cookie } });
    expect(body(response)).toEqual({ code: 0, message: '', data: null });
    const cleared = response.cookies.find((entry) => entry.name === 'ddi_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());

    expect(body(await server().inject({ url: userInfoUrl, headers: { cookie } })).code).toBe(106);
    const [row] = await server()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(cookie.split('=')[1] ?? '')));
    expect(row?.revokedReason).toBe('logout');
  });

  it('answers code 0 without a session, or with one that is already gone', async () => {
    expect(body(await server().inject('/ddilearner/v1/user/logout')).code).toBe(0);
    const cookie = await logIn(server());
    await server().inject({ url: '/ddilearner/v1/user/logout', headers: { cookie } });
    expect(body(await server().inject({ url: '/ddilearner/v1/user/logout', headers: { cookie } })).code).toBe(0);
  });
});

describe('userinfo: a session call whose companyList is present only for users in more than one company', () => {
  const server = sharedServer();

  it('demo (one company) gets no companyList', async () => {
    const cookie = await logIn(server());
    const info = body<UserInfo>(await server().inject({ url: userInfoUrl, headers: { cookie } }));
    expect(info.data).toEqual({ userId: 1, userName: 'demo', displayName: 'Demo Learner', company: { id: 1, name: 'DDI Thailand Co., Ltd.' }, hasPassword: true });
    expect('companyList' in info.data).toBe(false);
  });

  it('multi (two companies) gets both in companyList', async () => {
    const cookie = await logIn(server(), { username: multi.username });
    const info = body<UserInfo>(await server().inject({ url: userInfoUrl, headers: { cookie } }));
    expect(info.data.companyList).toEqual([
      { id: 1, name: 'DDI Thailand Co., Ltd.' },
      { id: 2, name: 'DDI China Ltd.' },
    ]);
  });

  it.each([
    ['no cookie', undefined],
    ['a malformed cookie', 'ddi_session=not-a-token'],
    ['a well-formed but unknown token', `ddi_session=${'A'.repeat(43)}`],
  ])('%s → code 106 with HTTP 200', async (_case, cookie) => {
    const response = await server().inject({ url: userInfoUrl, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ code: 106, data: null });
  });
});

describe('loginstatus/interval answers the seconds between status checks (30)', () => {
  const server = sharedServer();

  it('answers data 30 without a session', async () => {
    expect(body(await server().inject('/ddilearner/v1/user/loginstatus/interval'))).toEqual({ code: 0, message: '', data: 30 });
  });
});

describe('company switch: a member switches, anyone else gets 1003', () => {
  const server = sharedServer();
  const switchTo = (cookie: string | undefined, companyId: unknown) =>
    server().inject({
      method: 'POST',
      url: '/ddilearner/v1/user/company',
      headers: cookie ? { cookie } : {},
      payload: { companyId },
    });

  it('multi switches to company 2: the answer and the next userinfo say so', async () => {
    const cookie = await logIn(server(), { username: multi.username });
    const switched = body<UserInfo>(await switchTo(cookie, 2));
    expect(switched.code).toBe(0);
    expect(switched.data.company).toEqual({ id: 2, name: 'DDI China Ltd.' });
    expect(switched.data.companyList).toHaveLength(2);
    expect(body<UserInfo>(await server().inject({ url: userInfoUrl, headers: { cookie } })).data.company?.id).toBe(2);
    expect(body<UserInfo>(await switchTo(cookie, 1)).data.company?.id).toBe(1);
  });

  it.each([
    ['a company the user is not in', 2],
    ['a company that does not exist', 999],
  ])('demo switching to %s → 1003, company unchanged', async (_case, companyId) => {
    const cookie = await logIn(server());
    expect(body(await switchTo(cookie, companyId))).toEqual({ code: 1003, message: 'You are not a member of that company', data: null });
    expect(body<UserInfo>(await server().inject({ url: userInfoUrl, headers: { cookie } })).data.company?.id).toBe(1);
  });

  it('without a session → 106', async () => {
    expect(body(await switchTo(undefined, 1)).code).toBe(106);
  });
});

describe('findUserIdByPhone answers the user id of a phone or null, rate-limited per address', () => {
  const server = sharedServer();
  const find = (phone: string, address = '10.0.2.1') =>
    server().inject({ url: `/sr/trialFlow/findUserIdByPhone/${phone}`, remoteAddress: address });

  it('finds demo by +66810000001, with or without the +, encoded or not', async () => {
    for (const phone of ['+66810000001', '%2B66810000001', '66810000001']) {
      expect(body(await find(phone))).toEqual({ code: 0, message: '', data: { userId: 1 } });
    }
  });

  it('answers null for a phone of nobody', async () => {
    expect(body(await find('+66899999999')).data).toEqual({ userId: null });
  });

  it('answers 400 naming the phone for something that is not a phone number', async () => {
    const response = await find('12ab');
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toContain('params/phone');
  });

  it('answers 429 after 20 lookups from one address within an hour', async () => {
    for (let i = 0; i < 20; i += 1) expect(body(await find('+66810000001', '10.0.2.99')).code).toBe(0);
    const limited = await find('+66810000001', '10.0.2.99');
    expect(limited.statusCode).toBe(429);
    expect(body(limited).code).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(await find('+66810000001', '10.0.2.100')).code).toBe(0);
  });
});

describe('messages are in the request language (lang query, then Accept-Language, else English)', () => {
  const server = sharedServer();
  let attempt = 0;
  // A different unknown user each time: the 6th failure of one account would be 429.
  const wrongLogin = (url: string, headers: Record<string, string> = {}) =>
    server().inject({
      method: 'POST',
      url,
      headers,
      remoteAddress: '10.0.3.1',
      payload: { loginType: 'account', username: `nobody-${(attempt += 1)}`, password: 'x' },
    });

  it.each([
    ['?lang=TH', {}, 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'],
    ['?lang=CN', {}, '用户名或密码错误'],
    ['?lang=tw', {}, '使用者名稱或密碼錯誤'],
    ['?lang=en', { 'accept-language': 'th-TH' }, 'Incorrect user name or password'],
    ['', { 'accept-language': 'zh-TW,zh;q=0.9' }, '使用者名稱或密碼錯誤'],
    ['', {}, 'Incorrect user name or password'],
  ])('1001 for "%s" %o: %s', async (query, headers, message) => {
    expect(body(await wrongLogin(`/ddilearner/v1/user/login${query}`, headers))).toMatchObject({ code: 1001, message });
  });

  it('106 in Thai and a validation error in Chinese', async () => {
    expect(body(await server().inject(`${userInfoUrl}?lang=TH`)).message).toBe('เซสชันของคุณหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง');
    const invalid = body(await server().inject({ method: 'POST', url: '/api/sms/send?lang=CN', payload: { phone: 'x' } }));
    expect(invalid.message).toMatch(/^请求参数不正确: body\/phone/);
  });

  it('1003 in Traditional Chinese', async () => {
    const cookie = await logIn(server());
    const response = await server().inject({
      method: 'POST',
      url: '/ddilearner/v1/user/company?lang=TW',
      headers: { cookie },
      payload: { companyId: 2 },
    });
    expect(body(response)).toMatchObject({ code: 1003, message: '您不是該公司的成員' });
  });

  it('every error code has a message in all four languages', () => {
    for (const code of errorCodes) {
      const texts = apiLanguages.map((language) => errorMessage(code, language));
      expect(texts.every((text) => text.length > 0), String(code)).toBe(true);
      expect(new Set(texts).size, String(code)).toBe(4);
    }
  });
});

describe('valid sessions are trusted for 5 s without a database lookup (decision 0011)', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('a session revoked by another server instance is refused within 5 s', async () => {
    clock.set('2026-01-05T03:00:00Z');
    const cookie = await logIn(server());
    const headers = { cookie };
    expect(body(await server().inject({ url: userInfoUrl, headers })).code).toBe(0);
    // Another instance revokes it in the shared database: this one still trusts its recent lookup…
    await server().database.db.update(sessions).set({ revokedAt: clock.now(), revokedReason: 'logout' }).where(eq(sessions.tokenHash, sha256Hex(cookie.split('=')[1] ?? '')));
    clock.advance(4_000);
    expect(body(await server().inject({ url: userInfoUrl, headers })).code).toBe(0);
    // …but not longer than 5 s.
    clock.advance(1_000);
    expect(body(await server().inject({ url: userInfoUrl, headers })).code).toBe(106);
  });

  it('logout on this instance ends the session at once', async () => {
    clock.set('2026-01-05T04:00:00Z');
    const cookie = await logIn(server());
    const headers = { cookie };
    expect(body(await server().inject({ url: userInfoUrl, headers })).code).toBe(0);
    await server().inject({ url: '/ddilearner/v1/user/logout', headers });
    expect(body(await server().inject({ url: userInfoUrl, headers })).code).toBe(106);
  });

  it('a newer login of the same user on this instance replaces the older session at once', async () => {
    clock.set('2026-01-05T05:00:00Z');
    const first = await logIn(server());
    expect(body(await server().inject({ url: userInfoUrl, headers: { cookie: first } })).code).toBe(0);
    await logIn(server());
    expect(body(await server().inject({ url: userInfoUrl, headers: { cookie: first } })).code).toBe(106);
  });
});
