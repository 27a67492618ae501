// Decision 0103: a learner who forgot their password proves their phone with an SMS code and sets a new one
// (POST /ddilearner/v1/user/password/reset, no session); every session of theirs ends, and the answer names the
// user to log in as.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as sessions from '../src/repositories/sessions.js';
import {
  body,
  demo,
  importLearnerRows,
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

const reset = (server: FastifyInstance, payload: Record<string, unknown>, address = '127.0.0.1', lang = 'EN') =>
  server.inject({ method: 'POST', url: `/ddilearner/v1/user/password/reset?lang=${lang}`, remoteAddress: address, payload });

/** Another code can be sent to a phone a minute after the last. */
const nextMinute = (clock: TestClock) => {
  clock.advance(61_000);
};

describe('password reset by SMS code', { timeout: 60_000 }, () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });
  const phone = '+66810000001';

  it('sets the new password with a right code, answers the user name, and the old password no longer logs in', async () => {
    const code = await sentSmsCode(server(), phone, '10.9.0.1');
    const answer = await reset(server(), { phone, code, password: 'Forgot@2026' }, '10.9.0.1');
    expect(answer.statusCode).toBe(200);
    expect(body(answer)).toMatchObject({ code: 0, data: { username: 'demo' } });
    expect(body(await loginRequest(server(), { address: '10.9.0.2' })).code).toBe(1001);
    expect(body(await loginRequest(server(), { password: 'Forgot@2026', address: '10.9.0.2' })).code).toBe(0);
  });

  it('ends every session of the learner: an open one answers 106 afterwards, and is recorded as ended by the reset', async () => {
    const cookie = await logIn(server(), { password: 'Forgot@2026', address: '10.9.0.3' });
    expect(body(await server().inject({ url: '/ddilearner/v1/user/userinfo', headers: { cookie } })).code).toBe(0);
    nextMinute(clock);
    const code = await sentSmsCode(server(), phone, '10.9.0.3');
    expect(body(await reset(server(), { phone, code, password: 'Demo@1234' }, '10.9.0.3')).code).toBe(0);
    expect(body(await server().inject({ url: '/ddilearner/v1/user/userinfo', headers: { cookie } })).code).toBe(106);
    const ended = (await sessions.listForUser(server().database.db, 1)).at(-1);
    expect(ended?.revokedReason).toBe('password_reset');
  });

  it('refuses a wrong code with 1002 in the request language and keeps the password', async () => {
    nextMinute(clock);
    const code = await sentSmsCode(server(), phone, '10.9.0.4');
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = body(await reset(server(), { phone, code: wrong, password: 'Stolen@2026' }, '10.9.0.4', 'TH'));
    expect(answer.code).toBe(1002);
    expect(answer.message).toMatch(/[\u0E00-\u0E7F]/u);
    expect(body(await loginRequest(server(), { address: '10.9.0.5' })).code).toBe(0);
    // The right code still works after one wrong try, once.
    expect(body(await reset(server(), { phone, code, password: 'Demo@1234x' }, '10.9.0.4')).code).toBe(0);
    expect(body(await reset(server(), { phone, code, password: 'Again@2026' }, '10.9.0.4')).code).toBe(1002);
    expect(body(await loginRequest(server(), { password: 'Demo@1234x', address: '10.9.0.5' })).code).toBe(0);
  });

  it('refuses a phone nobody has (no code is ever sent to it) with 1002', async () => {
    expect(body(await reset(server(), { phone: '+66819999999', code: '123456', password: 'Nobody@2026' }, '10.9.0.6')).code).toBe(1002);
  });

  it('is limited as the phone login is: after 5 wrong codes for a phone in 15 minutes, even the right one answers 429', async () => {
    // The failures of the tests above fall out of the window.
    clock.advance(15 * 60_000 + 1000);
    const code = await sentSmsCode(server(), phone, '10.9.0.7');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let index = 0; index < 5; index += 1) expect(body(await reset(server(), { phone, code: wrong, password: 'Guess@2026' }, `10.9.1.${index}`)).code).toBe(1002);
    const limited = await reset(server(), { phone, code, password: 'Guess@2026' }, '10.9.1.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(await loginRequest(server(), { password: 'Demo@1234x', address: '10.9.0.8' })).code).toBe(0);
  });

  it('refuses a new password outside 8–128 characters, a code not of 6 digits and unknown fields with 400', async () => {
    for (const payload of [
      { phone, code: '123456', password: 'short' },
      { phone, code: '123456', password: 'x'.repeat(129) },
      { phone, code: '12345', password: 'Long@enough1' },
      { phone: '12', code: '123456', password: 'Long@enough1' },
      { phone, code: '123456', password: 'Long@enough1', userId: 2 },
    ]) {
      expect((await reset(server(), payload, '10.9.2.1')).statusCode).toBe(400);
    }
  });

  it('gives a learner imported without a password their first one (their next phone login answers 0, not 1004)', async () => {
    const learner = '+66811160001';
    await importLearnerRows(server(), [`quinn,${learner},Quinn Imported,EN`]);
    const code = await sentSmsCode(server(), learner, '10.9.3.1');
    expect(body(await reset(server(), { phone: learner, code, password: 'Second@2026' }, '10.9.3.1'))).toMatchObject({ code: 0, data: { username: 'quinn' } });
    nextMinute(clock);
    const login = await server().inject({
      method: 'POST',
      url: '/ddilearner/v1/user/login',
      remoteAddress: '10.9.3.2',
      payload: { loginType: 'phone', phone: learner, code: await sentSmsCode(server(), learner, '10.9.3.2') },
    });
    expect(body(login).code).toBe(0);
    expect(sessionCookie(login)).toBeTruthy();
  });
});

