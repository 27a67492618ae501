// A fake video platform for element tests where the real server is not the point (the real round trip
// is e2e/player-platform*.spec.ts): a stub `fetch` answering docs/api.md's paths from an in-memory table.
import { encryptDerived } from '../src/platform/crypto.js';
import type { VideoInfo } from '../src/platform/video-info.js';
import sinon from 'sinon';
import { media } from './helpers.js';

export const VID = 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5_a';
export const VID2 = 'b0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5_b';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const utf8Base64 = (text: string) => toBase64(new TextEncoder().encode(text));

/** The body of `GET /vod/secure/{vid}.json` for this info: base64(AES(derive(vid), ascii(base64(utf8 json)))). */
export async function encryptInfo(vid: string, info: unknown): Promise<string> {
  const cipher = await encryptDerived(vid, new TextEncoder().encode(utf8Base64(JSON.stringify(info))));
  return toBase64(new Uint8Array(cipher));
}

export function videoInfo(patch: Partial<VideoInfo> = {}): VideoInfo {
  return {
    vid: VID,
    title: 'Lesson',
    duration: 24,
    cataid: '1',
    catatree: '1',
    status: 60,
    seed: 0,
    df_num: 3,
    my_br: 1,
    mp4: [media.mp4, '/media/lesson/mp4/lesson-480p.mp4', media.mp4High],
    hls: [],
    hlsIndex: '',
    hlsIndex2: '',
    keepsource: 0,
    play_source_url: '',
    dash: '',
    drm: null,
    protect_mode: 0,
    aac_link: '',
    ratio: 16 / 9,
    cover: '',
    video_srt: {},
    videokeyframes: [],
    thumbnail: null,
    lines: '',
    line: '',
    usepassword: 0,
    playauth: 0,
    timeoutflow: false,
    outflow: false,
    forbidClients: [],
    domain: { setting_type: 0, enabled: [], disabled: [] },
    previewDuration: 0,
    reportFreq: 10,
    playerError: {},
    userError: null,
    ...patch,
  };
}

export type Route = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

export interface FakePlatform {
  fetch: typeof fetch;
  /** Every URL requested, in order. */
  calls: URL[];
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * `infos` per vid; `routes` answer first (return undefined to fall through). Unknown video → 404 on both
 * paths; `passthrough` sends anything else to the real fetch.
 */
export function fakePlatform(infos: Record<string, VideoInfo>, routes: Route[] = []): FakePlatform {
  const calls: URL[] = [];
  const realFetch = globalThis.fetch.bind(globalThis);
  const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (!url.pathname.startsWith('/vod/')) return realFetch(input, init);
    calls.push(url);
    for (const route of routes) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    const match = /^\/vod\/(secure|static|beta)\/(\w+)\.json$/.exec(url.pathname);
    if (match) {
      const info = infos[match[2]!];
      return info ? json({ code: 0, body: await encryptInfo(match[2]!, info) }) : json({ code: 404, message: 'unknown vid', data: null }, 404);
    }
    if (url.pathname === '/vod/token2') return json({ code: 404, message: 'none', data: null }, 404);
    if (url.pathname.startsWith('/vod/stats/')) return json({ code: 0, message: '', data: null });
    return json({ code: 404, message: 'not faked', data: null }, 404);
  }) as typeof fetch;
  return { fetch: fake, calls };
}

export { json };

/** The fake platform of a test file, from {@link useFakePlatform}. */
export interface FakePlatformHooks {
  /** Stubs `window.fetch` with a fake platform of these infos and routes (replacing one served before in the test). */
  serve(infos: Record<string, VideoInfo>, routes?: Route[]): FakePlatform;
  /** Every platform URL requested since the last `serve()`, in order. */
  readonly calls: URL[];
}

/**
 * The element tests' fake platform, one home for its hooks: call once at the top of a test file (or in a
 * `describe`). Each test starts with empty local and session storage; `serve()` stubs `window.fetch`; the
 * stub is restored after each test, so the real fetch is back for the next.
 */
export function useFakePlatform(): FakePlatformHooks {
  let platform: FakePlatform | undefined;
  let stub: sinon.SinonStub | undefined;
  const restore = () => {
    stub?.restore();
    stub = undefined;
  };
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(restore);
  return {
    serve(infos, routes = []) {
      restore();
      platform = fakePlatform(infos, routes);
      stub = sinon.stub(window, 'fetch').callsFake(platform.fetch);
      return platform;
    },
    get calls() {
      return platform?.calls ?? [];
    },
  };
}
