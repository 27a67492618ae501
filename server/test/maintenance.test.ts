import { describe, expect, it } from 'vitest';
import { rateLimits, sessions, smsCodes, smsOutbox } from '../src/db/schema.js';
import { sha256Hex } from '../src/lib/tokens.js';
import * as rateLimitRepository from '../src/repositories/rate-limits.js';
import * as sessionRepository from '../src/repositories/sessions.js';
import * as smsCodeRepository from '../src/repositories/sms-codes.js';
import * as smsOutboxRepository from '../src/repositories/sms-outbox.js';
import { sweepExpired } from '../src/services/maintenance.js';
import { testDatabase } from './helpers.js';

const hour = 3_600_000;
const day = 24 * hour;

describe('housekeeping deletes what has run out and marks sessions past their expiry as expired', () => {
  it('keeps live rows and removes buckets, codes, outbox messages and old sessions that ended', async () => {
    const database = await testDatabase();
    const db = database.db;
    try {
      const now = new Date('2026-03-02T03:00:00Z');
      const ago = (ms: number) => new Date(now.getTime() - ms);

      await rateLimitRepository.hit(db, [{ key: 'old', limit: 1, windowMs: hour }], ago(2 * hour));
      await rateLimitRepository.hit(db, [{ key: 'live', limit: 1, windowMs: hour }], ago(hour / 2));
      for (const [phone, createdAt] of [['+66800000001', ago(2 * day)], ['+66800000002', ago(hour)]] as const) {
        await smsCodeRepository.create(db, { phone, codeHash: 'x$y', createdAt, expiresAt: new Date(createdAt.getTime() + 300_000) });
        await smsOutboxRepository.add(db, { phone, code: '123456', text: 'code', sentAt: createdAt });
      }
      const session = (token: string, userId: number, created: Date, lifetime: number) =>
        sessionRepository.createReplacingOthers(db, {
          userId,
          tokenHash: sha256Hex(token),
          remember: false,
          now: created,
          expiresAt: new Date(created.getTime() + lifetime),
        });
      await session('ancient', 1, ago(200 * day), day); // expired 199 days ago: marked and deleted
      await session('expiring', 1, ago(day + hour), day); // expired an hour ago, never used since
      await session('replaced', 2, ago(2 * hour), day); // replaced by the next login of user 2
      await session('current', 2, ago(hour), day);

      await sweepExpired(db, now);

      expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual(['live']);
      expect((await db.select({ phone: smsCodes.phone }).from(smsCodes)).map((row) => row.phone)).toEqual(['+66800000002']);
      expect((await db.select({ phone: smsOutbox.phone }).from(smsOutbox)).map((row) => row.phone)).toEqual(['+66800000002']);
      const remaining = await db.select().from(sessions);
      const byToken = (token: string) => remaining.find((row) => row.tokenHash === sha256Hex(token));
      expect(byToken('ancient')).toBeUndefined();
      expect(byToken('expiring')).toMatchObject({ revokedReason: 'expired', revokedAt: ago(hour) });
      expect(byToken('replaced')).toMatchObject({ revokedReason: 'replaced', revokedAt: ago(hour) });
      expect(byToken('current')).toMatchObject({ revokedAt: null, revokedReason: null });
    } finally {
      await database.close();
    }
  });
});
