import type { ErrorData, HlsConfig, LoaderConfig, LoaderResponse, RetryConfig } from 'hls.js';
import { MAX_LICENCE_FAILURES } from '../access.js';
import { START_ESTIMATE } from '../manifest-answer.js';

/** Spec §9: status 400–499 is not retried (hls.js's own `retry` decision otherwise stands). */
export const isClientError = (response: LoaderResponse | undefined) => {
  const code = response?.code ?? 0;
  return code >= 400 && code <= 499;
};

/** Retries with exponential backoff from 1 s, doubling up to the 64 s cap of spec §9. */
function retry(maxNumRetry: number, allow: () => boolean = () => true): RetryConfig {
  return {
    maxNumRetry,
    retryDelayMs: 1000,
    maxRetryDelayMs: 64_000,
    backoff: 'exponential',
    shouldRetry: (_config, _count, _isTimeout, response, retryDecision) => retryDecision && !isClientError(response) && allow(),
  };
}

function policy(maxLoadTimeMs: number, maxNumRetry: number, allow?: () => boolean): { default: LoaderConfig } {
  const retries = retry(maxNumRetry, allow);
  return { default: { maxTimeToFirstByteMs: Number.POSITIVE_INFINITY, maxLoadTimeMs, timeoutRetry: retries, errorRetry: retries } };
}

/**
 * The hls.js configuration of spec §9. `firstLevelLoaded` tells whether a level playlist has loaded yet:
 * the first level playlist request is not retried. The page's `hlsConfig` option is merged over this.
 */
export function hlsConfig(firstLevelLoaded: () => boolean): Partial<HlsConfig> {
  return {
    enableWorker: true,
    autoStartLoad: true,
    startFragPrefetch: true,
    startPosition: -1,
    maxBufferLength: 30,
    maxMaxBufferLength: 600,
    maxBufferSize: 60 * 1000 * 1000,
    maxBufferHole: 0.5,
    maxFragLookUpTolerance: 0.25,
    nudgeOffset: 0.1,
    nudgeMaxRetry: 3,
    liveSyncDurationCount: 3,
    manifestLoadPolicy: policy(10_000, 1),
    playlistLoadPolicy: policy(10_000, 4, firstLevelLoaded),
    fragLoadPolicy: policy(20_000, 6),
    keyLoadPolicy: policy(20_000, 6),
    abrBandWidthFactor: 0.95,
    abrBandWidthUpFactor: 0.7,
    abrEwmaDefaultEstimate: START_ESTIMATE,
    abrEwmaFastVoD: 3,
    abrEwmaSlowVoD: 9,
    abrEwmaFastLive: 3,
    abrEwmaSlowLive: 9,
    fpsDroppedMonitoringPeriod: 1000,
    emeEnabled: false,
    enableCEA708Captions: true,
    // Spec §3: caption tracks are labelled English (en) and Spanish (es) by default (hls-tracks.ts shows these labels).
    captionsTextTrack1Label: 'English',
    captionsTextTrack1LanguageCode: 'en',
    captionsTextTrack2Label: 'Spanish',
    captionsTextTrack2LanguageCode: 'es',
    enableWebVTT: true,
    defaultAudioCodec: 'mp4a.40.5',
  };
}

/**
 * ClearKey through hls.js's EME (spec §7 DRM licence: POST binary to the licence server, binary answer):
 * `emeEnabled` and `drmSystems['org.w3.clearkey'].licenseUrl`. hls.js retries a failed licence request
 * `keyLoadPolicy.default.errorRetry.maxNumRetry` times, so {@link MAX_LICENCE_FAILURES} retries make the
 * 4th consecutive failure fatal (spec §8: fatal after more than 3); 4xx answers are not retried (spec §9).
 */
export function clearKeyConfig(licenseUrl: string, keyLoadPolicy: HlsConfig['keyLoadPolicy'] | undefined): Partial<HlsConfig> {
  const base = keyLoadPolicy?.default ?? policy(20_000, MAX_LICENCE_FAILURES).default;
  const retries = { ...(base.errorRetry ?? retry(MAX_LICENCE_FAILURES)), maxNumRetry: MAX_LICENCE_FAILURES };
  return {
    emeEnabled: true,
    drmSystems: { 'org.w3.clearkey': { licenseUrl } },
    keyLoadPolicy: { default: { ...base, errorRetry: retries, timeoutRetry: { ...(base.timeoutRetry ?? retries), maxNumRetry: MAX_LICENCE_FAILURES } } },
  };
}

/** hls.js's `NetworkErrorAction.RetryRequest` and `ErrorActionFlags.MoveAllAlternatesMatchingHost` (its "no other level" answer). */
const RETRY_REQUEST = 5;
const NO_ALTERNATE = 1;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor must take `any[]`
type ErrorControllerClass = new (...args: any[]) => { onError?(event: string, data: ErrorData): void };

/**
 * hls.js's error controller with spec §9's refusals kept when there is no other level: hls.js retries a
 * failed request without an alternate (a single level, or every level failed) up to `maxNumRetry` with
 * backoff even when the policy refused the retry, so a 404 key or fragment, or the first level playlist,
 * was asked again for a minute before the error. Here such an action loses its retry config: hls.js
 * still falls back to another level when it has one, else the error is fatal at once (the host's `#007`).
 */
export function policyErrorController<T extends ErrorControllerClass>(Base: T): T {
  return class extends Base {
    override onError(event: string, data: ErrorData): void {
      super.onError?.(event, data);
      const action = data.errorAction;
      const retry = action?.retryConfig;
      if (!action || !retry || action.action === RETRY_REQUEST || !(action.flags & NO_ALTERNATE)) return;
      const response = data.response as LoaderResponse | undefined;
      if (isClientError(response) || retry.shouldRetry?.(retry, 0, /TimeOut$/.test(data.details), response, true) === false) delete action.retryConfig;
    }
  };
}
