import Hls from 'hls.js';
import { MEDIA_ERROR_GRACE_MS, MEDIA_RECOVERY_WINDOW_MS } from '../../core/constants.js';
import type { Engine, EngineContext } from '../engine.js';
import { accessLoader } from './hls-access.js';
import { prefetchLoader } from './hls-prefetch.js';
import { skippingStreamController } from './hls-skip.js';
import { watchTracks } from './hls-tracks.js';
import { clearKeyConfig, hlsConfig, policyErrorController } from './hls-config.js';

/** The part of hls.js the engine uses (so tests can hand in a fake). */
export interface HlsLike {
  readonly levels: readonly { height: number; bitrate: number }[];
  currentLevel: number;
  loadLevel: number;
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
  /** hls.js's defaults; its `loader` is wrapped to apply the platform's `StreamAccess`. */
  readonly DefaultConfig?: { loader: unknown; errorController?: unknown; streamController?: unknown };
}

interface ErrorData {
  fatal: boolean;
  type: string;
  details: string;
  frag?: { url?: string };
  url?: string;
}

const fragmentError = (details: string) => details === 'fragLoadError' || details === 'fragLoadTimeOut';
const manifestLoadError = (details: string) => details === 'manifestLoadError' || details === 'manifestLoadTimeOut';

/**
 * HLS through hls.js and Media Source Extensions; this module is its own chunk, loaded only for HLS.
 * A fatal media error is recovered with `recoverMediaError` at most once per 5 s (the second recovery
 * also swaps to the fallback audio codec); any other fatal error, or a media error within 5 s of a
 * recovery, is handed to the host (`#007`). A media element error that hls.js has not answered within
 * {@link MEDIA_ERROR_GRACE_MS} (no media error event, the element still in the same error) takes the same
 * path as a fatal media error, so a decode error never leaves the player waiting (spec §8: never a hang).
 */
