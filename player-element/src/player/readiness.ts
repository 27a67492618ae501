import type { PlayerError } from '../core/errors.js';

/**
 * `player.ready` (issue 28 item 1): a promise per source that resolves with the player at its `ddi-ready`
 * and rejects with the `{ code, message }` of its load's error. A source change (`src`, `vid`, `options`,
 * `changeVid`) replaces it by a fresh one; a replaced promise that had not settled yet settles with the new
 * source. Every promise gets a no-op catch, so one nobody awaited never logs an unhandled rejection.
 */
export class Readiness<T> {
  /** The current source's promise. */
  promise!: Promise<T>;
  readonly #value: T;
  /** Settles the current promise (and the pending ones it replaced); undefined once settled. */
  #settle: ((error?: PlayerError) => void) | undefined;

  constructor(value: T) {
    this.#value = value;
    this.renew();
  }

  /** A source change: a fresh promise. */
  renew(): void {
    const replaced = this.#settle;
    (this.promise = new Promise<T>((resolve, reject) => {
      this.#settle = (error) => {
        if (error) reject(error);
        else resolve(this.#value);
        replaced?.(error);
      };
    })).catch(() => undefined);
  }

  /** A load starts: a fresh promise when the current one already settled (a player put back in the page reloads). */
  loading(): void {
    if (!this.#settle) this.renew();
  }

  /** `ddi-ready` (no error) or `ddi-error` of the current load; later calls do nothing until the next source. */
  settle(error?: PlayerError): void {
    const settle = this.#settle;
    this.#settle = undefined;
    settle?.(error);
  }
}
