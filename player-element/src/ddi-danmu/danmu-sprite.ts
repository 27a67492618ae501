import type { Comment } from './danmu-comment.js';

/** The comments' font (fixed comments get it from the layer, rolling ones from their sprite). */
export const FONT_FAMILY = 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif';
export const LINE_HEIGHT = 1.25;
/** Room around a rolling comment's text in its sprite, for the outline (CSS px). */
export const PAD_PX = 2;

/** A rolling comment's pre-rendered text. */
export type Sprite = HTMLCanvasElement | ImageBitmap;

/**
 * Renders rolling comments' text once each (at the screen's pixel ratio, with the outline of the fixed
 * comments' text-shadow) into a sprite the layer copies every frame.
 */
export class SpriteMaker {
  /** Where sprites are drawn (then taken as an ImageBitmap when OffscreenCanvas can). */
  #scratch: OffscreenCanvas | undefined;

  /** `comment`'s text (its `width` measured) at `scale` device pixels per CSS pixel. */
  make(comment: Comment, scale: number): Sprite {
    const width = Math.ceil((comment.width + 2 * PAD_PX) * scale);
    const height = Math.ceil((comment.size * LINE_HEIGHT + 2 * PAD_PX) * scale);
    const offscreen = typeof OffscreenCanvas === 'function';
    const sprite = offscreen ? (this.#scratch ??= new OffscreenCanvas(width, height)) : document.createElement('canvas');
    sprite.width = width;
    sprite.height = height;
    const context = sprite.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return document.createElement('canvas');
    context.scale(scale, scale);
    context.font = `bold ${comment.size}px ${FONT_FAMILY}`;
    context.textBaseline = 'middle';
    context.fillStyle = '#fff';
    context.fillStyle = comment.color || '#fff'; // a colour the canvas cannot parse leaves it white
    // The text-shadow of fixed comments (ddi-danmu.styles.ts), drawn once.
    context.shadowColor = 'rgb(0 0 0 / 0.9)';
    context.shadowOffsetX = scale;
    context.shadowOffsetY = scale;
    context.shadowBlur = scale;
    context.fillText(comment.msg, PAD_PX, PAD_PX + (comment.size * LINE_HEIGHT) / 2);
    context.shadowColor = 'rgb(0 0 0 / 0.6)';
    context.shadowOffsetX = -scale;
    context.shadowOffsetY = -scale;
    context.fillText(comment.msg, PAD_PX, PAD_PX + (comment.size * LINE_HEIGHT) / 2);
    // An ImageBitmap is immutable: drawing it needs no snapshot of its source each frame.
    return sprite instanceof HTMLCanvasElement ? sprite : sprite.transferToImageBitmap();
  }
}
