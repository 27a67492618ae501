import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { cssProps } from '../core/css-props.js';
import { playerRequest } from '../core/events.js';
import { format } from '../core/i18n.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { validAds, validAdText, type Ad } from './ads-rules.js';
import { overlayClient } from '../platform/platform-client.js';
import { isAborted, RequestScope } from '../platform/request.js';
import { styles } from './ddi-ads.styles.js';
import { overlayMessages, type OverlayMessages } from '../core/i18n-overlays.js';
import { ModalController } from '../player/modal-controller.js';
import { defineElement } from '../core/define.js';

/** Spec §4 ad status. */
export type AdStatus = 'NOT_PLAY' | 'START_AD_READY' | 'START_AD_PLAYING' | 'START_AD_END' | 'END_AD_PLAYING' | 'END_AD_END';

type Phase = 'start' | 'end';
const HOLD: Record<Phase, string> = { start: 'start-ad', end: 'end-ad' };
/** Popups sized by `adwidth`/`adheight` are clamped to this (spec §2 "popup image max 360x120"). */
const POPUP_SIZED = { width: 360, height: 120 };

/**
 * The ad layers of spec §2 (rules §3 "Ad item", §4 ad status, §5 ads rules, §6 `ban_ad`, §7 ad log). Ads come
 * from the option `adMatter` (wins) or the video info's `adMatter`; the text bar from `adText` (option, then
 * info). Invalid items are dropped by the rules of `ads-rules.ts` with a console warning.
 *
 * - Start ads (location 1): while the host holds `start-ad` they wait (`START_AD_READY`) until `playWanted`,
 *   then play in sequence in a modal dialog (image for `timesize` s, video until its end or `timesize`) with a
 *   countdown and the skip button of each ad's rule; a video ad whose `play()` is refused shows its own play
 *   button (the first click). Then the hold is released and the host plays the main video.
 * - End ads (location 3): when the main video ended and `tail` is not held, then `end-ad` is released; held
 *   again when the main video plays again (replay, loop).
 * - Pause ad (location 2): shown on the viewer's own pause after the start (not an overlay's, e.g. a quiz
 *   question's), hidden on play or end; close button.
 * - Popup (location 4, images): at its corner after `popuptime` s of playback, once per source; close button.
 *   Popups without `adwidth`/`adheight` are at most 200x200 px; with them, at most 360x120 px.
 * - Text bar: scrolling text (static under reduced motion), a link when it has an http(s) URL; close button.
 *
 * Each ad shown logs a view (`GET /vod/ad/log?type=1`), each click a click (`type=0`), only when playing by
 * vid. A broken ad (image or video error) is skipped with a console warning.
 *
 * The start and end ad dialogs are a modal of the player's modal queue (`ModalController`, decision 0046),
 * after the password prompt and before the start-time prompt, the quiz and the visitor form: a block waits
 * while another modal shows; focus moves into the dialog, Tab stays inside, Escape skips where skip is
 * allowed, and focus goes back where it was when the block ends. Under `ban_ad` nothing shows and
 * any ad hold is released. The status is the `status` property and the `data-status` attribute.
 *
 * @tag ddi-ads
 * @fires ddi-hold-request - `{ name: 'start-ad' | 'end-ad', at: 'end' | null }`
 * @csspart ad-dialog - the start / end ad dialog
 * @csspart ad-media - the ad's image or video (start, end, pause, popup)
 * @csspart ad-countdown - "Ad 5s"
 * @csspart ad-skip - the skip button
 * @csspart ad-play - the ad's play button when autoplay was refused
 * @csspart pause-ad - the pause ad box
 * @csspart popup-ad - the popup box
 * @csspart ad-close - the close buttons of the pause ad, the popup and the text bar
 * @csspart ad-text - the scrolling text bar
 */
export class DdiAds extends LitElement {
  static override styles = styles;
  /** Copied by the host into `exportparts`. */
  static exportParts = 'ad-dialog, ad-media, ad-countdown, ad-skip, ad-play, pause-ad, popup-ad, ad-close, ad-text';

  #state = stateConsumer(this, (state) => this.#onState(state));
  /** The platform calls of this element, aborted when it leaves the page. */
  #calls = new RequestScope(this);
  #status: AdStatus = 'NOT_PLAY';
  #sourceKey: unknown[] = [];
  #ads: Ad[] = [];
  #text: { text: string; href: string } | null = null;
  /** The ad block running (start or end ads), its queue and the ad on screen. */
  #phase: Phase | null = null;
  #queue: Ad[] = [];
  #current: Ad | null = null;
  #elapsed = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  /** The current video ad's `play()` was refused: its play button waits for a click. */
  #blocked = false;
  #modal = new ModalController(this, 'ads');
  #focusPending = false;
  /** End ads run at the next end (set again after a replay). */
  #endArmed = true;
  #endDone = false;
  /** Holds released by this element (not sent again until set again). */
  #released = new Set<string>();
  #pauseClosed = false;
  #pauseLogged = false;
  #pauseBroken = false;
  #popup: 'waiting' | 'shown' | 'closed' = 'waiting';
  #textClosed = false;

