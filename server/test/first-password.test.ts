// Issue 24 item 3: a learner imported without a password is asked to set one at first login (code 1004), sets it
// with POST /ddilearner/v1/user/password (their own account only, rate limited), then logs in with it (code 0).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password.js';
import { passwordNoticeText } from '../src/services/sms.js';
import {
  body,
  demo,
  importLearnerRows as importLearners,
  logIn,
  loginRequest,
  multi,
  outboxMessages,
  sentSmsCode,
  serverWithGateway,
  sessionCookie,
  sharedServer,
  TestClock,
} from './helpers.js';

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

describe('the SMS notice of a password change (decision 0105, OWASP ASVS V2.2.3)', { timeout: 60_000 }, () => {
  const clock = new TestClock('2026-11-29T19:58:30.000Z');
  const server = sharedServer({ clock });

  /** The messages of the DEMO outbox to `phone` that are notices (no code). */
  const noticesTo = async (phone: string) => (await outboxMessages(server(), phone)).filter((message) => message.code === null);

  it('a change sends the learner’s phone a notice without a code, dated in UTC, in the request’s language (EN, TH)', async () => {
    const cookie = await logIn(server(), { address: '10.10.0.1' });
    expect(body(await changePassword(server(), cookie, demo.password, 'Changed@2026', '10.10.0.1')).code).toBe(0);
    expect(await noticesTo(demo.phone)).toEqual([
      {
        phone: demo.phone,
        code: null,
        text: 'Your DDI password was changed on 29 Nov 2026, 19:58 UTC. If this was not you, contact your administrator now.',
        sentAt: clock.now().toISOString(),
      },
    ]);

    const thai = await logIn(server(), { username: multi.username, password: multi.password, address: '10.10.0.2' });
    expect(body(await changePassword(server(), thai, multi.password, 'Changed@2026', '10.10.0.2', 'TH')).code).toBe(0);
    expect((await noticesTo(multi.phone)).map((notice) => notice.text)).toEqual([
      'รหัสผ่าน DDI ของคุณถูกเปลี่ยนเมื่อ 29 พ.ย. 2569 19:58 น. (UTC) หากไม่ใช่คุณ โปรดติดต่อผู้ดูแลระบบทันที',
    ]);
  });

  it('a learner whose account keeps a language (the import\'s `language`) is told in it, whatever the request\'s', async () => {
    await importLearners(server(), [`niran,+66811170009,Niran Imported,TH,${await hashPassword('Niran@2026')}`], 'account,phone,name,language,password_hash');
    const cookie = await logIn(server(), { username: 'niran', password: 'Niran@2026', address: '10.10.0.7' });
    expect(body(await changePassword(server(), cookie, 'Niran@2026', 'Niran@2027', '10.10.0.7', 'EN')).code).toBe(0);
    expect((await noticesTo('+66811170009')).map((notice) => notice.text)).toEqual([passwordNoticeText(clock.now(), 'TH')]);
  });

  it('a first password sends no notice: the learner has just proven their phone with a code', async () => {
    await importLearners(server(), ['sara,+66811170001,Sara Imported,EN']);
    const cookie = sessionCookie(await phoneLogin(server(), '+66811170001', '10.10.0.3')) ?? '';
    expect(body(await setPassword(server(), cookie, 'Sara@2026x', '10.10.0.3')).code).toBe(0);
    expect(await outboxMessages(server(), '+66811170001')).toEqual([expect.objectContaining({ code: expect.stringMatching(/^\d{6}$/) })]);
  });

  it('a refused change (wrong current password) sends no notice', async () => {
    const cookie = await logIn(server(), { username: 'graduate', address: '10.10.0.4' });
    expect(body(await changePassword(server(), cookie, 'Wrong@2026', 'Changed@2026', '10.10.0.4')).code).toBe(1005);
    expect(await outboxMessages(server(), '+66810000004')).toEqual([]);
  });

  it('a learner without a phone changes their password all the same, and nothing is sent', async () => {
    const { server: gatewayServer, sent, logs } = await serverWithGateway();
    try {
      await importLearners(gatewayServer, [`tomas,,Tomas Without Phone,EN,${await hashPassword('Tomas@2026')}`], 'account,phone,name,language,password_hash');
      const cookie = await logIn(gatewayServer, { username: 'tomas', password: 'Tomas@2026', address: '10.10.0.5' });
      expect(body(await changePassword(gatewayServer, cookie, 'Tomas@2026', 'Tomas@2027', '10.10.0.5')).code).toBe(0);
      expect(sent).toEqual([]);
      expect(logs.filter((line) => line.level >= 40)).toEqual([]);
      expect(body(await loginRequest(gatewayServer, { username: 'tomas', password: 'Tomas@2027', address: '10.10.0.5' })).code).toBe(0);
    } finally {
      await gatewayServer.close();
    }
  });

  it('a notice the gateway fails to send is logged (without the phone or the passwords) and the change stands', async () => {
    const { server: failing, logs } = await serverWithGateway({ failNotices: true });
    try {
      const cookie = await logIn(failing, { address: '10.10.0.6' });
      const answer = await changePassword(failing, cookie, demo.password, 'Changed@2026', '10.10.0.6');
      expect([answer.statusCode, body(answer).code]).toEqual([200, 0]);
      expect(body(await loginRequest(failing, { password: 'Changed@2026', address: '10.10.0.6' })).code).toBe(0);
      expect(logs.filter((line) => line.msg === 'the SMS notice of a password change was not sent')).toEqual([
        expect.objectContaining({ level: 40, userId: 1, err: expect.objectContaining({ message: 'the SMS gateway is down' }) }),
      ]);
      const logged = JSON.stringify(logs);
      for (const secret of [demo.phone.slice(1), demo.password, 'Changed@2026']) expect(logged).not.toContain(secret);
    } finally {
      await failing.close();
    }
  });
});

describe('the texts of the password notice', () => {
  /** The longest dates of each month: a two-digit day, two-digit hours. */
  const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 28, 23, 59)));

  it('fit one SMS segment in English (GSM 7-bit, ≤ 160) and Chinese (UCS-2, ≤ 70), two in Thai (≤ 134), whatever the date', () => {
    for (const at of dates) {
      const english = passwordNoticeText(at, 'EN');
      expect(english).toMatch(/^[A-Za-z0-9 .,:]+$/);
      expect(english.length).toBeLessThanOrEqual(160);
      for (const language of ['CN', 'TW'] as const) expect(passwordNoticeText(at, language).length).toBeLessThanOrEqual(70);
      expect(passwordNoticeText(at, 'TH').length).toBeLessThanOrEqual(134);
    }
  });

  it('are written in each language, Simplified and Traditional Chinese apart', () => {
    const at = new Date('2026-11-29T19:58:00Z');
    expect(passwordNoticeText(at, 'CN')).toBe('您的DDI密码已于2026年11月29日 19:58（UTC）更改。如非本人操作，请立即联系管理员。');
    expect(passwordNoticeText(at, 'TW')).toBe('您的DDI密碼已於2026年11月29日 19:58（UTC）變更。如非本人操作，請立即聯絡管理員。');
  });
});
