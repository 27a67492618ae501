/**
 * The engine contract: what every engine (native, hls.js, dash.js) implements and is given. Its own module
 * so that an engine imports it without importing the engine list (no cycles, issue 23).
 */
import type { SourceKind, SubtitleCue } from '../core/state.js';
import type { StreamAccess } from './access.js';
import type { ManifestPrefetch } from './manifest-prefetch.js';

/** A quality level of the stream, in the engine's own order. */
export interface EngineLevel {
  index: number;
  height: number;
  bitrate: number;
}

/** An attached engine: it feeds one `<video>` until destroyed. */
export interface Engine {
  readonly name: 'native' | 'hls' | 'dash' | 'fallback';
  /** Switches quality keeping the position; -1 lets the engine choose (Auto). */
  setLevel(index: number): void;
  /** Shows the stream's subtitle track of that index (`stream:<index>`), -1 none; its cues go to `onCues`. */
  setSubtitleTrack?(index: number): void;
  /** Switches to the stream's audio track of that index. */
  setAudioTrack?(index: number): void;
  /**
   * Settles once the `<video>` has the engine's source (or the engine failed or was destroyed), for engines
   * that give it later than `attach` returns: a `play()` before that moment would be cancelled by the load.
   */
  readonly sourceAttached?: Promise<void>;
  destroy(): void;
}

/** The stream's own tracks (spec §3 Audio track, Subtitle track; closed captions as `cc:<name>`). */
export interface EngineTracks {
  /** Subtitle and caption tracks: `{ id: 'stream:<index>' | 'cc:<name>', label }`. */
  subtitles: { id: string; label: string }[];
  audio: { index: number; label: string }[];
  audioTrack: number;
}

export interface EngineFailure {
  fatal: boolean;
  details: string;
  /** True for a fragment (segment) load failure: with several lines the host offers another line. */
  fragment?: boolean;
  /** The request that failed, for the quality beacon. */
  url?: string;
}

export interface EngineContext {
  video: HTMLVideoElement;
  url: string;
  /** The page's `hlsConfig` option, over the spec §9 defaults. */
  hlsConfig?: Record<string, unknown> | undefined;
  /** What the video platform adds to stream requests (tokens, route, key decryption, ClearKey licence). */
  access?: StreamAccess | undefined;
  /**
   * HLS and DASH: the master playlist or the MPD the host started fetching while the engine chunk loaded
   * (decision 0057); the engine answers its first manifest request from it.
   */
  manifest?: ManifestPrefetch | undefined;
  /** Where to start (seconds), e.g. after a line or mode switch. */
  startPosition?: number | undefined;
  /** Fragment retries before a fragment error is fatal (spec §9: 3 in the player when lines can be switched). */
  fragmentRetries?: number | undefined;
  /**
   * Spec §9 `skipErrorTs` (HLS): a segment that still fails after its retries, with no other level to
   * take it from, is skipped (playback goes on after it, `onSkip` is told) instead of a fatal error.
   */
  skipErrorTs?: boolean | undefined;
  /** Called when a failed segment was skipped (`skipErrorTs`): its URL and its time range in seconds. */
  onSkip?(skip: { url: string; start: number; end: number }): void;
  /** The fallback script only (decision 0042): the source's kind and the `<ddi-player>` it plays for. */
  kind?: SourceKind | undefined;
  host?: HTMLElement | undefined;
  /** Called when the engine gives up on the source (the host maps it to `#007`). */
  onFatalError(failure: EngineFailure): void;
  /** Called when the stream's quality levels are known. */
  onLevels(levels: EngineLevel[]): void;
  /** Called when the stream's subtitle, caption or audio tracks are known or change. */
  onTracks?(tracks: EngineTracks): void;
  /** Cues of a stream subtitle / caption track (id as in `EngineTracks`), for the player's own subtitle layer. */
  onCues?(id: string, cues: SubtitleCue[]): void;
}

/** The module an engine's `load()` resolves to: engines are lazy chunks. */
export interface EngineModule {
  attach(context: EngineContext): Engine | Promise<Engine>;
}
