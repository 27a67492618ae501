import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Safari's AirPlay additions to the media element (not in TypeScript's DOM types). */
interface AirPlayVideo extends HTMLVideoElement {
  webkitShowPlaybackTargetPicker?: () => void;
}

/**
 * Casting (issue 28): watches whether a cast target is available for the player's `<video>` and opens the
 * browser's device picker on `ddi-cast-request` (from `<ddi-cast-button>`). Remote Playback API
 * (`video.remote`: `watchAvailability()`, `prompt()`) where the browser has it, else Safari's AirPlay
 * (`webkitplaybacktargetavailabilitychanged`, `webkitShowPlaybackTargetPicker()`). `available(true)`
 * only when the browser reports a target; where `watchAvailability()` cannot watch continuously
 * (`NotSupportedError`) the button shows and `prompt()` tells. A lazy chunk (`lazyCast()`, with the
 * `cast` option, where the browser can cast); the button is another, loaded once a target is reported.
 */
export class CastController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #video: () => HTMLVideoElement | null;
  readonly #available: (available: boolean) => void;
  #watched: HTMLVideoElement | null = null;
  #stop: (() => void) | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, video: () => HTMLVideoElement | null, available: (available: boolean) => void) {
    this.#host = host;
    this.#video = video;
    this.#available = available;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.addEventListener('ddi-cast-request', this.#onRequest);
    this.#host.requestUpdate(); // added after an update: watch the video now
  }

  hostUpdated(): void {
    const video = this.#video();
    if (video === this.#watched) return;
    this.#stop?.();
    this.#watched = video;
    try {
      if (video) this.#stop = video.remote ? this.#watchRemote(video.remote) : this.#watchAirPlay(video);
    } catch (error) {
      console.warn('ddi-player: cast:', error); // never let casting break the player's update
    }
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('ddi-cast-request', this.#onRequest);
    this.#stop?.();
    this.#stop = undefined;
    this.#watched = null;
  }

  #watchRemote(remote: RemotePlayback): () => void {
    let id: number | undefined;
    let stopped = false;
    remote.watchAvailability((available) => this.#available(available)).then(
      (callbackId) => (stopped ? void remote.cancelWatchAvailability(callbackId).catch(() => undefined) : (id = callbackId)),
      // NotSupportedError: the browser cannot watch continuously (e.g. on a data-saving device); prompt() decides.
      (error: unknown) => this.#available(error instanceof DOMException && error.name === 'NotSupportedError'),
    );
    return () => {
      stopped = true;
      if (id !== undefined) void remote.cancelWatchAvailability(id).catch(() => undefined);
      this.#available(false);
    };
  }

  #watchAirPlay(video: HTMLVideoElement): () => void {
    const changed = (event: Event) => this.#available((event as Event & { availability?: string }).availability === 'available');
    video.addEventListener('webkitplaybacktargetavailabilitychanged', changed);
    return () => {
      video.removeEventListener('webkitplaybacktargetavailabilitychanged', changed);
      this.#available(false);
    };
  }

  #onRequest = (event: Event) => {
    event.stopPropagation();
    const video = this.#watched as AirPlayVideo | null;
    if (video?.remote) void video.remote.prompt().catch((error: unknown) => console.warn('ddi-player: cast:', error));
    else video?.webkitShowPlaybackTargetPicker?.();
  };
}
