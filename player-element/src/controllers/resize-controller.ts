import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Observes the host's box while it is connected (a ResizeObserver, no polling) and calls `onResize` with the
 * latest entry: the one home for "re-measure when my size changes" in the player's elements.
 */
export class ResizeController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #observer: ResizeObserver | undefined;

  constructor(host: ReactiveControllerHost & Element, onResize: (entry: ResizeObserverEntry) => void) {
    this.#host = host;
    this.#observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) => {
            const entry = entries[entries.length - 1];
            if (entry) onResize(entry);
          });
    host.addController(this);
  }

  hostConnected(): void {
    this.#observer?.observe(this.#host);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }
}
