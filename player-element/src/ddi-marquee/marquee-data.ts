/**
 * The anti-piracy marquee's data rules (player spec §3 "Marquee data", §5 and §9): normalising the
 * `marquee` option, the fixed corner slots derived from the video id, and the signed-response check of
 * the `marqueeUrl` option. Pure functions, part of the marquee's lazy chunk.
 */
import type { MarqueeOptions } from '../core/options.js';
import { request } from '../platform/request.js';

/** §9: the default time a pattern 2/5/7 text stays (1 s, ×1000 → ms). */
export const DEFAULT_LIFE_TIME_S = 1;
/** §9: the default `speed`: a pass scrolls in speed/10 s and repeats every speed+2 s. */
export const DEFAULT_SPEED = 20;
/** §4: random placement (and patterns 2, 5, 7 between appearances) every 3 s by default. */
export const DEFAULT_INTERVAL_S = 3;
/** §5: the smallest font size. §9: the fixed text is 14 px. */
export const MIN_FONT_PX = 12;
export const DEFAULT_FONT_PX = 14;
/** §5: the smallest opacity. */
export const MIN_ALPHA = 0.01;
/** §4: pattern 3 fades in and out every 3 s. */
export const FADE_EVERY_MS = 3000;
/** §5: the tamper check runs every 5 s while playing; §9: with a 1 px size tolerance. */
export const TAMPER_EVERY_MS = 5000;
export const SIZE_TOLERANCE_PX = 1;
/** §9: a fixed slot lasts hex(3rd) + hex(4th) + 30 s, with 20 s between slots. */
export const SLOT_BASE_S = 30;
export const SLOT_GAP_S = 20;
/**
 * The longest `lifeTime`, `interval` and `speed` taken (s; longer values are capped). Fix found by the
 * property tests (issue 13): a huge value (e.g. speed 1e10) gave a timer delay over 2^31-1 ms (or
 * Infinity), which browsers run at once, so the marquee re-created itself in a busy loop.
 */
export const MAX_TIME_S = 86_400;
/**
 * The shortest taken (s; shorter positive values are raised). Found by the property tests: a tiny `speed`
 * (5e-324) made the scroll time underflow to 0 ms.
 */
export const MIN_TIME_S = 0.1;

/** The marquee patterns of spec §4 (`setting`). */
export type MarqueeSetting = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The marquee after the rules of spec §5 and the defaults of §9. */
export interface MarqueeConfig {
  /** `username`: the text shown. */
  text: string;
  setting: MarqueeSetting;
  /** How long a pattern 2/5/7 text stays, ms. */
  lifeTimeMs: number;
  /** The pause between appearances (patterns 2/5/7) and the random placement period without a vid, ms. */
  intervalMs: number;
  /** One scrolling pass (patterns 1/4/6): speed/10 s, in ms. */
  scrollMs: number;
  /** A new pass every speed+2 s, in ms. */
  repeatMs: number;
  /** Font size in px, at least 12. */
  fontSize: number;
  /** `#rrggbb`. */
  color: string;
  /** Opacity, 0.01–1. */
  opacity: number;
  /** The CSS `text-shadow` when `filter` is on, else `''`. */
  shadow: string;
}

const positive = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
};

/**
 * §5: a colour number padded to a 6-digit hex (`0xff` → `#0000ff`); a string of hex digits (with or
 * without `#` or `0x`) likewise, except three digits after `#`, read as the CSS shorthand (`#fa0` →
 * `#ffaa00`). Anything else is `fallback`.
 */
export function hexColour(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffff) return `#${value.toString(16).padStart(6, '0')}`;
  if (typeof value !== 'string') return fallback;
  const digits = value.trim().replace(/^(#|0x)/i, '');
  if (/^[0-9a-f]{3}$/i.test(digits) && value.trim().startsWith('#')) return `#${[...digits].map((c) => c + c).join('')}`.toLowerCase();
  return /^[0-9a-f]{1,6}$/i.test(digits) ? `#${digits.padStart(6, '0').toLowerCase()}` : fallback;
}

/**
 * §5: opacity at least 0.01, or a percentage: a number above 1 or a string like `'50%'` is a percentage
 * (50 → 0.5). Below 0.01 becomes 0.01; above 100 % becomes 1; not a number gives `fallback`.
 */
export function alphaOf(value: unknown, fallback = 1): number {
  const percent = typeof value === 'string' && value.trim().endsWith('%');
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback;
  const alpha = percent || number > 1 ? number / 100 : number;
  return Math.min(1, Math.max(MIN_ALPHA, alpha));
}

/**
 * The `marquee` option (spec §3 "Marquee data") after the rules of §5 and the defaults of §9, or null
 * (with a console warning) when it is not an object with a non-empty `username`. A `setting` outside
 * 1–7 warns and falls back to 1.
 */
export function resolveMarquee(input: unknown): MarqueeConfig | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    console.warn(`ddi-marquee: the marquee option must be an object such as { username: 'viewer 42', setting: 1 }, got ${Array.isArray(input) ? 'an array' : typeof input}; no marquee is shown`);
    return null;
  }
  const data = input as MarqueeOptions;
  const text = typeof data.username === 'number' ? String(data.username) : typeof data.username === 'string' ? data.username.trim() : '';
  if (!text) {
    console.warn('ddi-marquee: the marquee option has no username (the text to show); no marquee is shown');
    return null;
  }
  // Only a number or a string is read: converting any other value can throw (an object whose toString is not a function).
  const given: unknown = data.setting ?? 1;
  let setting = typeof given === 'number' || typeof given === 'string' ? Number(given) : Number.NaN;
  if (!Number.isInteger(setting) || setting < 1 || setting > 7) {
    console.warn(`ddi-marquee: marquee setting must be 1 to 7, got ${typeof given === 'number' || typeof given === 'string' ? given : typeof given}; using 1`);
    setting = 1;
  }
  const seconds = (value: unknown, fallback: number) => Math.min(MAX_TIME_S, Math.max(MIN_TIME_S, positive(value) ?? fallback));
  const speed = seconds(data.speed, DEFAULT_SPEED);
  const fontSize = positive(data.fontSize) ?? DEFAULT_FONT_PX;
  const filterColor = hexColour(data.filterColor, '#000000');
  const filter = data.filter === true || data.filter === 1 || data.filter === 'on' || data.filter === '1' || data.filter === 'true';
  return {
    text,
    setting: setting as MarqueeSetting,
    lifeTimeMs: seconds(data.lifeTime, DEFAULT_LIFE_TIME_S) * 1000,
    intervalMs: seconds(data.interval, DEFAULT_INTERVAL_S) * 1000,
    scrollMs: (speed / 10) * 1000,
    repeatMs: (speed + 2) * 1000,
    fontSize: Math.max(MIN_FONT_PX, fontSize),
    color: hexColour(data.fontColor, '#ffffff'),
    opacity: alphaOf(data.alpha),
    shadow: filter ? `2px 2px 2px ${filterColor}` : '',
  };
}

