import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { demoLogins, seedDemo } from '../src/db/seed.js';
import { verifyPassword } from '../src/lib/password.js';
import { dbFingerprint } from './db-fingerprint.js';
import { fakeLearnerAppBuild, testServer } from './helpers.js';

let server: FastifyInstance | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /healthz', () => {
  it('answers 200 with status ok when the database answers', async () => {
    server = await testServer();
    const response = await server.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers 503 when the database does not answer', async () => {
    server = await testServer();
    await server.database.close();
    const response = await server.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
  });
});

describe('GET /demo/catalog.json', () => {
  it('lists the HLS, mp4 and DASH fixtures as { src, title, features }', async () => {
    server = await testServer();
    const catalog = (await server.inject('/demo/catalog.json')).json() as { src?: string; features: string[] }[];
    expect(catalog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/media/lesson/hls/master.m3u8', features: ['hls'] }),
        expect.objectContaining({ src: '/media/lesson/mp4/lesson-720p.mp4', features: ['mp4'] }),
        expect.objectContaining({ src: '/media/lesson/dash/manifest.mpd', features: ['dash'] }),
      ]),
    );
    for (const entry of catalog) {
      if (!entry.src) continue; // a video-platform entry ({ vid }): tested in vod-info.test.ts
      const media = await server.inject(entry.src);
      expect(media.statusCode, entry.src).toBe(200);
    }
  });
});

describe('learner-API envelope', () => {
  it('answers an unknown API path with HTTP 404 and { code, message, data } in the request language', async () => {
    server = await testServer();
    const english = await server.inject('/ddilearner/v1/nothing-here');
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ code: 404, message: 'Not found', data: null });
    const thai = await server.inject({ url: '/sr/nothing-here', headers: { 'accept-language': 'th-TH,th;q=0.9' } });
    expect(thai.json()).toMatchObject({ code: 404, message: 'ไม่พบข้อมูล' });
    const chinese = await server.inject('/api/nothing-here?lang=TW');
    expect(chinese.json()).toMatchObject({ message: '找不到' });
  });
});

describe('static serving', () => {
  it('falls back to the learner app index.html for every /pc/* page path', async () => {
    server = await testServer({ paths: { learnerApp: await fakeLearnerAppBuild() } });
    for (const path of ['/pc/', '/pc/login', '/pc/course/videoLearning?id=3', '/pc/any/unknown/page']) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toContain('text/html');
      expect(response.body, path).toContain('<div id="root">');
    }
  });

  it('answers 404 for a missing asset instead of the index page', async () => {
    server = await testServer({ paths: { learnerApp: await fakeLearnerAppBuild() } });
    expect((await server.inject('/pc/assets/missing.js')).statusCode).toBe(404);
    expect((await server.inject('/pc/assets/main.js')).statusCode).toBe(200);
  });

  it('sends a built file brotli- or gzip-compressed by Accept-Encoding, varying on it, and as is otherwise', async () => {
    const build = await fakeLearnerAppBuild();
    const script = `export const lesson = ${JSON.stringify('leadership '.repeat(400))};\n`;
    await writeFile(join(build, 'assets/main-Ab3_x-9Z.js'), script);
    await writeFile(join(build, 'assets/main-Ab3_x-9Z.js.br'), brotliCompressSync(script));
    await writeFile(join(build, 'assets/main-Ab3_x-9Z.js.gz'), gzipSync(script));
    server = await testServer({ paths: { learnerApp: build } });
    const url = '/pc/assets/main-Ab3_x-9Z.js';
    const brotli = await server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await server.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const identity = await server.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
    for (const response of [brotli, gzip, identity]) {
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
    }
  });

  it('caches a content-hashed file for a year (immutable); the page and fixed names revalidate by ETag', async () => {
    const build = await fakeLearnerAppBuild();
    await writeFile(join(build, 'assets/styles-CGXRpekT.css'), 'body{margin:0}');
    await writeFile(join(build, 'assets/fonts.css'), '@font-face{}');
    server = await testServer({ paths: { learnerApp: build } });
    const hashed = await server.inject('/pc/assets/styles-CGXRpekT.css');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/pc/', '/pc/login', '/pc/assets/fonts.css', '/pc/assets/main.js']) {
      const response = await server.inject(path);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      if (path === '/pc/login') continue;
      const etag = response.headers.etag;
      expect(etag, path).toBeTruthy();
      const again = await server.inject({ url: path, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode, path).toBe(304);
    }
  });

  it('lets pages on any origin load the player and its chunks as module scripts (CORS *, no credentials); the app stays same-origin', async () => {
    const player = await mkdtemp(join(tmpdir(), 'ddi-player-'));
    await mkdir(join(player, 'chunks'));
    const entry = `export * from './chunks/hls-engine-Ab3_x-9Z.js';\n${'// player\n'.repeat(200)}`;
    await writeFile(join(player, 'ddi-player.js'), entry);
    await writeFile(join(player, 'ddi-player.js.br'), brotliCompressSync(entry));
    await writeFile(join(player, 'chunks/hls-engine-Ab3_x-9Z.js'), 'export const engine = 1;\n');
    server = await testServer({ paths: { player, learnerApp: await fakeLearnerAppBuild() } });
    const origin = 'https://school.example';
    for (const [url, encoding] of [['/player/ddi-player.js', 'br'], ['/player/chunks/hls-engine-Ab3_x-9Z.js', 'identity']]) {
      const response = await server.inject({ url, headers: { origin, 'sec-fetch-mode': 'cors', 'accept-encoding': encoding } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(response.headers['content-type'], url).toContain('javascript');
      const etag = response.headers.etag;
      const again = await server.inject({ url, headers: { origin, 'if-none-match': String(etag), 'accept-encoding': encoding } });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['access-control-allow-origin'], url).toBe('*');
    }
    const app = await server.inject({ url: '/pc/assets/main.js', headers: { origin } });
    expect(app.statusCode).toBe(200);
    expect(app.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('says how to build when the learner app is not built', async () => {
    server = await testServer({ paths: { learnerApp: '/nonexistent-build-folder' } });
    const response = await server.inject('/pc/login');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('redirects / to /pc/ and serves media with byte ranges', async () => {
    server = await testServer();
    const root = await server.inject('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/pc/');
    const range = await server.inject({ url: '/media/lesson/mp4/lesson-360p.mp4', headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });
});

describe('demo seed', () => {
  it('seeds the demo logins once: seeding again changes nothing', async () => {
    server = await testServer({ demo: true });
    const before = await dbFingerprint(server);
    await seedDemo(server.database.db);
    const [row] = await server.database.db.select({ total: count() }).from(users);
    expect(row?.total).toBe(demoLogins.length);
    expect(await dbFingerprint(server)).toEqual(before);
  });

  it('stores passwords as scrypt hashes that verify, never as plain text', async () => {
    server = await testServer({ demo: true });
    const [demo] = await server.database.db.select().from(users).limit(1);
    expect(demo?.passwordHash).toMatch(/^scrypt\$/);
    expect(demo?.passwordHash).not.toContain('Demo@1234');
    expect(await verifyPassword('Demo@1234', demo?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong', demo?.passwordHash ?? '')).toBe(false);
  });
});
