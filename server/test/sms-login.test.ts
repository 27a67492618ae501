import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rateLimits, sessions, smsCodes, smsOutbox } from '../src/db/schema.js';
import { hashSmsCode, smsCodeRules, verifyLoginCode, type SmsMessage, type SmsTransport } from '../src/services/sms.js';
import * as smsCodeRepository from '../src/repositories/sms-codes.js';
import { body, countRows, demo, multi, outboxMessages as outbox, sentSmsCode, sessionCookie, sharedServer, TestClock, testDatabase, testServer, type OutboxMessage } from './helpers.js';

interface OutboxData {
  messages: OutboxMessage[];
}

function sendCode(server: FastifyInstance, phone: string, address = '10.1.0.1', lang = 'EN') {
  return server.inject({ method: 'POST', url: `/api/sms/send?lang=${lang}`, remoteAddress: address, payload: { phone } });
}

function phoneLogin(server: FastifyInstance, phone: string, code: string, address = '10.1.0.1') {
  return server.inject({
    method: 'POST',
    url: '/ddilearner/v1/user/login',
    remoteAddress: address,
    payload: { loginType: 'phone', phone, code, remember: false },
  });
}

describe('SMS send → DEMO outbox → phone login', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('sends a 6-digit code (data { resendAfter: 60 }) that the outbox shows and that logs in by phone', async () => {
    const sent = await sendCode(server(), demo.phone);
    expect(sent.statusCode).toBe(200);
    expect(body(sent)).toEqual({ code: 0, message: '', data: { resendAfter: 60 } });

    const [message] = await outbox(server(), demo.phone);
    expect(message).toEqual({
      phone: demo.phone,
      code: expect.stringMatching(/^\d{6}$/),
      text: `Your DDI verification code is ${message?.code}. It is valid for 5 minutes.`,
      sentAt: clock.now().toISOString(),
    });

    const login = await phoneLogin(server(), demo.phone, message?.code ?? '');
    expect(body(login)).toMatchObject({ code: 0, data: { userInfo: { userId: 1, userName: 'demo' } } });
    expect(sessionCookie(login)).toBeDefined();
  });

  it('lists the outbox newest first, for one phone (+ as %2B or as a space) or for all', async () => {
    clock.advance(61_000);
    await sendCode(server(), multi.phone);
    clock.advance(61_000);
    await sendCode(server(), multi.phone);
    const messages = await outbox(server(), multi.phone);
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect((messages[0]?.sentAt ?? '') > (messages[1]?.sentAt ?? '')).toBe(true);
    expect(body<OutboxData>(await server().inject(`/dev/sms-outbox?phone=+66810000002`)).data.messages).toEqual(messages);
    const all = body<OutboxData>(await server().inject('/dev/sms-outbox')).data.messages;
    expect(new Set(all.map((message) => message.phone))).toEqual(new Set([demo.phone, multi.phone]));
  });

  it('writes the message in the request language and keeps only a salted hash of the code', async () => {
    clock.advance(61_000);
    await sendCode(server(), demo.phone, '10.1.0.1', 'TH');
    const [message] = await outbox(server(), demo.phone);
    const [stored] = await server()
      .database.db.select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, demo.phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(stored?.text).toBe(`รหัสยืนยัน DDI ของคุณคือ ${message?.code} ใช้ได้ภายใน 5 นาที`);
    const hashes = await server().database.db.select({ hash: smsCodes.codeHash }).from(smsCodes);
    for (const { hash } of hashes) {
      expect(hash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(hash).not.toContain(message?.code);
    }
  });

  it('answers the same for a phone of nobody, but sends nothing', async () => {
    const stranger = '+66899999999';
    expect(body(await sendCode(server(), stranger))).toEqual({ code: 0, message: '', data: { resendAfter: 60 } });
    expect(await outbox(server(), stranger)).toEqual([]);
    expect(await server().database.db.select().from(smsCodes).where(eq(smsCodes.phone, stranger))).toEqual([]);
  });
});

