// Issue 24 item 3: a learner imported without a password is asked to set one at first login (code 1004), sets it
// with POST /ddilearner/v1/user/password (their own account only, rate limited), then logs in with it (code 0).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, importLearnerRows as importLearners, logIn, loginRequest, sentSmsCode, sessionCookie, sharedServer, TestClock } from './helpers.js';

interface LoginData {
  userInfo: { userName: string; hasPassword: boolean };
}

/** Logs in by SMS code (the DEMO outbox) from its own address; returns the response. */
async function phoneLogin(server: FastifyInstance, phone: string, address: string, lang = 'EN') {
  const code = await sentSmsCode(server, phone, address);
  return server.inject({ method: 'POST', url: `/ddilearner/v1/user/login?lang=${lang}`, remoteAddress: address, payload: { loginType: 'phone', phone, code } });
}

const setPassword = (server: FastifyInstance, cookie: string, password: string, address = '127.0.0.1') =>
  server.inject({ method: 'POST', url: '/ddilearner/v1/user/password', remoteAddress: address, headers: { cookie }, payload: { password } });

describe('first password: asked at the first login, set by the learner', { timeout: 60_000 }, () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('answers the first login of a learner without a password with code 1004, the user info and a working session', async () => {
    await importLearners(server(), ['ivy,+66811140001,Ivy Imported,TH']);
    const response = await phoneLogin(server(), '+66811140001', '10.8.0.1', 'TH');
    expect(response.statusCode).toBe(200);
    const answer = body<LoginData>(response);
    expect(answer.code).toBe(1004);
    expect(answer.message).toBe('คุณเข้าสู่ระบบแล้ว กรุณาตั้งรหัสผ่านสำหรับบัญชีของคุณ');
    expect(answer.data.userInfo).toMatchObject({ userName: 'ivy', hasPassword: false });
    const cookie = sessionCookie(response) ?? '';
    expect(body(await server().inject({ url: '/ddilearner/v1/user/userinfo', headers: { cookie } })).code).toBe(0);

    // Once the password is set, a phone login answers 0, and the password logs in.
    expect(body(await setPassword(server(), cookie, 'Ivy@2026x')).code).toBe(0);
    // One SMS code per phone a minute.
    clock.advance(61_000);
    expect(body(await phoneLogin(server(), '+66811140001', '10.8.0.2')).code).toBe(0);
    expect(body(await loginRequest(server(), { username: 'ivy', password: 'Ivy@2026x' })).code).toBe(0);
  });

  it('answers a learner who has a password with code 0, by phone as by password', async () => {
    expect(body(await phoneLogin(server(), '+66810000001', '10.8.0.3')).code).toBe(0);
    expect(body(await loginRequest(server())).code).toBe(0);
  });

  it('sets the password of the session’s learner only: another learner without one keeps none; no session → 106', async () => {
    await importLearners(server(), ['jack,+66811140002,Jack Imported,EN', 'kate,+66811140003,Kate Imported,EN']);
    const jack = sessionCookie(await phoneLogin(server(), '+66811140002', '10.8.0.4')) ?? '';
    expect(body(await setPassword(server(), jack, 'Jack@2026x')).code).toBe(0);
    expect(body(await loginRequest(server(), { username: 'kate', password: 'Jack@2026x' })).code).toBe(1001);
    expect(body(await phoneLogin(server(), '+66811140003', '10.8.0.5')).code).toBe(1004);
    expect(body(await server().inject({ method: 'POST', url: '/ddilearner/v1/user/password', payload: { password: 'Nobody@2026' } })).code).toBe(106);
  });

  it('is rate limited: a sixth call of one learner in 15 minutes answers 429 with Retry-After', async () => {
    const cookie = await logIn(server());
    for (let index = 0; index < 5; index += 1) expect((await setPassword(server(), cookie, 'Another@2026', '10.8.0.6')).statusCode).toBe(400);
    const limited = await setPassword(server(), cookie, 'Another@2026', '10.8.0.6');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

const changePassword = (server: FastifyInstance, cookie: string, currentPassword: string, password: string, address = '127.0.0.1', lang = 'EN') =>
  server.inject({ method: 'POST', url: `/ddilearner/v1/user/password/change?lang=${lang}`, remoteAddress: address, headers: { cookie }, payload: { currentPassword, password } });

describe('password change (decision 0102): the learner gives the current password and a new one', { timeout: 60_000 }, () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  /** A learner with a password of their own, logged in: its session cookie. */
  async function learnerWithPassword(account: string, phone: string, password: string, address: string): Promise<string> {
    await importLearners(server(), [`${account},${phone},${account} Imported,EN`]);
    const cookie = sessionCookie(await phoneLogin(server(), phone, address)) ?? '';
    expect(body(await setPassword(server(), cookie, password, address)).code).toBe(0);
    return cookie;
  }

  it('with the right current password the new one logs in and the old one no longer does', async () => {
    const cookie = await learnerWithPassword('lena', '+66811150001', 'Lena@2026x', '10.9.0.1');
    expect(body(await changePassword(server(), cookie, 'Lena@2026x', 'Lena@2027y', '10.9.0.1')).code).toBe(0);
    expect(body(await loginRequest(server(), { username: 'lena', password: 'Lena@2027y' })).code).toBe(0);
    expect(body(await loginRequest(server(), { username: 'lena', password: 'Lena@2026x' })).code).toBe(1001);
  });

  it('a wrong current password is code 1005 in the learner’s language, and the password stays', async () => {
    const cookie = await learnerWithPassword('milo', '+66811150002', 'Milo@2026x', '10.9.0.2');
    const refused = body(await changePassword(server(), cookie, 'Milo@2026?', 'Milo@2027y', '10.9.0.2', 'TH'));
    expect([refused.code, refused.message]).toEqual([1005, 'รหัสผ่านปัจจุบันไม่ถูกต้อง']);
    expect(body(await loginRequest(server(), { username: 'milo', password: 'Milo@2026x' })).code).toBe(0);
  });

  it('refuses the same password again, a new one outside 8–128, an account without a password, and no session', async () => {
    const cookie = await learnerWithPassword('nora', '+66811150003', 'Nora@2026x', '10.9.0.3');
    expect((await changePassword(server(), cookie, 'Nora@2026x', 'Nora@2026x', '10.9.0.3')).statusCode).toBe(400);
    expect((await changePassword(server(), cookie, 'Nora@2026x', 'short', '10.9.0.3')).statusCode).toBe(400);
    await importLearners(server(), ['omar,+66811150004,Omar Imported,EN']);
    const omar = sessionCookie(await phoneLogin(server(), '+66811150004', '10.9.0.4')) ?? '';
    expect((await changePassword(server(), omar, 'anything', 'Omar@2026x', '10.9.0.4')).statusCode).toBe(400);
    expect(body(await server().inject({ method: 'POST', url: '/ddilearner/v1/user/password/change', payload: { currentPassword: 'Nora@2026x', password: 'Nobody@2026' } })).code).toBe(106);
    expect(body(await loginRequest(server(), { username: 'nora', password: 'Nora@2026x' })).code).toBe(0);
  });

  it('is rate limited with the first password: guesses of the current one stop at the fifth call in 15 minutes (429)', async () => {
    const cookie = await learnerWithPassword('pia', '+66811150005', 'Pia@2026xy', '10.9.0.5');
    // The first-password call counted once; four wrong guesses reach five.
    for (let guess = 0; guess < 4; guess += 1) expect(body(await changePassword(server(), cookie, `Guess@${guess}000`, 'Pia@2027yz', '10.9.0.5')).code).toBe(1005);
    const limited = await changePassword(server(), cookie, 'Pia@2026xy', 'Pia@2027yz', '10.9.0.5');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(15 * 60_000 + 1000);
    expect(body(await changePassword(server(), cookie, 'Pia@2026xy', 'Pia@2027yz', '10.9.0.5')).code).toBe(0);
  });
});
