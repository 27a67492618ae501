/** Business constants of the player spec §9 (times in milliseconds unless the name says otherwise). */

/** The player's version line in the right-click menu (spec §1: `v{ip}-DRM11`, updated 20220609). */
export const PLAYER_VERSION = 'v0.1.0-DRM11';

/** Control bar: hides this long after the last pointer movement. */
export const CONTROLS_IDLE_MS = 3000;
/** Control bar: hides this long after playback starts when the pointer does not move. */
export const CONTROLS_FIRST_IDLE_MS = 5000;

/** Resume: the position is saved every 5 s of playback… */
export const RESUME_SAVE_INTERVAL_MS = 5000;
/** …but not during the first 10 s of the video. */
export const RESUME_MIN_POSITION_S = 10;
/** The resume tip hides after 10 s. */
export const RESUME_TIP_MS = 10_000;

/** `ddi-play-completed` fires within this many seconds of the end. */
export const PLAY_COMPLETED_WINDOW_S = 5;

/** Volume step of the ↑/↓ shortcuts. */
export const VOLUME_STEP = 0.05;
/** Volume used when a muted video is unmuted and its volume is 0. */
export const UNMUTE_FALLBACK_VOLUME = 0.7;

/** How long the `notAllowPip` message stays. */
export const PIP_REFUSED_MS = 1500;
/** How long other short messages (quality error, copy success) stay. */
export const TOAST_MS = 2000;
/** Spec §9: log messages (the toast) fade in and out over 600 ms (instant under `prefers-reduced-motion`). */
export const TOAST_FADE_MS = 600;
/** How long the "still being processed" notice of a video the platform still slices (`realtimeSlicing`) shows. */
export const SLICING_NOTICE_MS = 6000;

/** A fatal hls.js media error is recovered with `recoverMediaError` at most once in this window. */
export const MEDIA_RECOVERY_WINDOW_MS = 5000;
/**
 * How long the HLS engine lets hls.js answer a media element error before treating it as a fatal media error
 * itself: a decode error that ends the MediaSource ("ended", not "closed") is never reported by hls.js, and
 * the player would otherwise wait forever with the element in error.
 */
export const MEDIA_ERROR_GRACE_MS = 1000;

/** Screenshot preview width limit (px). */
export const SCREENSHOT_PREVIEW_MAX_WIDTH = 240;

/** Below these host widths (px) secondary controls, then the time display, are hidden. */
export const SMALL_WIDTH = 480;
export const TINY_WIDTH = 320;

/** Spec §8: when every mp4 quality failed within this many seconds of the end, playback skips to the end. */
export const SKIP_TO_END_WINDOW_S = 5;
/** Spec §9: the slow-network bubble after this long of waiting… */
export const SLOW_WAIT_MS = 5000;
/** …or, for mp4, after this many waits… */
export const SLOW_WAIT_COUNT = 5;
/** …within this window. */
export const SLOW_WAIT_WINDOW_MS = 10_000;
/** Spec §9: HLS fragment retries in the player when another line can be offered. */
export const LINE_FRAGMENT_RETRIES = 3;

// ---- danmu (spec §9)
/** The danmu scheduler's tick: due comments are queued and placed this often. */
export const DANMU_TICK_MS = 150;
/** Danmu tracks are this many px high; a comment takes as many tracks as its line height needs. */
export const DANMU_TRACK_PX = 10;
/** Top and bottom comments last this many seconds (of playback). */
export const DANMU_FIXED_S = 5;
/** When the queue is longer than twice the number of tracks, comments older than this (s) are discarded. */
export const DANMU_QUEUE_MAX_AGE_S = 5;
/** At most this many top comments at a time (and one bottom comment). */
export const DANMU_MAX_TOP = 6;

/** Spec §5 / §9: subtitle font size limits (px). */
export const SUBTITLE_FONT_MIN = 20;
export const SUBTITLE_FONT_MAX = 40;
/** Spec §2: stream caption cues sit on a grid of 15 rows by 100 characters (one column is 1/100 of the width). */
export const CAPTION_GRID_ROWS = 15;
export const CAPTION_GRID_COLUMNS = 100;
/** Spec §4 / §9: after a seek the subtitles are re-initialised this much later. */
export const SUBTITLE_SEEK_REFRESH_MS = 500;
