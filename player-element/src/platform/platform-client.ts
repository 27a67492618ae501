/**
 * The video platform client: the ONE module of the player that calls the platform (docs/api.md "Video
 * platform", player spec §7), the host's calls (video info, tokens, sign, password, statistics) and the
 * overlays' (exam, visitor form, ad log, recommendations, PPT and slides). Every call goes through
 * `request()` (platform/request.ts): one timeout, one retry for idempotent GETs, abort, one error mapping
 * (decision 0034). It is a lazy chunk, loaded only when a `vid` is set or an overlay needs it.
 */
import { resolveLanguage } from '../core/i18n.js';
import { md5 } from '../core/md5.js';
import { isRecord } from '../core/sanitize.js';
import type { PlayerState } from '../core/state.js';
import type { StreamAccess } from '../engines/access.js';
import { base64ToBytes, decryptDerived, utf8ToBase64 } from './crypto.js';
import { envelopeData, request, type RequestOptions } from './request.js';
import type { VideoInfo } from './video-info.js';

/** Client codes of spec §7: 1 the video info could not be loaded, 2 it could not be decrypted. */
export class VideoInfoError extends Error {
  constructor(
    readonly clientCode: 1 | 2,
    message: string,
  ) {
    super(message);
  }
}

/** The fixed versioned key path segment (docs/api.md "Encrypted HLS keys"). */
export const KEY_PATH_VERSION = 'v1102';
const PASSWORD_SALT = 'ddi-vod-password-salt';
const STATS_SIGN_PREFIX = 'ddi-vod-stats';

/** `md5(password + vid + ts + salt)` of the password check. */
export const passwordHash = (password: string, vid: string, ts: number) => md5(`${password}${vid}${ts}${PASSWORD_SALT}`);

/** The view-statistics sign: `md5("ddi-vod-stats" + pid + vid + flow + pd + cts)`. */
export const statsSign = (pid: string, vid: string, flow: number, pd: number, cts: number) =>
  md5(`${STATS_SIGN_PREFIX}${pid}${vid}${flow}${pd}${cts}`);

/** Spec §6: the viewer id of a playsafe token is its last hyphen-separated piece. */
export const tokenViewer = (token: string) => token.split('-').at(-1) ?? '';

export type Query = Record<string, string | number | undefined>;

/** A platform client bound to one origin (`platformBase`) and language. */
export class PlatformClient {
  readonly base: string;

  constructor(
    base: string,
    readonly lang: string,
    private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
    /** Aborts every call of this client (the element that owns it left the page). */
    readonly signal?: AbortSignal,
    /** The element the calls are made for: each call ends with `ddi-platform-call` dispatched from it. */
    readonly from?: EventTarget,
  ) {
    this.base = base.replace(/\/+$/, '');
  }

  /**
   * Called with the grant of a successful password check (docs/api.md "Password check"): the playback plan
   * of a password video adds it to its media URLs.
   */
  onGrant: ((vid: string, grant: string) => void) | undefined;

  /** An absolute URL for a platform path (`/vod/…`, `/media/…`) or any URL. */
  url(path: string, query: Query = {}): string {
    const url = new URL(path, `${this.base}/`);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    return url.href;
  }

