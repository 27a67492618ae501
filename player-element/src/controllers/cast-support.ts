/**
 * The browser offers a way to cast: the Remote Playback API (Chromium) or AirPlay (Safari). Kept apart from
 * the cast controller so that the player loads that chunk only where this is true (not in Firefox).
 */
export const castSupported = (): boolean =>
  ('remote' in HTMLMediaElement.prototype && typeof RemotePlayback !== 'undefined') || 'WebKitPlaybackTargetAvailabilityEvent' in globalThis;
