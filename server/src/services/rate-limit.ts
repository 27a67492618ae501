import type { Db } from '../db/client.js';
import { ApiFailure, Code } from '../lib/envelope.js';
import * as rateLimits from '../repositories/rate-limits.js';
import type { RateRule } from '../repositories/rate-limits.js';

const minute = 60_000;
const hour = 60 * minute;

/** The limits of docs/api.md, one bucket each. */
export const rateRules = {
  smsPerPhoneMinute: (phone: string): RateRule => ({ key: `sms:phone:1m:${phone}`, limit: 1, windowMs: minute }),
  smsPerPhoneHour: (phone: string): RateRule => ({ key: `sms:phone:1h:${phone}`, limit: 5, windowMs: hour }),
  smsPerAddressHour: (address: string): RateRule => ({ key: `sms:address:1h:${address}`, limit: 20, windowMs: hour }),
  phoneLookupPerAddressHour: (address: string): RateRule => ({ key: `lookup:address:1h:${address}`, limit: 20, windowMs: hour }),
  loginFailuresPerAccount: (account: string): RateRule => ({ key: `login:account:15m:${account}`, limit: 5, windowMs: 15 * minute }),
  loginFailuresPerAddress: (address: string): RateRule => ({ key: `login:address:15m:${address}`, limit: 20, windowMs: 15 * minute }),
  /**
   * Setting a first password or changing one hashes it (costly), and a change checks the current one (guessable):
   * both calls counted together, per learner and per address, successes included.
   */
  passwordPerUser: (userId: number): RateRule => ({ key: `password:user:15m:${userId}`, limit: 5, windowMs: 15 * minute }),
  passwordPerAddress: (address: string): RateRule => ({ key: `password:address:15m:${address}`, limit: 20, windowMs: 15 * minute }),
  videoPasswordFailures: (address: string, vid: string): RateRule => ({
    key: `video-password:${vid}:15m:${address}`,
    limit: 10,
    windowMs: 15 * minute,
  }),
  /** Checking certificate codes: codes that match none, per address (the codes cannot be walked through). */
  certificateCheckFailures: (address: string): RateRule => ({ key: `certificate-check:address:15m:${address}`, limit: 30, windowMs: 15 * minute }),
};

/** Hits that were counted and can be taken back (a send that failed, a login that succeeded). */
export interface CountedHits {
  refund(): Promise<void>;
}

/**
 * Counts one hit in every bucket; when any bucket is over its limit the hits are taken back and the call
 * fails with code 429 (`Retry-After`: when the fullest bucket opens again). One round trip when allowed.
 */
export async function countHits(db: Db, rules: readonly RateRule[], now: Date): Promise<CountedHits> {
  const states = await rateLimits.hit(db, rules, now);
  const keys = rules.map((rule) => rule.key);
  const blocked = states.filter((state) => state.count > (rules.find((rule) => rule.key === state.key)?.limit ?? 0));
  if (blocked.length > 0) {
    await rateLimits.refund(db, keys, now);
    const reopensAt = Math.max(...blocked.map((state) => state.resetAt.getTime()));
    throw new ApiFailure(Code.tooManyRequests, { retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)) });
  }
  return { refund: () => rateLimits.refund(db, keys, now) };
}
