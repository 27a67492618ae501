import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Pointer dragging for the APG sliders (seek and volume): reports the fraction under the pointer while
 * dragging (`final` false) and when released (`final` true). Keyboard handling stays in each slider.
 */
export class SliderController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #onValue: (fraction: number, final: boolean) => void;
  /** The fraction under the pointer while dragging, else null. */
  dragging: number | null = null;

  constructor(host: ReactiveControllerHost, onValue: (fraction: number, final: boolean) => void) {
    this.#host = host;
    this.#onValue = onValue;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Bind to the track's `pointerdown`. */
  readonly start = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const track = event.currentTarget as HTMLElement;
    track.setPointerCapture?.(event.pointerId);
    const fraction = (move: PointerEvent) => {
      const box = track.getBoundingClientRect();
      return box.width > 0 ? Math.min(1, Math.max(0, (move.clientX - box.left) / box.width)) : 0;
    };
    const onMove = (move: PointerEvent) => {
      this.dragging = fraction(move);
      this.#onValue(this.dragging, false);
      this.#host.requestUpdate();
    };
    const onUp = (up: PointerEvent) => {
      track.removeEventListener('pointermove', onMove);
      track.removeEventListener('pointerup', onUp);
      track.removeEventListener('pointercancel', onUp);
      this.dragging = null;
      this.#onValue(fraction(up), true);
      this.#host.requestUpdate();
    };
    track.addEventListener('pointermove', onMove);
    track.addEventListener('pointerup', onUp);
    track.addEventListener('pointercancel', onUp);
    onMove(event);
  };
}
