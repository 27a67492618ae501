/**
 * View statistics and quality beacons (player spec §7, docs/api.md "View statistics", "Quality beacon").
 * Played seconds are counted once a second while playing; every `reportFreq` seconds a beacon is sent
 * unless nothing was played since the last one (`pd` 0). The first send carries `viewerAvatar` and
 * `ute=bop`. Every beacon carries its own idempotency key `ik` (`beaconKey`).
 */
import { PLAYER_VERSION } from '../core/constants.js';
import type { PlayerOptions, ViewerInfo } from '../core/options.js';
import { b64, statsSign, type PlatformClient, type Query } from './platform-client.js';

export interface StatisticsSource {
  vid: string;
  pid: string;
  appId?: string | undefined;
  viewer?: ViewerInfo | undefined;
  /** The embedding's own ids (options `df`, `player_id`, `originVid`): see `embedQuery`. */
  embed?: EmbedIds | undefined;
  /** Seconds between sends (`reportFreq`, default 10). */
  reportFreq: number;
  currentTime(): number;
  duration(): number;
  playing(): boolean;
}

/** viewerId → `sid` (statistics) or `session_id` (quality); name → `param2`; extras → `param3–5`; base64. */
export function viewerQuery(viewer: ViewerInfo | undefined, idKey: 'sid' | 'session_id'): Query {
  return {
    [idKey]: b64(viewer?.viewerId),
    param2: b64(viewer?.viewerName),
    param3: b64(viewer?.viewerExtraInfo1),
    param4: b64(viewer?.viewerExtraInfo2),
    param5: b64(viewer?.viewerExtraInfo3),
  };
}

/** The options naming the embedding: the default quality `df`, the page's `player_id`, the `originVid` of a preview. */
export type EmbedIds = Pick<PlayerOptions, 'df' | 'player_id' | 'originVid'>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 64) : undefined);

/**
 * `df`, `player_id` and `originVid` as the page gave them (issue 21 item 3; docs/api.md), on the view
 * statistics and the quality beacons: `df` a finite number, the others non-empty text cut to 64
 * characters; absent or malformed ones are left out.
 */
export const embedQuery = (embed: EmbedIds | undefined): Query => ({
  df: typeof embed?.df === 'number' && Number.isFinite(embed.df) ? embed.df : undefined,
  player_id: text(embed?.player_id),
  originVid: text(embed?.originVid),
});

const pageHref = () => b64(location.href.slice(0, 3000));

/**
 * `ik`, a fresh idempotency key for one beacon (docs/api.md "View statistics"): 24 hex digits of
 * `crypto.getRandomValues`. It is part of that beacon's URL, so a re-send of the same request (by the
 * browser or a proxy; the player itself does not retry beacons, decision 0034) is stored once.
 */
export const beaconKey = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export class ViewStatistics {
  #sd = 0;
  #pd = 0;
  #sends = 0;
  #elapsed = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly client: Pick<PlatformClient, 'beacon'>,
    private readonly source: StatisticsSource,
  ) {}

  start(): void {
    if (this.#timer !== undefined) return;
    this.#timer = setInterval(() => this.#tick(), 1000);
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #tick(): void {
    if (this.source.playing()) {
      this.#pd += 1;
      this.#sd += 1;
    }
    this.#elapsed += 1;
    if (this.#elapsed >= this.source.reportFreq) {
      this.#elapsed = 0;
      this.send();
    }
  }

  /** Sends now (skipped when `pd` is 0). */
  send(): void {
    const pd = this.#pd;
    if (pd === 0) return;
    const { vid, pid, viewer, appId } = this.source;
    const duration = Math.max(0, Math.floor(this.source.duration()));
    const cts = Math.min(duration, Math.max(0, Math.floor(this.source.currentTime())));
    const first = this.#sends === 0;
    const query: Query = {
      pid,
      vid,
      uid: vid.slice(0, 10),
      flow: 0,
      ts: Date.now(),
      href: pageHref(),
      duration,
      cts,
      sd: this.#sd,
      pd,
      sign: statsSign(pid, vid, 0, pd, cts),
      pn: 'HTML5',
      pv: PLAYER_VERSION,
      appId: appId || undefined,
      ...viewerQuery(viewer, 'sid'),
      ...embedQuery(this.source.embed),
      ...(first ? { viewerAvatar: b64(viewer?.viewerAvatar), ute: 'bop' } : {}),
      ik: beaconKey(),
    };
    this.#pd = 0;
    this.#sends += 1;
    this.client.beacon('/vod/stats/view', query);
  }
}

export type QualityType = 'loading' | 'buffer' | 'end' | 'error' | 'forbidden';

/** A quality beacon: `time` (ms) for loading / buffer / end, `error` + `request_uri` for error / forbidden. */
export function qualityBeacon(
  client: Pick<PlatformClient, 'beacon'>,
  source: { vid: string; pid: string; viewer?: ViewerInfo | undefined; embed?: EmbedIds | undefined },
  type: QualityType,
  detail: { time?: number; error?: string; requestUri?: string },
): void {
  client.beacon('/vod/stats/quality', {
    pid: source.pid,
    vid: source.vid,
    uid: source.vid.slice(0, 10),
    href: pageHref(),
    domain: location.hostname,
    type,
    pn: 'HTML5',
    pv: PLAYER_VERSION,
    time: detail.time === undefined ? undefined : Math.max(0, Math.round(detail.time)),
    error: detail.error?.slice(0, 256),
    request_uri: detail.requestUri?.slice(0, 2048),
    ...viewerQuery(source.viewer, 'session_id'),
    ...embedQuery(source.embed),
    ik: beaconKey(),
  });
}
