/**
 * The video platform's tables (player spec §3 video info, tokens, beacons, …): migrations in
 * `drizzle/video/`, generated with `npm run db:generate:video -- --name <change>`. May refer to the core
 * tables of `schema.ts`.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

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

/**
 * Where a video's files come from: media/ — the lesson ladder, its AES-128 HLS, its CENC DASH, the looped
 * lesson; or `ingested` — the video's own folder under the videos directory (`npm run ingest`).
 */
export type VideoSource = 'lesson' | 'encrypted' | 'cenc' | 'long' | 'ingested';

/** A rendition of an ingested video's ladder (its HLS level and mp4), as the master playlist describes it. */
export interface LadderLevel {
  name: '360p' | '480p' | '720p' | '1080p';
  width: number;
  height: number;
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
}
/** How the video-info paths behave (test videos for the player's code 1 / code 2 paths). */
export type JsonMode = 'normal' | 'static-only' | 'missing' | 'corrupt';
/**
 * How the HLS index behaves (test videos for spec §3 `hlsIndex2` / `hls302`): `index2` — `hlsIndex` answers
 * 503 and `hlsIndex2` is the good index; `redirect` — `hlsIndex` answers a 302 to the real master (`hls302` 1).
 */
export type HlsIndexMode = 'normal' | 'index2' | 'redirect';

/** An ad of the video info's `adMatter` (player spec §3 ad item; docs/api.md "Video platform: overlays"). */
export interface AdItem {
  adid: string;
  /** 1 image, 2 video, 3 excluded (the player drops it). */
  adtype: 1 | 2 | 3;
  /** 1 start, 2 pause, 3 end, 4 popup. */
  location: 1 | 2 | 3 | 4;
  matterurl: string;
  addrurl: string;
  /** Seconds. */
  timesize: number;
  cataid: string;
  skipenabled: 0 | 1;
  skiptime: number;
  skipbutton: string;
  popuptime: number;
  /** 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right. */
  poplocation: 1 | 2 | 3 | 4;
  adwidth: number;
  adheight: number;
}

/** A teaser (before the video) or tail clip (after it): an image (jpg, png, gif, jpeg, webp) or an mp4. */
export interface Interlude {
  show: 0 | 1;
  url: string;
  /** Seconds. */
  time: number;
}

/** The end screen: 0 none, 1 related, 2 newest, 3 hottest, 4 recommended, 5 replay cover, 6 custom. */
export interface TailRecommendOpt {
  type: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  custom?: { title: string; url: string; image: string };
}

/** The spread banner (player spec §3 spread). */
export interface Spread {
  tg_url: string;
  tg_position: 'top' | 'bottom';
  /** `txt:<text>` or `<jpg|png|gif|webp|svg>:<url>`. */
  tg_content: string;
  /** 0–100. */
  tg_opacity: number;
}

/** The overlay settings of a video (issue 9): each is served in the video info only when set. */
export interface VideoOverlays {
  adMatter?: AdItem[];
  adText?: { text: string; url: string };
  teaser?: Interlude;
  tail?: Interlude;
  tailRecommendOpt?: TailRecommendOpt;
  spread?: Spread;
  /** The id of the video's PPT (`vod_ppt_pages.ppt_id`). */
  ppt?: string;
  /** The danmu list of `GET /vod/danmu/{vid}` (player spec §7 "Danmu JSON"); the info says `openDanmu: 1`. */
  danmu?: DanmuEntry[];
  /** The marquee of `GET /vod/marquee` (player spec §3 "Marquee data"), answered signed. */
  marquee?: MarqueeData;
}

/** A danmu item (player spec §3 "Danmu item"). */
export interface DanmuEntry {
  msg: string;
  time: number;
  fontColor?: string;
  fontSize?: number;
  fontMode?: 'roll' | 'top' | 'bottom';
}

