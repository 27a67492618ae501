/**
 * The HLS master playlist fetched while the engine chunk loads (issue 22, decision 0056): the host starts
 * it as soon as it knows the source, in parallel with `import()` of the hls.js chunk, and the engine's
 * playlist loader answers hls.js's first manifest request from it (`hls/hls-prefetch.ts`, which reads the
 * answer and applies the retry rules). In the first chunk, so kept to the request alone.
 */

/** One prefetched manifest: taken once by the engine, else aborted. */
export interface ManifestPrefetch {
  /** The URL fetched (absolute). */
  readonly url: string;
  /**
   * The response for hls.js's request of `url` (relative to the page or absolute), once: later calls (a
   * retry, the `hlsIndex2` fallback) and other URLs get undefined and load as usual. Rejects when the
   * request failed without an answer; undefined after {@link abort}.
   */
  take(url: string): Promise<Response> | undefined;
  /** Drops the prefetch (the source changed, the engine went, hls.js gave up waiting): the request is cancelled. */
  abort(): void;
}

/** Starts fetching `source` as hls.js's XHR would: a GET with the browser's cache, cookies same-origin only. */
export function prefetchManifest(source: string): ManifestPrefetch {
  // Compared as absolute URLs (resolved against the page's location, as hls.js resolves the source).
  const absolute = (url: string) => new URL(url, location.href).href;
  const url = absolute(source);
  const controller = new AbortController();
  let response: Promise<Response> | undefined = fetch(url, { signal: controller.signal });
  // Nobody may take it: a failure is read by the engine, or by no one.
  response.catch(() => undefined);
  return {
    url,
    take(requested) {
      if (absolute(requested) !== url) return undefined;
      const taken = response;
      response = undefined;
      return taken;
    },
    abort() {
      response = undefined;
      controller.abort();
    },
  };
}
