import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { ApiLanguage } from '../lib/language.js';
import { numericCode, sameHex, sha256Hex } from '../lib/tokens.js';
import * as smsCodes from '../repositories/sms-codes.js';
import * as smsOutbox from '../repositories/sms-outbox.js';
import * as users from '../repositories/users.js';
import { countHits, rateRules } from './rate-limit.js';

/** The rules of login codes (docs/api.md `POST /api/sms/send`). */
export const smsCodeRules = {
  digits: 6,
  validForMs: 5 * 60_000,
  maxWrongTries: 5,
  /** What the answer tells the client: the per-phone limit is one code per 60 s. */
  resendAfterSeconds: 60,
} as const;

export interface SmsMessage {
  /** E.164 with `+`. */
  phone: string;
  /** The login code (the outbox shows it; a real gateway only needs `text`); null for a notice, which has none. */
  code: string | null;
  /** The whole message in the request's language. */
  text: string;
}

/**
 * Where SMS messages go: the DEMO outbox, or a gateway passed to the app (`AppOptions.sms`). `send` rejects when
 * the message was not sent; its error is logged, so it should not carry the phone number or the text.
 */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/** DEMO mode: messages are stored in the outbox table and read back at `GET /dev/sms-outbox`. */
export class OutboxSmsTransport implements SmsTransport {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await smsOutbox.add(this.db, { ...message, sentAt: this.clock.now() });
  }
}

export class SmsGatewayMissingError extends Error {
  override name = 'SmsGatewayMissingError';
}

/**
 * Used when DEMO is off and no gateway was given: refuses to send (the caller answers code 500 and the log
 * says why), so that a misconfigured server never pretends to have sent a code.
 */
export class NoSmsGateway implements SmsTransport {
  async send(): Promise<void> {
    throw new SmsGatewayMissingError('no SMS gateway is configured: run with DEMO=1 (outbox) or pass an SmsTransport');
  }
}

const texts: Record<ApiLanguage, (code: string) => string> = {
  EN: (code) => `Your DDI verification code is ${code}. It is valid for 5 minutes.`,
  CN: (code) => `您的DDI验证码是${code}，5分钟内有效。`,
  TW: (code) => `您的DDI驗證碼是${code}，5分鐘內有效。`,
  TH: (code) => `รหัสยืนยัน DDI ของคุณคือ ${code} ใช้ได้ภายใน 5 นาที`,
};

export function smsText(code: string, language: ApiLanguage): string {
  return texts[language](code);
}

/** Notices are dated in UTC, with the zone written: the server does not know the learner's time zone (decision 0105). */
const noticeTimeFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });

const noticeTimeFormats: Record<ApiLanguage, Intl.DateTimeFormat> = {
  EN: noticeTimeFormat('en-GB'),
  CN: noticeTimeFormat('zh-CN'),
  TW: noticeTimeFormat('zh-TW'),
  // The Thai calendar's year (2569 for 2026), as Thai readers expect.
  TH: noticeTimeFormat('th-TH'),
};

const passwordNoticeTexts: Record<ApiLanguage, (time: string) => string> = {
  EN: (time) => `Your DDI password was changed on ${time} UTC. If this was not you, contact your administrator now.`,
  CN: (time) => `您的DDI密码已于${time}（UTC）更改。如非本人操作，请立即联系管理员。`,
  TW: (time) => `您的DDI密碼已於${time}（UTC）變更。如非本人操作，請立即聯絡管理員。`,
  TH: (time) => `รหัสผ่าน DDI ของคุณถูกเปลี่ยนเมื่อ ${time} น. (UTC) หากไม่ใช่คุณ โปรดติดต่อผู้ดูแลระบบทันที`,
};

/** The text of the notice that the password was changed at `at`, in `language`. */
export function passwordNoticeText(at: Date, language: ApiLanguage): string {
  return passwordNoticeTexts[language](noticeTimeFormats[language].format(at));
}

export interface PasswordNotice {
  /** The learner's phone, E.164 with `+`. */
  phone: string;
  language: ApiLanguage;
  /** When the password was changed. */
  at: Date;
}

/**
 * Tells the learner by SMS that their password was changed or reset (decision 0105, OWASP ASVS V2.2.3), so that a
 * change they did not make does not go unnoticed. A notice has no code. Rejects when the transport does: the
 * caller decides what a failure means (the password routes log it and still answer success).
 */
export async function sendPasswordNotice(transport: SmsTransport, notice: PasswordNotice): Promise<void> {
  await transport.send({ phone: notice.phone, code: null, text: passwordNoticeText(notice.at, notice.language) });
}

function digest(salt: string, phone: string, code: string): string {
  return sha256Hex(`${salt}:${phone}:${code}`);
}

/** `salt$digest`: a per-code random salt, so equal codes never look alike in the table. */
export function hashSmsCode(phone: string, code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, phone, code)}`;
}

function matches(stored: string, phone: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  return salt !== undefined && hash !== undefined && sameHex(hash, digest(salt, phone, code));
}

export interface SendCodeRequest {
  phone: string;
  /** The client's address, for the per-address limit. */
  address: string;
  language: ApiLanguage;
}

/**
 * Sends a login code, within the rate limits (one per phone per 60 s, 5 per phone per hour, 20 per address
 * per hour → 429). Only a phone that belongs to a user gets a message (no SMS to arbitrary numbers); the
 * answer is the same either way. When the transport fails the code is deleted, the hits are taken back and
 * the error goes up (code 500).
 */
export async function sendLoginCode(db: Db, clock: Clock, transport: SmsTransport, request: SendCodeRequest): Promise<void> {
  const now = clock.now();
  const hits = await countHits(
    db,
    [rateRules.smsPerPhoneMinute(request.phone), rateRules.smsPerPhoneHour(request.phone), rateRules.smsPerAddressHour(request.address)],
    now,
  );
  if ((await users.findIdByPhone(db, request.phone)) === undefined) return;
  const code = numericCode(smsCodeRules.digits);
  const id = await smsCodes.create(db, {
    phone: request.phone,
    codeHash: hashSmsCode(request.phone, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + smsCodeRules.validForMs),
  });
  try {
    await transport.send({ phone: request.phone, code, text: smsText(code, request.language) });
  } catch (error) {
    await smsCodes.remove(db, id);
    await hits.refund();
    throw error;
  }
}

/**
 * Checks a login code against the newest code sent to the phone: it must be unused, unexpired and have had
 * fewer than 5 wrong tries. A wrong code counts a try; a right one is used up. Returns whether it matched.
 */
export async function verifyLoginCode(db: Db, phone: string, code: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stored = await smsCodes.latestForUpdate(tx, phone);
    if (!stored || stored.usedAt !== null || stored.expiresAt <= now || stored.attempts >= smsCodeRules.maxWrongTries) return false;
    if (!matches(stored.codeHash, phone, code)) {
      await smsCodes.recordWrongAttempt(tx, stored.id);
      return false;
    }
    await smsCodes.markUsed(tx, stored.id, now);
    return true;
  });
}