/** A fixed corner: 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right. */
export type Corner = 0 | 1 | 2 | 3;

/** A time range (video seconds, within one cycle) in which the fixed text shows in `corner`. */
export interface FixedSlot {
  start: number;
  end: number;
  corner: Corner;
}

const hex = (character: string | undefined) => {
  const value = Number.parseInt(character ?? '', 16);
  return Number.isNaN(value) ? 0 : value;
};

/**
 * Spec §9, the fixed slots of patterns 6 and 7: 8 slots from the first 32 characters of the vid, each
 * from 4 characters. Slot i lasts hex(3rd) + hex(4th) + 30 s (a character that is not a hex digit counts
 * 0); the slots follow each other with 20 s between them, the first starting at 0 s, and the corner is
 * hex(1st) mod 4. The cycle (8 slots and 8 gaps) repeats over the video's time line.
 */
export function fixedSlots(vid: string): { slots: FixedSlot[]; cycle: number } {
  const slots: FixedSlot[] = [];
  let start = 0;
  for (let index = 0; index < 8; index += 1) {
    const chunk = vid.slice(index * 4, index * 4 + 4);
    if (chunk.length < 4) break;
    const end = start + hex(chunk[2]) + hex(chunk[3]) + SLOT_BASE_S;
    slots.push({ start, end, corner: (hex(chunk[0]) % 4) as Corner });
    start = end + SLOT_GAP_S;
  }
  return { slots, cycle: start };
}

/** The slot showing at video time `seconds`, or undefined (in a gap, or no slots). */
export function slotAt(plan: { slots: FixedSlot[]; cycle: number }, seconds: number): FixedSlot | undefined {
  if (!plan.cycle || !(seconds >= 0)) return undefined;
  const time = seconds % plan.cycle;
  return plan.slots.find((slot) => slot.start <= time && time < slot.end);
}

/** What `marqueeUrl` answers: the marquee data and its signature. */
export interface SignedMarquee {
  data: MarqueeOptions;
  sign: string;
}

/**
 * Spec §5 "a signed response is compared against a second signed response", as the contract of the
 * `marqueeUrl` option:
 * 1. `GET marqueeUrl?vid=…&t=…` answers JSON `{ data: {…marquee data…}, sign: string }`;
 * 2. `GET marqueeUrl?vid=…&t=…&username=…&sign=…` (the first answer's text and sign) answers JSON
 *    `{ sign2: string }`.
 * The data is trusted when `sign2` equals `sign`. Resolves to `{ data, verified }`; a failed or malformed
 * first request rejects (the caller warns and falls back to the `marquee` option). Both calls end with
 * `ddi-platform-call` from `from`.
 */
export async function fetchSignedMarquee(url: string, vid: string, fetcher?: typeof fetch, from?: EventTarget): Promise<{ data: MarqueeOptions; verified: boolean }> {
  const t = String(Date.now());
  const get = (params: Record<string, string>) => {
    const target = new URL(url, globalThis.location?.href);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    // The page's URL (not the platform): same-origin credentials, as a plain fetch sends; the one request policy.
    return request(target.href, { credentials: 'same-origin', fetchImpl: fetcher, from });
  };
  const first = (await get({ vid, t })) as Partial<SignedMarquee> | null;
  if (!first || typeof first.data !== 'object' || first.data === null || typeof first.sign !== 'string') throw new Error('marqueeUrl did not answer { data, sign }');
  let second: { sign2?: unknown } | null = null;
  try {
    second = (await get({ vid, t, username: String(first.data.username ?? ''), sign: first.sign })) as { sign2?: unknown } | null;
  } catch {
    second = null;
  }
  return { data: first.data, verified: typeof second?.sign2 === 'string' && second.sign2 === first.sign };
}
