import type { ReactiveControllerHost } from 'lit';

/**
 * Casting as a lazy chunk (`cast-controller.ts`, decision 0047): loaded once the `cast` option is on and the
 * browser offers the Remote Playback API (Chromium) or AirPlay (Safari); never in Firefox.
 */
export function lazyCast(host: ReactiveControllerHost & HTMLElement, enabled: () => boolean, video: () => HTMLVideoElement | null, available: (available: boolean) => void): void {
  let loaded = false;
  host.addController({
    hostUpdated() {
      if (loaded || !enabled() || !(('remote' in HTMLMediaElement.prototype && typeof RemotePlayback !== 'undefined') || 'WebKitPlaybackTargetAvailabilityEvent' in globalThis)) return;
      loaded = true;
      void import('./cast-controller.js').then(({ CastController }) => new CastController(host, video, available));
    },
  });
}

/**
 * Touch double-tap seeking (`touch-seek-controller.ts`) as a lazy chunk, out of the first load: loaded at
 * once where the main pointer is coarse (phones, tablets), else on the first touch (a laptop's touch
 * screen; that first tap only loads it).
 */
export function touchSeek(host: ReactiveControllerHost & HTMLElement, seekBy: (seconds: number) => void): void {
  const load = () => void import('./touch-seek-controller.js').then(({ TouchSeekController }) => new TouchSeekController(host, seekBy));
  if (globalThis.matchMedia?.('(pointer: coarse)').matches) return load();
  const first = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    host.removeEventListener('pointerdown', first);
    load();
  };
  host.addEventListener('pointerdown', first);
}
