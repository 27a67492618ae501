import { takeManifest } from '../manifest-answer.js';
import type { ManifestPrefetch } from '../manifest-prefetch.js';

/** What dash.js hands its XHRLoader (`CommonMediaRequest`, `CommonMediaResponse`), as far as this loader reads and writes them. */
interface DashRequest {
  url: string;
  /** dash.js's time limit for the request (ms; 0: none). */
  timeout?: number;
  customData: { request?: { type?: string }; onloadend?: () => void; abort?: () => void };
}
interface DashResponse {
  url?: string;
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  data?: unknown;
}
type Load = (request: DashRequest, response: DashResponse) => boolean;

/**
 * An override of dash.js's `XHRLoader` (`player.extend('XHRLoader', …, true)`) that answers dash.js's first
 * request of the MPD from the response the host prefetched while the engine chunk loaded (decision 0057,
 * addendum for DASH); every other request, and the MPD's again (a refresh, a retry), is dash.js's own.
 *
 * A prefetch that failed (no answer, or not 2xx), or has not answered within dash.js's time limit for the
 * request, is not handed over: dash.js then makes its own first request and applies its time limit and retry
 * rules as without the prefetch (the failed prefetch is one request more).
 */
export function prefetchedManifestLoader(prefetch: ManifestPrefetch) {
  return function (this: { parent: { load: Load } }): { load: Load } {
    const parentLoad = this.parent.load;
    return {
      load(request, response) {
        const taken = request.customData.request?.type === 'MPD' ? takeManifest(prefetch, request.url) : undefined;
        if (!taken) return parentLoad(request, response);
        let done = false;
        const timer = request.timeout ? setTimeout(() => fallBack(), request.timeout) : undefined;
        const fallBack = () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          parentLoad(request, response);
        };
        request.customData.abort = () => {
          done = true;
          clearTimeout(timer);
        };
        void taken.then((answer) => {
          if (done) return;
          if (answer.status < 200 || answer.status > 299) return fallBack();
          done = true;
          clearTimeout(timer);
          Object.assign(response, { url: answer.url, status: answer.status, statusText: answer.statusText, headers: {}, data: answer.text });
          request.customData.onloadend?.();
        });
        return true;
      },
    };
  };
}
