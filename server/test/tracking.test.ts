import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { heartbeats, users } from '../src/db/schema.js';
import { body, countRows, logIn, multi, sharedServer, TestClock, testDatabase, testServer } from './helpers.js';

const url = '/hb/v1/heartbeat/';

const clientInfo = {
  referrer: 'https://intranet.example/',
  timeOpened: '2026-01-05T02:59:00.000Z',
  timezoneOffset: -420,
  page: '/pc/home',
  historyLength: 2,
  browserName: 'Chrome',
  browserEngine: 'Blink',
  browserVersion: '140.0.0.0',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36',
  browserLanguage: 'th-TH',
  browserOnline: true,
  browserPlatform: 'Linux x86_64',
  javaEnabled: false,
  cookiesEnabled: true,
  screenWidth: 1920,
  screenHeight: 1080,
  documentWidth: 1905,
  documentHeight: 2400,
  windowWidth: 1920,
  windowHeight: 969,
  colorDepth: 24,
  pixelDepth: 24,
  latitude: '',
  longitude: '',
  accuracy: '',
  altitude: '',
  altitudeAccuracy: '',
  heading: '',
  speed: '',
  timestamp: 1_767_582_000_000,
};

/** A heartbeat as the learner app makes it (learner spec §3). */
function beat(userId = 1, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    actionContext: '/course/videoLearning?id=3',
    actionId: 1000,
    appId: 'ddi-learner-pc',
    appName: 'DDI Leadership Learning',
    appVersion: '0.1.0-th',
    learningPathMetaId: 3,
    result: 'active',
    userId,
    objectIds: ['/course/videoLearning', 2],
    clientInfo,
    ...overrides,
  };
}

function post(server: FastifyInstance, cookie: string | undefined, payload: unknown, contentType = 'application/json') {
  return server.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function storedRows(server: FastifyInstance) {
  await server.heartbeatWriter.flush();
  return server.database.db.select().from(heartbeats).orderBy(heartbeats.id);
}

describe('GET /hb/v1/configuration/{appId} answers { appId, enabled: true, interval: 30 }', () => {
  const server = sharedServer();

  it('answers the configuration without a session', async () => {
    expect(body(await server().inject('/hb/v1/configuration/ddi-learner-pc'))).toEqual({
      code: 0,
      message: '',
      data: { appId: 'ddi-learner-pc', enabled: true, interval: 30 },
    });
  });

  it('answers 400 naming appId for an app id that is not one', async () => {
    const response = await server().inject(`/hb/v1/configuration/${'x'.repeat(65)}`);
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toContain('params/appId');
  });
});

describe('POST /hb/v1/heartbeat/ stores each payload as a row with its fields', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('one payload → data { accepted: 1 } and a row with every scalar in its column, objectIds and clientInfo as JSON', async () => {
    const cookie = await logIn(server());
    const response = await post(server(), cookie, beat());
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ code: 0, message: '', data: { accepted: 1 } });
    const [row] = await storedRows(server());
    expect(row).toEqual({
      id: expect.any(Number),
      userId: 1,
      receivedAt: clock.now(),
      actionId: 1000,
      actionContext: '/course/videoLearning?id=3',
      appId: 'ddi-learner-pc',
      appName: 'DDI Leadership Learning',
      appVersion: '0.1.0-th',
      learningPathMetaId: 3,
      result: 'active',
      objectIds: ['/course/videoLearning', 2],
      clientInfo,
      idempotencyKey: null,
    });
  });

  it('null objectIds, learningPathMetaId and actionContext are stored as null', async () => {
    const cookie = await logIn(server());
    await server().heartbeatWriter.flush();
    const before = await countRows(server(), heartbeats);
    await post(server(), cookie, beat(1, { objectIds: null, learningPathMetaId: null, actionContext: null, result: null }));
    const rows = await storedRows(server());
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ objectIds: null, learningPathMetaId: null, actionContext: null, result: null });
  });

  it('a NUL character or a lone surrogate in a heartbeat is stored as U+FFFD, and the heartbeats written with it are stored too (one client cannot fail a batch)', async () => {
    const cookie = await logIn(server());
    await server().heartbeatWriter.flush();
    const before = await countRows(server(), heartbeats);
    const answers = await Promise.all([
      post(server(), cookie, beat(1, { actionContext: 'nul \u0000 here' })),
      post(server(), cookie, beat(1, { clientInfo: { ...clientInfo, odd: 'lone \ud800' } })),
      post(server(), cookie, beat(1, { actionContext: 'ordinary' })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const rows = (await storedRows(server())).slice(before);
    expect(rows.map((row) => row.actionContext).sort()).toEqual(['/course/videoLearning?id=3', 'nul \ufffd here', 'ordinary']);
    expect(rows.find((row) => (row.clientInfo as Record<string, unknown>).odd)?.clientInfo).toMatchObject({ odd: 'lone \ufffd' });
  });
});

describe('a buffered resend: an array of at most 50 payloads', () => {
  const server = sharedServer();
  let loggedIn: Promise<string> | undefined;
  const session = () => (loggedIn ??= logIn(server()));

  it('50 payloads → { accepted: 50 } and 50 rows', async () => {
    const cookie = await session();
    const payloads = Array.from({ length: 50 }, (_, i) => beat(1, { actionContext: `/home?n=${i}` }));
    expect(body(await post(server(), cookie, payloads)).data).toEqual({ accepted: 50 });
    const rows = await storedRows(server());
    expect(rows.map((row) => row.actionContext)).toEqual(payloads.map((payload) => payload.actionContext));
  });

  it.each([
    ['51 payloads', Array.from({ length: 51 }, () => beat()), 'body must NOT have more than 50 items'],
    ['an empty array', [], 'body must NOT have fewer than 1 items'],
    ['one bad payload among good ones', [beat(), beat(1, { actionId: 1001 })], 'body/1/actionId must be equal to constant'],
  ])('%s → 400 and nothing stored', async (_case, payload, message) => {
    const cookie = await session();
    const before = (await storedRows(server())).length;
    const response = await post(server(), cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 400, message: `The request is not valid: ${message}`, data: null });
    expect(await storedRows(server())).toHaveLength(before);
  });
});

