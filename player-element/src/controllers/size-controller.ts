import type { ReactiveControllerHost } from 'lit';
import { SMALL_WIDTH, TINY_WIDTH } from '../core/constants.js';
import { ResizeController } from './resize-controller.js';

export type SizeClass = 'normal' | 'small' | 'tiny';

/**
 * Spec §2, hidden controls at small widths: observes the player's width (a ResizeObserver, no polling)
 * and reports `small` below 480 px and `tiny` at 320 px and below (issue 28 item 7: a 320×180 player is tiny).
 */
export class SizeController {
  #size: SizeClass = 'normal';

  constructor(host: ReactiveControllerHost & HTMLElement, onChange: (size: SizeClass) => void) {
    new ResizeController(host, ({ contentRect: { width } }) => {
      if (width === 0) return; // not laid out (hidden): keep the last class
      const size: SizeClass = width <= TINY_WIDTH ? 'tiny' : width < SMALL_WIDTH ? 'small' : 'normal';
      if (size === this.#size) return;
      this.#size = size;
      onChange(size);
    });
  }
}
