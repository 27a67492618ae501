/**
 * The HLS master playlist fetched while the engine chunk loads (issue 22, decision 0057): the host starts
 * it as soon as it knows the source, in parallel with `import()` of the hls.js chunk, and the engine's
 * playlist loader answers hls.js's first manifest request from it (`hls/hls-prefetch.ts`, which reads the
 * answer and applies the retry rules). For HLS the level playlist hls.js is expected to start with follows as
 * soon as the master playlist is read (decision 0084, `prefetchLevel` in `manifest-answer.ts`). In the first
 * chunk, so kept to the requests alone.
 */

/** How a prefetch ended: the answer (any HTTP status; the body for 2xx) or a failure without one (`status` 0). */
export interface ManifestAnswer {
  status: number;
  statusText: string;
  text: string;
  /** The URL after redirects: the engine resolves the manifest's relative URLs against it. */
  url: string;
  /** `performance.now()` when the body was read (or the request failed). */
  endAt: number;
}

/**
 * One prefetched playlist or manifest, taken once by the engine (`takeManifest` in `manifest-answer.ts`). Not
 * aborted when unused (a stale load, a page's own hls.js loader, a level hls.js did not start with): a
 * playlist is small, and the first chunk has no bytes to spare for it.
 */
export interface ManifestPrefetch {
  /** The URL fetched, as the page gave it (hls.js asks for the same string; both resolve it alike). */
  readonly url: string;
  /** The response; rejects when the request failed without an answer. */
  readonly response: Promise<Response>;
  /** Set once the engine took the response. */
  taken?: boolean;
  /** The response read in full, once, by whoever reads it first (`answerOf` in `manifest-answer.ts`). */
  answer?: Promise<ManifestAnswer>;
  /** HLS: the level playlist hls.js is expected to start with, fetched once this master playlist was read. */
  level?: ManifestPrefetch;
  /** HLS, on a level prefetch: the segments hls.js starts with (its init section, then its first segment), fetched once this playlist was read. */
  segments?: SegmentPrefetch[];
}

/** A media segment fetched ahead of hls.js (decision 0086): taken once by its fragment loader. */
export interface SegmentPrefetch {
  readonly url: string;
  /** The bytes and the times of the request; never rejects (a failure is `status` 0). */
  readonly answer: Promise<SegmentAnswer>;
  /** Set once hls.js took it. */
  taken?: boolean;
}

/** How a segment prefetch ended, with the `performance.now()` times of its request. */
export interface SegmentAnswer {
  status: number;
  statusText: string;
  /** The body, for a 2xx answer. */
  data?: ArrayBuffer;
  startAt: number;
  /** When the response's headers came (or the request failed). */
  firstAt: number;
  endAt: number;
}

/**
 * Starts fetching `url` as hls.js's XHR would: a GET with the browser's cache, cookies same-origin only. With
 * `hls`, the level playlist hls.js is expected to start with is fetched too, as soon as this one is read.
 */
export function prefetchManifest(url: string, hls?: boolean): ManifestPrefetch {
  const response = fetch(url);
  // Nobody may take it: a failure is read by the engine, or by no one.
  response.catch(() => undefined);
  const prefetch: ManifestPrefetch = { url, response };
  // The engine chunks import this chunk too, and it is requested with them (decision 0069): no request more.
  if (hls) import('./manifest-answer.js').then((answer) => answer.prefetchLevel(prefetch, prefetchManifest), () => undefined);
  return prefetch;
}
