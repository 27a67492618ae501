import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { ApiFailure, Code } from '../lib/envelope.js';
import { hashPassword, passwordNotSet, verifyPassword } from '../lib/password.js';
import { newSessionToken, sha256Hex } from '../lib/tokens.js';
import * as sessions from '../repositories/sessions.js';
import * as users from '../repositories/users.js';
import { countHits, rateRules } from './rate-limit.js';
import { verifyLoginCode } from './sms.js';

/** Session lifetimes (docs/api.md `POST /ddilearner/v1/user/login`). */
export const sessionRules = {
  /** "Remember me": a persistent cookie and a session of 30 days. */
  rememberedMs: 30 * 24 * 3_600_000,
  /** Otherwise: a browser-session cookie and 24 h on the server. */
  browserSessionMs: 24 * 3_600_000,
  /** `last_seen_at` is written at most this often. */
  touchEveryMs: 60_000,
  /** A valid session found in the database is trusted this long without asking again (decision 0011). */
  cacheMs: 5_000,
} as const;

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the real parameters: verified when the user does not exist, so that a
 * wrong user name costs as long as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export interface PasswordLogin {
  username: string;
  password: string;
  address: string;
}

/**
 * Checks a user name and password within the failure limits (5 per account, 20 per address in 15 minutes →
 * 429); a success takes its hits back, so that only failures count. Returns the user id or fails with 1001.
 */
export async function checkPassword(db: Db, now: Date, login: PasswordLogin): Promise<number> {
  const hits = await countHits(
    db,
    [rateRules.loginFailuresPerAccount(`user:${login.username.toLowerCase()}`), rateRules.loginFailuresPerAddress(login.address)],
    now,
  );
  const user = await users.findByUsername(db, login.username);
  // A user without a password yet (learner import) costs a full verification too, so timing tells nothing.
  const usable = user && user.passwordHash !== passwordNotSet ? user : undefined;
  const valid = await verifyPassword(login.password, usable?.passwordHash ?? (await dummyPasswordHash()));
  if (!usable || !valid) throw new ApiFailure(Code.wrongCredentials);
  await hits.refund();
  return usable.id;
}

export interface PhoneLogin {
  phone: string;
  code: string;
  address: string;
}

/** Checks a phone and its SMS code within the same failure limits; returns the user id or fails with 1002. */
export async function checkPhoneCode(db: Db, now: Date, login: PhoneLogin): Promise<number> {
  const hits = await countHits(
    db,
    [rateRules.loginFailuresPerAccount(`phone:${login.phone}`), rateRules.loginFailuresPerAddress(login.address)],
    now,
  );
  if (!(await verifyLoginCode(db, login.phone, login.code, now))) throw new ApiFailure(Code.wrongVerificationCode);
  // Codes are only sent to phones of users, so this fails only if the phone changed hands since.
  const userId = await users.findIdByPhone(db, login.phone);
  if (userId === undefined) throw new ApiFailure(Code.wrongCredentials);
  await hits.refund();
  return userId;
}

export interface StartedSession {
  token: string;
  remember: boolean;
  expiresAt: Date;
}

/** Opens a session for the user and revokes every older one (their next call answers 106). */
export async function startSession(db: Db, now: Date, userId: number, remember: boolean): Promise<StartedSession> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + (remember ? sessionRules.rememberedMs : sessionRules.browserSessionMs));
  await sessions.createReplacingOthers(db, { userId, tokenHash: sha256Hex(token), remember, now, expiresAt });
  return { token, remember, expiresAt };
}
