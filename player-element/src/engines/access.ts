/**
 * What the platform adds to stream requests (player spec §7): query parameters on playlists and media,
 * the route marker in fragment URLs, and for encrypted HLS the key address rewrite plus the client-side
 * key decryption; for DRM streams the ClearKey licence server. The host builds it from the platform
 * client; engines only apply it (they never fetch platform data themselves).
 */
export interface StreamAccess {
  /** Query parameters set on every playlist URL (replacing earlier values): `device`, `pid`, `appId`, `route`. */
  playlistParams?: Record<string, string>;
  /** Rewrites a media fragment URL (the route marker). */
  fragmentUrl?: (url: string) => string;
  /** Rewrites an AES-128 key URL (versioned path segment and token). */
  keyUrl?: (url: string) => string;
  /** Decrypts a key response into the 16-byte AES key. */
  decryptKey?: (data: ArrayBuffer) => Promise<ArrayBuffer>;
  /** ClearKey (`org.w3.clearkey`) licence server: POST binary, binary answer. */
  clearKeyServer?: string;
  /** The alternative HLS index (`hlsIndex2`): loaded once when the first index fails to load. */
  indexFallback?: string;
}

/** `url` with `params` set in its query (earlier values replaced). */
export function withParams(url: string, params: Record<string, string> | undefined): string {
  if (!params || Object.keys(params).length === 0) return url;
  const parsed = new URL(url, globalThis.location?.href);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.href;
}

/** Spec §8: a DRM licence request failing more than this many times in a row is fatal. */
export const MAX_LICENCE_FAILURES = 3;

const hexToBase64Url = (hex: string) =>
  btoa(String.fromCharCode(...(hex.match(/../g) ?? []).map((byte) => parseInt(byte, 16))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The `cenc:default_KID`s a DASH manifest names, as base64url key ids. */
export function manifestKeyIds(mpd: string): string[] {
  const ids = [...mpd.matchAll(/default_KID="([0-9a-fA-F-]{32,36})"/g)].map((match) => hexToBase64Url(match[1]!.replace(/-/g, '')));
  return [...new Set(ids)];
}

/**
 * The ClearKey licence exchange (spec §7: POST binary to the licence server, binary answer): asks for the
 * manifest's key ids and answers `{ kid: key }` (base64url) for dash.js's `clearkeys`. A failed request is
 * retried; more than {@link MAX_LICENCE_FAILURES} consecutive failures are fatal (spec §8).
 */
export async function fetchClearKeys(server: string, manifestUrl: string, fetcher: typeof fetch = fetch): Promise<Record<string, string>> {
  const manifest = await fetcher(manifestUrl);
  if (!manifest.ok) throw new Error(`manifest: HTTP ${manifest.status}`);
  const kids = manifestKeyIds(await manifest.text());
  if (kids.length === 0) throw new Error('the manifest names no key id (cenc:default_KID)');
  const request = new TextEncoder().encode(JSON.stringify({ kids, type: 'temporary' }));
  let lastError: unknown;
  for (let attempt = 0; attempt <= MAX_LICENCE_FAILURES; attempt += 1) {
    try {
      const response = await fetcher(server, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: request });
      if (!response.ok) throw new Error(`licence request failed: HTTP ${response.status}`);
      const licence = JSON.parse(new TextDecoder().decode(await response.arrayBuffer())) as { keys?: { kid?: unknown; k?: unknown }[] };
      const keys: Record<string, string> = {};
      for (const key of licence.keys ?? []) if (typeof key.kid === 'string' && typeof key.k === 'string') keys[key.kid] = key.k;
      if (Object.keys(keys).length === 0) throw new Error('the licence holds no key');
      return keys;
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(`DRM licence: ${MAX_LICENCE_FAILURES + 1} consecutive failures (${lastError instanceof Error ? lastError.message : String(lastError)})`);
}
