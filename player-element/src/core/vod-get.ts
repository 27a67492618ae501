import type { PlayerState } from './state.js';
import { resolveLanguage } from './i18n.js';

/**
 * A GET of the video platform for the feature overlays (docs/api.md "Video platform: overlays"): the path
 * resolved against `state.vod.base`, with `lang` and the given query, no credentials. Resolves to the
 * parsed JSON body; a failed request or a status other than 2xx throws, naming it.
 */
export async function vodGet(state: PlayerState, path: string, query: Record<string, string> = {}): Promise<unknown> {
  const vod = state.vod;
  if (!vod) throw new Error('not playing by vid');
  const url = new URL(path, `${vod.base}/`);
  for (const [key, value] of Object.entries({ ...query, lang: resolveLanguage(state.options.lang) })) url.searchParams.set(key, value);
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return response.json();
}

/** `vodGet` of a call answering the envelope `{ code: 0, data }`: its `data`; another code throws. */
export async function vodData(state: PlayerState, path: string, query: Record<string, string> = {}): Promise<unknown> {
  const body = (await vodGet(state, path, query)) as { code?: unknown; data?: unknown } | null;
  if (body?.code !== 0) throw new Error(`${path} answered code ${String(body?.code)}`);
  return body.data;
}
