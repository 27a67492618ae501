import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { JUMP_SECONDS } from './site-keys.js';

/** Two taps closer than this (ms) are a double-tap. */
export const DOUBLE_TAP_MS = 300;

/**
 * Touch double-tap seeking (issue 28), as on the big video sites: a double-tap on the left third of the
 * video seeks back 10 s, on the right third forward 10 s. Only touch pointers, only taps on the video itself
 * (not on controls, overlays or the cover before the first play); the seek goes through the player's seek request, so seek
 * restrictions apply. The taps' own clicks still toggle play twice, which leaves the play state as it was.
 */
export class TouchSeekController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #seekBy: (seconds: number) => void;
  #last: { side: number; at: number } | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, seekBy: (seconds: number) => void) {
    this.#host = host;
    this.#seekBy = seekBy;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.addEventListener('pointerup', this.#onPointerUp);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('pointerup', this.#onPointerUp);
  }

  #onPointerUp = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || !event.isPrimary || !(event.composedPath()[0] instanceof HTMLVideoElement)) return;
    const box = this.#host.getBoundingClientRect();
    const third = Math.floor(((event.clientX - box.left) / box.width) * 3);
    const side = third <= 0 ? -1 : third >= 2 ? 1 : 0;
    const last = this.#last;
    this.#last = { side, at: event.timeStamp };
    if (!side || !last || last.side !== side || event.timeStamp - last.at > DOUBLE_TAP_MS) return;
    this.#last = null;
    this.#seekBy(side * JUMP_SECONDS);
  };
}