/** Marquee data (player spec §3): the text shown, the pattern 1–7 and its look. */
export interface MarqueeData {
  username: string;
  setting: number;
  lifeTime?: number;
  interval?: number;
  speed?: number;
  fontSize?: number;
  fontColor?: string;
  alpha?: number;
}

/** A quiz choice: the answer text and whether it is right. */
export interface QuizChoice {
  answer: string;
  right_answer: 0 | 1;
}

/** A field of a visitor form. */
export interface VisitorField {
  name: string;
  type: 'input' | 'textarea';
  /** Placeholder / hint. */
  msg: string;
}

/** A field of a submitted visitor record. */
export interface VisitorRecordField {
  name: string;
  value: string;
  msg: string;
  type: 'input' | 'textarea';
}

/** The video catalogue: one row per video with the §3 video-info fields the platform serves. */
export const vodVideos = pgTable(
  'vod_videos',
  {
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
    /** Ads, teaser, tail, end screen, spread and PPT id (issue 9). */
    overlays: jsonb('overlays').$type<VideoOverlays>().notNull().default({}),
    /** The renditions of an ingested video, lowest first (empty for the seeded ones: media/lesson/manifest.json). */
    ladder: jsonb('ladder').$type<LadderLevel[]>().notNull().default([]),
    /**
     * SHA-256 (hex) of the source file an ingested video was made from: a course file's `video.file` that
     * matches reuses the video instead of ingesting it again (null for the seeded videos).
     */
    sourceSha256: text('source_sha256'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('vod_videos_source_sha256_idx').on(table.sourceSha256)],
);

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
    /** The beacon's `ik` (ours, optional): a re-send with the same key in the same player session is stored once. */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    index('vod_view_stats_vid_idx').on(table.vid, table.receivedAt),
    uniqueIndex('vod_view_stats_pid_idempotency_key_idx').on(table.pid, table.idempotencyKey),
  ],
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
    /** As in `vod_view_stats`: (pid, key) is stored once; rows without a key are always stored. */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    index('vod_quality_beacons_vid_idx').on(table.vid, table.receivedAt),
    uniqueIndex('vod_quality_beacons_pid_idempotency_key_idx').on(table.pid, table.idempotencyKey),
  ],
);

/** Ad logs: clicks and views. */
export const vodAdLogs = pgTable('vod_ad_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  receivedAt: timestamptz('received_at').notNull(),
  adid: text('adid').notNull(),
  type: integer('type').notNull(),
  vid: text('vid'),
});

/** Quiz questions (player spec §3 quiz question; `GET /vod/exam/list`), in `sortOrder` per video. */
export const vodExamQuestions = pgTable(
  'vod_exam_questions',
  {
    examId: text('exam_id').primaryKey(),
    vid: text('vid')
      .notNull()
      .references(() => vodVideos.vid, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    question: text('question').notNull(),
    choices: jsonb('choices').$type<QuizChoice[]>().notNull(),
    illustration: text('illustration').notNull().default(''),
    skip: boolean('skip').notNull().default(false),
    multi: integer('multi').notNull().default(0),
    showTime: real('show_time').notNull(),
    /** The explanation shown after answering (may be ''). */
    answer: text('answer').notNull().default(''),
    /** A custom "wrong" text (may be ''). */
    wrongAnswer: text('wrong_answer').notNull().default(''),
    /** Where a wrong answer seeks back to (s), or -1: ask again. */
    wrongTime: real('wrong_time').notNull().default(-1),
    skipWrongButton: boolean('skip_wrong_button').notNull().default(false),
  },
  (table) => [index('vod_exam_questions_vid_idx').on(table.vid, table.sortOrder)],
);

/** Visitor forms (player spec §3 visitor form; `GET /vod/visitor/list`). */
export const vodVisitorForms = pgTable(
  'vod_visitor_forms',
  {
    qid: text('qid').primaryKey(),
    vid: text('vid')
      .notNull()
      .references(() => vodVideos.vid, { onDelete: 'cascade' }),
    /** `h:m:s`. */
    time: text('time').notNull(),
    title: text('title').notNull(),
    imagelink: text('imagelink').notNull().default(''),
    link: text('link').notNull().default(''),
    fields: jsonb('fields').$type<VisitorField[]>().notNull(),
  },
  (table) => [index('vod_visitor_forms_vid_idx').on(table.vid)],
);

/** PPT chapters (`GET /vod/ppt/{pptId}.json`), by position within the PPT. */
export const vodPptPages = pgTable(
  'vod_ppt_pages',
  {
    pptId: text('ppt_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Thumbnail URL. */
    tImg: text('t_img').notNull(),
    /** Start second. */
    sec: real('sec').notNull(),
    text: text('text').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.pptId, table.position] })],
);

