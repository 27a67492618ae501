import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure, Code, fail } from '../../lib/envelope.js';
import * as secrets from '../../repositories/vod-secrets.js';
import type { LevelDescription } from '../../services/vod-media.js';
import beacons from './beacons.js';
import info from './info.js';
import media from './media.js';
import overlays from './overlays.js';
import protection from './protection.js';
import sign from './sign.js';
import viewerOverlays from './viewer-overlays.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also answers JSONP (`callback`). */
    jsonp?: boolean;
  }
}

export interface VodContext {
  mediaRoot: string;
  /** The videos directory: one folder per ingested video, named by its vid (`npm run ingest`). */
  videosRoot: string;
  /** The HMAC secret of tokens, auth keys and signs (shared by every instance through the database). */
  secret: string;
  /** The lesson's HLS levels (media/lesson/manifest.json); empty when the media are not generated. */
  levels: LevelDescription[];
}

/** A JSONP callback name: an identifier, optionally dotted (at most 4 parts). */
const callbackPattern = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}(\.[A-Za-z_$][A-Za-z0-9_$]{0,63}){0,3}$/;

async function readLevels(mediaRoot: string): Promise<LevelDescription[]> {
  try {
    const manifest = JSON.parse(await readFile(join(mediaRoot, 'lesson/manifest.json'), 'utf8')) as {
      levels: (Omit<LevelDescription, 'name'> & { label: string })[];
    };
    return manifest.levels.map(({ label, width, height, bandwidth, averageBandwidth, codecs }) => ({
      name: label.toLowerCase() as LevelDescription['name'],
      width,
      height,
      bandwidth,
      averageBandwidth,
      codecs,
    }));
  } catch {
    return [];
  }
}

function callbackOf(request: FastifyRequest): string | undefined {
  const callback = (request.query as Record<string, unknown> | undefined)?.callback;
  return typeof callback === 'string' ? callback : undefined;
}

/**
 * The video platform under `/vod` (docs/api.md "Video platform"): open to every origin (no credentials),
 * JSONP on the calls that declare `config.jsonp`.
 */
const vod: FastifyPluginAsync<{ mediaRoot: string; videosRoot: string }> = async (app, { mediaRoot, videosRoot }) => {
  const context: VodContext = {
    mediaRoot,
    videosRoot,
    secret: await secrets.getOrCreate(app.database.db, 'vod-hmac'),
    levels: await readLevels(mediaRoot),
  };
  if (context.levels.length === 0) app.log.warn('video platform: media/lesson/manifest.json unavailable: run "npm run media"');

  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('vary', 'Origin');
    void request;
  });
  app.addHook('preValidation', async (request) => {
    const callback = callbackOf(request);
    if (request.routeOptions.config.jsonp && callback !== undefined && !callbackPattern.test(callback)) {
      throw new ApiFailure(Code.badRequest, { detail: 'querystring/callback must be a JavaScript identifier' });
    }
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const callback = callbackOf(request);
    if (!request.routeOptions.config?.jsonp || callback === undefined || !callbackPattern.test(callback)) return payload;
    if (typeof payload !== 'string') return payload;
    reply.status(200).type('application/javascript; charset=utf-8').header('x-content-type-options', 'nosniff');
    return `/**/${callback}(${payload});`;
  });

  app.options('/*', async (_request, reply) =>
    reply
      .status(204)
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'Content-Type')
      .header('access-control-max-age', '600')
      .send(),
  );
  // Form-encoded POST bodies (exam log, visitor record): a "simple" cross-origin request, no preflight.
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(fail(Code.notFound, request.language)));

  await app.register(info, context);
  await app.register(media, context);
  await app.register(protection, context);
  await app.register(sign, context);
  await app.register(beacons, context);
  await app.register(overlays, context);
  await app.register(viewerOverlays, context);
};

export default vod;
