import type { VideoRow } from '../repositories/vod-videos.js';

/** Quality names, lowest first (my_br 1 = 360p). */
export const qualities = ['360p', '480p', '720p'] as const;
export type Quality = (typeof qualities)[number];

/** How many times the `long` source loops the 24 s lesson. */
export const longLoops = 13;

/** The HLS levels a video has (none for the DASH-only ClearKey video). */
export function hlsLevels(video: VideoRow): readonly Quality[] {
  if (video.source === 'cenc') return [];
  if (video.source === 'encrypted') return ['360p'];
  return qualities;
}

/** Whether the video has the progressive mp4 qualities (protected videos do not: they would bypass protection). */
export function hasMp4(video: VideoRow): boolean {
  return video.source === 'lesson';
}

/** The media-relative file of an HLS level playlist (before rewriting). */
export function levelPlaylistFile(video: VideoRow, level: Quality): string {
  return video.source === 'encrypted' ? 'vod/encrypted/index.m3u8' : `lesson/hls/${level}/index.m3u8`;
}

/** The media-relative file of a fragment. */
export function fragmentFile(video: VideoRow, level: Quality, file: string): string {
  return video.source === 'encrypted' ? `vod/encrypted/${file}` : `lesson/hls/${level}/${file}`;
}

/** The media-relative file of a DASH manifest or segment. */
export function dashFile(video: VideoRow, file: string): string {
  return video.source === 'cenc' ? `vod/cenc/${file}` : `lesson/dash/${file}`;
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

export const mp4File = (level: Quality) => `lesson/mp4/lesson-${level}.mp4`;
export const audioFile = 'lesson/audio/lesson.m4a';

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

export interface LevelDescription {
  name: Quality;
  width: number;
  height: number;
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
}

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
