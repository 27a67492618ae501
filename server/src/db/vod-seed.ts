import { seededVid } from '../lib/vod-crypto.js';
import * as videos from '../repositories/vod-videos.js';
import type { NewVideo } from '../repositories/vod-videos.js';
import type { Db } from './client.js';

/** The keys the media were encrypted with (scripts/make-media.mjs `VOD_KEYS`; never served as they are). */
export const vodKeys = {
  hlsKey: '8a1f0c3e5b7d9f21436587a9cbed0f12',
  hlsIv: '0102030405060708090a0b0c0d0e0f10',
  cencKey: '3c9e1d5a7f2b4c6e8a0d2f4b6c8e0a1c',
  cencKid: 'ddd10e5a1f2b3c4d5e6f708192a3b4c5',
} as const;

/** The password of the `password` sample video. */
export const demoVideoPassword = 'ddi123';

const lesson = 'Leading Teams - Lesson 1';
const keyframes = [
  { keytime: 4, keycontext: 'How trust is built', btnDesc: '', btnHref: '' },
  { keytime: 12, keycontext: 'Set clear goals', btnDesc: 'Read more', btnHref: 'https://example.com/goals' },
  { keytime: 20, keycontext: 'Practise a team meeting', btnDesc: '', btnHref: '' },
];
const localHosts = ['localhost', '127.0.0.1'];

type Sample = Omit<NewVideo, 'vid' | 'sortOrder' | 'source' | 'durationSeconds'> &
  Partial<Pick<NewVideo, 'source' | 'durationSeconds'>>;

/** One sample per path of the player (issue 5); slugs double as their main catalogue tag. */
const samples: Sample[] = [
  { slug: 'mp4', title: `${lesson} (platform mp4, 3 qualities)`, features: ['mp4', 'subtitles'], seed: 0, myBr: 2 },
  { slug: 'hls', title: `${lesson} (platform HLS)`, features: ['hls', 'subtitles'] },
  { slug: 'dash', title: `${lesson} (platform DASH)`, features: ['dash', 'hls'], hasDash: true },
  {
    slug: 'encrypted',
    title: `${lesson} (AES-128 HLS, playsafe)`,
    features: ['encrypted', 'hls'],
    source: 'encrypted',
    protectMode: 1,
    hlsKey: vodKeys.hlsKey,
    hlsIv: vodKeys.hlsIv,
  },
  {
    slug: 'drm',
    title: `${lesson} (ClearKey DASH)`,
    features: ['drm', 'dash'],
    source: 'cenc',
    hasDash: true,
    drmKid: vodKeys.cencKid,
    drmKey: vodKeys.cencKey,
  },
  { slug: 'password', title: `${lesson} (password ${demoVideoPassword})`, features: ['password', 'hls'], password: demoVideoPassword },
  { slug: 'playauth', title: `${lesson} (sign check)`, features: ['playauth', 'hls'], playauth: 1 },
  { slug: 'status-51', title: 'Not passed (status 51)', features: ['status-51'], status: 51 },
  { slug: 'status-deleted', title: 'Deleted (status -1)', features: ['status-deleted'], status: -1 },
  { slug: 'status-transcoding', title: 'Transcoding (status 20)', features: ['status-transcoding'], status: 20 },
  { slug: 'status-48', title: 'Abnormal (status 48)', features: ['status-48'], status: 48 },
  { slug: 'status-53', title: 'Blocked (status 53)', features: ['status-53'], status: 53 },
  { slug: 'status-unaudited', title: 'Not audited (status 30)', features: ['status-unaudited'], status: 30 },
  {
    slug: 'domain-allow',
    title: `${lesson} (domain allow list)`,
    features: ['domain-allow', 'hls'],
    domain: { setting_type: 2, enabled: localHosts, disabled: [] },
  },
  {
    slug: 'domain-deny',
    title: `${lesson} (domain deny list)`,
    features: ['domain-deny', 'hls'],
    domain: { setting_type: 1, enabled: [], disabled: localHosts },
  },
  { slug: 'forbidden-client', title: 'Forbidden on desktop', features: ['forbidden-client'], forbidClients: ['pc'] },
  { slug: 'timeoutflow', title: 'Over the time quota', features: ['timeoutflow'], timeoutflow: true },
  { slug: 'outflow', title: 'Over the traffic quota', features: ['outflow'], outflow: true },
  { slug: 'preview', title: `${lesson} (10 s preview)`, features: ['preview', 'hls'], previewDuration: 10 },
  { slug: 'lines', title: `${lesson} (several CDN lines)`, features: ['lines', 'hls'], lines: 'line1,line2,kw,broken' },
  { slug: 'audio', title: `${lesson} (with audio-only source)`, features: ['audio', 'hls'], hasAudio: true },
  { slug: 'markers', title: `${lesson} (key-frame markers)`, features: ['markers', 'hls'], keyframes },
  {
    slug: 'thumbnails',
    title: `${lesson} (looped to 312 s, thumbnails)`,
    features: ['thumbnails', 'hls'],
    source: 'long',
    durationSeconds: 312,
    hasThumbnails: true,
  },
  { slug: 'json-fallback', title: 'Video info from the static path only', features: ['json-fallback', 'hls'], jsonMode: 'static-only' },
  { slug: 'json-missing', title: 'Video info missing (code 1)', features: ['json-missing'], jsonMode: 'missing' },
  { slug: 'json-corrupt', title: 'Video info not decryptable (code 2)', features: ['json-corrupt'], jsonMode: 'corrupt' },
  { slug: 'token2', title: `${lesson} (HLS behind token2 auth_key)`, features: ['token2', 'hls'], requireAuthKey: true },
  { slug: 'hls-index2', title: `${lesson} (first HLS index down, hlsIndex2 works)`, features: ['hls-index2', 'hls'], hlsIndexMode: 'index2' },
  { slug: 'hls302', title: `${lesson} (HLS index answers 302)`, features: ['hls302', 'hls'], hlsIndexMode: 'redirect', lines: 'line1,line2' },
  { slug: 'beacons', title: `${lesson} (statistics every 2 s)`, features: ['beacons', 'mp4'], seed: 0, reportFreq: 2 },
];

/** The seeded rows (deterministic vids: seededVid(slug)). */
export function vodSamples(): NewVideo[] {
  return samples.map((sample, index) => ({
    source: 'lesson',
    durationSeconds: 24,
    ...sample,
    vid: seededVid(sample.slug),
    sortOrder: index,
  }));
}

/** Seeds the sample videos of the video platform; idempotent (existing vids are left as they are). */
export async function seedVod(db: Db): Promise<void> {
  await videos.insertMissing(db, vodSamples());
}
