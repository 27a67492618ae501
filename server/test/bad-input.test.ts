import { Buffer } from 'node:buffer';
import { request as httpRequest } from 'node:http';
import { getTableName } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataRequests, heartbeats, rateLimits } from '../src/db/schema.js';
import { feedback, unitNotes } from '../src/db/learning-schema.js';
import { vodQualityBeacons } from '../src/db/video-schema.js';
import { seededVid } from '../src/lib/vod-crypto.js';
import { dbFingerprint } from './db-fingerprint.js';
import { TestClock, logIn, sharedServer } from './helpers.js';
import { fillUrl, routeInventory, routeKey, type InventoryRoute, type JsonSchema } from './route-inventory.js';

/**
 * Bad input on EVERY route of the inventory (route-inventory.ts): malformed JSON, a wrong content type, an
 * oversized body, a wrong type in each body field, unknown fields, SQL-looking text in every string field
 * and parameter, path traversal in every parameter and file route. Each answer must be a 4xx (or, where
 * the text is legitimately plain data, listed below with the reason), with the envelope on the learner API
 * and the video platform, no stack trace, no internal path, no SQL engine text, and nothing written (every
 * table of the schema fingerprinted before and after: row counts and row contents).
 *
 * Decisions (docs/api.md "Conventions", shared design server.md "Envelope and session"):
 * - An oversized body is HTTP 413 with code 413 and "too large" in the message, with the envelope, on the
 *   learner API and on /vod alike; over real HTTP the answer arrives whole while the client is still sending.
 * - Unknown body fields are REJECTED on the learner API (every body schema has additionalProperties:
 *   false), as are unknown query parameters of the learner calls that take a query. The video platform's
 *   calls and the /dev helpers IGNORE unknown query parameters and body fields: embedded players and jQuery
 *   add their own (cache busters, `callback`, …) and the platform protocol is the player spec's.
 * - A well-formed JSON body sent to a call that takes none (e.g. POST /sr/onceino/{key}) is ignored.
 */

const inventory = await routeInventory();
const vid = seededVid('hls');

/** Routes that take no input at all (no params, query or body schema): nothing to send them but noise. */
const noInput = new Map<string, string>([
  ['GET /', 'redirect to /pc/'],
  ['GET /pc', 'redirect to /pc/'],
  ['GET /demo', 'redirect to /demo/'],
  ['GET /healthz', 'health check'],
  ['GET /demo/catalog.json', 'the demo catalogue'],
  ['OPTIONS /vod/*', 'CORS preflight of the video platform: fixed headers, no body'],
  ['GET /ddilearner/v1/user/logout', 'session only'],
  ['GET /ddilearner/v1/user/userinfo', 'session only'],
  ['GET /ddilearner/v1/user/loginstatus/interval', 'constant'],
  ['GET /ddilearner/v1/user/datarequest', 'session only'],
  ['GET /ddilearner/v1/user/notes', 'session only'],
  ['GET /ddilearner/v1/user/certificates', 'session only'],
  ['GET /ddilearner/v1/usersSatisficingMetas', 'session only'],
  ['GET /sr/learningtour', 'session only'],
  ['GET /sr/learningtourEN', 'session only'],
  ['GET /sr/learningtourTW', 'session only'],
  ['GET /sr/learningtourTH', 'session only'],
  ['GET /sr/coursedna/queryCourseDNAList', 'session only'],
  ['GET /dev/dna-audio-records', 'session only'],
]);

/** Static file routes (wildcards): path traversal below, nothing else to validate. */
const staticRoutes = new Set(['GET /pc/*', 'GET /player/*', 'GET /demo/*', 'GET /media/*']);

