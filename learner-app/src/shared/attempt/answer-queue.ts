/**
 * No answer is ever lost: saves go out one at a time, in the order the
 * learner gave them. A save that fails for a passing reason (network,
 * timeout, a server error) stays at the head of the queue and is retried
 * with a growing delay, or at once when the browser comes back online; a
 * newer answer to a question still waiting replaces the waiting one in its
 * place (saving is idempotent on the server). A save the server refuses for
 * good (time is up, invalid answer) is dropped and reported.
 */
import { CLIENT_ERROR_CODES, isApiError } from '../api/api-error';

/** What the learner sees: nothing yet, "Saving…", "Saved", "Offline — retrying". */
export type ConnectionState = 'idle' | 'saving' | 'saved' | 'retrying';

/** Delays between retries; the last repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 15_000];

export interface AnswerQueueOptions<T, R> {
  readonly send: (item: T) => Promise<R>;
  /** Items with the same key replace each other while waiting. */
  readonly keyOf: (item: T) => string | number;
  readonly onSaved?: (item: T, result: R) => void;
  /** A save refused for good. */
  readonly onRejected?: (item: T, error: unknown) => void;
  readonly onState?: (state: ConnectionState) => void;
  /** Told the waiting items after every change (to keep them across a reload). */
  readonly onPending?: (items: readonly T[]) => void;
  readonly delays?: readonly number[];
}

/** Failures worth retrying: no answer from the server, or a server-side error. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.code === CLIENT_ERROR_CODES.aborted) return false;
  return error.code < 0 || error.code >= 500 && error.code < 600;
}

export class AnswerQueue<T, R> {
  readonly #options: AnswerQueueOptions<T, R>;
  #items: T[] = [];
  #inFlight = false;
  #failures = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #state: ConnectionState = 'idle';
  #idleWaiters: (() => void)[] = [];
  #disposed = false;

  constructor(options: AnswerQueueOptions<T, R>, initial: readonly T[] = []) {
    this.#options = options;
    this.#items = [...initial];
    if (this.#items.length > 0) queueMicrotask(() => this.#pump());
  }

  get state(): ConnectionState {
    return this.#state;
  }

  get pending(): readonly T[] {
    return this.#items;
  }

  enqueue(item: T): void {
    const key = this.#options.keyOf(item);
    const from = this.#inFlight ? 1 : 0;
    const index = this.#items.findIndex((queued, position) => position >= from && this.#options.keyOf(queued) === key);
    if (index >= 0) this.#items[index] = item;
    else this.#items.push(item);
    this.#options.onPending?.(this.#items);
    this.#pump();
  }

  /** Tries the waiting save now (the browser is back online). */
  retryNow(): void {
    if (this.#timer === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pump();
  }

  /** Resolves once every queued save went out. */
  whenIdle(): Promise<void> {
    if (this.#items.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.#idleWaiters.push(resolve);
    });
  }

  dispose(): void {
    this.#disposed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #setState(state: ConnectionState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#options.onState?.(state);
  }

  #pump(): void {
    if (this.#disposed || this.#inFlight || this.#timer !== undefined) return;
    const item = this.#items[0];
    if (item === undefined) {
      for (const resolve of this.#idleWaiters.splice(0)) resolve();
      return;
    }
    this.#inFlight = true;
    if (this.#state !== 'retrying') this.#setState('saving');
    this.#options.send(item).then(
      (result) => {
        this.#inFlight = false;
        if (this.#disposed) return;
        this.#items.shift();
        this.#failures = 0;
        this.#options.onPending?.(this.#items);
        this.#options.onSaved?.(item, result);
        this.#setState(this.#items.length === 0 ? 'saved' : 'saving');
        this.#pump();
      },
      (error: unknown) => {
        this.#inFlight = false;
        if (this.#disposed) return;
        if (isRetryable(error)) {
          const delays = this.#options.delays ?? RETRY_DELAYS_MS;
          const delay = delays[Math.min(this.#failures, delays.length - 1)] ?? 1000;
          this.#failures += 1;
          this.#setState('retrying');
          this.#timer = setTimeout(() => {
            this.#timer = undefined;
            this.#pump();
          }, delay);
          return;
        }
        this.#items.shift();
        this.#failures = 0;
        this.#options.onPending?.(this.#items);
        this.#options.onRejected?.(item, error);
        this.#setState(this.#items.length === 0 ? 'saved' : 'saving');
        this.#pump();
      },
    );
  }
}
