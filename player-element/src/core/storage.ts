/**
 * Local storage of spec §3: one preferences object under `ddi-player` (volume per video, quality per
 * viewer) and the resume position under `startTime-<vid>`. Everything read back is validated: bad
 * contents are ignored, never a crash; storage that throws (private modes, sandboxes) is skipped.
 */
import { isRecord } from './sanitize.js';

export const PREFERENCES_KEY = 'ddi-player';

export interface Preferences {
  /** Volume (0–1) per video key. */
  volume: Record<string, number>;
  /** Quality label (`Auto`, `720P`, …) per viewer id (`''` for anonymous viewers). */
  level: Record<string, string>;
  /** The viewer chose "never show again" on the slow-network bubble. */
  noSlowTip?: boolean;
  /** The chosen subtitle titles (`saveSubtitles`; `[]` = hidden) and the caption style (validated by the subtitle layer). */
  subtitles?: string[];
  captionStyle?: Record<string, unknown>;
  /** The last vid played here was an HLS stream through hls.js: the next vid loads that engine while its info loads (issue 22). */
  hlsVid?: boolean;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Full or unavailable storage: preferences are a convenience.
  }
}

function entries<T>(value: unknown, valid: (entry: unknown) => entry is T): Record<string, T> {
  const result: Record<string, T> = {};
  if (isRecord(value)) for (const [key, entry] of Object.entries(value)) if (valid(entry)) result[key] = entry;
  return result;
}

const isVolume = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;
const isLabel = (value: unknown): value is string => typeof value === 'string' && /^(Auto|Source|\d{2,4}P)$/.test(value);

export function readPreferences(): Preferences {
  let parsed: unknown;
  try {
    parsed = JSON.parse(read(PREFERENCES_KEY) ?? '{}');
  } catch {
    parsed = {};
  }
  const object = isRecord(parsed) ? parsed : {};
  return {
    volume: entries(object.volume, isVolume),
    level: entries(object.level, isLabel),
    ...(object.noSlowTip === true ? { noSlowTip: true } : {}),
    ...(Array.isArray(object.subtitles) ? { subtitles: object.subtitles.filter((title): title is string => typeof title === 'string') } : {}),
    ...(isRecord(object.captionStyle) ? { captionStyle: object.captionStyle } : {}),
    ...(object.hlsVid === true ? { hlsVid: true } : {}),
  };
}

export function updatePreferences(change: (preferences: Preferences) => void): void {
  const preferences = readPreferences();
  change(preferences);
  write(PREFERENCES_KEY, JSON.stringify(preferences));
}

/** `vid`, else the source URL without its query (tokens change, the video does not). */
export function videoKey(vid: string, src: string): string {
  if (vid) return vid;
  try {
    const url = new URL(src, globalThis.location?.href);
    return `${url.origin}${url.pathname}`;
  } catch {
    return src;
  }
}

export const resumeKey = (videoKey: string) => `startTime-${videoKey}`;

export function readResume(key: string): number | undefined {
  const value = Number(read(resumeKey(key)) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function writeResume(key: string, seconds: number | null): void {
  write(resumeKey(key), seconds === null ? null : String(Math.floor(seconds)));
}

/** Spec §8: a record error (#016) is remembered for the rest of the browsing session. */
export const RECORD_ERROR_KEY = 'ddi-player-record-error';

export function recordErrorSeen(): boolean {
  try {
    return (globalThis.sessionStorage?.getItem(RECORD_ERROR_KEY) ?? null) !== null;
  } catch {
    return false;
  }
}

export function rememberRecordError(vid: string): void {
  try {
    globalThis.sessionStorage?.setItem(RECORD_ERROR_KEY, vid || '1');
  } catch {
    // unavailable storage: the error still shows now
  }
}
