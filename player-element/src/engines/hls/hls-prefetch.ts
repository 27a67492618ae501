import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderResponse, RetryConfig } from 'hls.js';
import type { ManifestPrefetch } from '../manifest-prefetch.js';
import { takeManifest, takeSegment } from '../manifest-answer.js';

type LoaderClass = HlsConfig['loader'];

type Pending = { context: LoaderContext; config: LoaderConfiguration; callbacks: LoaderCallbacks<LoaderContext> };

/** A prefetched playlist or segment as the loader hands it over; a segment brings the times of its request. */
interface Prefetched {
  status: number;
  statusText: string;
  body: string | ArrayBuffer;
  url: string;
  endAt: number;
  startAt?: number;
  firstAt?: number;
}

/** The prefetched answer for hls.js's request in `context`, once: the master or level playlist, or a segment it starts with. */
function prefetched(prefetch: ManifestPrefetch, context: LoaderContext): Promise<Prefetched> | undefined {
  if ('frag' in context) {
    const segment = takeSegment(prefetch.level?.segments, context.url);
    return segment?.answer.then((result) => ({ ...result, body: result.data ?? new ArrayBuffer(0), url: context.url }));
  }
  const type = (context as { type?: string }).type;
  const manifest = takeManifest(type === 'manifest' ? prefetch : type === 'level' ? prefetch.level : undefined, context.url);
  return manifest?.then((result) => ({ ...result, body: result.text }));
}

/** hls.js's retry decision (its `shouldRetry`): within `maxNumRetry`, not for 4xx or an answerless failure while online, then the policy's own `shouldRetry`. */
function retries(retry: RetryConfig | null | undefined, isTimeout: boolean, response: LoaderResponse | undefined): boolean {
  if (!retry) return false;
  const status = response?.code;
  const offline = status === 0 && globalThis.navigator?.onLine === false;
  const decision = retry.maxNumRetry > 0 && (isTimeout || offline || (!!status && (status < 400 || status > 499)));
  return retry.shouldRetry ? retry.shouldRetry(retry, 0, isTimeout, response, decision) : decision;
}

/**
 * The retry policy left once the prefetch counted as the first attempt: one retry fewer, and the backoff
 * one step on (exponential: the next delay is twice the first), so hls.js's own retries go on as if it
 * had made the first request itself.
 */
function afterFirstAttempt(retry: RetryConfig): RetryConfig {
  const retryDelayMs = retry.backoff === 'linear' ? retry.retryDelayMs : Math.min(retry.retryDelayMs * 2, retry.maxRetryDelayMs);
  return { ...retry, maxNumRetry: retry.maxNumRetry - 1, retryDelayMs };
}

/** hls.js's first retry delay (`getRetryDelay` at count 0). */
const firstDelay = (retry: RetryConfig) => Math.min(retry.retryDelayMs, retry.maxRetryDelayMs);

/**
 * A hls.js playlist and fragment loader (the `pLoader` and `fLoader` configs) that answers hls.js's first request
 * of the master playlist from the response the host prefetched while the engine chunk loaded (decision 0057), its
 * first request of the level playlist fetched after it (decision 0084) when hls.js starts with that level, and its
 * first request of each segment fetched after that (decision 0086); every other request goes to `Base` (hls.js's
 * loader, or the platform's access loader).
 *
 * The prefetch is hls.js's first attempt: a 2xx answer is handed over as if `Base` had loaded it (a segment with
 * the times of its real request, moved to end no earlier than hls.js asked: hls.js's bandwidth estimate counts the
 * transfer, not the wait for hls.js); a failed answer, or none within the policy's `maxLoadTimeMs`, goes through
 * the retry rules of the request's policy (spec §9: the manifest's, the level playlist's or the fragment's): no
 * retry → `onError` / `onTimeout` at once, exactly one error; a retry → after the first backoff delay, `Base`
 * loads with the retries left. So the request count and the error codes are those of a load without the prefetch.
 */
