import { LitElement } from 'lit';
import { engines, type SourceKind } from '../engines/engine.js';

/**
 * The `<video>` events the host re-dispatches (issue 28 item 3): as on a `<video>` they do not bubble and are
 * not composed, and they fire at the video's own moment, after the player's state has taken them in.
 */
const MEDIA_EVENTS = 'loadstart loadedmetadata loadeddata durationchange canplay canplaythrough play playing pause waiting seeking seeked timeupdate progress ratechange volumechange ended emptied'.split(' ');

/** Re-dispatches the video's media events on the host (listen after the player's own listeners). */
export function forwardMediaEvents(video: HTMLVideoElement, host: HTMLElement): void {
  for (const type of MEDIA_EVENTS) video.addEventListener(type, () => host.dispatchEvent(new Event(type)));
}

/**
 * `HTMLMediaElement.canPlayType()` for the player: the browser's answer, else `'maybe'` when one of the
 * engines plays the type (HLS through hls.js, DASH through dash.js where Media Source Extensions exist).
 */
export function playerCanPlayType(video: HTMLVideoElement, type: string): CanPlayTypeResult {
  const native = video.canPlayType(type);
  if (native) return native;
  // HLS (`application/vnd.apple.mpegurl`, `application/x-mpegURL`, `audio/mpegurl`) and DASH (`application/dash+xml`).
  const mime = type.split(';')[0]?.trim() ?? '';
  const kind: SourceKind | undefined = /mpegurl$/i.test(mime) ? 'hls' : /^application\/dash\+xml$/i.test(mime) ? 'dash' : undefined;
  return kind && engines.some((entry) => entry.canPlay(kind, video)) ? 'maybe' : '';
}

let blank: HTMLVideoElement | undefined;

/** The player's `<video>`; before the first render an empty, detached one answers. */
const mediaOf = (host: LitElement): HTMLVideoElement => host.renderRoot?.querySelector('video') ?? (blank ??= document.createElement('video'));

/**
 * The media element's surface on `<ddi-player>`, so it stands where a `<video>` is expected (media-chrome's
 * `<media-controller>`, analytics SDKs): `buffered`, `seekable`, `played`, `currentSrc`, `networkState`,
 * `textTracks` and `canPlayType()` read the player's `<video>`; `load()` reloads the source; the video's
 * media events are re-dispatched on the host, not bubbling, beside the `ddi-*` events. The base class of
 * `DdiPlayer`; playing, seeking and the state live in the element and its controllers, so the seek
 * restrictions apply to `currentTime =` as to every seek.
 *
 * The events, each a plain `Event` on the host: `loadstart`, `loadedmetadata`, `loadeddata`, `durationchange`,
 * `canplay`, `canplaythrough`, `play`, `playing`, `pause`, `waiting`, `seeking`, `seeked`, `timeupdate`,
 * `progress`, `ratechange`, `volumechange`, `ended`, `emptied` (docs/player.md §5; the manifest's `@fires`
 * list keeps to the player's own `ddi-*` events).
 */
export class MediaSurface extends LitElement {
  /** Set when the source must be (re)loaded after the next update. */
  protected loadRequested = false;

  /** The buffered time ranges of the media (`TimeRanges`, as `HTMLMediaElement.buffered`). */
  get buffered(): TimeRanges {
    return mediaOf(this).buffered;
  }

  /** The ranges a seek may reach (`TimeRanges`); the seek restrictions (`ban_seek` …) still apply to each seek. */
  get seekable(): TimeRanges {
    return mediaOf(this).seekable;
  }

  /** The ranges played so far (`TimeRanges`). */
  get played(): TimeRanges {
    return mediaOf(this).played;
  }

  /** The URL the video plays (a `blob:` URL for HLS and DASH through their engines; `''` before any source). */
  get currentSrc(): string {
    return mediaOf(this).currentSrc;
  }

  /** The video's `readyState`, 0–4 (`HAVE_NOTHING` … `HAVE_ENOUGH_DATA`); 0 before any source. */
  get readyState(): number {
    return mediaOf(this).readyState;
  }

  /** `HTMLMediaElement.networkState`: 0 empty, 1 idle, 2 loading, 3 no source. */
  get networkState(): number {
    return mediaOf(this).networkState;
  }

  /** The video's `TextTrackList` (stream tracks the browser knows); the player draws its captions itself. */
  get textTracks(): TextTrackList {
    return mediaOf(this).textTracks;
  }

  /** Reloads the current source from its start, as `HTMLMediaElement.load()` (`ddi-ready` fires again). */
  load(): void {
    this.loadRequested = true;
    this.requestUpdate();
  }

  /** `'probably'`, `'maybe'` or `''`: whether the browser or one of the player's engines (hls.js, dash.js) plays a MIME type. */
  canPlayType(type: string): CanPlayTypeResult {
    return playerCanPlayType(mediaOf(this), String(type));
  }
}
