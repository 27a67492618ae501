import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiFailure, Code } from '../../lib/envelope.js';
import type { VideoRow } from '../../repositories/vod-videos.js';
import {
  audioFile,
  brokenLine,
  dashFile,
  fragmentFile,
  hasMp4,
  hlsLevels,
  levelPlaylistFile,
  linesOf,
  masterPlaylist,
  mp4File,
  qualities,
  type Quality,
  rewriteLevelPlaylist,
} from '../../services/vod-media.js';
import { checkAuthKey } from '../../services/vod-tokens.js';
import { videoOf } from './info.js';
import type { VodContext } from './index.js';
import { mediaQuery, vid, type MediaQuery } from './schemas.js';

const quality = { type: 'string', enum: [...qualities] } as const;
const vidFile = (suffix: string) => ({ type: 'string', pattern: `${vid.pattern.slice(0, -1)}${suffix}$` }) as const;

const playlistHeaders = { 'content-type': 'application/vnd.apple.mpegurl', 'cache-control': 'no-cache' };

/**
 * Media of the platform: mp4 qualities, HLS master and level playlists (query `device`, `pid`, `appId`,
 * `route` honoured: the route must be one of the video's lines and is written into the fragments' route
 * marker), fragments per line, DASH files and the audio-only source.
 */
const media: FastifyPluginAsync<VodContext> = async (app, context) => {
  /** The line of a request: its `route`, which must be one of the video's lines, else the original line. */
  const routeOf = (video: VideoRow, route: string | undefined) => {
    const lines = linesOf(video);
    if (route !== undefined && !lines.includes(route)) {
      throw new ApiFailure(Code.badRequest, { detail: `querystring/route must be one of the video's lines (${lines.join(', ')})` });
    }
    return route ?? lines[0] ?? 'line1';
  };
  /** An `auth_key`, when sent, must be valid for this path. */
  const checkAuth = (request: FastifyRequest, authKey: string | undefined) => {
    if (authKey === undefined) return;
    const path = request.url.split('?')[0] ?? '';
    const result = checkAuthKey(context.secret, path, authKey, app.clock.now());
    if (result !== 'ok') throw new ApiFailure(Code.forbidden, { detail: `auth_key is ${result}` });
  };

  app.get<{ Params: { vid: string; file: string }; Querystring: MediaQuery }>(
    '/mp4/:vid/:file',
    {
      schema: {
        params: { type: 'object', required: ['vid', 'file'], properties: { vid, file: { type: 'string', enum: qualities.map((q) => `${q}.mp4`) } } },
        querystring: { type: 'object', properties: mediaQuery },
      },
    },
    async (request, reply) => {
      const video = await videoOf(app, request.params.vid);
      if (!hasMp4(video)) throw new ApiFailure(Code.notFound, { detail: 'this video has no mp4 qualities' });
      checkAuth(request, request.query.auth_key);
      return reply.sendFile(mp4File(request.params.file.slice(0, -4) as Quality), context.mediaRoot);
    },
  );

  app.get<{ Params: { vid: string; file: string }; Querystring: MediaQuery }>(
    '/hls/:vid/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['vid', 'file'],
          properties: { vid, file: { type: 'string', enum: ['master.m3u8', ...qualities.map((q) => `${q}.m3u8`)] } },
        },
        querystring: { type: 'object', properties: mediaQuery },
      },
    },
    async (request, reply) => {
      const video = await videoOf(app, request.params.vid);
      const route = routeOf(video, request.query.route);
      checkAuth(request, request.query.auth_key);
      const levels = hlsLevels(video);
      if (request.params.file === 'master.m3u8') {
        if (levels.length === 0) throw new ApiFailure(Code.notFound, { detail: 'this video has no HLS' });
        return reply.headers(playlistHeaders).send(masterPlaylist(context.levels.filter((level) => levels.includes(level.name))));
      }
      const level = request.params.file.slice(0, -'.m3u8'.length) as Quality;
      if (!levels.includes(level)) throw new ApiFailure(Code.notFound, { detail: `this video has no level ${level}` });
      const source = await readFile(join(context.mediaRoot, levelPlaylistFile(video, level)), 'utf8');
      return reply.headers(playlistHeaders).send(rewriteLevelPlaylist(video, level, source, route));
    },
  );

  app.get<{ Params: { line: string; vid: string; level: Quality; file: string } }>(
    '/line/:line/:vid/:level/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['line', 'vid', 'level', 'file'],
          properties: { line: mediaQuery.route, vid, level: quality, file: { type: 'string', pattern: '^segment-[0-9]{3}\\.ts$' } },
        },
        querystring: { type: 'object', properties: mediaQuery },
      },
    },
    async (request, reply) => {
      const video = await videoOf(app, request.params.vid);
      const line = routeOf(video, request.params.line);
      if (!hlsLevels(video).includes(request.params.level)) throw new ApiFailure(Code.notFound);
      if (line === brokenLine) return reply.status(503).send({ code: 503, message: `line ${line} is down`, data: null });
      return reply.header('content-type', 'video/mp2t').sendFile(fragmentFile(video, request.params.level, request.params.file), context.mediaRoot);
    },
  );

  app.get<{ Params: { vid: string; file: string } }>(
    '/dash/:vid/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['vid', 'file'],
          properties: { vid, file: { type: 'string', pattern: '^(manifest\\.mpd|init-[0-9]\\.m4s|segment-[0-9]-[0-9]{3}\\.m4s)$' } },
        },
      },
    },
    async (request, reply) => {
      const video = await videoOf(app, request.params.vid);
      if (!video.hasDash) throw new ApiFailure(Code.notFound, { detail: 'this video has no DASH' });
      const file = request.params.file;
      if (file.endsWith('.mpd')) reply.header('content-type', 'application/dash+xml');
      return reply.sendFile(dashFile(video, file), context.mediaRoot);
    },
  );

  app.get<{ Params: { file: string }; Querystring: MediaQuery }>(
    '/audio/:file',
    {
      schema: {
        params: { type: 'object', required: ['file'], properties: { file: vidFile('\\.m4a') } },
        querystring: { type: 'object', properties: mediaQuery },
      },
    },
    async (request, reply) => {
      const video = await videoOf(app, request.params.file.slice(0, -4));
      if (!video.hasAudio) throw new ApiFailure(Code.notFound, { detail: 'this video has no audio-only source' });
      checkAuth(request, request.query.auth_key);
      return reply.sendFile(audioFile, context.mediaRoot);
    },
  );
};

export default media;
