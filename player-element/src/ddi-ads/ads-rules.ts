/**
 * The ads rules of spec §5 as pure functions, each usable (and tested) on its own. `validAds` applies them
 * all in order and turns the surviving items into `Ad`s; every dropped item gives one console warning.
 */
import type { AdItem } from '../platform/video-info.js';
import { isRecord, safeHttpUrl, toNumber } from '../core/sanitize.js';

/** Where an ad runs (spec §3 `location`). */
export type AdLocation = 1 | 2 | 3 | 4;
/** Popup corner (`poplocation`): 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right. */
export type AdCorner = 1 | 2 | 3 | 4;

/** A checked ad, ready to show. */
export interface Ad {
  adid: string;
  kind: 'image' | 'video';
  location: AdLocation;
  /** The media URL (absolute). */
  src: string;
  /** Where a click goes (http(s) only), or `''`. */
  href: string;
  /** Seconds; 0 only for pause ads (no limit). */
  timesize: number;
  /** Skip rule: `null` never, `0` at once, `n` after n seconds. */
  skipAfter: number | null;
  /** The skip button's own text, or `''` (then the catalogue's "Skip ad"). */
  skipLabel: string;
  /** Popups: seconds of playback before showing, and the corner. */
  popuptime: number;
  corner: AdCorner;
  /** Popups: the size asked for (px), 0 when not given. */
  width: number;
  height: number;
}

type Raw = Partial<Record<keyof AdItem, unknown>>;

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'bmp', 'avif'];
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogv', 'ogg', 'm4v', 'mov', 'm3u8'];


/** The lower-case extension of a URL's path (`''` when none). */
export function extensionOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]+)$/i.exec(path);
  return match ? match[1]!.toLowerCase() : '';
}

/** Spec §3/§5: `adtype` 3 is excluded; only 1 (image) and 2 (video) are shown. */
export function notExcluded(item: Raw): boolean {
  const type = toNumber(item.adtype);
  return type === 1 || type === 2;
}

/** Spec §3: `location` must be 1 start, 2 pause, 3 end or 4 popup. */
export function knownLocation(item: Raw): boolean {
  const location = toNumber(item.location);
  return location === 1 || location === 2 || location === 3 || location === 4;
}

/**
 * Spec §5 "image ads … are filtered" — our reading: an item whose media does not match its `adtype` is
 * dropped. `matterurl` must be a non-empty string; an image ad (1) whose URL ends in a video extension
 * (mp4, webm, m3u8, …) or a video ad (2) whose URL ends in an image extension (jpg, png, gif, webp, svg, …)
 * is dropped. A URL without a known extension is trusted to be what `adtype` says.
 */
export function matterMatchesType(item: Raw): boolean {
  if (typeof item.matterurl !== 'string' || item.matterurl.trim() === '') return false;
  const extension = extensionOf(item.matterurl.trim());
  const type = toNumber(item.adtype);
  if (type === 1) return !VIDEO_EXTENSIONS.includes(extension);
  if (type === 2) return !IMAGE_EXTENSIONS.includes(extension);
  return false;
}

/**
 * Spec §5 "'not skippable' values are filtered" — our reading: `skipenabled` must be 0 or 1 (number or
 * numeric string; absent means 0) and `skiptime`, when given, a number ≥ 0; any other value drops the item.
 */
export function validSkipValues(item: Raw): boolean {
  const enabled = item.skipenabled === undefined ? 0 : toNumber(item.skipenabled);
  if (enabled !== 0 && enabled !== 1) return false;
  if (item.skiptime === undefined || item.skiptime === null || item.skiptime === '') return true;
  const time = toNumber(item.skiptime);
  return time !== undefined && time >= 0;
}

/** Spec §5: items with `timesize` 0 (or missing, or negative) are ignored, except pause ads (location 2). */
export function hasTimesize(item: Raw): boolean {
  if (toNumber(item.location) === 2) return true;
  const time = toNumber(item.timesize);
  return time !== undefined && time > 0;
}

