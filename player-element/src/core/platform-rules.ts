/**
 * The platform rules the first chunk needs (player spec §1, §9): the next line and the thumbnail geometry.
 * The rules only a `vid` needs (ids, status codes, domain rule, line list) are in `platform/video-rules.ts`,
 * in the platform's lazy chunk.
 */

/**
 * Spec §3 "originVid/preview": with `preview: true` and an `originVid`, the id played is the preview of
 * `originVid` (the platform's preview id is the vid followed by `p`), whatever `vid` says; otherwise `vid`.
 * A malformed `originVid` gives a malformed id, which the platform flow refuses with `#003`.
 */
export function playedVid(vid: string, options: { preview?: unknown; originVid?: unknown }): string {
  const origin = typeof options.originVid === 'string' ? options.originVid.trim() : '';
  return options.preview === true && origin ? `${origin}p` : vid;
}

/** Spec §1: the line after `current`, wrapping to the first; `undefined` when there is no other line. */
export function nextLineOf(lines: readonly string[], current: string): string | undefined {
  if (lines.length < 2) return undefined;
  const index = lines.indexOf(current);
  return lines[(index + 1) % lines.length];
}

/** Spec §9: thumbnails are 160x90 tiles in rows of 8000 px. */
export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 90;
export const THUMB_ROW_WIDTH = 8000;
/** Tooltip width with a thumbnail and without. */
export const TOOLTIP_WIDTH_THUMB = 166;
export const TOOLTIP_WIDTH_PLAIN = 50;

/** Spec §9: one thumbnail every 15 s for videos over 600 s, every 5 s for 300–600 s, else none (0). */
export function thumbnailInterval(duration: number): number {
  if (duration > 600) return 15;
  if (duration >= 300) return 5;
  return 0;
}

/** Where the thumbnail for `time` sits in the sprite, or null when the video has none. */
export function thumbnailAt(time: number, duration: number): { x: number; y: number } | null {
  const interval = thumbnailInterval(duration);
  if (!interval) return null;
  const perRow = THUMB_ROW_WIDTH / THUMB_WIDTH;
  const index = Math.floor(Math.max(0, Math.min(time, duration)) / interval);
  return { x: (index % perRow) * THUMB_WIDTH, y: Math.floor(index / perRow) * THUMB_HEIGHT };
}