describe('text/plain JSON bodies are accepted (navigator.sendBeacon)', () => {
  const server = sharedServer();

  it('a text/plain;charset=UTF-8 body holding JSON is stored like a JSON one', async () => {
    const cookie = await logIn(server());
    const response = await post(server(), cookie, JSON.stringify([beat(), beat()]), 'text/plain;charset=UTF-8');
    expect(body(response)).toEqual({ code: 0, message: '', data: { accepted: 2 } });
    expect(await storedRows(server())).toHaveLength(2);
  });

  it('a text/plain body that is not JSON → 400, nothing stored', async () => {
    const cookie = await logIn(server());
    const response = await post(server(), cookie, 'hello', 'text/plain');
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe(400);
    expect(await storedRows(server())).toHaveLength(2);
  });

  it('other calls still refuse text/plain bodies', async () => {
    const response = await server().inject({
      method: 'POST',
      url: '/api/sms/send',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ phone: '+66810000001' }),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe(400);
  });
});

describe('a re-send with the same idempotencyKey is stored once (docs/api.md "Re-sends")', () => {
  const server = sharedServer();

  it('the same keyed heartbeat sent twice, and twice within one array → accepted each time, one row per key', async () => {
    const cookie = await logIn(server());
    const first = beat(1, { idempotencyKey: 'beat-0001' });
    const second = beat(1, { idempotencyKey: 'beat-0002' });
    expect(body(await post(server(), cookie, first))).toMatchObject({ code: 0, data: { accepted: 1 } });
    expect(body(await post(server(), cookie, [first, second, second]))).toMatchObject({ code: 0, data: { accepted: 3 } });
    const rows = await storedRows(server());
    expect(rows.map((row) => row.idempotencyKey)).toEqual(['beat-0001', 'beat-0002']);
  });
});

describe("userId must be the session's user", () => {
  const server = sharedServer();

  it("a payload of another user → 400 naming userId; in an array nothing of it is stored", async () => {
    const cookie = await logIn(server());
    const single = await post(server(), cookie, beat(2));
    expect(single.statusCode).toBe(400);
    expect(body(single).message).toBe('The request is not valid: body/userId is not the logged-in user');
    const mixed = await post(server(), cookie, [beat(1), beat(2)]);
    expect(body(mixed).message).toBe('The request is not valid: body/1/userId is not the logged-in user');
    expect(await storedRows(server())).toHaveLength(0);
  });

  it("multi's heartbeats are stored as multi's", async () => {
    const cookie = await logIn(server(), { username: multi.username });
    expect(body(await post(server(), cookie, beat(2))).code).toBe(0);
    expect((await storedRows(server())).map((row) => row.userId)).toEqual([2]);
  });
});