export function prefetchLoader(Base: LoaderClass, prefetch: ManifestPrefetch): LoaderClass {
  class PrefetchLoader extends (Base as unknown as new (config: HlsConfig) => Loader<LoaderContext>) {
    #pending: Pending | undefined;
    #timer: ReturnType<typeof setTimeout> | undefined;

    override load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      const answer = prefetched(prefetch, context);
      if (!answer) return super.load(context, config, callbacks);
      const pending: Pending = { context, config, callbacks };
      this.#pending = pending;
      this.context = context;
      // hls.js's own request would start now: its time limit runs from here.
      this.stats.loading.start = performance.now();
      this.#timer = setTimeout(() => this.#timedOut(pending), config.loadPolicy.maxLoadTimeMs);
      void answer.then((result) => {
        if (this.#pending !== pending) return;
        clearTimeout(this.#timer);
        this.#pending = undefined;
        this.#answer(pending, result);
      });
    }

    override abort(): void {
      const pending = this.#pending;
      this.#cancel();
      // hls.js's loader tells `onAbort`; while the prefetch was awaited its own request was never made.
      if (pending) pending.callbacks.onAbort?.(this.stats, pending.context, null);
      else super.abort();
    }

    override destroy(): void {
      this.#cancel();
      super.destroy();
    }

    #cancel(): void {
      clearTimeout(this.#timer);
      this.#pending = undefined;
    }

    #answer({ context, config, callbacks }: Pending, result: Prefetched): void {
      const stats = this.stats;
      if (result.status >= 200 && result.status < 300) {
        if (result.startAt !== undefined && result.firstAt !== undefined) {
          const shift = Math.max(0, stats.loading.start - result.endAt);
          stats.loading.start = result.startAt + shift;
          stats.loading.first = result.firstAt + shift;
          stats.loading.end = result.endAt + shift;
        } else {
          stats.loading.first = Math.max(result.endAt, stats.loading.start);
          stats.loading.end = Math.max(result.endAt, stats.loading.first);
        }
        stats.loaded = stats.total = typeof result.body === 'string' ? result.body.length : result.body.byteLength;
        stats.bwEstimate = (stats.total * 8000) / Math.max(1, stats.loading.end - stats.loading.first);
        callbacks.onSuccess({ url: result.url, data: result.body, code: result.status }, stats, context, null);
        return;
      }
      const response: LoaderResponse = { url: context.url, data: undefined, code: result.status };
      const retry = config.loadPolicy.errorRetry;
      if (retry && retries(retry, false, response)) {
        this.#retry({ context, config: { ...config, loadPolicy: { ...config.loadPolicy, errorRetry: afterFirstAttempt(retry) } }, callbacks }, firstDelay(retry));
        return;
      }
      stats.loading.end = result.endAt;
      callbacks.onError({ code: result.status, text: result.statusText }, context, null, stats);
    }

    #timedOut(pending: Pending): void {
      if (this.#pending !== pending) return;
      this.#pending = undefined;
      const { context, config, callbacks } = pending;
      const retry = config.loadPolicy.timeoutRetry;
      if (retry && retries(retry, true, undefined)) {
        this.#retry({ context, config: { ...config, loadPolicy: { ...config.loadPolicy, timeoutRetry: afterFirstAttempt(retry) } }, callbacks }, firstDelay(retry));
        return;
      }
      this.stats.aborted = true;
      callbacks.onTimeout(this.stats, context, null);
    }

    /** hls.js's own load (a fresh request with its retry rules) after `delay` ms, unless aborted meanwhile. */
    #retry(pending: Pending, delay: number): void {
      this.#pending = pending;
      this.#timer = setTimeout(() => {
        if (this.#pending !== pending) return;
        this.#pending = undefined;
        // A loader loads once (hls.js checks `loading.start`): the prefetch's start is cleared first.
        this.stats.loading.start = 0;
        super.load(pending.context, pending.config, pending.callbacks);
      }, delay);
    }
  }
  return PrefetchLoader as unknown as LoaderClass;
}
