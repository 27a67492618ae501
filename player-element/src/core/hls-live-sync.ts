/**
 * Spec §5, streaming config: the live-sync rules an `hlsConfig` option must satisfy, with the exact
 * messages of the spec (they are also hls.js's own). Checked when the options are assigned, so a bad
 * config fails at once rather than when an HLS source is loaded.
 */
export interface LiveSyncConfig {
  liveSyncDurationCount?: number;
  liveMaxLatencyDurationCount?: number;
  liveSyncDuration?: number;
  liveMaxLatencyDuration?: number;
}

export function validateLiveSync(config: LiveSyncConfig): void {
  const { liveSyncDurationCount, liveMaxLatencyDurationCount, liveSyncDuration, liveMaxLatencyDuration } = config;
  if ((liveSyncDurationCount || liveMaxLatencyDurationCount) && (liveSyncDuration || liveMaxLatencyDuration)) {
    throw new Error(
      "Illegal hls.js config: don't mix up liveSyncDurationCount/liveMaxLatencyDurationCount and liveSyncDuration/liveMaxLatencyDuration",
    );
  }
  if (
    liveMaxLatencyDurationCount !== undefined &&
    (liveSyncDurationCount === undefined || liveMaxLatencyDurationCount <= liveSyncDurationCount)
  ) {
    throw new Error('Illegal hls.js config: "liveMaxLatencyDurationCount" must be greater than "liveSyncDurationCount"');
  }
  if (liveMaxLatencyDuration !== undefined && (liveSyncDuration === undefined || liveMaxLatencyDuration <= liveSyncDuration)) {
    throw new Error('Illegal hls.js config: "liveMaxLatencyDuration" must be greater than "liveSyncDuration"');
  }
}
