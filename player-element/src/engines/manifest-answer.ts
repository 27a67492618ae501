/**
 * Reading the manifest the host prefetched while the engine chunk loaded (decision 0057): shared by the hls.js
 * engine (`hls/hls-prefetch.ts`) and the dash.js engine (`dash/dash-prefetch.ts`); a chunk the engine chunks
 * import, requested together with them (decision 0069). For HLS the first chunk also loads it as soon as the
 * master playlist is asked for, to fetch the level playlist hls.js will want next (decision 0084).
 */
import type { ManifestAnswer, ManifestPrefetch, SegmentAnswer, SegmentPrefetch } from './manifest-prefetch.js';

/** Reads the prefetched response in full (the request is over for the browser as for the engine's own). */
async function read(response: Promise<Response>, url: string): Promise<ManifestAnswer> {
  try {
    const answer = await response;
    const body = await answer.text();
    return { status: answer.status, statusText: answer.statusText, text: answer.ok ? body : '', url: answer.url || url, endAt: performance.now() };
  } catch (error) {
    return { status: 0, statusText: error instanceof Error ? error.message : String(error), text: '', url, endAt: performance.now() };
  }
}

/** The prefetch's answer, read once whoever asks first (the level prefetch, the engine). */
export function answerOf(prefetch: ManifestPrefetch): Promise<ManifestAnswer> {
  return (prefetch.answer ??= read(prefetch.response, prefetch.url));
}

/**
 * The prefetched answer for the engine's request of `url` (as given, or resolved against the page: dash.js
 * resolves it), once: later requests (a retry, the `hlsIndex2` fallback) and other URLs get undefined and load
 * as usual.
 */
export function takeManifest(prefetch: ManifestPrefetch | undefined, url: string): Promise<ManifestAnswer> | undefined {
  const resolved = (href: string) => new URL(href, document.baseURI).href;
  if (!prefetch || prefetch.taken || (url !== prefetch.url && resolved(url) !== resolved(prefetch.url))) return undefined;
  prefetch.taken = true;
  return answerOf(prefetch);
}

/** The bandwidth estimate hls.js starts with: spec §9's `abrEwmaDefaultEstimate` (the hls.js config takes it from here). */
export const START_ESTIMATE = 500_000;

/**
 * The variant of an HLS master playlist that hls.js is expected to load first with the spec's start estimate:
 * the highest `BANDWIDTH` within `estimate`, else the lowest (hls.js's first choice with no bandwidth measured
 * yet, codec and size rules aside). Its URI as written; undefined for a media playlist or an unreadable one.
 */
export function startVariant(text: string, estimate = START_ESTIMATE): string | undefined {
  let best: { bandwidth: number; uri: string } | undefined;
  let lowest: typeof best;
  // Each line between the tag and its URI (blank, or a comment or tag) can be matched one way only: no backtracking
  // that grows with the number of such lines.
  for (const match of text.matchAll(/^#EXT-X-STREAM-INF:([^\r\n]*)\r?\n(?:[ \t]*(?:#[^\r\n]*)?\r?\n)*[ \t]*([^#\s][^\r\n]*?)[ \t\r]*$/gm)) {
    const bandwidth = Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(match[1]!)?.[1]);
    if (!Number.isFinite(bandwidth)) continue;
    const variant = { bandwidth, uri: match[2]! };
    if (bandwidth <= estimate && (!best || bandwidth > best.bandwidth)) best = variant;
    if (!lowest || bandwidth < lowest.bandwidth) lowest = variant;
  }
  return (best ?? lowest)?.uri;
}

/**
 * HLS (decision 0084): once the prefetched master playlist is read, fetches the level playlist hls.js is expected
 * to start with (`startVariant`), so that hls.js's request of it, made only after its chunk has loaded and run,
 * is answered at once (`hls/hls-prefetch.ts`). Not when the engine already took the master playlist (hls.js is
 * then asking itself). Once the level playlist is read, the segments hls.js starts with follow (`firstSegments`,
 * decision 0086). A wrong guess costs one playlist request and its first segment: hls.js loads the level it chose.
 */
export async function prefetchLevel(prefetch: ManifestPrefetch, start: (url: string) => ManifestPrefetch): Promise<void> {
  const answer = await answerOf(prefetch);
  const uri = answer.status >= 200 && answer.status < 300 ? startVariant(answer.text) : undefined;
  if (uri === undefined || prefetch.taken) return;
  let url: string;
  try {
    url = new URL(uri, new URL(answer.url, document.baseURI)).href;
  } catch {
    return;
  }
  const level = (prefetch.level = start(url));
  // Decision 0086: the segments hls.js starts with follow, unless hls.js took the level first (it then asks for them
  // itself, right after this same answer).
  const levelAnswer = await answerOf(level);
  if (level.taken || levelAnswer.status < 200 || levelAnswer.status > 299) return;
  level.segments = firstSegments(levelAnswer.text, levelAnswer.url)?.map(prefetchSegment);
}

/**
 * The absolute URLs of what hls.js loads first from a media playlist when it starts at the beginning: the init
 * section (`#EXT-X-MAP`) if there is one, then the first segment. Only for a complete (VOD) playlist without byte
 * ranges, a start offset, a gap, or keys other than AES-128 (SAMPLE-AES and DRM go through EME): for anything else
 * hls.js may start elsewhere or load otherwise, and undefined is returned.
 */
export function firstSegments(text: string, base: string): string[] | undefined {
  const unplain = /^#EXT-X-(?:BYTERANGE|START|GAP)\b|^#EXT-X-MAP:.*BYTERANGE=|^#EXT-X-KEY:(?!.*METHOD=(?:NONE|AES-128)(?:,|\r?$))/m;
  if (!/^#EXT-X-ENDLIST\b/m.test(text) || unplain.test(text)) return undefined;
  const urls: string[] = [];
  let inSegment = false;
  try {
    const documentBase = new URL(base, document.baseURI);
    for (const raw of text.split('\n')) {
      const line = raw.trim();
      const map = /^#EXT-X-MAP:.*\bURI="([^"]+)"/.exec(line);
      if (map && urls.length === 0) urls.push(new URL(map[1]!, documentBase).href);
      else if (line.startsWith('#EXTINF:')) inSegment = true;
      else if (inSegment && line && !line.startsWith('#')) return [...urls, new URL(line, documentBase).href];
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Fetches a segment as hls.js's XHR would (a GET with the browser's cache, cookies same-origin only), keeping the times. */
function prefetchSegment(url: string): SegmentPrefetch {
  const startAt = performance.now();
  let firstAt = startAt;
  const read = async (): Promise<SegmentAnswer> => {
    const response = await fetch(url);
    firstAt = performance.now();
    const data = response.ok ? await response.arrayBuffer() : undefined;
    return { status: response.status, statusText: response.statusText, data, startAt, firstAt, endAt: performance.now() };
  };
  const answer = read().catch((error: unknown): SegmentAnswer => {
    const statusText = error instanceof Error ? error.message : String(error);
    return { status: 0, statusText, startAt, firstAt, endAt: performance.now() };
  });
  return { url, answer };
}

/** The prefetched segment for hls.js's request of `url` (absolute, as hls.js resolves it), once. */
export function takeSegment(segments: readonly SegmentPrefetch[] | undefined, url: string): SegmentPrefetch | undefined {
  const segment = segments?.find((candidate) => candidate.url === url && !candidate.taken);
  if (segment) segment.taken = true;
  return segment;
}
