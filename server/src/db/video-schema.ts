/**
 * The video platform's tables (player spec §3 video info, tokens, beacons, …): migrations in
 * `drizzle/video/`, generated with `npm run db:generate:video -- --name <change>`. May refer to the core
 * tables of `schema.ts`.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A key-frame marker of the video info (`videokeyframes`). */
export interface KeyFrame {
  keytime: number;
  keycontext: string;
  btnDesc: string;
  btnHref: string;
}

/** The domain rule of the video info (player spec §5). */
export interface DomainRule {
  setting_type: 0 | 1 | 2;
  enabled: string[];
  disabled: string[];
}

/** Where a video's files come from (media/): the lesson ladder, its AES-128 HLS, its CENC DASH, the looped lesson. */
export type VideoSource = 'lesson' | 'encrypted' | 'cenc' | 'long';
/** How the video-info paths behave (test videos for the player's code 1 / code 2 paths). */
export type JsonMode = 'normal' | 'static-only' | 'missing' | 'corrupt';
/**
 * How the HLS index behaves (test videos for spec §3 `hlsIndex2` / `hls302`): `index2` — `hlsIndex` answers
 * 503 and `hlsIndex2` is the good index; `redirect` — `hlsIndex` answers a 302 to the real master (`hls302` 1).
 */
export type HlsIndexMode = 'normal' | 'index2' | 'redirect';

/** The video catalogue: one row per video with the §3 video-info fields the platform serves. */
export const vodVideos = pgTable('vod_videos', {
  vid: text('vid').primaryKey(),
  /** A stable name for the seed and the demo catalogue (`hls`, `status-51`, …). */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Catalogue tags of `/demo/catalog.json`. */
  features: jsonb('features').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  source: text('source').$type<VideoSource>().notNull(),
  durationSeconds: real('duration_seconds').notNull(),
  status: integer('status').notNull().default(60),
  /** 0: mp4 qualities; 1: HLS. */
  seed: integer('seed').notNull().default(1),
  /** Default quality, 1-based. */
  myBr: integer('my_br').notNull().default(1),
  cataid: text('cataid').notNull().default('1'),
  catatree: text('catatree').notNull().default('1'),
  ratio: real('ratio').notNull().default(16 / 9),
  keepsource: integer('keepsource').notNull().default(0),
  hasDash: boolean('has_dash').notNull().default(false),
  hasAudio: boolean('has_audio').notNull().default(false),
  hasSubtitles: boolean('has_subtitles').notNull().default(true),
  hasThumbnails: boolean('has_thumbnails').notNull().default(false),
  /** 1: AES-128 HLS behind a playsafe token. */
  protectMode: integer('protect_mode').notNull().default(0),
  /** 16-byte AES key (hex) of the encrypted HLS; never served except encrypted under a token. */
  hlsKey: text('hls_key'),
  hlsIv: text('hls_iv'),
  /** ClearKey: key id and key (hex). */
  drmKid: text('drm_kid'),
  drmKey: text('drm_key'),
  /** The viewing password (a share password, compared through the spec's salted hash, so kept as is). */
  password: text('password'),
  playauth: integer('playauth').notNull().default(0),
  timeoutflow: boolean('timeoutflow').notNull().default(false),
  outflow: boolean('outflow').notNull().default(false),
  forbidClients: jsonb('forbid_clients').$type<string[]>().notNull().default([]),
  domain: jsonb('domain').$type<DomainRule>().notNull().default({ setting_type: 0, enabled: [], disabled: [] }),
  /** Seconds a preview id may play (the preview id is the vid + `p`); 0: no preview. */
  previewDuration: integer('preview_duration').notNull().default(0),
  /** Comma-separated CDN lines, the first is the original line. */
  lines: text('lines').notNull().default('line1'),
  keyframes: jsonb('keyframes').$type<KeyFrame[]>().notNull().default([]),
  reportFreq: integer('report_freq').notNull().default(10),
  jsonMode: text('json_mode').$type<JsonMode>().notNull().default('normal'),
  /** Token2: the mp4 and HLS media demand a valid `auth_key` (spec §7), not only check one that is sent. */
  requireAuthKey: boolean('require_auth_key').notNull().default(false),
  hlsIndexMode: text('hls_index_mode').$type<HlsIndexMode>().notNull().default('normal'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Server-side secrets (HMAC of tokens and auth keys), created once, shared by every instance. */
export const vodSecrets = pgTable('vod_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** View-statistics beacons (player spec §7), one row per accepted beacon. */
export const vodViewStats = pgTable(
  'vod_view_stats',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamptz('received_at').notNull(),
    pid: text('pid').notNull(),
    vid: text('vid').notNull(),
    uid: text('uid').notNull(),
    flow: integer('flow').notNull(),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    href: text('href').notNull(),
    duration: integer('duration').notNull(),
    cts: integer('cts').notNull(),
    sd: integer('sd').notNull(),
    pd: integer('pd').notNull(),
    sign: text('sign').notNull(),
    pn: text('pn').notNull(),
    pv: text('pv').notNull(),
    appId: text('app_id'),
    sid: text('sid'),
    param1: text('param1'),
    param2: text('param2'),
    param3: text('param3'),
    param4: text('param4'),
    param5: text('param5'),
    viewerAvatar: text('viewer_avatar'),
    ute: text('ute'),
  },
  (table) => [index('vod_view_stats_vid_idx').on(table.vid, table.receivedAt)],
);

/** Quality beacons (loading, buffer, end, error, forbidden). */
export const vodQualityBeacons = pgTable(
  'vod_quality_beacons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamptz('received_at').notNull(),
    pid: text('pid').notNull(),
    vid: text('vid').notNull(),
    uid: text('uid').notNull(),
    href: text('href').notNull(),
    domain: text('domain').notNull(),
    type: text('type').notNull(),
    pn: text('pn').notNull(),
    pv: text('pv').notNull(),
    timeMs: integer('time_ms'),
    error: text('error'),
    requestUri: text('request_uri'),
    sessionId: text('session_id'),
    param1: text('param1'),
    param2: text('param2'),
    param3: text('param3'),
    param4: text('param4'),
    param5: text('param5'),
  },
  (table) => [index('vod_quality_beacons_vid_idx').on(table.vid, table.receivedAt)],
);

/** Ad logs: clicks and views. */
export const vodAdLogs = pgTable('vod_ad_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  receivedAt: timestamptz('received_at').notNull(),
  adid: text('adid').notNull(),
  type: integer('type').notNull(),
  vid: text('vid'),
});