describe('the payload is fully validated: 400 naming the field, nothing stored', () => {
  const server = sharedServer();
  let loggedIn: Promise<string> | undefined;
  const session = () => (loggedIn ??= logIn(server()));
  const without = (field: string) => {
    const payload = beat();
    delete payload[field];
    return payload;
  };

  it.each([
    ['actionId other than 1000', beat(1, { actionId: 999 }), 'body/actionId'],
    ['actionId as a string', beat(1, { actionId: '1000' }), 'body/actionId'],
    ['no appId', without('appId'), 'body/appId'],
    ['no clientInfo', without('clientInfo'), 'body/clientInfo'],
    ['an unknown field', beat(1, { extra: true }), 'body/extra'],
    ['an appId with a slash', beat(1, { appId: 'a/b' }), 'body/appId'],
    ['an empty appVersion', beat(1, { appVersion: '' }), 'body/appVersion'],
    ['a fractional learningPathMetaId', beat(1, { learningPathMetaId: 1.5 }), 'body/learningPathMetaId'],
    ['objectIds with one item', beat(1, { objectIds: ['/home'] }), 'body/objectIds'],
    ['objectIds with three items', beat(1, { objectIds: ['/home', 1, 2] }), 'body/objectIds'],
    ['objectIds whose path is not a string', beat(1, { objectIds: [{}, 1] }), 'body/objectIds/0'],
    ['clientInfo as an array', beat(1, { clientInfo: [1, 2] }), 'body/clientInfo'],
    ['a nested object in clientInfo', beat(1, { clientInfo: { screen: { width: 1 } } }), 'body/clientInfo/screen'],
    ['a clientInfo value over 2048 characters', beat(1, { clientInfo: { userAgent: 'x'.repeat(2049) } }), 'body/clientInfo/userAgent'],
    ['an actionContext over 2048 characters', beat(1, { actionContext: 'x'.repeat(2049) }), 'body/actionContext'],
    ['a JSON string instead of an object', JSON.stringify('just text'), 'body'],
    ['an idempotencyKey under 8 characters', beat(1, { idempotencyKey: 'short' }), 'body/idempotencyKey'],
    ['an idempotencyKey with a space', beat(1, { idempotencyKey: 'two words here' }), 'body/idempotencyKey'],
  ])('%s → 400 naming %s', async (_case, payload, field) => {
    const cookie = await session();
    const response = await post(server(), cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe(400);
    expect(body(response).message).toContain(`: ${field}`);
    expect(await storedRows(server())).toHaveLength(0);
  });
});

describe('a logged-out client gets 106 and nothing is stored', () => {
  const server = sharedServer();

  it('without a cookie → 106 (before the body is even looked at)', async () => {
    expect(body(await post(server(), undefined, beat()))).toMatchObject({ code: 106, data: null });
    expect(body(await post(server(), undefined, { not: 'a heartbeat' })).code).toBe(106);
  });

  it('after logout → 106', async () => {
    const cookie = await logIn(server());
    expect(body(await post(server(), cookie, beat())).code).toBe(0);
    await server().inject({ url: '/ddilearner/v1/user/logout', headers: { cookie } });
    expect(body(await post(server(), cookie, beat())).code).toBe(106);
    expect(await storedRows(server())).toHaveLength(1);
  });

  it('after a newer login of the same user → 106', async () => {
    const older = await logIn(server());
    await logIn(server());
    expect(body(await post(server(), older, beat())).code).toBe(106);
  });
});

describe('heartbeats are written by group commit and acknowledged only once stored', () => {
  it('an accepted request is in the database when its answer arrives: one insert for the rows of one request', async () => {
    const server = await testServer();
    try {
      const cookie = await logIn(server);
      const client = (server.database.db as unknown as { $client: PGlite }).$client;
      const query = vi.spyOn(client, 'query');
      const response = await post(server, cookie, Array.from({ length: 50 }, () => beat()));
      expect(body(response).data).toEqual({ accepted: 50 });
      expect(await storedRows(server)).toHaveLength(50);
      // The session check and one insert; no transaction.
      expect(query).toHaveBeenCalledTimes(3);
      query.mockRestore();
      expect(server.heartbeatWriter.pending).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('concurrent requests share inserts and every acknowledged row is stored', async () => {
    const server = await testServer();
    try {
      const cookie = await logIn(server);
      const answers = await Promise.all(Array.from({ length: 40 }, () => post(server, cookie, [beat(), beat()])));
      expect(answers.every((answer) => body(answer).code === 0)).toBe(true);
      expect(await countRows(server, heartbeats)).toBe(80);
    } finally {
      await server.close();
    }
  });

  it('rows still waiting when the server closes are written before the database closes', async () => {
    const real = await testDatabase();
    let storedAtClose: number | undefined;
    const database: Database = {
      ...real,
      close: async () => {
        const result = await real.db.select().from(heartbeats);
        storedAtClose = result.length;
        await real.close();
      },
    };
    const server = await testServer({ database, heartbeatWriter: { maxDelayMs: 60_000 } });
    const cookie = await logIn(server);
    const answer = post(server, cookie, [beat(), beat(), beat()]);
    await vi.waitFor(() => expect(server.heartbeatWriter.pending).toBe(3), { timeout: 5_000, interval: 10 });
    await server.close();
    expect(body(await answer).code).toBe(0);
    expect(storedAtClose).toBe(3);
  });

  it('when the rows cannot be written the request answers 500 and stores nothing, so that the client sends them again', async () => {
    const server = await testServer();
    try {
      const cookie = await logIn(server);
      const client = (server.database.db as unknown as { $client: PGlite }).$client;
      const original = client.query.bind(client);
      const failing = vi.spyOn(client, 'query').mockImplementation((async (sql: string, ...rest: unknown[]) => {
        if (/insert into "heartbeats"/i.test(sql)) throw new Error('disk full');
        return (original as (...args: unknown[]) => unknown)(sql, ...rest);
      }) as typeof client.query);
      const refused = await post(server, cookie, Array.from({ length: 11 }, () => beat()));
      expect(refused.statusCode).toBe(500);
      expect(body(refused)).toMatchObject({ code: 500, data: null });
      failing.mockRestore();
      expect(await storedRows(server)).toHaveLength(0);
      expect(body(await post(server, cookie, beat())).code).toBe(0);
      expect(await storedRows(server)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('a learner erased while their heartbeat waits is refused alone: the other learners’ heartbeats in that batch are stored', async () => {
    const server = await testServer({ heartbeatWriter: { maxDelayMs: 60_000 } });
    try {
      const demoCookie = await logIn(server);
      const multiCookie = await logIn(server, { username: multi.username });
      const demoAnswer = post(server, demoCookie, [beat(1), beat(1)]);
      const multiAnswer = post(server, multiCookie, beat(2));
      await vi.waitFor(() => expect(server.heartbeatWriter.pending).toBe(3), { timeout: 5_000, interval: 10 });
      // Erased (on this or another instance) after the session check: the batch now holds a row the foreign key refuses.
      await server.database.db.delete(users).where(eq(users.id, 2));
      await server.heartbeatWriter.flush();
      expect(body(await demoAnswer)).toMatchObject({ code: 0, data: { accepted: 2 } });
      expect((await multiAnswer).statusCode).toBe(500);
      expect((await storedRows(server)).map((row) => row.userId)).toEqual([1, 1]);
    } finally {
      await server.close();
    }
  });

  it('more than maxBuffered waiting rows are refused at once with 500', async () => {
    const server = await testServer({ heartbeatWriter: { maxBuffered: 60, maxDelayMs: 60_000 } });
    try {
      const cookie = await logIn(server);
      const first = post(server, cookie, Array.from({ length: 50 }, () => beat()));
      await vi.waitFor(() => expect(server.heartbeatWriter.pending).toBe(50), { timeout: 5_000, interval: 10 });
      const full = await post(server, cookie, Array.from({ length: 11 }, () => beat()));
      expect(full.statusCode).toBe(500);
      await server.heartbeatWriter.flush();
      expect(body(await first).code).toBe(0);
    } finally {
      await server.close();
    }
  });
});
