import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicyDirectives } from '../src/plugins/security-headers.js';
import { fakeLearnerAppBuild, testServer } from './helpers.js';

let server: FastifyInstance;

/** A throw-away player build: the entry module only. */
async function fakePlayerBuild(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'ddi-player-'));
  await mkdir(join(root, 'chunks'));
  await writeFile(join(root, 'ddi-player.js'), 'export {};');
  return root;
}

beforeAll(async () => {
  server = await testServer({ paths: { learnerApp: await fakeLearnerAppBuild(), player: await fakePlayerBuild() } });
});
afterAll(async () => {
  await server.close();
});

/** The directives of a policy by name, e.g. `{ 'script-src': ["'self'"] }`. */
function directives(policy: string | string[] | number | undefined): Record<string, string[]> {
  const entries = String(policy ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return Object.fromEntries(entries.filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

/** The CSP source of each inline script of the learner app's document (learner-app/index.html), as the browser hashes it. */
async function appInlineScriptHashes(): Promise<string[]> {
  const document = await readFile(fileURLToPath(new URL('../../learner-app/index.html', import.meta.url)), 'utf8');
  const scripts = [...document.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  return scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/** The policy served with the app's entry page, as sent. */
async function servedPolicy(): Promise<string> {
  return String((await server.inject('/pc/')).headers['content-security-policy'] ?? '');
}

describe('security headers', () => {
  it('every learner-app page, including the SPA fallback of an unknown path, carries the CSP and may be framed only by this origin', async () => {
    for (const path of ['/pc/', '/pc/index.html', '/pc/login?lang=en', '/pc/course/videoLearning?id=3&unitId=1', '/pc/any/unknown/page']) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(directives(response.headers['content-security-policy']), path).toEqual(contentSecurityPolicyDirectives);
      expect(response.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the demo page carries the same CSP as the app (the marquee adopts its styles: no inline <style> needed)', async () => {
    const response = await server.inject('/demo/');
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy'])).toEqual(contentSecurityPolicyDirectives);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the policy allows no inline script but the theme boot by its hash, no eval, no plug-ins, and only this origin as a frame parent and a base URL', async () => {
    const contentSecurityPolicy = await servedPolicy();
    const policy = directives(contentSecurityPolicy);
    // Scripts from this origin; inline, only the app's theme boot, by its hash (decision 0101).
    expect(policy['script-src']).toEqual(["'self'", ...(await appInlineScriptHashes())]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(contentSecurityPolicy).not.toMatch(/unsafe-eval|\*/);
    // No inline styles at all: attributes and <style> elements fall back to style-src 'self'.
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['style-src-attr']).toBeUndefined();
    expect(policy['style-src-elem']).toBeUndefined();
    expect(contentSecurityPolicy).not.toContain('unsafe-inline');
  });

  it('the player build and the media have no framing restriction (they are embedded on other sites) but are nosniff', async () => {
    for (const path of ['/player/ddi-player.js', '/media/lesson/hls/master.m3u8']) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-security-policy'], path).toBeUndefined();
      expect(response.headers['x-frame-options'], path).toBeUndefined();
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('API answers and learner-app scripts are nosniff with the referrer policy, without the page CSP', async () => {
    for (const path of ['/healthz', '/ddilearner/v1/user/loginstatus/interval', '/pc/assets/main.js', '/ddilearner/v1/nothing-here']) {
      const response = await server.inject(path);
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy'], path).toBeUndefined();
    }
  });

  it("no header beyond today's policy: no HSTS, cross-origin isolation or other header the team has not decided on", async () => {
    for (const path of ['/pc/', '/healthz', '/player/ddi-player.js']) {
      const response = await server.inject(path);
      const undecided = Object.keys(response.headers).filter((name) => /^(strict-transport|cross-origin|origin-agent|x-dns|x-download|x-permitted|x-xss)/.test(name));
      expect(undecided, path).toEqual([]);
    }
  });
});
