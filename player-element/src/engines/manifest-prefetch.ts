/**
 * The HLS master playlist fetched while the engine chunk loads (issue 22, decision 0054): the host starts
 * it as soon as it knows the source, in parallel with `import()` of the hls.js chunk, and the engine's
 * playlist loader answers hls.js's first manifest request from it (`hls/hls-prefetch.ts`). Small and in
 * the first chunk: it only fetches; the retry rules stay with the engine.
 */

/** How the prefetch ended: the answer (any HTTP status) or a network failure (`status` 0). */
export interface ManifestAnswer {
  /** HTTP status; 0 when the request failed without an answer (network, CORS). */
  readonly status: number;
  /** The status text, or the network error's message. */
  readonly statusText: string;
  /** The body (2xx only; empty otherwise). */
  readonly text: string;
  /** The URL after redirects: hls.js resolves the playlist's relative URLs against it. */
  readonly url: string;
  /** `performance.now()` when the headers arrived (0 without an answer). */
  readonly firstByteAt: number;
  /** `performance.now()` when the body was read (or the request failed). */
  readonly endAt: number;
}

/** One prefetched manifest: taken once by the engine, else aborted. */
export interface ManifestPrefetch {
  /** The URL fetched (absolute). */
  readonly url: string;
  /** `performance.now()` when the request started. */
  readonly startedAt: number;
  /**
   * The answer for hls.js's request of `url` (relative to the page or absolute), once: later calls (a reload, the `hlsIndex2` fallback, a
   * retry) and other URLs get undefined and load as usual. Undefined after {@link abort}.
   */
  take(url: string): Promise<ManifestAnswer> | undefined;
  /** Drops the prefetch (the source changed, the engine went, hls.js gave up waiting): the request is cancelled. */
  abort(): void;
}

/**
 * Starts fetching `url` as hls.js's default loader would: a GET with the browser's cache and the
 * same-origin credentials rule of a plain XMLHttpRequest (no cookies cross-origin).
 */
export function prefetchManifest(source: string): ManifestPrefetch {
  // Compared as absolute URLs (resolved against the page's location, as hls.js resolves the source).
  const url = new URL(source, globalThis.location?.href).href;
  const controller = new AbortController();
  const startedAt = performance.now();
  let taken = false;
  let aborted = false;
  const answer = (async (): Promise<ManifestAnswer> => {
    try {
      const response = await fetch(url, { credentials: 'same-origin', signal: controller.signal });
      const firstByteAt = performance.now();
      // The body is read in full either way: the request is over for the browser as for hls.js's own.
      const body = await response.text();
      const text = response.ok ? body : '';
      return { status: response.status, statusText: response.statusText, text, url: response.url || url, firstByteAt, endAt: performance.now() };
    } catch (error) {
      return { status: 0, statusText: error instanceof Error ? error.message : String(error), text: '', url, firstByteAt: 0, endAt: performance.now() };
    }
  })();
  return {
    url,
    startedAt,
    take(requested) {
      if (taken || aborted || new URL(requested, globalThis.location?.href).href !== url) return undefined;
      taken = true;
      return answer;
    },
    abort() {
      aborted = true;
      controller.abort();
    },
  };
}
