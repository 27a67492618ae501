import type { LadderLevel } from '../../db/video-schema.js';

/** A rung of the platform's ladder: the short side of the picture and the video bit rate. */
export interface Rung {
  name: LadderLevel['name'];
  /** The picture's short side (its height when landscape). */
  size: number;
  kbps: number;
}

/** The platform's ladder (the seeded lesson's 360P/480P/720P, plus 1080P), lowest first. */
export const ladder: readonly Rung[] = [
  { name: '360p', size: 360, kbps: 800 },
  { name: '480p', size: 480, kbps: 1400 },
  { name: '720p', size: 720, kbps: 2800 },
  { name: '1080p', size: 1080, kbps: 5000 },
];

/**
 * The rungs a source gets: every rung its picture reaches, never an upscale; a source smaller than 360P
 * gets one 360P rendition at its own size.
 */
export function rungsFor(width: number, height: number): Rung[] {
  const short = Math.min(width, height);
  const fitting = ladder.filter((rung) => rung.size <= short);
  const lowest = ladder[0] as Rung;
  return fitting.length > 0 ? fitting : [{ ...lowest, size: short - (short % 2) }];
}

/** The ffmpeg scale of a rung: the short side becomes the rung's size, the long side keeps the aspect (even). */
export function scaleFor(rung: Rung, width: number, height: number): string {
  return width >= height ? `scale=-2:${rung.size}` : `scale=${rung.size}:-2`;
}
