import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiFailure, Code } from '../../lib/envelope.js';
import type { VideoRow } from '../../repositories/vod-videos.js';
import {
  audioFile,
  brokenLine,
  cencHlsFile,
  cencHlsFilePattern,
  dashFile,
  dashFilePattern,
  dashManifestWithQuery,
  fragmentFile,
  hlsAuthPaths,
  hlsLevels,
  ingestedImages,
  isIngested,
  levelPlaylistFile,
  linesOf,
  masterPlaylist,
  mp4File,
  mp4Levels,
  qualities,
  type Quality,
  rewriteLevelPlaylist,
} from '../../services/vod-media.js';
import { checkAuthKey, checkPasswordGrant } from '../../services/vod-tokens.js';
import { videoOf } from '../../services/vod-video.js';
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
  /** The folder a video's files are relative to: the videos directory for an ingested video, else media/. */
  const rootOf = (video: VideoRow) => (isIngested(video) ? context.videosRoot : context.mediaRoot);
  /** The line of a request: its `route`, which must be one of the video's lines, else the original line. */
  const routeOf = (video: VideoRow, route: string | undefined) => {
    const lines = linesOf(video);
    if (route !== undefined && !lines.includes(route)) {
      throw new ApiFailure(Code.badRequest, { detail: `querystring/route must be one of the video's lines (${lines.join(', ')})` });
    }
    return route ?? lines[0] ?? 'line1';
  };
  /**
   * An `auth_key`, when sent, must be valid for `path` (by default the request's own path; for HLS the
   * video's index paths, see {@link hlsAuthPaths}); a `requireAuthKey` video (the `token2` sample) demands one.
   */
  const checkAuth = (request: FastifyRequest, authKey: string | undefined, video?: VideoRow, paths = [request.url.split('?')[0] ?? '']) => {
    if (authKey === undefined) {
      if (video?.requireAuthKey) throw new ApiFailure(Code.forbidden, { detail: `this video needs token2: auth_key is missing (GET /vod/token2?vid=…&url=${paths[0]})` });
      return;
    }
    const results = paths.map((path) => checkAuthKey(context.secret, path, authKey, app.clock.now()));
    const result = results.includes('ok') ? 'ok' : (results[0] ?? 'invalid');
    if (result !== 'ok') throw new ApiFailure(Code.forbidden, { detail: `auth_key is ${result}` });
  };

  /** A password video's media need the grant of a successful password check for that video. */
  const checkGrant = (video: VideoRow, grant: string | undefined) => {
    if (!video.password) return;
    if (grant === undefined) throw new ApiFailure(Code.forbidden, { detail: 'this video is password-protected: grant is missing (see the password check)' });
    const result = checkPasswordGrant(context.secret, video.vid, grant, app.clock.now());
    if (result !== 'ok') throw new ApiFailure(Code.forbidden, { detail: `grant is ${result}` });
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
      const video = await videoOf(app.database.db, request.params.vid);
      const level = request.params.file.slice(0, -4) as Quality;
      if (!mp4Levels(video).includes(level)) throw new ApiFailure(Code.notFound, { detail: `this video has no mp4 quality ${level}` });
      checkAuth(request, request.query.auth_key, video);
      checkGrant(video, request.query.grant);
      return reply.sendFile(mp4File(video, level), rootOf(video));
    },
  );

  app.get<{ Params: { vid: string; file: string }; Querystring: MediaQuery }>(
    '/hls/:vid/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['vid', 'file'],
          properties: { vid, file: { type: 'string', enum: ['master.m3u8', 'index2.m3u8', ...qualities.map((q) => `${q}.m3u8`)] } },
        },
        querystring: { type: 'object', properties: mediaQuery },
      },
    },
    async (request, reply) => {
      const video = await videoOf(app.database.db, request.params.vid);
      const route = routeOf(video, request.query.route);
      checkAuth(request, request.query.auth_key, video, hlsAuthPaths(video.vid));
      checkGrant(video, request.query.grant);
      const levels = hlsLevels(video);
      // The `hls-index2` sample: its first index is down, its second (`hlsIndex2`) is the master.
      const index2 = video.hlsIndexMode === 'index2';
      if (request.params.file === 'index2.m3u8' && !index2) throw new ApiFailure(Code.notFound, { detail: 'this video has no second HLS index' });
      if (request.params.file === 'master.m3u8' && index2) {
        return reply.status(503).send({ code: 503, message: 'the first HLS index of this video is down (test video): play hlsIndex2', data: null });
      }
      if (request.params.file === 'master.m3u8' || request.params.file === 'index2.m3u8') {
        if (levels.length === 0) throw new ApiFailure(Code.notFound, { detail: 'this video has no HLS' });
        const described = isIngested(video) ? video.ladder : context.levels.filter((level) => levels.includes(level.name));
        return reply.headers(playlistHeaders).send(masterPlaylist(described));
      }
      const level = request.params.file.slice(0, -'.m3u8'.length) as Quality;
      if (!levels.includes(level)) throw new ApiFailure(Code.notFound, { detail: `this video has no level ${level}` });
      const source = await readFile(join(rootOf(video), levelPlaylistFile(video, level)), 'utf8');
      // What the fragments need is written into their URLs: a password video's grant, the (checked) auth_key.
      const fragmentParams = new URLSearchParams();
      if (video.password && request.query.grant) fragmentParams.set('grant', request.query.grant);
      if (request.query.auth_key !== undefined) fragmentParams.set('auth_key', request.query.auth_key);
      const fragmentQuery = fragmentParams.size > 0 ? `?${fragmentParams.toString()}` : '';
      return reply.headers(playlistHeaders).send(rewriteLevelPlaylist(video, level, source, route, fragmentQuery));
    },
  );

  // The `hls302` sample's index (`hls302` 1): a 302 to the master, keeping the query.
  app.get<{ Params: { vid: string } }>(
    '/hls302/:vid/master.m3u8',
    { schema: { params: { type: 'object', required: ['vid'], properties: { vid } } } },
    async (request, reply) => {
      const video = await videoOf(app.database.db, request.params.vid);
      if (video.hlsIndexMode !== 'redirect') throw new ApiFailure(Code.notFound, { detail: 'this video has no redirecting HLS index' });
      const [path = '', query] = request.url.split('?');
      return reply.redirect(`${path.replace('/hls302/', '/hls/')}${query === undefined ? '' : `?${query}`}`, 302);
    },
  );

  app.get<{ Params: { line: string; vid: string; level: Quality; file: string }; Querystring: MediaQuery }>(
    '/line/:line/:vid/:level/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['line', 'vid', 'level', 'file'],
          properties: { line: mediaQuery.route, vid, level: quality, file: { type: 'string', pattern: '^segment-[0-9]{3,5}\\.ts$' } },
        },
        querystring: { type: 'object', properties: mediaQuery },
      },
    },
    async (request, reply) => {
      const video = await videoOf(app.database.db, request.params.vid);
      const line = routeOf(video, request.params.line);
      if (!hlsLevels(video).includes(request.params.level)) throw new ApiFailure(Code.notFound);
      checkAuth(request, request.query.auth_key, video, hlsAuthPaths(video.vid));
      checkGrant(video, request.query.grant);
      if (line === brokenLine) return reply.status(503).send({ code: 503, message: `line ${line} is down`, data: null });
      return reply.header('content-type', 'video/mp2t').sendFile(fragmentFile(video, request.params.level, request.params.file), rootOf(video));
    },
  );

  app.get<{ Params: { vid: string; file: string }; Querystring: MediaQuery }>(
    '/dash/:vid/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['vid', 'file'],
          properties: { vid, file: { type: 'string', pattern: dashFilePattern } },
        },
        querystring: { type: 'object', properties: mediaQuery },
      },
    },
    async (request, reply) => {
      const video = await videoOf(app.database.db, request.params.vid);
      if (!video.hasDash) throw new ApiFailure(Code.notFound, { detail: 'this video has no DASH' });
      checkGrant(video, request.query.grant);
      const file = request.params.file;
      if (!file.endsWith('.mpd')) return reply.sendFile(dashFile(video, file), rootOf(video));
      reply.header('content-type', 'application/dash+xml');
      // A password video's segments need the grant too: the manifest hands it on, as the HLS playlists do.
      if (!video.password || !request.query.grant) return reply.sendFile(dashFile(video, file), rootOf(video));
      const manifest = await readFile(join(rootOf(video), dashFile(video, file)), 'utf8');
      return reply.header('cache-control', 'no-cache').send(dashManifestWithQuery(manifest, `?${new URLSearchParams({ grant: request.query.grant })}`));
    },
  );

  app.get<{ Params: { vid: string; file: string }; Querystring: MediaQuery }>(
    '/drm/hls/:vid/:file',
    {
      schema: {
        params: { type: 'object', required: ['vid', 'file'], properties: { vid, file: { type: 'string', pattern: cencHlsFilePattern } } },
        querystring: { type: 'object', properties: mediaQuery },
      },
    },
    async (request, reply) => {
      const video = await videoOf(app.database.db, request.params.vid);
      if (!video.drmKid || video.source !== 'cenc') throw new ApiFailure(Code.notFound, { detail: 'this video has no ClearKey HLS' });
      routeOf(video, request.query.route);
      checkAuth(request, request.query.auth_key);
      checkGrant(video, request.query.grant);
      const file = request.params.file;
      const found = await stat(join(context.mediaRoot, cencHlsFile(file))).then((entry) => entry.isFile(), () => false);
      if (!found) throw new ApiFailure(Code.notFound, { detail: `no file ${file}` });
      if (file.endsWith('.m3u8')) reply.headers(playlistHeaders);
      else reply.header('content-type', file.endsWith('.mp4') ? 'video/mp4' : 'video/iso.segment');
      return reply.sendFile(cencHlsFile(file), context.mediaRoot);
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
      const video = await videoOf(app.database.db, request.params.file.slice(0, -4));
      if (!video.hasAudio) throw new ApiFailure(Code.notFound, { detail: 'this video has no audio-only source' });
      checkAuth(request, request.query.auth_key);
      checkGrant(video, request.query.grant);
      return reply.sendFile(audioFile(video), rootOf(video));
    },
  );

  // An ingested video's cover image and thumbnail sprite (the seeded samples' are under /media/).
  app.get<{ Params: { vid: string; file: string } }>(
    '/files/:vid/:file',
    { schema: { params: { type: 'object', required: ['vid', 'file'], properties: { vid, file: { type: 'string', enum: [...ingestedImages] } } } } },
    async (request, reply) => {
      const video = await videoOf(app.database.db, request.params.vid);
      if (!isIngested(video)) throw new ApiFailure(Code.notFound, { detail: 'only an ingested video has its own images' });
      return reply.header('content-type', 'image/jpeg').sendFile(`${video.vid}/${request.params.file}`, context.videosRoot);
    },
  );
};

export default media;
