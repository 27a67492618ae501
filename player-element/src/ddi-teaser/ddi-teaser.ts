import { LitElement, html, nothing } from 'lit';
import { playerRequest } from '../core/events.js';
import { format } from '../core/i18n.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-teaser.styles.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { defineElement } from '../core/define.js';

/** Teaser and tail status of spec §4. */
export type TeaserStatus = 'NOT_PLAY' | 'PLAYING' | 'ENDING';

/** A validated teaser or tail clip. */
export interface TeaserClip {
  url: string;
  kind: 'image' | 'video';
  /** Seconds it lasts; 0: until the video ends (a tail video without `tail_time`). */
  time: number;
}

/** Spec §3 Teaser: the type comes from the file extension. */
const IMAGE_TYPES = ['jpg', 'png', 'gif', 'jpeg', 'webp'];
const VIDEO_TYPES = ['mp4'];
/** Spec §5 / §9: an image teaser or tail lasts 3 s unless told. */
export const IMAGE_DEFAULT_S = 3;

const positive = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
};

/**
 * The clip described by `show` / `url` / `time` (spec §5 teaser rules): null when switched off or
 * absent, `'invalid'` when the type is unknown or a (teaser) video has no time.
 */
export function teaserClip(enabled: boolean, url: unknown, time: unknown, base: string, videoNeedsTime: boolean): TeaserClip | null | 'invalid' {
  if (!enabled || typeof url !== 'string' || url.trim() === '') return null;
  let href: URL;
  try {
    href = new URL(url.trim(), base);
  } catch {
    return 'invalid';
  }
  if (href.protocol !== 'http:' && href.protocol !== 'https:') return 'invalid';
  const extension = /\.([a-z0-9]+)$/i.exec(href.pathname)?.[1]?.toLowerCase() ?? '';
  const seconds = positive(time);
  if (IMAGE_TYPES.includes(extension)) return { url: href.href, kind: 'image', time: seconds ?? IMAGE_DEFAULT_S };
  if (VIDEO_TYPES.includes(extension)) {
    if (seconds === undefined && videoNeedsTime) return 'invalid';
    return { url: href.href, kind: 'video', time: seconds ?? 0 };
  }
  return 'invalid';
}

type Which = 'teaser' | 'tail';

/**
 * The teaser and tail-clip layer of spec §2 ("Teaser layer with a skip button and a volume toggle"), §3,
 * §4 (status NOT_PLAY → PLAYING → ENDING), §5, §8 (a teaser video error skips the teaser) and §9 (an
 * image tail lasts 3 s).
 *
 * Teaser: options `teaser_show` / `teaser_url` / `teaser_time` (each wins over the video info's field of
 * the same name). The host holds `'teaser'` (phase start); the teaser starts once a play is wanted
 * (`playWanted`) and the start ad (`'start-ad'`) is no longer held, and releases its hold when skipped,
 * on an error, when its video ends or after its time. Tail clip: `tail_show` 1 / `tail_url` /
 * `tail_time`: the host holds `'tail'` (phase end); at the end it plays, then releases; when the main
 * video plays again (a replay or the loop) the hold is set again for the next round. A teaser or tail
 * that cannot be shown (unknown type, a teaser video without time) gives a console warning and releases
 * its hold at once. Teaser videos refused autoplay show a play button. Loaded only when a teaser or tail
 * is configured.
 *
 * @tag ddi-teaser
 * @fires ddi-hold-request - `{ name: 'teaser' | 'tail', at: null }` when done; `{ name: 'tail', at: 'end' }` again after a replay
 * @csspart teaser - the layer covering the video
 * @csspart teaser-media - the image or video
 * @csspart teaser-skip - the skip button
 * @csspart teaser-volume - the mute toggle (video clips)
 * @csspart teaser-countdown - the seconds left
 * @csspart teaser-play - the play button shown when autoplay was refused
 */
export class DdiTeaser extends LitElement {
  static override styles = styles;
  /** Copied by the host into `exportparts`. */
  static exportParts = 'teaser, teaser-media, teaser-skip, teaser-volume, teaser-countdown, teaser-play';

  private get video(): HTMLVideoElement | null {
    return this.renderRoot?.querySelector<HTMLVideoElement>('video') ?? null;
  }

  #state = stateConsumer(this, (state) => this.#onState(state));
  #configured = false;
  #clips: Record<Which, TeaserClip | null | 'invalid'> = { teaser: null, tail: null };
  #status: Record<Which, TeaserStatus> = { teaser: 'NOT_PLAY', tail: 'NOT_PLAY' };
  /** Holds released for a clip that cannot play (once). */
  #dropped = new Set<Which>();
  #current: Which | null = null;
  #remaining = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #muted = false;
  /** Autoplay of the clip's video was refused: a play button waits for the viewer. */
  #blocked = false;

  /** The teaser's status (spec §4). */
  get status(): TeaserStatus {
    return this.#status.teaser;
  }

  /** The tail clip's status (spec §4). */
  get tailStatus(): TeaserStatus {
    return this.#status.tail;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  #configure(state: PlayerState): void {
    this.#configured = true;
    const options = state.options;
    const info = state.vod?.info;
    const pageBase = document.baseURI;
    const platformBase = state.vod ? `${state.vod.base}/` : pageBase;
    // Options win over the video info, field by field; a URL from the info is the platform's.
    const pick = <K extends 'teaser_show' | 'teaser_url' | 'teaser_time' | 'tail_show' | 'tail_url' | 'tail_time'>(key: K) =>
      options[key] !== undefined ? options[key] : info?.[key];
    const teaserBase = options.teaser_url !== undefined ? pageBase : platformBase;
    const tailBase = options.tail_url !== undefined ? pageBase : platformBase;
    const teaserShow = pick('teaser_show');
    this.#clips.teaser = teaserClip(teaserShow === undefined || Number(teaserShow) !== 0, pick('teaser_url'), pick('teaser_time'), teaserBase, true);
    this.#clips.tail = teaserClip(Number(pick('tail_show')) === 1, pick('tail_url'), pick('tail_time'), tailBase, false);
    for (const which of ['teaser', 'tail'] as const) {
      if (this.#clips[which] === 'invalid') {
        console.warn(`ddi-teaser: the ${which} is not shown: ${which}_url must end in .jpg, .jpeg, .png, .gif, .webp or .mp4${which === 'teaser' ? ', and a video teaser needs teaser_time' : ''}`);
      }
    }
  }

