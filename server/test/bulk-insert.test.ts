import { asc, eq } from 'drizzle-orm';
import { date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { heartbeats, users } from '../src/db/schema.js';
import { vodViewStats } from '../src/db/video-schema.js';
import { bulkInsert } from '../src/lib/bulk-insert.js';
import type { NewHeartbeat } from '../src/repositories/heartbeats.js';
import type { NewViewStat } from '../src/repositories/vod-beacons.js';
import { testDatabase } from './helpers.js';

/**
 * lib/bulk-insert.ts, the batch writers' insert (decision 0041): the rows it stores are the rows Drizzle's own
 * insert stores from the same input, on the real database.
 */
describe('a bulk insert stores what Drizzle’s insert of the same rows stores', () => {
  let database: Database;
  let userId: number;
  beforeAll(async () => {
    database = await testDatabase();
    const [user] = await database.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
    userId = user!.id;
  });
  afterAll(() => database.close());

  const at = new Date('2026-11-26T02:00:00.123Z');
  const heartbeat = (n: number, extra: Partial<NewHeartbeat> = {}): NewHeartbeat => ({
    userId,
    receivedAt: at,
    actionId: 1000,
    actionContext: n % 2 ? null : `context ${n} with 'quotes' and "double" and $1, a back\\slash, ไทย 😀`,
    appId: 'ddi-pc',
    appName: 'DDI Learner',
    appVersion: '0.1.0',
    learningPathMetaId: n % 3 ? null : n,
    result: null,
    objectIds: n % 2 ? null : ['/pc/home', n],
    clientInfo: { userAgent: 'test', n, nested: { deep: [1, null, 'x'] } as unknown as string, flag: true, none: null },
    ...extra,
  });
  const withoutId = <T extends { id: number }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest);

  it('heartbeats: every column, JSON values, nulls and a missing optional column (null) come back as Drizzle wrote them', async () => {
    const input = (by: string) => [heartbeat(1, { appName: by }), heartbeat(2, { appName: by, idempotencyKey: `key-${by}` }), heartbeat(3, { appName: by })];
    await database.db.insert(heartbeats).values(input('drizzle'));
    await bulkInsert(database.db, heartbeats, input('bulk'));
    const stored = await database.db.select().from(heartbeats).orderBy(asc(heartbeats.id));
    const as = (by: string) => withoutId(stored.filter((row) => row.appName === by)).map((row) => ({ ...row, appName: '', idempotencyKey: row.idempotencyKey === null ? null : row.idempotencyKey.replace(by, '') }));
    const bulk = as('bulk');
    expect(bulk).toHaveLength(3);
    expect(bulk).toEqual(as('drizzle'));
    expect(bulk.map((row) => row.idempotencyKey)).toEqual([null, 'key-', null]);
    expect(bulk[1]!.clientInfo).toEqual({ userAgent: 'test', n: 2, nested: { deep: [1, null, 'x'] }, flag: true, none: null });
    expect(bulk[0]!.objectIds).toBeNull();
    expect(bulk[1]!.objectIds).toEqual(['/pc/home', 2]);
    expect(bulk[0]!.receivedAt.toISOString()).toBe(at.toISOString());
  });

  it('with a conflict target, a row whose key is already stored is skipped and the others are stored', async () => {
    const before = (await database.db.select().from(heartbeats)).length;
    await bulkInsert(database.db, heartbeats, [heartbeat(4, { idempotencyKey: 'key-0000004' })], [heartbeats.userId, heartbeats.idempotencyKey]);
    await bulkInsert(database.db, heartbeats, [heartbeat(4, { idempotencyKey: 'key-0000004' }), heartbeat(5, { idempotencyKey: 'key-0000005' })], [heartbeats.userId, heartbeats.idempotencyKey]);
    expect((await database.db.select().from(heartbeats)).length).toBe(before + 2);
  });

  it('without a conflict target a conflicting row fails the whole statement: nothing of the batch is stored', async () => {
    const before = (await database.db.select().from(heartbeats)).length;
    await expect(bulkInsert(database.db, heartbeats, [heartbeat(6), heartbeat(7, { idempotencyKey: 'key-0000004' })])).rejects.toThrow();
    expect((await database.db.select().from(heartbeats)).length).toBe(before);
  });

  it('view statistics: 22 columns with numbers, bigints and optional nulls, a batch of 100', async () => {
    const row = (n: number, pn: string): NewViewStat => ({
      receivedAt: at,
      pid: `pid${n}`,
      vid: 'abcdefghij_1',
      uid: 'abcdefghij',
      flow: 0,
      ts: 1_764_122_400_000 + n,
      href: 'aHR0cDovLzEyNy4wLjAuMS8=',
      duration: 120,
      cts: n,
      sd: 30,
      pd: 10,
      sign: '0'.repeat(32),
      pn,
      pv: '0.1.0',
      appId: n % 2 ? null : 'app',
      sid: null,
      param1: n % 5 ? undefined : 'p1',
      viewerAvatar: null,
      ute: n % 7 ? null : 'bop',
    });
    const count = 100;
    await database.db.insert(vodViewStats).values(Array.from({ length: count }, (_, n) => row(n, 'drizzle')));
    await bulkInsert(database.db, vodViewStats, Array.from({ length: count }, (_, n) => row(n, 'bulk')));
    const stored = await database.db.select().from(vodViewStats).orderBy(asc(vodViewStats.id));
    const drizzle = withoutId(stored.filter((r) => r.pn === 'drizzle')).map((r) => ({ ...r, pn: '' }));
    const bulk = withoutId(stored.filter((r) => r.pn === 'bulk')).map((r) => ({ ...r, pn: '' }));
    expect(bulk).toHaveLength(count);
    expect(bulk).toEqual(drizzle);
  });

  it('an empty batch sends nothing; any number of rows is one statement with one parameter: 6,000 heartbeats (72,000 values, over PostgreSQL’s 65,535 parameters) are stored', async () => {
    await expect(bulkInsert(database.db, heartbeats, [])).resolves.toBeUndefined();
    const many = Array.from({ length: 6000 }, (_, n) => heartbeat(n, { appName: 'many' }));
    await bulkInsert(database.db, heartbeats, many);
    expect(await database.db.$count(heartbeats, eq(heartbeats.appName, 'many'))).toBe(6000);
  });

  it('the statement is the same text for a batch of 1 row and of 100 rows, with the rows as one JSON parameter: the database parses one statement per table, not one per batch size, and the driver encodes one value (decisions 0073, 0083)', async () => {
    const client = (database.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }).$client;
    const query = vi.spyOn(client, 'query');
    try {
      await bulkInsert(database.db, heartbeats, [heartbeat(1)]);
      await bulkInsert(database.db, heartbeats, Array.from({ length: 100 }, (_, n) => heartbeat(n)));
      const [first, second] = query.mock.calls.map(([text, params]) => ({ text, parameters: params.length }));
      expect(second).toEqual(first);
      expect(first!.parameters).toBe(1);
    } finally {
      query.mockRestore();
    }
  });

  it('a NUL character or a lone surrogate in one row, in text or in JSON, is stored as U+FFFD and does not fail the other rows of the batch; an escaped backslash before such letters is text', async () => {
    const odd = [
      heartbeat(1, { appName: 'odd', actionContext: 'a\u0000b' }),
      heartbeat(2, { appName: 'odd', actionContext: 'c\ud800d', clientInfo: { k: 'e\udc00f\u0000', pair: '😀' } }),
      heartbeat(3, { appName: 'odd', actionContext: 'literal \\u0000 and \\ud800 stay as typed' }),
      heartbeat(4, { appName: 'odd', actionContext: 'an ordinary row' }),
    ];
    await bulkInsert(database.db, heartbeats, odd);
    const stored = await database.db.select().from(heartbeats).where(eq(heartbeats.appName, 'odd')).orderBy(asc(heartbeats.id));
    expect(stored.map((row) => row.actionContext)).toEqual(['a\ufffdb', 'c\ufffdd', 'literal \\u0000 and \\ud800 stay as typed', 'an ordinary row']);
    expect(stored[1]!.clientInfo).toEqual({ k: 'e\ufffdf\ufffd', pair: '😀' });
  });

  it('a table with a database default or a column JSON does not carry as Drizzle sends it, or a row that brings its own identity value, is refused before anything is sent', async () => {
    const withDefault = pgTable('bulk_insert_refused', { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), n: integer('n').notNull().default(0) });
    await expect(bulkInsert(database.db, withDefault, [{ n: 1 }])).rejects.toThrow(/bulk_insert_refused\.n has a default/);
    const withBytes = pgTable('bulk_insert_bytes', { at: date('at', { mode: 'date' }), amount: numeric('amount'), tags: text('tags').array() });
    await expect(bulkInsert(database.db, withBytes, [{ at: new Date(), amount: '1.5', tags: ['a'] }])).rejects.toThrow(/bulk_insert_bytes\.at is a date column/);
    await expect(bulkInsert(database.db, heartbeats, [{ ...heartbeat(1), id: 1 } as NewHeartbeat])).rejects.toThrow(/heartbeats\.id is numbered by the database/);
  });
});
