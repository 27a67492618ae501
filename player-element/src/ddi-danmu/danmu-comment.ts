import type { DanmuItem } from '../core/options.js';

/** Where a comment shows: scrolling across, or fixed at the top or the bottom. */
export type Mode = 'roll' | 'top' | 'bottom';

/** A comment after validation. */
export interface Comment {
  msg: string;
  /** Media time (s) at which it is due. */
  time: number;
  color: string;
  size: number;
  mode: Mode;
  /** Share of the height a rolling comment may use, (0, 1]. */
  area: number;
  /** px per second of video; 0: cross the player in the default crossing time. */
  speed: number;
  /** Measured text width (px), -1 until measured. */
  width: number;
}

const finite = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

function colour(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return `#${value.toString(16).padStart(6, '0').slice(-6)}`;
  if (typeof value !== 'string' || !value.trim()) return '';
  const text = value.trim();
  return /^(0x)?[0-9a-f]{6}$/i.test(text) ? `#${text.slice(-6)}` : text;
}

function share(item: Partial<DanmuItem>): number {
  const percent = finite(item.fontAreaPercent);
  let value = percent !== undefined ? percent / 100 : undefined;
  if (value === undefined && item.fontArea !== undefined) {
    const area = finite(item.fontArea);
    if (area !== undefined) value = typeof item.fontArea === 'string' && item.fontArea.trim().endsWith('%') ? area / 100 : area > 1 ? area / 100 : area;
  }
  return value !== undefined && value > 0 ? Math.min(1, value) : 1;
}

/**
 * A danmu item of the page's list or of `sendDanmu` as a {@link Comment}, or null when it has no `msg`
 * (spec §5: such items are ignored).
 */
export function toComment(raw: unknown): Comment | null {
  const item = (raw !== null && typeof raw === 'object' ? raw : {}) as Partial<DanmuItem>;
  const msg: unknown = item.msg;
  if ((typeof msg !== 'string' && typeof msg !== 'number') || msg === '') return null;
  const size = finite(item.fontSize);
  const speed = finite(item.speed);
  return {
    msg: String(msg),
    time: Math.max(0, finite(item.time) ?? 0),
    color: colour(item.fontColor),
    size: size === undefined ? 20 : Math.min(64, Math.max(12, size)),
    mode: item.fontMode === 'top' || item.fontMode === 'bottom' ? item.fontMode : 'roll',
    area: share(item),
    speed: speed !== undefined && speed > 0 ? speed : 0,
    width: -1,
  };
}

/** First index of `list` (sorted by time) whose time is at or after `time`. */
export function firstAtOrAfter(list: Comment[], time: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.time < time) low = middle + 1;
    else high = middle;
  }
  return low;
}