  #onState(state: PlayerState): void {
    if (!this.#configured) this.#configure(state);
    const holds = state.holds;
    for (const which of ['teaser', 'tail'] as const) {
      const clip = this.#clips[which];
      if ((clip === null || clip === 'invalid') && holds[which] && !this.#dropped.has(which)) {
        this.#dropped.add(which);
        this.#release(which);
      }
    }
    if (typeof this.#clips.teaser === 'object' && this.#clips.teaser && this.#status.teaser === 'NOT_PLAY' && !this.#current) {
      if (holds.teaser === 'start' && state.playWanted && !holds['start-ad']) this.#start('teaser', state);
    }
    const tail = this.#clips.tail;
    if (typeof tail === 'object' && tail) {
      if (this.#status.tail === 'NOT_PLAY' && !this.#current && state.ended && holds.tail === 'end') this.#start('tail', state);
      else if (this.#status.tail === 'ENDING' && !state.ended && !state.paused) {
        // The main video plays again (replay, loop): hold for the next round.
        this.#status.tail = 'NOT_PLAY';
        this.dispatchEvent(playerRequest('ddi-hold-request', { name: 'tail', at: 'end' }));
      }
    }
  }

  #start(which: Which, state: PlayerState): void {
    const clip = this.#clips[which] as TeaserClip;
    this.#current = which;
    this.#status[which] = 'PLAYING';
    this.#remaining = clip.time;
    this.#blocked = false;
    this.#muted = state.muted;
    this.requestUpdate();
    if (clip.kind === 'image') this.#countdown();
    else void this.updateComplete.then(() => this.#play());
  }

  #play(): void {
    const video = this.video;
    if (!video) return;
    video.play().then(
      () => {
        this.#blocked = false;
        this.requestUpdate();
        this.#countdown();
      },
      (error: unknown) => {
        if (this.#current === null) return;
        if (error instanceof DOMException && error.name === 'NotAllowedError') {
          this.#blocked = true;
          this.requestUpdate();
        } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.warn('ddi-teaser: the clip cannot play:', error);
          this.#finish();
        }
      },
    );
  }

  /** One tick a second; the clip ends when its time is up (a time of 0: only when its video ends). */
  #countdown(): void {
    clearTimeout(this.#timer);
    if (this.#current === null || this.#remaining <= 0) return;
    this.#timer = setTimeout(() => {
      this.#remaining -= 1;
      if (this.#remaining <= 0) this.#finish();
      else {
        this.requestUpdate();
        this.#countdown();
      }
    }, 1000);
  }

  #finish(): void {
    const which = this.#current;
    if (!which) return;
    clearTimeout(this.#timer);
    this.#current = null;
    this.#blocked = false;
    this.#status[which] = 'ENDING';
    this.requestUpdate();
    this.#release(which);
  }

  #release(which: Which): void {
    this.dispatchEvent(playerRequest('ddi-hold-request', { name: which, at: null }));
  }

  #toggleMute(): void {
    this.#muted = !this.#muted;
    this.requestUpdate();
  }

  #onVideoError(): void {
    console.warn(`ddi-teaser: the ${this.#current ?? 'teaser'} video failed to load; skipped`);
    this.#finish();
  }

  protected override render() {
    const state = this.#state.value;
    const which = this.#current;
    if (!state || !which) return nothing;
    const clip = this.#clips[which] as TeaserClip;
    const m = overlayMessages(state.messages);
    const label = which === 'teaser' ? m.teaser : m.tailClip;
    const media =
      clip.kind === 'image'
        ? html`<img part="teaser-media" src=${clip.url} alt=${label} @error=${() => this.#onVideoError()} />`
        : html`<video
            part="teaser-media"
            tabindex="-1"
            src=${clip.url}
            playsinline
            preload="auto"
            .muted=${this.#muted}
            @ended=${() => this.#finish()}
            @error=${() => this.#onVideoError()}
          ></video>`;
    return html`<section class="layer" part="teaser" role="region" aria-label=${label}>
      ${media}
      <div class="bar">
        ${clip.time > 0
          ? html`<span class="countdown" part="teaser-countdown" role="timer" aria-live="off">${format(m.teaserCountdown, { seconds: Math.ceil(this.#remaining) })}</span>`
          : nothing}
        ${clip.kind === 'video'
          ? html`<button
              class="volume"
              part="teaser-volume"
              type="button"
              aria-label=${m.mute}
              title=${m.mute}
              aria-pressed=${this.#muted ? 'true' : 'false'}
              @click=${this.#toggleMute}
            >
              ${icon(this.#muted ? 'muted' : 'volume')}
            </button>`
          : nothing}
        <button class="skip" part="teaser-skip" type="button" @click=${() => this.#finish()}>${m.skip}</button>
      </div>
      ${this.#blocked
        ? html`<button class="play" part="teaser-play" type="button" aria-label=${m.play} title=${m.play} @click=${() => this.#play()}>${icon('play')}</button>`
        : nothing}
    </section>`;
  }
}

defineElement('ddi-teaser', DdiTeaser);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-teaser': DdiTeaser;
  }
}
