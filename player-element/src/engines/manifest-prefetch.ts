/**
 * The HLS master playlist fetched while the engine chunk loads (issue 22, decision 0057): the host starts
 * it as soon as it knows the source, in parallel with `import()` of the hls.js chunk, and the engine's
 * playlist loader answers hls.js's first manifest request from it (`hls/hls-prefetch.ts`, which reads the
 * answer and applies the retry rules). In the first chunk, so kept to the request alone.
 */

/**
 * One prefetched manifest, taken once by the engine (`takeManifest` in `hls/hls-prefetch.ts`). Not aborted
 * when unused (a stale load, a page's own hls.js loader): a playlist is small, and the first chunk has no
 * bytes to spare for it.
 */
export interface ManifestPrefetch {
  /** The URL fetched, as the page gave it (hls.js asks for the same string; both resolve it alike). */
  readonly url: string;
  /** The response; rejects when the request failed without an answer. */
  readonly response: Promise<Response>;
  /** Set once the engine took the response. */
  taken?: boolean;
}

/** Starts fetching `url` as hls.js's XHR would: a GET with the browser's cache, cookies same-origin only. */
export function prefetchManifest(url: string): ManifestPrefetch {
  const response = fetch(url);
  // Nobody may take it: a failure is read by the engine, or by no one.
  response.catch(() => undefined);
  return { url, response };
}
