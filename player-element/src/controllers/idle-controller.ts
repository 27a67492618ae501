import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { CONTROLS_FIRST_IDLE_MS, CONTROLS_IDLE_MS } from '../core/constants.js';

export interface IdleOptions {
  /** Called when the bar should hide (`true`) or show (`false`). */
  onChange(hidden: boolean): void;
  /** The bar stays visible while paused. */
  paused(): boolean;
  /** The bar never hides (controls outside the video). */
  alwaysShown(): boolean;
}

/** The deepest focused element inside `root`'s shadow trees. */
function deepActiveElement(root: Element): Element | null {
  let active = root.shadowRoot?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Spec §2, control bar timing: it shows on pointer movement or click and hides 3000 ms after the last
 * movement, 5000 ms after playback starts, and at once when the pointer leaves unless the last event
 * was a click. It stays visible while paused and while keyboard focus is inside the player.
 */
export class IdleController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: IdleOptions;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #active = true;
  #lastWasClick = false;
  #hidden = false;

  constructor(host: ReactiveControllerHost & HTMLElement, options: IdleOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    const host = this.#host;
    host.addEventListener('pointermove', this.#onMove);
    host.addEventListener('pointerdown', this.#onClick);
    host.addEventListener('keydown', this.#onKey);
    host.addEventListener('pointerleave', this.#onLeave);
    host.addEventListener('focusin', this.#onFocus);
    host.addEventListener('focusout', this.#onBlur);
  }

  hostDisconnected(): void {
    const host = this.#host;
    host.removeEventListener('pointermove', this.#onMove);
    host.removeEventListener('pointerdown', this.#onClick);
    host.removeEventListener('keydown', this.#onKey);
    host.removeEventListener('pointerleave', this.#onLeave);
    host.removeEventListener('focusin', this.#onFocus);
    host.removeEventListener('focusout', this.#onBlur);
    clearTimeout(this.#timer);
  }

  /** Playback started: the bar hides 5000 ms later unless the pointer moves. */
  started(): void {
    this.#activate(CONTROLS_FIRST_IDLE_MS);
  }

  /** Re-evaluates after a state change (paused/playing, options). */
  refresh(): void {
    const hidden = !this.#options.alwaysShown() && !this.#active && !this.#options.paused() && !this.#keyboardFocusInside();
    if (hidden === this.#hidden) return;
    this.#hidden = hidden;
    this.#options.onChange(hidden);
  }

  #activate(ms: number): void {
    this.#active = true;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#active = false;
      this.refresh();
    }, ms);
    this.refresh();
  }

  #onMove = (event: PointerEvent) => {
    // A touch or pen press also moves; only a real movement resets the click memory.
    if (event.pointerType === 'mouse') this.#lastWasClick = false;
    this.#activate(CONTROLS_IDLE_MS);
  };

  #onClick = () => {
    this.#lastWasClick = true;
    this.#activate(CONTROLS_IDLE_MS);
  };

  #onKey = () => this.#activate(CONTROLS_IDLE_MS);

  #onLeave = () => {
    if (this.#lastWasClick) return;
    clearTimeout(this.#timer);
    this.#active = false;
    this.refresh();
  };

  /** Read live: focus moving from the host into its own shadow tree fires no event on the host. */
  #keyboardFocusInside(): boolean {
    return deepActiveElement(this.#host)?.matches(':focus-visible') ?? false;
  }

  #onFocus = () => this.refresh();

  /** Focus leaves first and lands after the handler: look once it has landed. */
  #onBlur = () => queueMicrotask(() => this.refresh());
}