describe('a wrong, expired or reused code answers 1002', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  async function freshCode(phone = demo.phone): Promise<string> {
    clock.advance(61 * 60_000); // past every SMS and login limit of the previous test
    return sentSmsCode(server(), phone, '10.1.0.1');
  }

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('a wrong code → 1002, and the right code still works after it', async () => {
    const code = await freshCode();
    const response = await phoneLogin(server(), demo.phone, wrong(code));
    expect(body(response)).toEqual({ code: 1002, message: 'The verification code is wrong or has expired', data: null });
    expect(sessionCookie(response)).toBeUndefined();
    expect(body(await phoneLogin(server(), demo.phone, code)).code).toBe(0);
  });

  it('a used code → 1002', async () => {
    const code = await freshCode();
    expect(body(await phoneLogin(server(), demo.phone, code)).code).toBe(0);
    expect(body(await phoneLogin(server(), demo.phone, code)).code).toBe(1002);
  });

  it('a code after its 5 minutes → 1002', async () => {
    const code = await freshCode();
    clock.advance(smsCodeRules.validForMs);
    expect(body(await phoneLogin(server(), demo.phone, code)).code).toBe(1002);
  });

  it('an older code once a newer one was sent → 1002', async () => {
    const older = await freshCode();
    const newer = await freshCode();
    if (older === newer) return; // one chance in a million
    expect(body(await phoneLogin(server(), demo.phone, older)).code).toBe(1002);
    expect(body(await phoneLogin(server(), demo.phone, newer)).code).toBe(0);
  });

  it('a code for another phone, or for a phone that was never sent one → 1002', async () => {
    const code = await freshCode(demo.phone);
    expect(body(await phoneLogin(server(), multi.phone, code)).code).toBe(1002);
    expect(body(await phoneLogin(server(), '+66811111111', code)).code).toBe(1002);
  });

  it('the code is dead after 5 wrong tries, even the right one', async () => {
    const database = await testDatabase();
    try {
      const now = new Date('2026-01-05T03:00:00Z');
      await smsCodeRepository.create(database.db, {
        phone: demo.phone,
        codeHash: hashSmsCode(demo.phone, '123456'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + smsCodeRules.validForMs),
      });
      for (let i = 0; i < 5; i += 1) expect(await verifyLoginCode(database.db, demo.phone, '654321', now)).toBe(false);
      expect(await verifyLoginCode(database.db, demo.phone, '123456', now)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe('SMS rate limits: one code per phone per 60 s, 5 per phone per hour, 20 per address per hour → 429', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('a second code for the phone within 60 s → 429 with Retry-After; after 60 s it is sent', async () => {
    expect(body(await sendCode(server(), demo.phone, '10.2.0.1')).code).toBe(0);
    clock.advance(30_000);
    const limited = await sendCode(server(), demo.phone, '10.2.0.2');
    expect(limited.statusCode).toBe(429);
    expect(body(limited)).toEqual({ code: 429, message: 'Too many attempts, please try again later', data: null });
    expect(limited.headers['retry-after']).toBe('30');
    clock.advance(30_000);
    expect(body(await sendCode(server(), demo.phone, '10.2.0.3')).code).toBe(0);
  });

  it('the 6th code for one phone within an hour → 429', async () => {
    clock.advance(3_600_000);
    for (let i = 0; i < 5; i += 1) {
      expect(body(await sendCode(server(), multi.phone, `10.2.1.${i}`)).code, `send ${i + 1}`).toBe(0);
      clock.advance(61_000);
    }
    expect((await sendCode(server(), multi.phone, '10.2.1.9')).statusCode).toBe(429);
  });

  it('the 21st code from one address within an hour → 429; another address still sends', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(body(await sendCode(server(), `+668200000${String(i).padStart(2, '0')}`, '10.2.2.1')).code).toBe(0);
    }
    expect((await sendCode(server(), '+66820000099', '10.2.2.1')).statusCode).toBe(429);
    expect(body(await sendCode(server(), '+66820000099', '10.2.2.2')).code).toBe(0);
  });

  it('a refused send does not use up the other limits', async () => {
    clock.advance(3_600_000);
    expect(body(await sendCode(server(), demo.phone, '10.2.3.1')).code).toBe(0);
    expect((await sendCode(server(), demo.phone, '10.2.3.1')).statusCode).toBe(429);
    const [bucket] = await server()
      .database.db.select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, 'sms:address:1h:10.2.3.1'));
    expect(bucket?.count).toBe(1);
  });
});