/** A valid body for every route with a body schema (each bad case changes one thing of it). */
const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/sms/send': { phone: '+66810000009' },
  'PUT /api/surveys/:surveyId': { elapsedSeconds: 1 },
  'PATCH /api/surveys/:surveyId': { questionId: 1, optionId: 1 },
  'POST /ddilearner/v1/user/login': { loginType: 'account', username: 'demo', password: 'Demo@1234' },
  'POST /ddilearner/v1/user/company': { companyId: 1 },
  'POST /ddilearner/v1/user/datarequest': { type: 'access', text: 'x' },
  'POST /ddilearner/v2/user/units/:id/answers': { questionId: 1, answer: ['a'] },
  'POST /ddilearner/v1/user/tick/init/:type': { learningPathMetaId: 1, unitId: 1 },
  'POST /ddilearner/v1/user/tick/update/:tickId': { position: 1, completed: false },
  'POST /ddilearner/v1/user/tick/reset/:type': { learningPathMetaId: 1, unitId: 1 },
  'POST /ddilearner/v1/user/notes/add': { unitId: 1, position: 1, text: 'x' },
  'POST /ddilearner/v1/user/notes/update/:noteId': { text: 'x' },
  'POST /ddilearner/v1/user/activity/goal': { minutes: 60 },
  'POST /ddilearner/v1/usersSatisficing': { learningPathMetaId: 1, answers: [{ metaId: 1, score: 3, text: 'x' }] },
  'PUT /ddilearner/v2/user/keyActions/:courseId': { chosen: [1] },
  'POST /ddilearner/v2/user/scenarios/:courseId/:sceneId': { choiceId: 1 },
  'POST /sr/survey/saveSurveyAnswer': { courseId: 1, moduleId: 1, attemptId: 1, questionId: 1, optionIds: [1], text: 'x' },
  'POST /sr/survey/finish/:courseId/:moduleId': { attemptId: 1 },
  'POST /sr/coursedna/saveDNAUserAudioRecord/:surveyId/:dimensionId': { playedSeconds: 1, completed: true },
  'POST /hb/v1/heartbeat/': {
    actionContext: null,
    actionId: 1000,
    appId: 'ddi-learner',
    appName: 'DDI',
    appVersion: '1',
    learningPathMetaId: null,
    result: null,
    userId: 999_999,
    objectIds: ['/pc/home', null],
    clientInfo: { screen: '1920x1080' },
  },
  'POST /vod/exam/log': { eid: 'e1', question: 'q', vid, uid: vid.slice(0, 10), pid: 'p1', correct: 1, answer: 'A' },
  'POST /vod/visitor/record': { data: '{}' },
  'POST /ddilearner/v1/user/password': { password: 'Newcomer@2026' },
  // Not the demo learner's password (1005): the learner keeps theirs for the other tests of this file.
  'POST /ddilearner/v1/user/password/change': { currentPassword: 'Not@theirs1', password: 'Newcomer@2026' },
  // A phone of nobody (no code was sent to it: 1002): nobody's password changes.
  'POST /ddilearner/v1/user/password/reset': { phone: '+66810000009', code: '123456', password: 'Newcomer@2026' },
};

/**
 * Routes whose body is a whole file, not a JSON object of fields: each is checked by its importer, with its
 * own bad-input tests (every error with its line or path, nothing stored). Here they get the generic cases
 * (malformed JSON, a foreign content type, an oversized body, unknown query parameters) with a valid file.
 */
const documentBodies: Record<string, { contentType: string; payload: string; why: string }> = {
  'POST /admin/v1/learners': { contentType: 'text/csv', payload: 'account,phone,name\n', why: 'a learners CSV: server/test/learner-import.test.ts' },
  'POST /admin/v1/courses': { contentType: 'application/yaml', payload: 'title: x\n', why: 'a course file: server/test/course-import.test.ts' },
};

/**
 * SQL-looking text that is legitimately plain data in these fields: it may be accepted (and stored, in the
 * tables named) as text. Everything else must refuse it with a 4xx.
 */
