import type { ReactiveControllerHost } from 'lit';

/**
 * Casting (issue 28 item 8, decision 0064): where the browser offers the Remote Playback API (Chromium:
 * `video.remote.watchAvailability()`) or AirPlay (Safari: `webkitplaybacktargetavailabilitychanged`), reports
 * the video as the cast target while the browser says a device exists, else null. It starts watching only
 * once the video has its first frame (`readyState` 2), so it never delays it; where the browser cannot watch
 * (`watchAvailability()` rejects, `NotSupportedError`) the target is reported and `prompt()` tells. Firefox has neither API:
 * nothing is ever reported. The button and its `prompt()` are a lazy chunk the control bar loads once a target
 * is reported; `cast: false` (`enabled`) reports none.
 */
export function watchCast(host: ReactiveControllerHost & HTMLElement, enabled: () => boolean, video: () => HTMLVideoElement | null, report: (target: HTMLVideoElement | null) => void): void {
  let watched: HTMLVideoElement | null | undefined;
  let awaited: HTMLVideoElement | undefined;
  let found = false;
  host.addController({
    hostUpdated() {
      const target = enabled() ? video() : null;
      // The first frame (`loadeddata`) changes nothing the host renders: it asks for the update that starts the watch.
      if (target && target != watched && target.readyState < 2 && target != awaited) {
        awaited = target;
        target.addEventListener('loadeddata', () => ((awaited = undefined), host.requestUpdate()), { once: true });
      }
      if (target && target != watched && target.readyState > 1) {
        watched = target;
        const available = (available: boolean) => {
          found = available;
          host.requestUpdate();
        };
        // A refusal (`NotSupportedError`: the browser cannot watch continuously) shows the button; `prompt()` tells.
        if (target.remote) target.remote.watchAvailability(available).catch(() => available(true));
        else target.addEventListener('webkitplaybacktargetavailabilitychanged', (event) => available((event as Event & { availability?: string }).availability == 'available'));
      }
      // Every update: a new source resets the state, the target stays.
      report(found && target == watched ? target : null);
    },
    // The browser holds a watch's callback (and through it the whole player) until it is cancelled.
    hostDisconnected() {
      void watched?.remote?.cancelWatchAvailability().catch(() => undefined);
      watched = undefined;
      found = false;
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
