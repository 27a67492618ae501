import type { Comment } from './danmu-comment.js';
import type { Sprite } from './danmu-sprite.js';

/** Horizontal gap kept behind the previous comment of a track (px). */
const GAP_PX = 16;

/** A comment on screen. Times are on the danmu clock (seconds of playback while visible). */
export interface Shown {
  comment: Comment;
  /** A fixed comment's node (top, bottom, or any under reduced motion). */
  node?: HTMLElement;
  /** A rolling comment's pre-rendered text, drawn on the layer's canvas each frame. */
  sprite?: Sprite;
  start: number;
  /** Fixed comments (top, bottom, rolling ones under reduced motion) leave at this time. */
  until: number;
  row: number;
  rows: number;
  x: number;
  y: number;
  speed: number;
  width: number;
  still: boolean;
  /** Left the screen (its node is back in the pool). */
  gone: boolean;
}

/** Per 10 px track, the comment holding it (or none). */
export type Tracks = (Shown | undefined)[];

/** The first run of `rows` tracks below `limit` whose holders are gone (or `free` says a newcomer may follow them); -1 if none. */
export function freeRun(tracks: Tracks, rows: number, limit: number, free: (holder: Shown) => boolean): number {
  for (let row = 0; row + rows <= limit; row += 1) {
    let fits = true;
    for (let track = row; track < row + rows; track += 1) {
      const holder = tracks[track];
      if (holder && !holder.gone && !free(holder)) {
        fits = false;
        row = track;
        break;
      }
    }
    if (fits) return row;
  }
  return -1;
}

/**
 * A rolling comment at `speed` may follow `previous` on its track at `clock` only when the previous one's
 * tail is on screen (plus a gap) and the newcomer cannot catch up with it before it has left a layer
 * `width` px wide.
 */
export function canFollow(previous: Shown, speed: number, clock: number, width: number): boolean {
  if (previous.still) return previous.until <= clock;
  const travelled = previous.speed * (clock - previous.start);
  if (travelled < previous.width + GAP_PX) return false;
  const leaves = previous.start + (width + previous.width) / previous.speed;
  return clock >= leaves || speed * (leaves - clock) <= width;
}

/** Marks the tracks `shown` covers as held by it. */
export function occupy(tracks: Tracks, shown: Shown): true {
  for (let track = shown.row; track < shown.row + shown.rows; track += 1) tracks[track] = shown;
  return true;
}