const sqlIsPlainData: Record<string, { fields: string[]; writes: string[]; why: string }> = {
  'POST /ddilearner/v1/user/login': { fields: ['username', 'password'], writes: [getTableName(rateLimits)], why: 'an unknown user name / wrong password: 1001, and the failure is counted' },
  'POST /ddilearner/v1/user/datarequest': { fields: ['text'], writes: [getTableName(dataRequests)], why: "the learner's own free text" },
  'POST /ddilearner/v1/usersSatisficing': { fields: ['text'], writes: [getTableName(feedback)], why: 'a free-text feedback answer' },
  'POST /ddilearner/v1/user/notes/add': { fields: ['text'], writes: [getTableName(unitNotes)], why: "the learner's own note on unit 1 (a course they are enrolled in)" },
  'POST /ddilearner/v1/user/notes/update/:noteId': { fields: ['text'], writes: [getTableName(unitNotes)], why: "the learner's own note (note 1 may be one the add above stored)" },
  'POST /ddilearner/v2/user/units/:id/answers': { fields: ['answer'], writes: [], why: 'an open answer is free text (unit 1 has none: 4xx)' },
  'POST /sr/survey/saveSurveyAnswer': { fields: ['text'], writes: [], why: 'a free-text answer (attempt 1 is not the session user\'s: 4xx)' },
  'POST /ddilearner/v1/user/password': { fields: ['password'], writes: [getTableName(rateLimits)], why: 'a password is free text (the demo learner has one: 400), and the call is counted' },
  'POST /ddilearner/v1/user/password/change': {
    fields: ['currentPassword', 'password'],
    writes: [getTableName(rateLimits)],
    why: 'passwords are free text (the current one given is wrong: 1005), and the call is counted',
  },
  'POST /ddilearner/v1/user/password/reset': { fields: ['password'], writes: [getTableName(rateLimits)], why: 'a password is free text (the code is wrong: 1002), and the failure is counted' },
  'POST /hb/v1/heartbeat/': { fields: ['appName', 'appVersion', 'actionContext', 'result'], writes: [getTableName(heartbeats)], why: 'client-reported text (userId 999999 is not the session user: 400)' },
};
/** Query fields that are free text everywhere: an unknown language falls back to English; `_` is jQuery's cache buster. */
const plainQueryFields = new Set(['lang', '_']);
/** Query fields of the video platform that are free text by the player spec (answered 200, stored where named). */
const plainQuery: Record<string, { fields: string[]; writes: string[]; why: string }> = {
  'GET /vod/sign/player': { fields: ['code', 'verificationcode'], writes: [], why: "the embedding page's own codes, signed as given" },
  'GET /vod/sign/player-backup': { fields: ['code', 'verificationcode'], writes: [], why: 'as /vod/sign/player' },
  'GET /vod/sign/verify': { fields: ['username', 'code'], writes: [], why: 'the viewer name and code, signed as given' },
  'GET /vod/stats/quality': { fields: ['pn', 'pv', 'error', 'request_uri'], writes: [getTableName(vodQualityBeacons)], why: 'player name/version and error text reported by the player, stored as text' },
  'POST /admin/v1/videos': { fields: ['title'], writes: [getTableName(rateLimits)], why: 'a video title is free text; without an admin token: 403, and the refusal is counted' },
};

const sqlStrings = ["' OR 1=1 --", "'; DROP TABLE users; --", '1; select pg_sleep(1)'];
const traversals = ['../../etc/passwd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%5c..%5cetc%5cpasswd', '..%2f..%2fpackage.json', '%2e%2e/%2e%2e/package.json'];

