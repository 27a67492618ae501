import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { crossSiteMessages } from '../src/lib/envelope.js';
import { dbFingerprint } from './db-fingerprint.js';
import { body, logIn, sharedServer, testServer } from './helpers.js';
import { fillUrl, inCookieArea, routeInventory, routeKey, stateChangingMethods, type InventoryRoute } from './route-inventory.js';

/** `inject` talks to `http://localhost:80`: this is the server's own origin. */
const ownOrigin = 'http://localhost';

let stateChanging: InventoryRoute[] = [];
beforeAll(async () => {
  stateChanging = (await routeInventory()).filter((route) => inCookieArea(route) && stateChangingMethods.includes(route.method));
});

async function send(server: FastifyInstance, route: InventoryRoute, headers: Record<string, string>, payload = '{}', query = '') {
  return server.inject({
    method: route.method as 'POST',
    url: `${fillUrl(route)}${query}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

function expectRefused(response: Awaited<ReturnType<FastifyInstance['inject']>>, language: keyof typeof crossSiteMessages = 'EN') {
  expect(response.statusCode).toBe(403);
  expect(body(response)).toEqual({ code: 403, message: crossSiteMessages[language], data: null });
}

describe('the cookie areas have state-changing calls to defend (the inventory is not empty)', () => {
  it('finds the POST, PUT and PATCH calls of /ddilearner, /sr, /api and /hb', () => {
    const areas = new Set(stateChanging.map((route) => route.url.split('/')[1]));
    expect([...areas].sort()).toEqual(['api', 'ddilearner', 'hb', 'sr']);
    expect(stateChanging.length).toBeGreaterThan(20);
  });
});

describe('a cross-site or same-site state-changing call to the learner API → 403 with the envelope, nothing written', () => {
  const server = sharedServer();
  let cookie = '';
  beforeAll(async () => {
    cookie = await logIn(server());
  });

  const variants: [string, Record<string, string>][] = [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin of another port of this host', { origin: 'http://localhost:8081' }],
    ['an Origin of this host over https (another scheme)', { origin: 'https://localhost' }],
    ['the opaque Origin "null" (sandboxed frame, data: page)', { origin: 'null' }],
    ['a same-origin Origin but Sec-Fetch-Site: cross-site', { origin: ownOrigin, 'sec-fetch-site': 'cross-site' }],
  ];

  it.each(variants)('%s: every state-changing call is refused', async (_name, headers) => {
    const before = await dbFingerprint(server());
    for (const route of stateChanging) {
      const response = await send(server(), route, { cookie, ...headers });
      expect(response.statusCode, routeKey(route)).toBe(403);
      expectRefused(response);
    }
    expect(await dbFingerprint(server())).toEqual(before);
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain;charset=UTF-8'])(
    'a %s body from a browser (same-origin Origin) is refused on every JSON call',
    async (type) => {
      const before = await dbFingerprint(server());
      for (const route of stateChanging) {
        if (route.url === '/hb/v1/heartbeat/' && type.startsWith('text/plain')) continue; // sendBeacon: below
        const response = await send(server(), route, { cookie, origin: ownOrigin, 'sec-fetch-site': 'same-origin', 'content-type': type }, 'a=1');
        expect(response.statusCode, routeKey(route)).toBe(403);
        expectRefused(response);
      }
      expect(await dbFingerprint(server())).toEqual(before);
    },
  );

  it('a cross-site form posting to the heartbeat (text/plain, as sendBeacon) is refused too', async () => {
    const before = await dbFingerprint(server());
    const route = stateChanging.find((entry) => entry.url === '/hb/v1/heartbeat/');
    if (!route) throw new Error('no heartbeat route');
    expectRefused(await send(server(), route, { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' }, '[]'));
    expect(await dbFingerprint(server())).toEqual(before);
  });

  it('the refusal is in the request language and comes before the session check (no cookie → still 403)', async () => {
    const route = stateChanging.find((entry) => entry.url === '/ddilearner/v1/user/datarequest');
    if (!route) throw new Error('no data-request route');
    expectRefused(await send(server(), route, { 'sec-fetch-site': 'cross-site' }, '{}', '?lang=TH'), 'TH');
    expectRefused(await send(server(), route, { 'sec-fetch-site': 'cross-site', 'accept-language': 'zh-CN' }), 'CN');
  });
});

describe('same-origin calls of the learner app keep working', () => {
  const server = sharedServer();
  const browser = { origin: ownOrigin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };

  it('login and a data-rights request with Origin, Sec-Fetch-Site: same-origin and a JSON body succeed', async () => {
    const login = await server().inject({
      method: 'POST',
      url: '/ddilearner/v1/user/login',
      headers: { ...browser, 'content-type': 'application/json' },
      payload: { loginType: 'account', username: 'demo', password: 'Demo@1234' },
    });
    expect(body(login).code).toBe(0);
    const cookie = `ddi_session=${login.cookies.find((entry) => entry.name === 'ddi_session')?.value ?? ''}`;
    const created = await server().inject({
      method: 'POST',
      url: '/ddilearner/v1/user/datarequest',
      headers: { ...browser, cookie, 'content-type': 'application/json; charset=utf-8' },
      payload: { type: 'access', text: 'What do you keep about me?' },
    });
    expect(body(created).code).toBe(0);
  });

  it('a POST without a body (no content type) from the app succeeds', async () => {
    const cookie = await logIn(server());
    const response = await server().inject({ method: 'POST', url: '/sr/onceino/welcome', headers: { ...browser, cookie } });
    expect(body(response)).toMatchObject({ code: 0, data: { key: 'welcome', seen: true } });
  });

  it('a heartbeat sent as text/plain from the same origin (navigator.sendBeacon) is accepted', async () => {
    const cookie = await logIn(server());
    const info = body<{ userId: number }>(await server().inject({ method: 'GET', url: '/ddilearner/v1/user/userinfo', headers: { cookie } }));
    const beat = {
      actionContext: null,
      actionId: 1000,
      appId: 'ddi-learner',
      appName: 'DDI',
      appVersion: '1',
      learningPathMetaId: null,
      result: null,
      userId: info.data.userId,
      objectIds: null,
      clientInfo: {},
    };
    const response = await server().inject({
      method: 'POST',
      url: '/hb/v1/heartbeat/',
      headers: { ...browser, cookie, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(beat),
    });
    expect(body(response)).toEqual({ code: 0, message: '', data: { accepted: 1 } });
  });

  it('a request the user started (Sec-Fetch-Site: none) and a cross-site GET are not refused', async () => {
    const cookie = await logIn(server());
    const none = await server().inject({
      method: 'POST',
      url: '/ddilearner/v1/user/datarequest',
      headers: { cookie, 'sec-fetch-site': 'none', 'content-type': 'application/json' },
      payload: { type: 'access', text: 'x' },
    });
    expect(body(none).code).toBe(0);
    const get = await server().inject({ method: 'GET', url: '/ddilearner/v1/user/userinfo', headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(body(get).code).toBe(0);
  });

  it('the video platform (/vod) is not covered: embedded players post form bodies from any origin', async () => {
    const response = await server().inject({
      method: 'POST',
      url: '/vod/visitor/record',
      headers: { origin: 'https://customer.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'data=%7B%7D',
    });
    expect(response.statusCode).not.toBe(403);
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(/data/);
  });
});

describe('behind a trusted proxy the own origin is the forwarded one (TRUST_PROXY), as for the Secure cookie', () => {
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'learn.example.com', 'content-type': 'application/json' };
  const payload = { loginType: 'account', username: 'demo', password: 'Demo@1234' };

  it('trusted: Origin https://learn.example.com is the own origin; http://learn.example.com is not', async () => {
    const server = await testServer({ fastify: { trustProxy: true } });
    try {
      const ok = await server.inject({ method: 'POST', url: '/ddilearner/v1/user/login', headers: { ...forwarded, origin: 'https://learn.example.com' }, payload });
      expect(body(ok).code).toBe(0);
      expectRefused(await server.inject({ method: 'POST', url: '/ddilearner/v1/user/login', headers: { ...forwarded, origin: 'http://learn.example.com' }, payload }));
    } finally {
      await server.close();
    }
  });

  it('not trusted: the forwarded headers of a client are ignored, so that Origin is refused', async () => {
    const server = await testServer();
    try {
      expectRefused(await server.inject({ method: 'POST', url: '/ddilearner/v1/user/login', headers: { ...forwarded, origin: 'https://learn.example.com' }, payload }));
    } finally {
      await server.close();
    }
  });
});