  /** Spec §4 ad status: `NOT_PLAY`, `START_AD_READY`, `START_AD_PLAYING`, `START_AD_END`, `END_AD_PLAYING`, `END_AD_END`. */
  get status(): AdStatus {
    return this.#status;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.dataset.status = this.#status;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#timer);
  }

  #setStatus(status: AdStatus): void {
    this.#status = status;
    this.dataset.status = status;
  }

  #ofLocation(location: number): Ad[] {
    return this.#ads.filter((ad) => ad.location === location);
  }

  #load(state: PlayerState): void {
    const options = state.options as { adMatter?: unknown; adText?: unknown };
    const info = (state.vod?.info ?? {}) as { adMatter?: unknown; adText?: unknown };
    const matter = options.adMatter ?? info.adMatter;
    const text = options.adText ?? info.adText;
    if (this.#sourceKey[0] === matter && this.#sourceKey[1] === text && this.#sourceKey.length) return;
    this.#sourceKey = [matter, text];
    const base = state.vod ? `${state.vod.base}/` : location.href;
    this.#ads = validAds(matter, base);
    this.#text = validAdText(text, base);
  }

  #hold(name: string, at: 'end' | null): void {
    if (at) this.#released.delete(name);
    else this.#released.add(name);
    this.dispatchEvent(playerRequest('ddi-hold-request', { name, at }));
  }

  #release(state: PlayerState, name: string): void {
    if (state.holds[name] && !this.#released.has(name)) this.#hold(name, null);
  }

  #onState(state: PlayerState): void {
    // The text bar sits above the control bar while that bar is shown over the video.
    const { options } = state;
    this.toggleAttribute('data-over-bar', !state.controlsHidden && options.skinLocation === 0 && options.ban_ui !== 'on' && !options.hideControlBar);
    if (state.options.ban_ad) {
      this.#release(state, HOLD.start);
      this.#release(state, HOLD.end);
      return;
    }
    this.#load(state);
    const holds = state.holds;
    // start ads
    if (this.#status === 'NOT_PLAY' && state.ready) {
      if (holds[HOLD.start] && this.#ofLocation(1).length) this.#setStatus('START_AD_READY');
      else if (holds[HOLD.start]) {
        this.#release(state, HOLD.start);
        this.#setStatus('START_AD_END');
      } else if (state.started) this.#setStatus('START_AD_END');
    }
    if (this.#status === 'START_AD_READY' && state.playWanted) this.#startBlock('start');
    // end ads
    const ends = this.#ofLocation(3);
    if (!ends.length) this.#release(state, HOLD.end);
    else if (this.#endArmed && this.#phase === null && state.ended && holds[HOLD.end] && !holds.tail) this.#startBlock('end');
    else if (this.#endDone && !state.paused && !state.ended) {
      this.#endDone = false;
      this.#endArmed = true;
      this.#hold(HOLD.end, 'end');
    }
    // pause ad: closed until the next pause; logged once per pause
    if (!state.paused) {
      this.#pauseClosed = false;
      this.#pauseLogged = false;
    }
    // popup: after popuptime s of playback, once per source
    const popup = this.#ofLocation(4)[0];
    if (popup && this.#popup === 'waiting' && state.started && !state.paused && state.currentTime >= popup.popuptime) {
      this.#popup = 'shown';
    }
  }

  #startBlock(phase: Phase): void {
    this.#phase = phase;
    this.#queue = this.#ofLocation(phase === 'start' ? 1 : 3);
    if (phase === 'end') this.#endArmed = false;
    this.#setStatus(phase === 'start' ? 'START_AD_PLAYING' : 'END_AD_PLAYING');
    // The block waits for its turn while another modal shows.
    this.#modal.request(() => {
      this.#focusPending = true;
      this.#next();
    });
  }

  #next(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#current = this.#queue.shift() ?? null;
    this.#loggedCurrent = null;
    this.#elapsed = 0;
    this.#blocked = false;
    if (!this.#current) return this.#finishBlock();
    this.#timer = setInterval(() => this.#tick(), 1000);
    this.requestUpdate();
    if (this.#current.kind === 'video') void this.updateComplete.then(() => this.#playAdVideo());
  }

  #tick(): void {
    const ad = this.#current;
    if (!ad) return;
    if (ad.kind === 'video') {
      const video = this.renderRoot.querySelector<HTMLVideoElement>('.dialog video');
      if (this.#blocked || !video || video.paused) return;
    }
    this.#elapsed += 1;
    if (ad.timesize > 0 && this.#elapsed >= ad.timesize) this.#next();
    else this.requestUpdate();
  }

  #finishBlock(): void {
    const phase = this.#phase;
    if (!phase) return;
    this.#phase = null;
    this.#setStatus(phase === 'start' ? 'START_AD_END' : 'END_AD_END');
    const state = this.#state.value;
    if (state) this.#release(state, HOLD[phase]);
    else this.#hold(HOLD[phase], null);
    if (phase === 'end') this.#endDone = true;
    this.requestUpdate();
    this.#modal.close();
  }

  async #playAdVideo(): Promise<void> {
    const video = this.renderRoot.querySelector<HTMLVideoElement>('.dialog video');
    if (!video) return;
    this.#syncVolume(video);
    try {
      await video.play();
      this.#blocked = false;
    } catch (error) {
      if ((error as Error)?.name === 'NotAllowedError') {
        this.#blocked = true;
        this.requestUpdate();
        await this.updateComplete;
        this.renderRoot.querySelector<HTMLElement>('.ad-play')?.focus();
      }
    }
    this.requestUpdate();
  }

  #clickPlay = () => {
    const video = this.renderRoot.querySelector<HTMLVideoElement>('.dialog video');
    this.#blocked = false;
    this.requestUpdate();
    void video?.play().catch((error: unknown) => {
      if ((error as Error)?.name === 'NotAllowedError') this.#blocked = true;
      this.requestUpdate();
    });
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.dialog')?.focus());
  };

  #syncVolume(video: HTMLVideoElement): void {
    const state = this.#state.value;
    if (!state) return;
    video.muted = state.muted;
    video.volume = Math.min(1, Math.max(0, state.volume));
  }

  #canSkip(): boolean {
    const ad = this.#current;
    return Boolean(ad && ad.skipAfter !== null && this.#elapsed >= ad.skipAfter);
  }

  #skip = () => {
    if (this.#canSkip()) this.#next();
  };

  /** A broken ad: a warning, and the next one (or the layer goes). */
  #broken(ad: Ad, where: 'block' | 'pause' | 'popup'): void {
    console.warn(`ddi-ads: ad ${ad.adid} could not be loaded (${ad.src}); skipped`);
    if (where === 'block' && this.#current === ad) this.#next();
    else if (where === 'pause') this.#pauseBroken = true;
    else if (where === 'popup') this.#popup = 'closed';
    this.requestUpdate();
  }

  /** Spec §7 ad log: `type` 0 click, 1 view; only when playing by vid; a failure is a warning. */
  #log(ad: Ad, type: 0 | 1): void {
    const state = this.#state.value;
    if (!state?.vod) return;
    overlayClient(state, this.#calls)
      ?.adLog(ad.adid, type, state.vod.vid)
      .catch((error: unknown) => isAborted(error) || console.warn(`ddi-ads: the ad log failed (${(error as Error).message})`));
  }

  /** The player's shortcuts stay out of the dialog; Tab stays inside; Escape skips where skip is allowed. */
  #onDialogKey = (event: KeyboardEvent) => this.#modal.keydown(event, event.currentTarget as Element, this.#skip);

  /** The ad's media, wrapped in a link (new tab, logged as a click) when it has an http(s) `addrurl`. */
  #media(ad: Ad, where: 'block' | 'pause' | 'popup', m: OverlayMessages, size?: Record<string, string>): TemplateResult {
    const onError = () => this.#broken(ad, where);
    const media =
      ad.kind === 'image'
        ? html`<img part="ad-media" src=${ad.src} alt="" ${cssProps(size ?? {})} @load=${() => this.#shown(ad, where)} @error=${onError} />`
        : html`<video
            part="ad-media"
            tabindex="-1"
            src=${ad.src}
            playsinline
            ?loop=${where === 'pause'}
            ?autoplay=${where === 'pause'}
            .muted=${this.#state.value?.muted ?? false}
            @playing=${() => this.#shown(ad, where)}
            @ended=${() => where === 'block' && this.#current === ad && this.#next()}
            @error=${onError}
          ></video>`;
    if (!ad.href) return html`<div class="media" aria-label=${m.ad} role="img">${media}</div>`;
    return html`<a class="media" href=${ad.href} target="_blank" rel="noopener noreferrer" aria-label=${m.adLink} @click=${() => this.#log(ad, 0)}>${media}</a>`;
  }

  #loggedCurrent: Ad | null = null;
  #popupLogged = false;
  /** The ad is on screen: one view log per showing (each ad of a block, each pause, the popup once). */
  #shown(ad: Ad, where: 'block' | 'pause' | 'popup'): void {
    if (where === 'pause') {
      if (this.#pauseLogged) return;
      this.#pauseLogged = true;
    } else if (where === 'block') {
      if (this.#loggedCurrent === ad) return;
      this.#loggedCurrent = ad;
    } else {
      if (this.#popupLogged) return;
      this.#popupLogged = true;
    }
    this.#log(ad, 1);
  }

  protected override render() {
    const state = this.#state.value;
    if (!state || state.options.ban_ad) return nothing;
    return html`${this.#renderText(state)}${this.#renderPopup(state)}${this.#renderPause(state)}${this.#renderDialog(state)}`;
  }

  #renderDialog(state: PlayerState) {
    const ad = this.#current;
    if (!ad || !this.#phase) return nothing;
    const m = overlayMessages(state.messages);
    const left = Math.max(0, ad.timesize - this.#elapsed);
    const skip =
      ad.skipAfter === null
        ? nothing
        : this.#canSkip()
          ? html`<button part="ad-skip" class="skip" type="button" @click=${this.#skip}>${ad.skipLabel || m.adSkip}</button>`
          : html`<span class="skip-in">${format(m.adSkipIn, { seconds: Math.ceil(ad.skipAfter - this.#elapsed) })}</span>`;
    return html`<div part="ad-dialog" class="dialog" role="dialog" aria-modal="true" aria-label=${m.ad} tabindex="-1" @keydown=${this.#onDialogKey}>
      ${this.#media(ad, 'block', m)}
      <div class="bar"><span part="ad-countdown" class="countdown">${format(m.adCountdown, { seconds: left })}</span>${skip}</div>
      ${this.#blocked ? html`<button part="ad-play" class="ad-play" type="button" aria-label=${m.adPlay} @click=${this.#clickPlay}>▶</button>` : nothing}
    </div>`;
  }

  #renderPause(state: PlayerState) {
    const ad = this.#ofLocation(2)[0];
    const visible = ad && !this.#pauseBroken && !this.#pauseClosed && this.#phase === null && state.started && state.paused && !state.overlayPaused && !state.ended;
    if (!visible) return nothing;
    const m = overlayMessages(state.messages);
    return html`<div part="pause-ad" class="pause-ad" role="region" aria-label=${m.adPause}>
      ${this.#media(ad, 'pause', m)}
      <button part="ad-close" class="close" type="button" aria-label=${m.adClose} @click=${this.#closePause}>✕</button>
    </div>`;
  }

  #closePause = () => {
    this.#pauseClosed = true;
    this.requestUpdate();
  };

  #renderPopup(state: PlayerState) {
    const ad = this.#ofLocation(4)[0];
    if (!ad || this.#popup !== 'shown' || this.#phase !== null) return nothing;
    const m = overlayMessages(state.messages);
    const sized = ad.width > 0 || ad.height > 0;
    const size: Record<string, string> = {};
    if (ad.width > 0) size.width = `${Math.min(ad.width, POPUP_SIZED.width)}px`;
    if (ad.height > 0) size.height = `${Math.min(ad.height, POPUP_SIZED.height)}px`;
    return html`<div part="popup-ad" class="popup corner-${ad.corner} ${sized ? 'sized' : ''}" role="region" aria-label=${m.adPopup}>
      ${this.#media(ad, 'popup', m, size)}
      <button part="ad-close" class="close" type="button" aria-label=${m.adClose} @click=${this.#closePopup}>✕</button>
    </div>`;
  }

  #closePopup = () => {
    this.#popup = 'closed';
    this.requestUpdate();
  };

  #renderText(state: PlayerState) {
    const text = this.#text;
    if (!text || this.#textClosed) return nothing;
    const m = overlayMessages(state.messages);
    const content = text.href ? html`<a href=${text.href} target="_blank" rel="noopener noreferrer">${text.text}</a>` : text.text;
    return html`<div part="ad-text" class="text-bar" role="region" aria-label=${m.adText}>
      <div class="ticker"><span class="scroll">${content}</span></div>
      <button part="ad-close" class="close" type="button" aria-label=${m.adClose} @click=${this.#closeText}>✕</button>
    </div>`;
  }

  #closeText = () => {
    this.#textClosed = true;
    this.requestUpdate();
  };

  protected override updated(): void {
    const video = this.renderRoot.querySelector<HTMLVideoElement>('video');
    if (video) this.#syncVolume(video);
    if (this.#focusPending && this.#phase) {
      this.#focusPending = false;
      this.renderRoot.querySelector<HTMLElement>('.dialog')?.focus();
    }
  }
}

defineElement('ddi-ads', DdiAds);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-ads': DdiAds;
  }
}
