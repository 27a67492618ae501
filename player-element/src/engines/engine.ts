import type { SourceKind } from '../core/state.js';
import type { Engine, EngineModule } from './engine-contract.js';
import * as nativeEngine from './native/native-engine.js';

export type { SourceKind };
export type { Engine, EngineContext, EngineFailure, EngineLevel, EngineModule, EngineTracks } from './engine-contract.js';

/** What a source needs to be played: a progressive file, an HLS playlist or a DASH manifest. */
export function sourceKind(url: string): SourceKind {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.m3u8')) return 'hls';
  if (path.endsWith('.mpd')) return 'dash';
  return 'progressive';
}

/** One entry per engine: cheap `canPlay`, and `load()` that does the `await import(...)`. */
export interface EngineEntry {
  readonly name: Engine['name'];
  canPlay(kind: SourceKind, video: HTMLVideoElement): boolean;
  load(): Promise<EngineModule>;
  /** The module when it is in the first chunk: attached without waiting even a microtask. */
  readonly module?: EngineModule;
}

/** Spec §5: player support needs H.264 plus AAC media-source support. */
const mseSupportsH264Aac = () =>
  typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E,mp4a.40.2"');

const nativeHls = (video: HTMLVideoElement) => video.canPlayType('application/vnd.apple.mpegurl') !== '';

/** In order of preference: hls.js / dash.js where MSE exists, else the browser's own HLS, and the browser for files. */
export const engines: readonly EngineEntry[] = [
  {
    name: 'hls',
    canPlay: (kind) => kind === 'hls' && mseSupportsH264Aac(),
    load: () => import('./hls/hls-engine.js'),
  },
  {
    name: 'dash',
    canPlay: (kind) => kind === 'dash' && mseSupportsH264Aac(),
    load: () => import('./dash/dash-engine.js'),
  },
  {
    name: 'native',
    canPlay: (kind, video) => kind === 'progressive' || (kind === 'hls' && nativeHls(video)),
    // A few hundred bytes: in the first chunk, so an mp4 starts loading without another round trip.
    load: () => Promise.resolve(nativeEngine),
    module: nativeEngine,
  },
];

/** Spec §5: HLS needs WebAssembly (else `#007` with the `notSupportDRM10` message), by `vid` and by `src` alike. */
export const hasWebAssembly = () => typeof WebAssembly === 'object' && WebAssembly !== null && typeof WebAssembly.instantiate === 'function';

/**
 * The engine for `url`; when none of the built-in engines can play it (no MSE and no native support for
 * the kind) and the page named a `fallbackScript` (spec §7's fallback script, decision 0042), that
 * script as the engine: an ES module loaded once per URL under the page's CSP (`import()`), which must
 * export `attach(context)` as the engine contract says. Else undefined (the host shows `#007`).
 */
export function pickEngine(url: string, video: HTMLVideoElement, fallbackScript = ''): EngineEntry | undefined {
  const kind = sourceKind(url);
  if (!fallbackScript) return engines.find((entry) => entry.canPlay(kind, video));
  // Its own chunk (`fallback/fallback-engine.ts`): most pages never name a fallback script.
  return engines.find((entry) => entry.canPlay(kind, video)) ?? { name: 'fallback', canPlay: () => true, load: () => import('./fallback/fallback-engine.js').then((chunk) => chunk.loadFallback(fallbackScript, kind)) };
}
