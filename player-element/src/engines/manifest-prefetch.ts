/**
 * The HLS master playlist fetched while the engine chunk loads (issue 22, decision 0056): the host starts
 * it as soon as it knows the source, in parallel with `import()` of the hls.js chunk, and the engine's
 * playlist loader answers hls.js's first manifest request from it (`hls/hls-prefetch.ts`, which reads the
 * answer and applies the retry rules). In the first chunk, so kept to the request alone.
 */

/** One prefetched manifest: taken once by the engine (`takeManifest` in `hls/hls-prefetch.ts`), else aborted. */
export interface ManifestPrefetch {
  /** The URL fetched, as the page gave it (hls.js asks for the same string; both resolve it alike). */
  readonly url: string;
  /** The response; rejects when the request failed without an answer (or was aborted). */
  readonly response: Promise<Response>;
  /** Aborts the request (the source changed, the engine went or will not use it, hls.js gave up waiting). */
  readonly controller: AbortController;
  /** Set once the engine took the response. */
  taken?: boolean;
}

/** Starts fetching `url` as hls.js's XHR would: a GET with the browser's cache, cookies same-origin only. */
export function prefetchManifest(url: string): ManifestPrefetch {
  const controller = new AbortController();
  const response = fetch(url, { signal: controller.signal });
  // Nobody may take it: a failure is read by the engine, or by no one.
  response.catch(() => undefined);
  return { url, response, controller };
}