  /** A platform path with `lang` and the query, under the one request policy. */
  #call(path: string, query: Query = {}, options: RequestOptions = {}): Promise<unknown> {
    return request(this.url(path, { ...query, lang: this.lang }), { fetchImpl: this.fetchImpl, signal: this.signal, from: this.from, ...options });
  }

  /**
   * Spec §7 video info: the primary path, then the static fallback (the beta path with `nocache` when
   * `beta`). Both failing → client code 1; decryption or decoding failing → client code 2.
   */
  async videoInfo(vid: string, beta = false): Promise<VideoInfo> {
    const primary = beta ? `/vod/beta/${vid}.json` : `/vod/secure/${vid}.json`;
    const query = beta ? { nocache: Date.now() } : {};
    let body: string | undefined;
    for (const [path, extra] of [[primary, query], [`/vod/static/${vid}.json`, {}]] as const) {
      try {
        // The static path is the primary's retry: no second try of the same path.
        const answer = await this.#call(path, extra, { retry: false });
        if (isRecord(answer) && answer.code === 0 && typeof answer.body === 'string') {
          body = answer.body;
          break;
        }
      } catch {
        // try the next path
      }
    }
    if (body === undefined) throw new VideoInfoError(1, `the video info of ${vid} could not be loaded`);
    try {
      const plain = await decryptDerived(vid, base64ToBytes(body));
      const json = new TextDecoder().decode(base64ToBytes(new TextDecoder('ascii').decode(plain)));
      const info: unknown = JSON.parse(json);
      if (!isRecord(info)) throw new Error('not an object');
      return info as unknown as VideoInfo;
    } catch (error) {
      throw new VideoInfoError(2, `the video info of ${vid} could not be decrypted: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Spec §7 playsafe URL: `status: 'success'` gives the token. */
  async playsafe(vid: string, viewerId?: string): Promise<string> {
    const id = viewerId && /^[A-Za-z0-9_]{1,64}$/.test(viewerId) ? viewerId : undefined;
    const answer = await this.#call('/vod/playsafe', { vid, viewerId: id });
    if (isRecord(answer) && answer.status === 'success' && typeof answer.data === 'string') return answer.data;
    throw new Error('the playsafe token was refused');
  }

  /** A host page's own `playsafeUrl`: GET with `vid`; `status: 'success'` and `data` is the token. */
  async playsafeFrom(url: string, vid: string): Promise<string> {
    const target = new URL(url, globalThis.location?.href);
    target.searchParams.set('vid', vid);
    const answer = await request(target.href, { credentials: 'include', fetchImpl: this.fetchImpl, signal: this.signal, from: this.from });
    if (isRecord(answer) && answer.status === 'success' && typeof answer.data === 'string') return answer.data;
    throw new Error('the playsafe URL refused a token');
  }

  /** Spec §7 token2: a `success` answer decrypts to the `auth_key` appended to the media URL. */
  async withAuthKey(vid: string, mediaUrl: string): Promise<string> {
    const path = new URL(mediaUrl, `${this.base}/`).pathname;
    const answer = await this.#call('/vod/token2', { vid, url: path });
    if (!isRecord(answer) || answer.message !== 'success' || typeof answer.data !== 'string') return mediaUrl;
    const key = new TextDecoder('ascii').decode(await decryptDerived(vid, base64ToBytes(answer.data)));
    const url = new URL(mediaUrl, `${this.base}/`);
    url.searchParams.set('auth_key', key);
    return url.href;
  }

  /** Encrypted HLS (spec §7): the key path gains `v1102` and the token; the 32-byte answer decrypts under derive(token + vid). */
  keyAccess(vid: string, token: string): Pick<StreamAccess, 'keyUrl' | 'decryptKey'> {
    return {
      keyUrl: (url) => {
        const parsed = new URL(url, `${this.base}/`);
        parsed.pathname = parsed.pathname.replace(/\/vod\/keys\/(?!v\d+\/)/, `/vod/keys/${KEY_PATH_VERSION}/`);
        parsed.searchParams.set('token', token);
        return parsed.href;
      },
      decryptKey: (data) => decryptDerived(`${token}${vid}`, data),
    };
  }

  /** Spec §5 password check: 0 wrong, 2 time error, else success. Rejects on a network error. */
  async checkPassword(vid: string, password: string, now = Date.now()): Promise<number> {
    // Not retried: the viewer's OK is the retry (and the hash carries the time of that press).
    const answer = await this.#call('/vod/password/check', { vid, password: passwordHash(password, vid, now), ts: now }, { retry: false });
    if (!isRecord(answer) || typeof answer.result !== 'number') throw new Error('unexpected password answer');
    if (answer.result !== 0 && answer.result !== 2 && typeof answer.grant === 'string') this.onGrant?.(vid, answer.grant);
    return answer.result;
  }

  /**
   * Spec §6 play authorisation: the player sign (backup URL on error), then the verification
   * (`sign` equal and `sign2 = md5(sign + vid + t)`). Returns the server code when it is not '0'.
   */
  async signCheck(vid: string, code?: string): Promise<{ ok: boolean; serverCode?: string; username?: string }> {
    const t = Date.now();
    const query = { t, vid, code: code || undefined };
    let player: unknown;
    try {
      player = await this.#call('/vod/sign/player', query, { retry: false });
    } catch {
      player = await this.#call('/vod/sign/player-backup', query);
    }
    if (!isRecord(player)) return { ok: false };
    if (player.code !== undefined && String(player.code) !== '0') return { ok: false, serverCode: String(player.code) };
    const sign = String(player.sign ?? '');
    const username = String(player.username ?? '');
    if (Number(player.status) !== 1) return { ok: false, username };
    const verify = await this.#call('/vod/sign/verify', { t, vid, status: String(player.status), username, code: code || undefined });
    const ok = isRecord(verify) && verify.sign === sign && verify.sign2 === md5(`${sign}${vid}${t}`);
    return { ok, username };
  }

  /** Fire-and-forget GET beacons (statistics and quality): never retried (a count must not double). */
  beacon(path: string, query: Query): void {
    request(this.url(path, query), { keepalive: true, retry: false, read: 'none', fetchImpl: this.fetchImpl, from: this.from }).catch(() => undefined);
  }

  // ---- the overlays' calls (docs/api.md "Video platform: overlays")

  /** Spec §7 exam list: the `data` of `{ code: 0, data }`. */
  examList(vid: string): Promise<unknown> {
    return this.#call('/vod/exam/list', { vid }).then((body) => envelopeData(body, '/vod/exam/list'));
  }

  /** Spec §7 answer log: a form POST, not retried. */
  examLog(body: URLSearchParams): Promise<unknown> {
    return this.#call('/vod/exam/log', {}, { method: 'POST', body, read: 'none' });
  }

  /** Spec §7 visitor forms: the `data` of `{ code: 0, data }`. */
  visitorList(vid: string): Promise<unknown> {
    return this.#call('/vod/visitor/list', { vid }).then((body) => envelopeData(body, '/vod/visitor/list'));
  }

  /** Spec §7 visitor record: form field `data` = the JSON of the filled form; the answer must be code 0. */
  async visitorRecord(data: unknown): Promise<void> {
    const body = await this.#call('/vod/visitor/record', {}, { method: 'POST', body: new URLSearchParams({ data: JSON.stringify(data) }) });
    envelopeData(body, '/vod/visitor/record');
  }

  /** Spec §7 ad log: `type` 0 click, 1 view; not retried (a view must not count twice). */
  adLog(adid: string, type: 0 | 1, vid: string): Promise<unknown> {
    return this.#call('/vod/ad/log', { adid, type, vid }, { retry: false, read: 'none' });
  }

  /** Spec §9 end-screen recommendations of a video: `{ related, newest, hottest, recommended }`. */
  recommendations(vid: string): Promise<unknown> {
    return this.#call(`/vod/recommend/${encodeURIComponent(vid)}.rjson`);
  }

  /** Spec §7 PPT JSON by id: `{ ppt: { page } }`. */
  ppt(id: string): Promise<unknown> {
    return this.#call(`/vod/ppt/${encodeURIComponent(id)}.json`);
  }

  /** Spec §7 slide images of a video: `{ code, data }`. */
  slides(vid: string): Promise<unknown> {
    return this.#call('/vod/slides', { vid });
  }
}

/**
 * The client an overlay uses while the player plays by vid (`state.vod`): the platform origin, the
 * player's language, and the overlay's request scope (its abort signal, and itself as the calls' `from`). `undefined` when not playing by vid.
 */
export function overlayClient(state: PlayerState, scope?: { signal: AbortSignal; from: EventTarget }): PlatformClient | undefined {
  return state.vod ? new PlatformClient(state.vod.base, resolveLanguage(state.options.lang), undefined, scope?.signal, scope?.from) : undefined;
}

/** Optional base64 of UTF-8 for statistics parameters. */
export const b64 = (value: string | undefined) => (value ? utf8ToBase64(value) : undefined);
