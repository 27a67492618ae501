import type { LadderLevel } from '../db/video-schema.js';
import type { VideoRow } from '../repositories/vod-videos.js';

/** Quality names, lowest first (my_br 1 = 360p); 1080p only for an ingested video whose source has it. */
export const qualities = ['360p', '480p', '720p', '1080p'] as const;
export type Quality = (typeof qualities)[number];
/** The qualities of the demo lesson (media/lesson/). */
export const lessonQualities: readonly Quality[] = ['360p', '480p', '720p'];

/** How many times the `long` source loops the 24 s lesson. */
export const longLoops = 13;

/** The thumbnail sprite's grid (player spec: a tile every 5 s, every 15 s over 10 min; 160×90 tiles, 50 a row). */
export function thumbnailGrid(durationSeconds: number): { interval: number; width: number; height: number; columns: number } {
  return { interval: durationSeconds > 600 ? 15 : 5, width: 160, height: 90, columns: 50 };
}

/** The HLS levels a video has (none for the DASH-only ClearKey video). */
export function hlsLevels(video: VideoRow): readonly Quality[] {
  if (video.source === 'ingested') return video.ladder.map((level) => level.name);
  if (video.source === 'cenc') return [];
  if (video.source === 'encrypted') return ['360p'];
  return lessonQualities;
}

/** The progressive mp4 qualities of a video (protected videos have none: they would bypass protection). */
export function mp4Levels(video: VideoRow): readonly Quality[] {
  if (video.source === 'ingested') return video.protectMode ? [] : hlsLevels(video);
  return video.source === 'lesson' ? lessonQualities : [];
}

/**
 * The files of a video are relative to one of two roots: the media folder (the seeded samples) or, for an
 * ingested video, the videos directory, where each ingested video has its folder named by its vid.
 */
export const isIngested = (video: VideoRow) => video.source === 'ingested';

/** The root-relative file of an HLS level playlist (before rewriting). */
export function levelPlaylistFile(video: VideoRow, level: Quality): string {
  if (isIngested(video)) return `${video.vid}/hls/${level}/index.m3u8`;
  return video.source === 'encrypted' ? 'vod/encrypted/index.m3u8' : `lesson/hls/${level}/index.m3u8`;
}

/** The root-relative file of a fragment. */
export function fragmentFile(video: VideoRow, level: Quality, file: string): string {
  if (isIngested(video)) return `${video.vid}/hls/${level}/${file}`;
  return video.source === 'encrypted' ? `vod/encrypted/${file}` : `lesson/hls/${level}/${file}`;
}

/** The root-relative file of a DASH manifest or segment. */
export function dashFile(video: VideoRow, file: string): string {
  if (isIngested(video)) return `${video.vid}/dash/${file}`;
  return video.source === 'cenc' ? `vod/cenc/${file}` : `lesson/dash/${file}`;
}

/** The DASH files a video may have: the manifest, an init segment and numbered media segments per representation. */
export const dashFilePattern = '^(manifest\\.mpd|init-[0-9]\\.m4s|segment-[0-9]-[0-9]{3,5}\\.m4s)$';

/**
 * A DASH manifest whose segment URLs carry `query` (`?grant=…`, a password video's grant): its SegmentTemplate's
 * `initialization` and `media` attributes, which dash.js resolves against the manifest's URL without its query.
 */
export function dashManifestWithQuery(text: string, query: string): string {
  const escaped = query.replaceAll('&', '&amp;');
  return text.replace(/\b(initialization|media)="([^"?]*)"/g, (_, name: string, template: string) => `${name}="${template}${escaped}"`);
}

/**
 * The paths an HLS `auth_key` (token2) may be minted for: the video's indexes (`hlsIndex`, `hlsIndex2`, the
 * 302 index). One key serves the video's master and level playlists and its fragments (the level playlists
 * write it into the fragment URLs).
 */
export const hlsAuthPaths = (vid: string) => [`/vod/hls/${vid}/master.m3u8`, `/vod/hls/${vid}/index2.m3u8`, `/vod/hls302/${vid}/master.m3u8`];

/** The files of the ClearKey video's CENC fMP4 HLS (media/vod/cenc-hls/): playlists, init and media segments. */
export const cencHlsFilePattern = '^(master|video|audio)\\.m3u8$|^init-[01]\\.mp4$|^segment-[01]-[0-9]{3}\\.m4s$';
export const cencHlsFile = (file: string) => `vod/cenc-hls/${file}`;

/** The root-relative file of an mp4 quality. */
export const mp4File = (video: VideoRow, level: Quality) => (isIngested(video) ? `${video.vid}/mp4/${level}.mp4` : `lesson/mp4/lesson-${level}.mp4`);
/** The root-relative file of the audio-only source. */
export const audioFile = (video: VideoRow) => (isIngested(video) ? `${video.vid}/audio.m4a` : 'lesson/audio/lesson.m4a');
/** The files of an ingested video's folder besides its renditions: cover image and thumbnail sprite. */
export const ingestedImages = ['cover.jpg', 'sprite.jpg'] as const;

/** The lines of a video (its comma-separated `lines`), the first being the original line. */
export function linesOf(video: VideoRow): string[] {
  return video.lines.split(',').map((line) => line.trim()).filter(Boolean);
}

/** The line that answers 503 for every fragment (to exercise the player's network tip). */
export const brokenLine = 'broken';

/**
 * Rewrites a level playlist: fragments become `/vod/line/{route}/{vid}/{level}/{file}` (the route marker),
 * the key URI becomes `/vod/keys/{vid}.key`, and the `long` source repeats the lesson `longLoops` times.
 * `fragmentQuery` (`?grant=…`) is appended to every fragment URL (a password video's grant).
 */
export function rewriteLevelPlaylist(video: VideoRow, level: Quality, text: string, route: string, fragmentQuery = ''): string {
  const lines = text.split('\n').map((line) => line.trimEnd());
  const header: string[] = [];
  const body: string[] = [];
  let inBody = false;
  for (const line of lines) {
    if (line === '' || line === '#EXT-X-ENDLIST') continue;
    if (line.startsWith('#EXT-X-KEY:')) {
      body.push(line.replace(/URI="[^"]*"/, `URI="/vod/keys/${video.vid}.key"`));
      inBody = true;
    } else if (line.startsWith('#EXTINF:') || inBody) {
      inBody = true;
      body.push(line.startsWith('#') ? line : `/vod/line/${encodeURIComponent(route)}/${video.vid}/${level}/${line}${fragmentQuery}`);
    } else {
      header.push(line);
    }
  }
  const loops = video.source === 'long' ? longLoops : 1;
  const out = [...header];
  for (let loop = 0; loop < loops; loop += 1) {
    if (loop > 0) out.push('#EXT-X-DISCONTINUITY');
    out.push(...body);
  }
  out.push('#EXT-X-ENDLIST');
  return `${out.join('\n')}\n`;
}

/** A level of a master playlist (the lesson's from media/lesson/manifest.json, an ingested video's from its row). */
export type LevelDescription = LadderLevel;

/** The master playlist: the video's levels, listed relatively (`360p.m3u8`). */
export function masterPlaylist(levels: readonly LevelDescription[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const level of levels) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${level.bandwidth},AVERAGE-BANDWIDTH=${level.averageBandwidth},RESOLUTION=${level.width}x${level.height},CODECS="${level.codecs}"`,
      `${level.name}.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}
