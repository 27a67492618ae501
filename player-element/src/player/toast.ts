import { TOAST_FADE_MS } from '../core/constants.js';
import type { PlayerState } from '../core/state.js';

/**
 * The player's short message (`part="toast"`): shown for `ms`, its last {@link TOAST_FADE_MS} fading out
 * (`toastLeaving`), then cleared. The fade in is the stylesheet's animation when the toast appears.
 */
export class Toast {
  #shown: ReturnType<typeof setTimeout> | undefined;
  #leaving: ReturnType<typeof setTimeout> | undefined;
  readonly #set: (partial: Pick<PlayerState, 'toast' | 'toastLeaving'>) => void;

  /** @param set writes the toast's part of the player state */
  constructor(set: (partial: Pick<PlayerState, 'toast' | 'toastLeaving'>) => void) {
    this.#set = set;
  }

  /** Shows `text` for `ms` milliseconds (a newer message replaces it and restarts the time). */
  show(text: string, ms: number): void {
    this.stop();
    this.#set({ toast: text, toastLeaving: false });
    this.#leaving = setTimeout(() => this.#set({ toast: text, toastLeaving: true }), Math.max(0, ms - TOAST_FADE_MS));
    this.#shown = setTimeout(() => this.#set({ toast: '', toastLeaving: false }), ms);
  }

  /** Cancels the pending fade and clear (teardown). */
  stop(): void {
    clearTimeout(this.#shown);
    clearTimeout(this.#leaving);
  }
}
