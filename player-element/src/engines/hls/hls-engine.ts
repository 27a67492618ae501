import Hls from 'hls.js';
import { MEDIA_RECOVERY_WINDOW_MS } from '../../core/constants.js';
import type { Engine, EngineContext } from '../engine.js';
import { hlsConfig } from './hls-config.js';

/** The part of hls.js the engine uses (so tests can hand in a fake). */
export interface HlsLike {
  readonly levels: readonly { height: number; bitrate: number }[];
  currentLevel: number;
  on(event: string, listener: (event: string, data: never) => void): void;
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  recoverMediaError(): void;
  swapAudioCodec(): void;
  destroy(): void;
}

export interface HlsClass {
  new (config: Record<string, unknown>): HlsLike;
  readonly Events: { readonly MANIFEST_PARSED: string; readonly LEVEL_LOADED: string; readonly ERROR: string };
  readonly ErrorTypes: { readonly MEDIA_ERROR: string };
}

interface ErrorData {
  fatal: boolean;
  type: string;
  details: string;
}

/**
 * HLS through hls.js and Media Source Extensions; this module is its own chunk, loaded only for HLS.
 * A fatal media error is recovered with `recoverMediaError` at most once per 5 s (the second recovery
 * also swaps to the fallback audio codec); any other fatal error, or a media error within 5 s of a
 * recovery, is handed to the host (`#007`).
 */
export function attach(context: EngineContext, HlsConstructor: HlsClass = Hls as unknown as HlsClass): Engine {
  const { video, url, onFatalError, onLevels } = context;
  let levelLoaded = false;
  let lastRecovery = Number.NEGATIVE_INFINITY;
  let recoveries = 0;
  const hls = new HlsConstructor({ ...hlsConfig(() => levelLoaded), ...context.hlsConfig });
  const { Events, ErrorTypes } = HlsConstructor;

  hls.on(Events.MANIFEST_PARSED, () => {
    onLevels(hls.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })));
  });
  hls.on(Events.LEVEL_LOADED, () => {
    levelLoaded = true;
  });
  hls.on(Events.ERROR, (_event, data: ErrorData) => {
    if (!data.fatal) return;
    const now = Date.now();
    if (data.type === ErrorTypes.MEDIA_ERROR && now - lastRecovery >= MEDIA_RECOVERY_WINDOW_MS) {
      lastRecovery = now;
      if (recoveries++ === 1) hls.swapAudioCodec();
      hls.recoverMediaError();
      return;
    }
    onFatalError({ fatal: true, details: data.details });
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    name: 'hls',
    setLevel(index) {
      hls.currentLevel = index;
    },
    destroy: () => hls.destroy(),
  };
}