describe('login failure limits: 5 per account and 20 per address in 15 minutes → 429', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });
  const login = (username: string, password: string, address: string) =>
    server().inject({
      method: 'POST',
      url: '/ddilearner/v1/user/login',
      remoteAddress: address,
      payload: { loginType: 'account', username, password },
    });

  it('after 5 wrong passwords even the right one → 429 until 15 minutes have passed', async () => {
    for (let i = 0; i < 5; i += 1) expect(body(await login('demo', 'Wrong@1234', `10.3.0.${i}`)).code).toBe(1001);
    const limited = await login('demo', demo.password, '10.3.0.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(15 * 60);
    clock.advance(15 * 60_000);
    expect(body(await login('demo', demo.password, '10.3.0.9')).code).toBe(0);
  });

  it('successful logins do not count', async () => {
    for (let i = 0; i < 8; i += 1) expect(body(await login('multi', multi.password, '10.3.1.1')).code).toBe(0);
  });

  it('after 20 failures from one address → 429 for any account from there; other addresses are fine', async () => {
    for (let i = 0; i < 20; i += 1) expect(body(await login(`nobody-${i}`, 'x', '10.3.2.1')).code).toBe(1001);
    expect((await login('multi', multi.password, '10.3.2.1')).statusCode).toBe(429);
    expect(body(await login('multi', multi.password, '10.3.2.2')).code).toBe(0);
  });

  it('5 wrong SMS codes for one phone → 429', async () => {
    clock.advance(3_600_000);
    await sendCode(server(), demo.phone, '10.3.3.1');
    for (let i = 0; i < 5; i += 1) expect(body(await phoneLogin(server(), demo.phone, '000000', `10.3.3.${i + 2}`)).code).toBe(1002);
    expect((await phoneLogin(server(), demo.phone, '000000', '10.3.3.9')).statusCode).toBe(429);
  });
});

describe('the SMS transport: DEMO outbox, a gateway passed in, or none', () => {
  it('without DEMO /dev/sms-outbox does not exist (404 envelope)', async () => {
    const server = await testServer({ demo: false });
    try {
      const response = await server.inject('/dev/sms-outbox?phone=%2B66810000001');
      expect(response.statusCode).toBe(404);
      expect(body(response)).toMatchObject({ code: 404 });
    } finally {
      await server.close();
    }
  });

  it('a gateway passed to the app gets the phone, the code and the text; a failing one → 500, nothing kept', async () => {
    const sent: SmsMessage[] = [];
    let failing = false;
    const gateway: SmsTransport = {
      async send(message) {
        if (failing) throw new Error('gateway down');
        sent.push(message);
      },
    };
    const server = await testServer({ sms: gateway });
    try {
      expect(body(await sendCode(server, demo.phone)).code).toBe(0);
      expect(sent).toEqual([{ phone: demo.phone, code: expect.stringMatching(/^\d{6}$/), text: expect.stringContaining(sent[0]?.code ?? '?') }]);
      expect(await countRows(server, smsOutbox)).toBe(0);

      failing = true;
      const failed = await sendCode(server, multi.phone);
      expect(failed.statusCode).toBe(500);
      expect(body(failed)).toMatchObject({ code: 500 });
      expect(await server.database.db.select().from(smsCodes).where(eq(smsCodes.phone, multi.phone))).toEqual([]);
      failing = false;
      // The failed send was taken back from the limits: the phone may have a code at once.
      expect(body(await sendCode(server, multi.phone)).code).toBe(0);
      expect(await countRows(server, sessions)).toBe(0);
    } finally {
      await server.close();
    }
  });
});