describe('the SMS notice after a password reset (decision 0105, OWASP ASVS V2.2.3)', { timeout: 60_000 }, () => {
  const clock = new TestClock('2026-11-29T19:58:30.000Z');
  const server = sharedServer({ clock });

  it('a reset sends the learner’s phone a notice without a code, after the code it used, in the request’s language (EN, TH)', async () => {
    const code = await sentSmsCode(server(), demo.phone, '10.9.4.1');
    expect(body(await reset(server(), { phone: demo.phone, code, password: 'Forgot@2026' }, '10.9.4.1')).code).toBe(0);
    expect(await outboxMessages(server(), demo.phone)).toEqual([
      {
        phone: demo.phone,
        code: null,
        text: 'Your DDI password was changed on 29 Nov 2026, 19:58 UTC. If this was not you, contact your administrator now.',
        sentAt: clock.now().toISOString(),
      },
      expect.objectContaining({ code }),
    ]);

    const thaiCode = await sentSmsCode(server(), multi.phone, '10.9.4.2');
    expect(body(await reset(server(), { phone: multi.phone, code: thaiCode, password: 'Forgot@2026' }, '10.9.4.2', 'TH')).code).toBe(0);
    expect((await outboxMessages(server(), multi.phone))[0]).toMatchObject({
      code: null,
      text: 'รหัสผ่าน DDI ของคุณถูกเปลี่ยนเมื่อ 29 พ.ย. 2569 19:58 น. (UTC) หากไม่ใช่คุณ โปรดติดต่อผู้ดูแลระบบทันที',
    });
  });

  it('a refused reset (wrong code) sends no notice', async () => {
    const phone = '+66810000004';
    const code = await sentSmsCode(server(), phone, '10.9.4.3');
    expect(body(await reset(server(), { phone, code: code === '000000' ? '111111' : '000000', password: 'Stolen@2026' }, '10.9.4.3')).code).toBe(1002);
    expect((await outboxMessages(server(), phone)).map((message) => message.code)).toEqual([code]);
  });

  it('a notice the gateway fails to send is logged (without the phone or the password): the reset stands, sessions ended', async () => {
    const { server: failing, sent, logs } = await serverWithGateway({ failNotices: true });
    try {
      const cookie = await logIn(failing, { address: '10.9.4.5' });
      expect((await failing.inject({ method: 'POST', url: '/api/sms/send', remoteAddress: '10.9.4.5', payload: { phone: demo.phone } })).statusCode).toBe(200);
      const answer = await reset(failing, { phone: demo.phone, code: sent.at(-1)?.code, password: 'Forgot@2026' }, '10.9.4.5');
      expect([answer.statusCode, body(answer)]).toEqual([200, { code: 0, message: '', data: { username: 'demo' } }]);
      expect(body(await failing.inject({ url: '/ddilearner/v1/user/userinfo', headers: { cookie } })).code).toBe(106);
      expect(body(await loginRequest(failing, { password: 'Forgot@2026', address: '10.9.4.6' })).code).toBe(0);
      expect(logs.filter((line) => line.msg === 'the SMS notice of a password change was not sent')).toEqual([
        expect.objectContaining({ level: 40, userId: 1, err: expect.objectContaining({ message: 'the SMS gateway is down' }) }),
      ]);
      const logged = JSON.stringify(logs);
      for (const secret of [demo.phone.slice(1), 'Forgot@2026']) expect(logged).not.toContain(secret);
    } finally {
      await failing.close();
    }
  });
});
