/** What a source needs to be played: a progressive file, an HLS playlist or a DASH manifest. */
export type SourceKind = 'progressive' | 'hls' | 'dash';

export function sourceKind(url: string): SourceKind {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.m3u8')) return 'hls';
  if (path.endsWith('.mpd')) return 'dash';
  return 'progressive';
}

/** An attached engine: it feeds one `<video>` until destroyed. */
export interface Engine {
  readonly name: string;
  destroy(): void;
}

export interface EngineFailure {
  fatal: boolean;
  details: string;
}

export interface EngineContext {
  video: HTMLVideoElement;
  url: string;
  /** Called when the engine gives up on the source (the host maps it to `#007`). */
  onFatalError(failure: EngineFailure): void;
}

/** The module an engine's `load()` resolves to: engines are lazy chunks. */
export interface EngineModule {
  attach(context: EngineContext): Engine | Promise<Engine>;
}

/** One entry per engine: cheap `canPlay`, and `load()` that does the `await import(...)`. */
export interface EngineEntry {
  readonly name: 'native' | 'hls';
  canPlay(kind: SourceKind, video: HTMLVideoElement): boolean;
  load(): Promise<EngineModule>;
}

const mseSupportsH264Aac = () =>
  typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E,mp4a.40.2"');

const nativeHls = (video: HTMLVideoElement) => video.canPlayType('application/vnd.apple.mpegurl') !== '';

/** In order of preference: hls.js where MSE exists, else the browser's own HLS, and the browser for files. */
export const engines: readonly EngineEntry[] = [
  {
    name: 'hls',
    canPlay: (kind) => kind === 'hls' && mseSupportsH264Aac(),
    load: () => import('./hls/hls-engine.js'),
  },
  {
    name: 'native',
    canPlay: (kind, video) => kind === 'progressive' || (kind === 'hls' && nativeHls(video)),
    load: () => import('./native/native-engine.js'),
  },
];

export function pickEngine(url: string, video: HTMLVideoElement): EngineEntry | undefined {
  const kind = sourceKind(url);
  return engines.find((entry) => entry.canPlay(kind, video));
}