export function attach(context: EngineContext, HlsConstructor: HlsClass = Hls as unknown as HlsClass): Engine {
  const { video, url, onFatalError, onLevels } = context;
  let levelLoaded = false;
  let lastRecovery = Number.NEGATIVE_INFINITY;
  let recoveries = 0;
  let indexFallback = context.access?.indexFallback;
  const config: Record<string, unknown> = { ...hlsConfig(() => levelLoaded), ...context.hlsConfig };
  if (context.access && HlsConstructor.DefaultConfig) {
    config.loader = accessLoader(HlsConstructor.DefaultConfig.loader as Parameters<typeof accessLoader>[0], context.access);
  }
  // The master playlist the host prefetched while this chunk loaded answers hls.js's first request (decision 0057).
  // Not when the page's hlsConfig shapes the requests: hls.js's own would differ from the prefetched one.
  const loader = (config.loader ?? HlsConstructor.DefaultConfig?.loader) as Parameters<typeof prefetchLoader>[0] | undefined;
  const ownRequests = ['loader', 'pLoader', 'fLoader', 'xhrSetup', 'fetchSetup'].some((key) => context.hlsConfig?.[key] !== undefined);
  // The same loader answers the first segments fetched after the level playlist (decision 0086).
  if (context.manifest && loader && !ownRequests) config.pLoader = config.fLoader = prefetchLoader(loader, context.manifest);
  const errorController = HlsConstructor.DefaultConfig?.errorController;
  if (errorController && !context.hlsConfig?.errorController) config.errorController = policyErrorController(errorController as Parameters<typeof policyErrorController>[0]);
  // Spec §3 skipErrorTs: a segment failing after its retries is skipped (a gap) instead of fatal.
  const streamController = HlsConstructor.DefaultConfig?.streamController;
  if (context.skipErrorTs && streamController && !context.hlsConfig?.streamController) {
    config.streamController = skippingStreamController(streamController as Parameters<typeof skippingStreamController>[0], (segment) => context.onSkip?.(segment));
  }
  // ClearKey DRM (EME): licence server, fatal after more than 3 consecutive licence failures (spec §8).
  if (context.access?.clearKeyServer) Object.assign(config, clearKeyConfig(context.access.clearKeyServer, config.keyLoadPolicy as never));
  if (context.startPosition !== undefined && context.startPosition > 0) config.startPosition = context.startPosition;
  if (context.fragmentRetries !== undefined) {
    const policy = (config.fragLoadPolicy as { default: { timeoutRetry: { maxNumRetry: number }; errorRetry: { maxNumRetry: number } } }).default;
    config.fragLoadPolicy = {
      default: {
        ...policy,
        timeoutRetry: { ...policy.timeoutRetry, maxNumRetry: context.fragmentRetries },
        errorRetry: { ...policy.errorRetry, maxNumRetry: context.fragmentRetries },
      },
    };
  }
  // Stream subtitles and captions are drawn by the player's subtitle layer, not by the browser.
  if (context.onCues) config.renderTextTracksNatively = false;
  const hls = new HlsConstructor(config);
  const { Events, ErrorTypes } = HlsConstructor;
  const tracks = watchTracks(hls as HlsLike & Parameters<typeof watchTracks>[0], Events as Record<string, string | undefined>, context);

  let playAfterManifest = false;
  hls.on(Events.MANIFEST_PARSED, () => {
    if (playAfterManifest) void video.play().catch(() => undefined);
    playAfterManifest = false;
    onLevels(hls.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })));
  });
  hls.on(Events.LEVEL_LOADED, () => {
    levelLoaded = true;
  });
  /** Recovers a fatal media error unless one was recovered in the last 5 s; tells whether it did. */
  const recoverMedia = () => {
    const now = Date.now();
    if (now - lastRecovery < MEDIA_RECOVERY_WINDOW_MS) return false;
    lastRecovery = now;
    if (recoveries++ === 1) hls.swapAudioCodec();
    hls.recoverMediaError();
    return true;
  };
  let lastHlsMediaError = Number.NEGATIVE_INFINITY;
  let unansweredError: ReturnType<typeof setTimeout> | undefined;
  const onVideoError = () => {
    const seen = video.error;
    if (!seen) return;
    // hls.js may have reported it just before the element's error event (its MediaSource handlers run first).
    const answeredSince = Date.now() - MEDIA_ERROR_GRACE_MS;
    clearTimeout(unansweredError);
    unansweredError = setTimeout(() => {
      if (lastHlsMediaError >= answeredSince || video.error !== seen) return;
      if (!recoverMedia()) onFatalError({ fatal: true, details: 'mediaElementError', fragment: false, url: '' });
    }, MEDIA_ERROR_GRACE_MS);
  };
  video.addEventListener('error', onVideoError);
  hls.on(Events.ERROR, (_event, data: ErrorData) => {
    if (data.type === ErrorTypes.MEDIA_ERROR) lastHlsMediaError = Date.now();
    if (!data.fatal) return;
    if (data.type === ErrorTypes.MEDIA_ERROR && recoverMedia()) return;
    // Spec §3 hlsIndex2: the first index failed to load → the second, once, before #007.
    if (indexFallback && manifestLoadError(data.details)) {
      // The new source reloads the element, which drops a pending play(): ask again once it is parsed.
      playAfterManifest = !video.paused;
      hls.loadSource(indexFallback);
      indexFallback = undefined;
      return;
    }
    onFatalError({ fatal: true, details: data.details, fragment: fragmentError(data.details), url: data.frag?.url ?? data.url ?? '' });
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    ...tracks,
    name: 'hls',
    setLevel(index) {
      // Auto, or the level hls.js already loads, keeps what is buffered (loadLevel only sets the next loads);
      // another level switches at once (currentLevel flushes the buffer and loads the new level at the position).
      if (index === -1 || index === hls.loadLevel) hls.loadLevel = index;
      else hls.currentLevel = index;
    },
    destroy: () => {
      clearTimeout(unansweredError);
      video.removeEventListener('error', onVideoError);
      hls.destroy();
    },
  };
}
