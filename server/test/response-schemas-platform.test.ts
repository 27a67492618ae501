import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVideoPassword } from '../src/db/vod-seed.js';
import { ok } from '../src/lib/envelope.js';
import { ingestJobAnswer } from '../src/routes/admin/schemas.js';
import { createAdminToken } from '../src/services/admin-tokens.js';
import type { IngestJob } from '../src/services/ingest/jobs.js';
import { logIn, serverSeeingAnswers } from './helpers.js';
import { type InventoryRoute, routeInventory, routeKey } from './route-inventory.js';
import { md5, vids } from './vod-helpers.js';

/**
 * Issue 25 "Every route declares its response schema" beyond the learner API (decision 0037): the video platform
 * (`/vod`), the admin API (`/admin/v1`) and the DEMO helpers (`/dev`). The learner areas have their own file,
 * response-schemas.test.ts.
 */

const has2xxSchema = (route: InventoryRoute) => Object.keys(route.schema.response ?? {}).some((status) => /^2(\d\d|xx)$/.test(status));

/**
 * The rules that exempt a route from a 2xx response schema: each answers something other than JSON, which no
 * JSON schema serialises. A route that none of them matches must declare one, so a new JSON route without a
 * schema fails the first test.
 */
const answersNoJson: { rule: string; matches: (route: InventoryRoute) => boolean }[] = [
  // CORS preflights of /vod: 204 and no body.
  { rule: 'OPTIONS preflight', matches: (route) => route.method === 'OPTIONS' },
  // The learner app, the player bundle, the media files and the demo pages (plugins/static.ts), and the redirects to them.
  { rule: 'static files and their redirects', matches: (route) => /^\/(pc|player|demo|media)\/\*$/.test(route.url) || ['/', '/pc', '/demo'].includes(route.url) },
  // Playlists, segments, mp4, DASH, audio and pictures of the video platform (docs/api.md "Media URLs and query parameters"); the 302 of hls302.
  { rule: 'media', matches: (route) => /^\/vod\/(mp4|hls|hls302|line|dash|drm\/hls|audio|files)\//.test(route.url) },
  // The encrypted HLS key: 32 bytes of application/octet-stream (the plain key path only ever answers 403).
  { rule: 'HLS keys', matches: (route) => route.url.startsWith('/vod/keys/') },
  // A JSON Web Key set, but sent as application/octet-stream bytes for MediaKeySession.update (docs/api.md "ClearKey licence").
  { rule: 'ClearKey licence bytes', matches: (route) => route.method === 'POST' && route.url === '/vod/drm/clearkey/:vid' },
  // Resumable uploads: tus answers with its headers and text/plain errors, no JSON (docs/api.md "Resumable upload", decision 0051).
  { rule: 'tus uploads', matches: (route) => route.url.startsWith('/admin/v1/uploads') },
];

let inventory: InventoryRoute[] = [];
beforeAll(async () => {
  inventory = await routeInventory();
}, 120_000);

describe('every route declares its response schema (issue 25)', () => {
  it('every route of the app has a 2xx response schema, or answers no JSON by a named rule', () => {
    expect(inventory.length).toBeGreaterThan(100);
    const exempt = (route: InventoryRoute) => answersNoJson.some((rule) => rule.matches(route));
    expect(inventory.filter((route) => !has2xxSchema(route) && !exempt(route)).map(routeKey)).toEqual([]);
    for (const { rule, matches } of answersNoJson) {
      // No stale rule: each exempts a real route; and none is so broad that it covers a route answering JSON.
      expect(inventory.some((route) => matches(route) && !has2xxSchema(route)), rule).toBe(true);
      expect(inventory.filter((route) => matches(route) && has2xxSchema(route)).map(routeKey), rule).toEqual([]);
    }
  });
});

/** A copy of an answer with a field no schema lists added to it, to its `data` and to the items of either. */
function withUnlistedField(payload: unknown): unknown {
  const extra = (value: unknown): unknown => (value && typeof value === 'object' && !Array.isArray(value) ? { ...value, passwordHash: 'leaked' } : value);
  if (Array.isArray(payload)) return payload.map(extra);
  if (!payload || typeof payload !== 'object') return payload;
  const data = (payload as { data?: unknown }).data;
  return { ...payload, passwordHash: 'leaked', ...(data === undefined ? {} : { data: Array.isArray(data) ? data.map(extra) : extra(data) }) };
}

describe('answers of /vod, /admin/v1 and /dev: every field the handler returns is sent, a field the schema does not list is not', { timeout: 240_000 }, () => {
  let server: FastifyInstance;
  let work: string;
  let token: string;
  /** What each handler returned (as JSON, before its schema serialised it), by `METHOD url`. */
  const returned = new Map<string, string>();

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'ddi-schemas-test-'));
    server = await serverSeeingAnswers(
      (request, payload) => {
        returned.set(`${request.method} ${request.url}`, JSON.stringify(payload));
        return withUnlistedField(payload);
      },
      { videos: join(work, 'videos') },
    );
    token = await createAdminToken(server.database.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const admin = () => ({ authorization: `Bearer ${token}` });

  /** Sends the call and checks the answer is exactly what the handler returned, without the unlisted field. */
  async function sent<T = unknown>(url: string, { method = 'GET', status = 200, headers = {}, payload }: { method?: 'GET' | 'POST'; status?: number; headers?: Record<string, string>; payload?: string | Buffer } = {}): Promise<T> {
    const response = await server.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBe(status);
    expect(response.body, url).not.toContain('leaked');
    const handed = returned.get(`${method} ${url}`);
    expect(handed, url).toBeDefined();
    expect(response.json(), url).toEqual(JSON.parse(handed ?? 'null'));
    return response.json<T>();
  }

  /** The same GET with `callback=cb`: `/**\/cb(<the JSON the schema serialised>);`, as JavaScript, HTTP 200. */
  async function sentAsJsonp(url: string): Promise<void> {
    const withCallback = `${url}${url.includes('?') ? '&' : '?'}callback=cb`;
    const response = await server.inject({ url: withCallback });
    expect(response.statusCode, withCallback).toBe(200);
    expect(response.headers['content-type'], withCallback).toContain('application/javascript');
    const json = /^\/\*\*\/cb\((.*)\);$/s.exec(response.body)?.[1];
    expect(json, withCallback).toBeDefined();
    expect(json, withCallback).not.toContain('leaked');
    expect(JSON.parse(json ?? 'null'), withCallback).toEqual(JSON.parse(returned.get(`GET ${withCallback}`) ?? 'null'));
  }

  it('the JSONP calls answer every field plain and wrapped in their callback (each JSONP route of the inventory)', async () => {
    const ts = Date.now();
    const t = '1767582000000';
    /** A call of each JSONP route, with the data that fills its optional fields. */
    const samples: Record<string, string> = {
      'GET /vod/token2': `/vod/token2?vid=${vids.token2}&url=/vod/hls/${vids.token2}/master.m3u8`,
      'GET /vod/playsafe': `/vod/playsafe?vid=${vids.encrypted}&viewerId=viewer42`,
      'GET /vod/sign/player': `/vod/sign/player?t=${t}&vid=${vids.playauth}&code=alice`,
      'GET /vod/sign/player-backup': `/vod/sign/player-backup?t=${t}&vid=${vids.playauth}&code=deny`,
      'GET /vod/sign/verify': `/vod/sign/verify?t=${t}&vid=${vids.playauth}&status=1&username=alice&code=alice`,
      'GET /vod/password/check': `/vod/password/check?vid=${vids.password}&ts=${ts}&password=${md5(`${demoVideoPassword}${vids.password}${ts}ddi-vod-password-salt`)}`,
      'GET /vod/ad/log': `/vod/ad/log?adid=ad-1&type=1&vid=${vids.ads}`,
      'GET /vod/marquee': `/vod/marquee?vid=${vids.marquee}&t=${t}&setting=3`,
      'GET /vod/exam/list': `/vod/exam/list?vid=${vids.quiz}`,
      'GET /vod/visitor/list': `/vod/visitor/list?vid=${vids.visitor}`,
      'GET /vod/slides': `/vod/slides?vid=${vids.slides}`,
    };
    expect(Object.keys(samples).sort()).toEqual(inventory.filter((route) => route.jsonp).map(routeKey).sort());
    for (const url of Object.values(samples)) {
      await sent(url);
      await sentAsJsonp(url);
    }
    // The optional fields are in these answers: the grant of a right password, every look of the marquee.
    expect(await sent<{ result: number; grant?: string }>(samples['GET /vod/password/check']!)).toMatchObject({ result: 1, grant: expect.stringMatching(/^\d+-/) });
    const first = await sent<{ data: Record<string, unknown>; sign: string }>(samples['GET /vod/marquee']!);
    expect(Object.keys(first.data).sort()).toEqual(['alpha', 'fontColor', 'fontSize', 'interval', 'lifeTime', 'setting', 'speed', 'username']);
    // The second signed answer, its other shape.
    const second = `/vod/marquee?vid=${vids.marquee}&t=${t}&username=${encodeURIComponent(String(first.data.username))}&sign=${first.sign}`;
    expect(await sent(second)).toEqual({ sign2: first.sign });
    await sentAsJsonp(second);
  });

  it('the danmu list (every item field) and the video info the handler answers 503', async () => {
    const danmu = await sent<Record<string, unknown>[]>(`/vod/danmu/${vids.danmu}`);
    expect(new Set(danmu.flatMap((item) => Object.keys(item)))).toEqual(new Set(['msg', 'time', 'fontColor', 'fontSize', 'fontMode']));
    expect(await sent(`/vod/secure/${vids['json-fallback']}.json`, { status: 503 })).toMatchObject({ code: 503, data: null });
  });

  it('the admin imports: learners (200 with skipped rows, 400 all or nothing), courses (201, 200, 400) and a course export', async () => {
    const csv = ['account,phone,name,company,enrolments', 'schema.ann,+66811119001,Ann Schema,schema-co,coaching', 'schema.bob,08-1,Bob Schema,,'].join('\n');
    const learners = (query: string, status: number) =>
      sent<{ data: { errors: { column?: string }[] } }>(`/admin/v1/learners${query}`, { method: 'POST', status, headers: { ...admin(), 'content-type': 'text/csv' }, payload: csv });
    expect((await learners('', 400)).data.errors[0]?.column).toBe('phone');
    expect((await learners('?skipInvalid=true', 200)).data).toMatchObject({ written: true, imported: 1, companiesCreated: ['schema-co'], enrolled: 1 });

    const exported = await sent<{ data: { course: { code: string }; project?: unknown } }>('/admin/v1/courses/coaching', { headers: admin() });
    const post = (file: object, status: number) =>
      sent<{ data: unknown }>('/admin/v1/courses', { method: 'POST', status, headers: { ...admin(), 'content-type': 'application/json' }, payload: JSON.stringify(file) });
    expect((await post(exported.data, 200)).data).toMatchObject({ code: 'coaching', created: false });
    const { project: _project, ...withoutProject } = exported.data;
    const copy = { ...withoutProject, course: { ...exported.data.course, code: 'schema-copy' } };
    expect((await post(copy, 201)).data).toMatchObject({ code: 'schema-copy', created: true });
    expect((await post({ ...copy, format: 2 }, 400)).data).toEqual({ errors: [{ path: 'format', line: 1, message: 'must be "ddi-course/2" (or "ddi-course/1", read as version 2 without its new sections)' }] });
  });

  it('an upload’s ingestion job: 202 when started, then every poll until it is done with its vid', async () => {
    const source = join(work, 'upload.mp4');
    const made = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=192x108:rate=12', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', source]);
    expect(made.status).toBe(0);
    const headers = { ...admin(), 'content-type': 'application/octet-stream' };
    let job = (await sent<{ data: IngestJob }>('/admin/v1/videos?title=Schema%20check', { method: 'POST', status: 202, headers, payload: await readFile(source) })).data;
    expect(job).toMatchObject({ status: 'running', progress: 0 });
    while (job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = (await sent<{ data: IngestJob }>(`/admin/v1/videos/${job.id}`, { headers: admin() })).data;
    }
    expect(job).toMatchObject({ status: 'done', progress: 1, vid: expect.stringMatching(/^[0-9A-Za-z]{32}_[0-9A-Za-z]$/) });
  });

  it('a failed ingestion job keeps its error { code, message }: the job schema lists it', async () => {
    // A failure after the probe cannot be caused through HTTP on purpose: the schema itself serialises one.
    const probe = Fastify();
    const failed: IngestJob = { id: randomUUID(), status: 'failed', progress: 0.4, error: { code: 'transcode-failed', message: 'ffmpeg stopped' } };
    probe.get('/job', { schema: { response: { 200: ingestJobAnswer } } }, async () => ok({ ...failed, passwordHash: 'leaked' }));
    try {
      expect((await probe.inject({ url: '/job' })).json()).toEqual(ok(failed));
    } finally {
      await probe.close();
    }
  });

  it('the session user’s DNA audio plays (/dev/dna-audio-records)', async () => {
    const cookie = await logIn(server);
    const saved = await server.inject({ method: 'POST', url: '/sr/coursedna/saveDNAUserAudioRecord/1/2', headers: { cookie }, payload: { playedSeconds: 3, completed: true } });
    expect(saved.statusCode).toBe(200);
    const { data } = await sent<{ data: { rows: Record<string, unknown>[] } }>('/dev/dna-audio-records', { headers: { cookie } });
    expect(data.rows[0]).toMatchObject({ surveyId: 1, dimensionId: 2, playedSeconds: 3, completed: true, recordedAt: expect.any(String) });
  });
});