/** Slide images per start second of a video (`GET /vod/slides`). */
export const vodSlides = pgTable(
  'vod_slides',
  {
    vid: text('vid')
      .notNull()
      .references(() => vodVideos.vid, { onDelete: 'cascade' }),
    sec: real('sec').notNull(),
    img: text('img').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vid, table.sec] })],
);

/** Quiz answer logs (`POST /vod/exam/log`): written before the answer, one row per call. */
export const vodExamLogs = pgTable(
  'vod_exam_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamptz('received_at').notNull(),
    eid: text('eid').notNull(),
    question: text('question').notNull(),
    vid: text('vid').notNull(),
    uid: text('uid').notNull(),
    pid: text('pid').notNull(),
    correct: integer('correct').notNull(),
    /** The chosen answer texts. */
    answer: jsonb('answer').$type<string[]>().notNull(),
    viewerId: text('viewer_id'),
  },
  (table) => [index('vod_exam_logs_vid_idx').on(table.vid, table.receivedAt)],
);

/** Visitor records (`POST /vod/visitor/record`): written before the answer, one row per call. */
export const vodVisitorRecords = pgTable(
  'vod_visitor_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamptz('received_at').notNull(),
    /** The form's qid. */
    qid: text('qid').notNull(),
    vid: text('vid').notNull(),
    time: text('time').notNull(),
    title: text('title').notNull(),
    userhref: text('userhref').notNull(),
    img: text('img').notNull(),
    link: text('link').notNull(),
    fields: jsonb('fields').$type<VisitorRecordField[]>().notNull(),
  },
  (table) => [index('vod_visitor_records_vid_idx').on(table.vid, table.receivedAt)],
);

export const ingestJobStatuses = ['running', 'done', 'failed'] as const;
export type IngestJobStatus = (typeof ingestJobStatuses)[number];

/**
 * Ingestion jobs of uploaded videos (services/ingest/jobs.ts), shared by every instance: any of them answers
 * `GET /admin/v1/videos/{jobId}`. The instance running a job writes its progress (at most a few times a second)
 * and touches `updated_at` while it runs; a running job not touched for the jobs' timeout is reported failed
 * (its instance died). Times are the database's (`now()`), so instances' clocks need not agree.
 */
export const ingestJobs = pgTable(
  'ingest_jobs',
  {
    /** The upload's id (tus) or a new UUID (`POST /admin/v1/videos`). */
    id: uuid('id').primaryKey(),
    status: text('status', { enum: ingestJobStatuses }).notNull().default('running'),
    /** 0 to 1. */
    progress: real('progress').notNull().default(0),
    /** The video made, once done. */
    vid: text('vid'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The running instance's last write (progress or keep-alive). */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    check('ingest_jobs_status', sql`${table.status} in ('running', 'done', 'failed')`),
    check('ingest_jobs_progress', sql`${table.progress} between 0 and 1`),
    check('ingest_jobs_done_with_vid', sql`(${table.status} = 'done') = (${table.vid} is not null)`),
    check('ingest_jobs_failed_with_error', sql`(${table.status} = 'failed') = (${table.errorCode} is not null)`),
    index('ingest_jobs_finished_at_idx').on(table.finishedAt),
  ],
);
