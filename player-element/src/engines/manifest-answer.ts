/**
 * Reading the manifest the host prefetched while the engine chunk loaded (decision 0057): shared by the hls.js
 * engine (`hls/hls-prefetch.ts`) and the dash.js engine (`dash/dash-prefetch.ts`); a chunk the engine chunks
 * import, requested together with them (decision 0069).
 */
import type { ManifestPrefetch } from './manifest-prefetch.js';

/** How the prefetch ended: the answer (any HTTP status; the body for 2xx) or a failure without one (`status` 0). */
export interface ManifestAnswer {
  status: number;
  statusText: string;
  text: string;
  /** The URL after redirects: the engine resolves the manifest's relative URLs against it. */
  url: string;
  /** `performance.now()` when the body was read (or the request failed). */
  endAt: number;
}

/** Reads the prefetched response in full (the request is over for the browser as for the engine's own). */
export async function read(response: Promise<Response>, url: string): Promise<ManifestAnswer> {
  try {
    const answer = await response;
    const body = await answer.text();
    return { status: answer.status, statusText: answer.statusText, text: answer.ok ? body : '', url: answer.url || url, endAt: performance.now() };
  } catch (error) {
    return { status: 0, statusText: error instanceof Error ? error.message : String(error), text: '', url, endAt: performance.now() };
  }
}

/**
 * The prefetched response for the engine's request of `url` (as given, or resolved against the page: dash.js
 * resolves it), once: later requests (a retry, the `hlsIndex2` fallback) and other URLs get undefined and load
 * as usual.
 */
export function takeManifest(prefetch: ManifestPrefetch, url: string): Promise<Response> | undefined {
  const resolved = (href: string) => new URL(href, document.baseURI).href;
  if (prefetch.taken || (url !== prefetch.url && resolved(url) !== resolved(prefetch.url))) return undefined;
  prefetch.taken = true;
  return prefetch.response;
}