/** Spec §5: popup ads (location 4) must be images (adtype 1). */
export function popupIsImage(item: Raw): boolean {
  return toNumber(item.location) !== 4 || toNumber(item.adtype) === 1;
}

/**
 * Spec §5 "Skip is true, false or timed": `skipenabled` 0 → `null` (never), 1 with `skiptime` > 0 → skip
 * enabled after `skiptime` seconds, 1 with `skiptime` 0 (or absent) → `0` (at once).
 */
export function skipRule(item: Raw): number | null {
  if (toNumber(item.skipenabled) !== 1) return null;
  const time = toNumber(item.skiptime) ?? 0;
  return time > 0 ? time : 0;
}

/** The rules in the order they are applied, with the warning each failure gives. */
export const adRules: { rule: (item: Raw) => boolean; reason: string }[] = [
  { rule: notExcluded, reason: 'adtype must be 1 (image) or 2 (video); 3 is excluded' },
  { rule: knownLocation, reason: 'location must be 1, 2, 3 or 4' },
  { rule: matterMatchesType, reason: 'matterurl is missing or does not match adtype' },
  { rule: validSkipValues, reason: 'skipenabled must be 0 or 1 and skiptime a number >= 0' },
  { rule: hasTimesize, reason: 'timesize 0 is only allowed for pause ads' },
  { rule: popupIsImage, reason: 'popup ads must be images' },
];

/**
 * Spec §5: the valid ads of a list (options `adMatter` or the video info's), in their order. Media URLs are
 * resolved against `base` (the platform origin, or the page) and must be http(s). Not a list → `[]` with a
 * warning.
 */
export function validAds(list: unknown, base: string, warn: (message: string) => void = (message) => console.warn(message)): Ad[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    warn('ddi-ads: adMatter must be a list of ad items; ignored');
    return [];
  }
  const ads: Ad[] = [];
  for (const item of list as unknown[]) {
    if (!isRecord(item)) {
      warn('ddi-ads: an ad item is not an object; skipped');
      continue;
    }
    const failed = adRules.find(({ rule }) => !rule(item));
    const src = safeHttpUrl(item.matterurl, base);
    if (failed || !src) {
      warn(`ddi-ads: ad ${String(item.adid)} skipped: ${failed ? failed.reason : 'matterurl must be an http(s) URL'}`);
      continue;
    }
    const corner = toNumber(item.poplocation);
    ads.push({
      adid: String(item.adid ?? ''),
      kind: toNumber(item.adtype) === 1 ? 'image' : 'video',
      location: toNumber(item.location) as AdLocation,
      src,
      href: safeHttpUrl(item.addrurl, base),
      timesize: Math.max(0, toNumber(item.timesize) ?? 0),
      skipAfter: skipRule(item),
      skipLabel: typeof item.skipbutton === 'string' ? item.skipbutton.trim() : '',
      popuptime: Math.max(0, toNumber(item.popuptime) ?? 0),
      corner: corner === 1 || corner === 2 || corner === 3 || corner === 4 ? corner : 4,
      width: Math.max(0, toNumber(item.adwidth) ?? 0),
      height: Math.max(0, toNumber(item.adheight) ?? 0),
    });
  }
  return ads;
}

/** The text ad bar `{ text, url }`: a non-empty text, and a link only when `url` is http(s). */
export function validAdText(value: unknown, base: string, warn: (message: string) => void = (message) => console.warn(message)): { text: string; href: string } | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isRecord(value) || typeof (value as { text?: unknown }).text !== 'string' || !(value as { text: string }).text.trim()) {
    warn('ddi-ads: adText must be { text, url }; ignored');
    return null;
  }
  const record = value as { text: string; url?: unknown };
  return { text: record.text.trim(), href: safeHttpUrl(record.url, base) };
}
