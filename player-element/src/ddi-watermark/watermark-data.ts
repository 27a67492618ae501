/**
 * The watermark rules (player spec §3 "Logo config", §5, §6, §9): logo validation, the viewer-id
 * watermark's size and the audio watermark's checkpoints. Pure functions of the watermark's lazy chunk.
 */
import type { LogoOptions } from '../core/options.js';
import { safeHttpUrl, toNumber, toText } from '../core/sanitize.js';

/** §2: a logo is at most 120x120. */
export const LOGO_MAX_PX = 120;
/** The inset of a logo from its corner when it has no offsets. */
export const LOGO_INSET_PX = 10;
/** §9: the viewer watermark moves every 10 s and is 14 px wide per character. */
export const VIEWER_MOVE_MS = 10_000;
export const VIEWER_CHAR_PX = 14;
/** §9: audio watermark checkpoints every 900 s, with a random offset under 600 s. */
export const AUDIO_PERIOD_S = 900;
export const AUDIO_OFFSET_MAX_S = 600;

/** A logo after the rules of spec §5. */
export interface Logo {
  src: string;
  /** An http(s) link opened in a new tab, or `''`. */
  href: string;
  /** 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right. */
  position: 1 | 2 | 3 | 4;
  /** 0–1. */
  opacity: number;
  /** Sizes with their unit (`px`, or `%` of the player's width / height), or `''` for the natural size. */
  width: string;
  height: string;
  /** Stretch the image to width x height (default: keep its aspect ratio inside that box). */
  resize: boolean;
  /** Distance from the corner's sides in px: only positions 1 and 2 take `offsetX` / `offsetY`. */
  offsetX: number;
  offsetY: number;
  /** Where the image sits inside its box. */
  align: 'left' | 'center' | 'right';
}

const numeric = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
};

/**
 * Spec §5 logo rules for one config: it needs `src` and a `position` 1–4 (0 is none); `lengthUnit:
 * 'percentage'` falls back to pixels when `width` or `height` is not numeric; offsets only for positions
 * 1 and 2; pixel sizes are capped at 120 (percent sizes are capped by the element's `max-width` /
 * `max-height` of 120 px). Invalid configs give a console warning and null.
 */
export function resolveLogo(input: unknown): Logo | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    console.warn(`ddi-watermark: a logo must be an object such as { src, position: 1 }, got ${input === null ? 'null' : typeof input}`);
    return null;
  }
  const config = input as LogoOptions;
  const position = toNumber(config.position);
  if (typeof config.src !== 'string' || !config.src.trim()) {
    console.warn('ddi-watermark: a logo needs a src; it is not shown');
    return null;
  }
  if (position === undefined || ![1, 2, 3, 4].includes(position)) {
    console.warn(`ddi-watermark: logo position must be 1 to 4 (0 is none), got ${toText(config.position) || typeof config.position}; it is not shown`);
    return null;
  }
  const width = numeric(config.width);
  const height = numeric(config.height);
  const percent = config.lengthUnit === 'percentage' && width !== undefined && height !== undefined;
  const size = (value: number | undefined) => (value === undefined ? '' : percent ? `${Math.min(100, value)}%` : `${Math.min(LOGO_MAX_PX, value)}px`);
  const opacity = numeric(config.opacity);
  const offsets = position === 1 || position === 2;
  return {
    src: config.src.trim(),
    href: safeHttpUrl(config.href),
    position: position as Logo['position'],
    opacity: opacity === undefined ? 1 : Math.min(1, opacity > 1 ? opacity / 100 : opacity),
    width: size(width),
    height: size(height),
    resize: config.resize === true,
    offsetX: offsets ? (numeric(config.offsetX) ?? LOGO_INSET_PX) : LOGO_INSET_PX,
    offsetY: offsets ? (numeric(config.offsetY) ?? LOGO_INSET_PX) : LOGO_INSET_PX,
    align: config.align === 'left' || config.align === 'right' ? config.align : 'center',
  };
}

/** The `logo` option: one config or a list; the valid ones. */
export function resolveLogos(input: unknown): Logo[] {
  if (input === undefined || input === null) return [];
  return (Array.isArray(input) ? input : [input]).map(resolveLogo).filter((logo): logo is Logo => logo !== null);
}

/** §9: the viewer watermark is 14 px wide per character. */
export const viewerWatermarkWidth = (text: string) => [...text].length * VIEWER_CHAR_PX;

/**
 * Spec §9, the audio watermark's checkpoints (seconds) for a video of `duration`: one random offset under
 * 600 s (`Math.floor(random() * 600)`), then every 900 s after it, while before the end.
 */
export function audioCheckpoints(duration: number, random: () => number = Math.random): number[] {
  if (!(duration > 0)) return [];
  const offset = Math.min(AUDIO_OFFSET_MAX_S - 1, Math.floor(random() * AUDIO_OFFSET_MAX_S));
  const points: number[] = [];
  for (let time = offset; time < duration; time += AUDIO_PERIOD_S) points.push(time);
  return points;
}
