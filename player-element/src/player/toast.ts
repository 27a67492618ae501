import { TOAST_FADE_MS } from '../core/constants.js';
import type { PlayerState } from '../core/state.js';

/**
 * The player's short message (`part="toast"`): shown for `ms`, its last {@link TOAST_FADE_MS} fading out
 * (`toastOut`), then cleared. The fade in is the stylesheet's (`@starting-style`) when the toast appears.
 */
export class Toast {
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #set: (partial: Partial<Pick<PlayerState, 'toast' | 'toastOut'>>) => void;

  /** @param set writes the toast's part of the player state */
  constructor(set: (partial: Partial<Pick<PlayerState, 'toast' | 'toastOut'>>) => void) {
    this.#set = set;
  }

  /** Shows `text` for `ms` milliseconds (a newer message replaces it and restarts the time). */
  show(text: string, ms: number): void {
    this.stop();
    this.#set({ toast: text, toastOut: false });
    this.#timer = setTimeout(() => {
      this.#set({ toastOut: true });
      this.#timer = setTimeout(() => this.#set({ toast: '' }), TOAST_FADE_MS);
    }, ms - TOAST_FADE_MS);
  }

  /** Cancels the pending fade and clear (teardown). */
  stop(): void {
    clearTimeout(this.#timer);
  }
}