const isApiUrl = (url: string) => /^\/(ddilearner|sr|api|hb|dev|vod)\//.test(url);
const addressFor = (() => {
  let next = 0;
  return () => {
    next += 1;
    return `10.77.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
  };
})();

/** The answer is a clean refusal: 4xx, the envelope where JSON is spoken, nothing internal leaked. */
function expectCleanRefusal(response: LightMyRequestResponse, url: string, statuses: [number, number] = [400, 499]) {
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(statuses[0]);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThanOrEqual(statuses[1]);
  expectNoLeak(response, url);
}

function expectNoLeak(response: LightMyRequestResponse, url: string) {
  const text = response.body;
  // Where the request really went: the URL parser resolves dot segments (`/sr/onceino/../../etc/passwd` is
  // `/etc/passwd`), as browsers do, so such a request never reaches the route and gets the plain 404.
  const path = new URL(response.raw.req.url ?? url, 'http://localhost').pathname;
  expect(text, url).not.toMatch(/\n\s+at |node_modules|\/work\/|[A-Za-z]:\\|\.ts:\d|\.js:\d|syntax error|relation "|pglite|drizzle|\bselect\b.+\bfrom\b/i);
  expect(text, url).not.toMatch(/root:.*:0:0:|"workspaces"/);
  // The video platform's successful answers have the player spec's shapes; its errors use the envelope.
  if (isApiUrl(path) && (response.statusCode >= 400 || !path.startsWith('/vod/'))) {
    expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    const envelope = response.json<Record<string, unknown>>();
    expect(Object.keys(envelope).sort(), url).toEqual(['code', 'data', 'message']);
    expect(typeof envelope.message, url).toBe('string');
    if (response.statusCode >= 400) expect(envelope.code, url).not.toBe(0);
  }
}

/** The properties of a body schema (the login's account branch; the heartbeat's single payload). */
function bodyProperties(schema: JsonSchema): Record<string, JsonSchema> {
  return schema.properties ?? schema.oneOf?.[0]?.properties ?? schema.else?.properties ?? {};
}

const bodyRoutes = inventory.filter((route) => route.schema.body !== undefined && !(routeKey(route) in documentBodies));
const postLike = inventory.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
const paramRoutes = inventory.filter((route) => route.schema.params?.properties !== undefined);
const queryRoutes = inventory.filter((route) => route.schema.querystring?.properties !== undefined);

interface Sent {
  route: InventoryRoute;
  url: string;
  payload?: string;
  contentType?: string;
}

describe('every route of the inventory is covered by a bad-input case or listed as taking no input', () => {
  it('the inventory holds the learner API, the video platform, the dev helpers and the static files', () => {
    expect(inventory.length).toBeGreaterThanOrEqual(100);
  });

  it.each(inventory.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
    const covered =
      route.schema.body !== undefined || route.schema.params !== undefined || route.schema.querystring !== undefined || postLike.includes(route) || staticRoutes.has(key);
    expect(covered || noInput.has(key), `${key} takes input without a schema, or is missing from the noInput list`).toBe(true);
    if (noInput.has(key)) expect(route.schema.body ?? route.schema.params ?? route.schema.querystring).toBeUndefined();
    if (route.schema.body !== undefined) expect(validBodies[key] ?? documentBodies[key], `${key} needs a valid sample body`).toBeDefined();
  });
});

describe('bad input → a clean 4xx and nothing written', () => {
  // A clock that stands still: with the real one, a request made more than a minute after the login (a loaded
  // machine takes that long over the ~1,400 cases) records the session's last_seen_at, a write the fingerprint
  // would blame on whichever bad input came then.
  const server = sharedServer(() => ({ clock: new TestClock() }));
  let cookie = '';
  beforeAll(async () => {
    cookie = await logIn(server(), { address: '10.76.0.1' });
  });

  async function sendChecked(sent: Sent, check: (response: LightMyRequestResponse) => void | Promise<void>, writes?: string[]) {
    const before = await dbFingerprint(server());
    const response = await server().inject({
      method: sent.route.method as 'POST',
      url: sent.url,
      remoteAddress: addressFor(),
      headers: {
        cookie,
        ...(sent.payload === undefined ? {} : { 'content-type': sent.contentType ?? 'application/json' }),
      },
      ...(sent.payload === undefined ? {} : { payload: sent.payload }),
    });
    await check(response);
    const after = await dbFingerprint(server());
    // The admin API refuses a caller without a token (these requests carry none) and counts the refusal.
    const counted = sent.route.url.startsWith('/admin/') ? [getTableName(rateLimits)] : [];
    for (const table of [...(writes ?? []), ...counted]) {
      delete before[table];
      delete after[table];
    }
    expect(after, `${routeKey(sent.route)} wrote something`).toEqual(before);
    return response;
  }

  const urlOf = (route: InventoryRoute) => fillUrl(route, { vid });

  it.each(postLike.map((route) => [routeKey(route), route] as const))('%s: malformed JSON → 4xx', async (_key, route) => {
    await sendChecked({ route, url: urlOf(route), payload: '{"a":' }, (response) => expectCleanRefusal(response, route.url));
  });

  it.each(postLike.filter((route) => route.url !== '/vod/drm/clearkey/:vid').map((route) => [routeKey(route), route] as const))(
    '%s: an XML body (a content type it does not take) → 4xx',
    async (_key, route) => {
      await sendChecked({ route, url: urlOf(route), payload: '<a>1</a>', contentType: 'application/xml' }, (response) => expectCleanRefusal(response, route.url));
    },
  );

  it.each(postLike.map((route) => [routeKey(route), route] as const))('%s: a body above its limit → 413 with the envelope, "too large"', async (_key, route) => {
    const limit = route.url === '/vod/drm/clearkey/:vid' ? 16 * 1024 : (route.bodyLimit ?? 1024 * 1024);
    const payload = JSON.stringify({ pad: 'x'.repeat(limit) });
    await sendChecked({ route, url: urlOf(route), payload }, (response) => {
      expectCleanRefusal(response, route.url);
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toMatch(/too large/i);
    });
  });

  const fieldCases = bodyRoutes.flatMap((route) =>
    Object.entries(bodyProperties(route.schema.body ?? {})).map(([field, schema]) => [`${routeKey(route)} body/${field}`, route, field, schema] as const),
  );

  it.each(fieldCases)('%s: a value of the wrong type → 400 naming the field', async (_key, route, field, schema) => {
    const types = [schema.type ?? []].flat();
    const wrong = types.includes('object') ? 'not-an-object' : { wrong: 'type' };
    const payload = JSON.stringify({ ...validBodies[routeKey(route)], [field]: wrong });
    await sendChecked({ route, url: urlOf(route), payload }, (response) => {
      expectCleanRefusal(response, route.url);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(`body/${field}`);
    });
  });

  it.each(bodyRoutes.map((route) => [routeKey(route), route] as const))('%s: an unknown field → 400 naming it (learner API), ignored (/vod)', async (key, route) => {
    const payload = JSON.stringify({ ...validBodies[key], zzUnknown: 1 });
    const response = await sendChecked({ route, url: urlOf(route), payload }, () => undefined, route.url.startsWith('/vod/') ? [] : undefined);
    if (route.url.startsWith('/vod/')) {
      expectNoLeak(response, route.url);
      expect(response.json<{ message: string }>().message).not.toContain('zzUnknown');
    } else {
      expectCleanRefusal(response, route.url);
      expect(response.json<{ message: string }>().message).toContain('body/zzUnknown');
    }
  });

  const stringFieldCases = fieldCases
    .filter(([, , , schema]) => [schema.type ?? []].flat().includes('string') || (schema.type === 'array' && !Array.isArray(schema.items) && schema.items?.type === 'string'))
    .flatMap(([key, route, field, schema]) => sqlStrings.map((text) => [`${key} = ${text}`, route, field, schema, text] as const));

  it.each(stringFieldCases)('%s: SQL-looking text is refused, or kept as plain text where it is data', async (_key, route, field, schema, text) => {
    const key = routeKey(route);
    const plain = sqlIsPlainData[key]?.fields.includes(field) ? sqlIsPlainData[key] : undefined;
    const value = schema.type === 'array' ? [text] : text;
    const payload = JSON.stringify({ ...validBodies[key], [field]: value });
    await sendChecked(
      { route, url: urlOf(route), payload },
      (response) => {
        if (plain) expectNoLeak(response, route.url);
        else expectCleanRefusal(response, route.url);
      },
      plain?.writes,
    );
  });

  it('SQL-looking text kept as data is stored verbatim and every table is still there', async () => {
    const response = await server().inject({
      method: 'POST',
      url: '/ddilearner/v1/user/datarequest',
      headers: { cookie },
      payload: { type: 'access', text: "'; DROP TABLE users; --" },
    });
    expect(response.json<{ code: number; data: { text: string } }>()).toMatchObject({ code: 0, data: { text: "'; DROP TABLE users; --" } });
    const prints = await dbFingerprint(server());
    expect(prints.users).toMatch(/^[1-9]/);
  });

  const paramCases = paramRoutes.flatMap((route) =>
    Object.keys(route.schema.params?.properties ?? {}).flatMap((param) =>
      [...sqlStrings.map(encodeURIComponent), ...traversals].map((value) => [`${routeKey(route)} :${param} = ${value}`, route, param, value] as const),
    ),
  );

  it.each(paramCases)('%s → 4xx', async (_key, route, param, value) => {
    const payload = ['POST', 'PUT', 'PATCH'].includes(route.method) ? JSON.stringify(validBodies[routeKey(route)] ?? {}) : undefined;
    await sendChecked({ route, url: fillUrl(route, { vid, [param]: value }), payload }, (response) => expectCleanRefusal(response, route.url));
  });

  const querySamples: Record<string, string> = {
    vid,
    url: `/vod/hls/${vid}/master.m3u8`,
    t: '1767582000000',
    status: '1',
    username: 'viewer',
    password: '0123456789abcdef0123456789abcdef',
    ts: '1767582000000',
    pid: 'p1',
    uid: vid.slice(0, 10),
    flow: '0',
    href: 'aHR0cA',
    duration: '10',
    cts: '1',
    sd: '1',
    pd: '1',
    sign: '0123456789abcdef0123456789abcdef',
    pn: 'player',
    pv: '1',
    domain: 'example.com',
    type: '0',
    adid: 'ad1',
    token: 'x',
    nocache: '1',
    learningPathMetaId: '1',
    tz: 'Asia/Bangkok',
  };
  const queryCases = queryRoutes.flatMap((route) =>
    Object.entries(route.schema.querystring?.properties ?? {})
      .filter(([name]) => !plainQueryFields.has(name))
      .flatMap(([name, schema]) => {
        const values = [...sqlStrings, ...(schema.type === 'integer' ? ['abc', '1.5', '-1'] : [])];
        return values.map((value) => [`${routeKey(route)} ?${name}=${value}`, route, name, value] as const);
      }),
  );
  const baseQuery = (route: InventoryRoute) =>
    Object.fromEntries((route.schema.querystring?.required ?? []).map((name) => [name, route.url === '/vod/stats/quality' && name === 'type' ? 'loading' : (querySamples[name] ?? '1')]));

  it.each(queryCases)('%s → 4xx, or plain data where listed', async (_key, route, name, value) => {
    const query = new URLSearchParams({ ...baseQuery(route), [name]: value });
    const payload = ['POST', 'PUT', 'PATCH'].includes(route.method) ? JSON.stringify(validBodies[routeKey(route)] ?? {}) : undefined;
    const plain = plainQuery[routeKey(route)]?.fields.includes(name) ? plainQuery[routeKey(route)] : undefined;
    await sendChecked(
      { route, url: `${urlOf(route)}?${query.toString()}`, payload },
      (response) => (plain ? expectNoLeak(response, route.url) : expectCleanRefusal(response, route.url)),
      plain?.writes,
    );
  });

  const learnerQueryRoutes = queryRoutes.filter((route) => route.schema.querystring?.additionalProperties === false);
  it.each(learnerQueryRoutes.map((route) => [routeKey(route), route] as const))('%s: an unknown query parameter → 400 naming it', async (_key, route) => {
    const query = new URLSearchParams({ ...baseQuery(route), zzUnknown: '1' });
    const document = documentBodies[routeKey(route)];
    await sendChecked({ route, url: `${urlOf(route)}?${query.toString()}`, payload: document?.payload, contentType: document?.contentType }, (response) => {
      expectCleanRefusal(response, route.url);
      expect(response.json<{ message: string }>().message).toContain('querystring/zzUnknown');
    });
  });

  it('the learner calls that take a query all reject unknown parameters; only /vod and /dev ignore them', () => {
    const ignoring = queryRoutes.filter((route) => route.schema.querystring?.additionalProperties !== false).map((route) => route.url);
    expect(ignoring.filter((url) => !url.startsWith('/vod/') && !url.startsWith('/dev/'))).toEqual([]);
  });

  const staticCases = [...staticRoutes].flatMap((key) => {
    const prefix = key.slice('GET '.length, -1);
    return [...traversals, '..%252f..%252fpackage.json', '....//....//package.json'].map((value) => [`${prefix}${value}`, prefix, value] as const);
  });

  it.each(staticCases)('GET %s (path traversal in a static folder) → no file outside it', async (_key, prefix, value) => {
    const before = await dbFingerprint(server());
    const response = await server().inject({ method: 'GET', url: `${prefix}${value}` });
    expectNoLeak(response, prefix);
    if (response.statusCode === 200) {
      // Only the learner app's SPA fallback may answer 200: its index page, for any /pc/ path.
      expect(prefix).toBe('/pc/');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/<div id="root">/);
    } else {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await dbFingerprint(server())).toEqual(before);
  });
});

describe('an oversized body over real HTTP: 413 with the envelope, and the client can finish sending', () => {
  const server = sharedServer();
  let port = '';
  beforeAll(async () => {
    port = new URL(await server().listen({ host: '127.0.0.1', port: 0 })).port;
  });

  /** Sends `size` bytes to the login call (limit 16 KB) in 64 KB writes; resolves with the answer once every byte went out. */
  async function postOversized(size: number, chunked: boolean): Promise<{ status: number; body: { code: number; message: string } }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/ddilearner/v1/user/login?lang=EN',
        headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(size) }) },
      });
      let answer: { status: number; body: { code: number; message: string } } | undefined;
      let sent = false;
      const settleWhenBoth = () => answer && sent && resolve(answer);
      request.on('error', reject);
      request.on('response', (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          answer = { status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) as { code: number; message: string } };
          settleWhenBoth();
        });
      });
      const piece = Buffer.alloc(64 * 1024, 'x');
      let written = 0;
      const writeMore = () => {
        while (written < size) {
          written += piece.length;
          if (!request.write(piece)) return void request.once('drain', writeMore);
        }
        request.end(() => {
          sent = true;
          settleWhenBoth();
        });
      };
      writeMore();
    });
  }

  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])('a 2 MB body %s → HTTP 413, code 413, "too large", every byte sent without a reset', async (_name, chunked) => {
    const { status, body } = await postOversized(2 * 1024 * 1024, chunked);
    expect(status).toBe(413);
    expect(body.code).toBe(413);
    expect(body.message).toMatch(/too large/i);
  });
});
