import { eq, getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { dbFingerprint } from './db-fingerprint.js';
import { sharedServer } from './helpers.js';

/**
 * The "nothing written" check of many files (db-fingerprint.ts): a fingerprint answered again while no
 * transaction has written (issue 26) must still see every write, a committed one at once, and nothing of one
 * rolled back.
 */
describe('the database fingerprint sees every write, also when the previous one is answered again', () => {
  const server = sharedServer({ demo: true });
  const table = getTableName(users);

  it('two readings with nothing written in between are equal', async () => {
    expect(await dbFingerprint(server())).toEqual(await dbFingerprint(server()));
  });

  it('an update after a reading changes that table’s print, and only that table’s', async () => {
    const before = await dbFingerprint(server());
    await server().database.db.update(users).set({ displayName: sql`${users.displayName} || '·'` }).where(eq(users.username, 'demo'));
    const after = await dbFingerprint(server());
    expect(after[table]).not.toBe(before[table]);
    expect({ ...after, [table]: '' }).toEqual({ ...before, [table]: '' });
  });

  it('a rolled-back write changes nothing, and the next committed write is seen', async () => {
    const before = await dbFingerprint(server());
    await expect(
      server().database.db.transaction(async (tx) => {
        await tx.update(users).set({ displayName: 'rolled back' }).where(eq(users.username, 'demo'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await dbFingerprint(server())).toEqual(before);
    await server().database.db.delete(users).where(eq(users.username, 'demo'));
    expect((await dbFingerprint(server()))[table]).not.toBe(before[table]);
  });

  it('a caller changing its copy does not change the next answer', async () => {
    const first = await dbFingerprint(server());
    const kept = { ...first };
    delete first[table];
    expect(await dbFingerprint(server())).toEqual(kept);
  });
});
