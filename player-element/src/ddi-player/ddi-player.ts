import { ContextProvider } from '@lit/context';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import { ErrorCode } from '../core/errors.js';
import { playerEvent } from '../core/events.js';
import { messagesFor, resolveLanguage } from '../core/i18n.js';
import { playerStateContext, type PlayerState } from '../core/state.js';
import { pickEngine, type Engine } from '../engines/engine.js';
import '../ddi-play-button/ddi-play-button.js';
import { styles } from './ddi-player.styles.js';

/**
 * `<ddi-player>`: plays a learning video from `src` (mp4, HLS).
 *
 * @tag ddi-player
 * @fires ddi-play - playback started; detail `{ currentTime }`
 * @fires ddi-pause - playback paused; detail `{ currentTime }`
 * @fires ddi-over - playback reached the end
 * @fires ddi-error - the video cannot be played; detail `{ code, message }`
 * @csspart stage - the area holding the video and the layers above it
 * @csspart video - the `<video>` element
 * @csspart control-bar - the bottom control bar
 * @cssproperty [--ddi-theme-color=#5867FE] - the skin's main colour
 * @cssproperty [--ddi-control-color=#fff] - colour of the controls' icons and text
 */
export class DdiPlayer extends LitElement {
  static override styles = styles;

  /** URL of the media to play: `.mp4` (or another file the browser plays) or `.m3u8` (HLS). */
  @property({ reflect: true }) accessor src = '';

  /** Interface language, `zh_CN` or `en`; anything else follows the browser (Chinese → zh_CN, else en). */
  @property({ reflect: true }) override accessor lang = '';

  @query('video') private accessor video!: HTMLVideoElement;

  #state: PlayerState = {
    paused: true,
    ended: false,
    currentTime: 0,
    duration: 0,
    ready: false,
    error: null,
    messages: messagesFor(resolveLanguage(null)),
  };
  #provider = new ContextProvider(this, { context: playerStateContext, initialValue: this.#state });
  #engine: Engine | undefined;
  #loadToken = 0;
  /** Settles when the current source is attached to the video (or failed to be). */
  #attached: Promise<void> = Promise.resolve();

  constructor() {
    super();
    this.addEventListener('ddi-play-request', () => void this.play().catch(() => undefined));
    this.addEventListener('ddi-pause-request', () => this.pause());
  }

  /** True while playback is paused (also before the first play). */
  get paused(): boolean {
    return this.#state.paused;
  }

  /** True once playback reached the end. */
  get ended(): boolean {
    return this.#state.ended;
  }

  /** The playback position in seconds. */
  get currentTime(): number {
    return this.#state.currentTime;
  }

  /** The media's duration in seconds (0 until known). */
  get duration(): number {
    return this.#state.duration;
  }

  /** The current error, or null. */
  get error(): PlayerState['error'] {
    return this.#state.error;
  }

  /**
   * Starts playback once the source is attached. Rejects when the browser refuses (for example an
   * autoplay policy) or when the source failed to load.
   */
  async play(): Promise<void> {
    await this.updateComplete;
    await this.#attached;
    if (this.#state.error) throw new Error(`${this.#state.error.code} ${this.#state.error.message}`);
    await this.video.play();
  }

  /** Pauses playback. */
  pause(): void {
    this.video?.pause();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#teardown();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('lang')) this.#setState({ messages: messagesFor(resolveLanguage(this.lang)) });
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('src')) this.#attached = this.updateComplete.then(() => this.#load());
  }

  protected override render() {
    const { messages, error } = this.#state;
    this.setAttribute('aria-label', messages.player);
    return html`
      <div class="stage" part="stage">
        <video
          part="video"
          playsinline
          preload="metadata"
          @play=${this.#onPlay}
          @pause=${this.#onPause}
          @ended=${this.#onEnded}
          @timeupdate=${this.#onTime}
          @durationchange=${this.#onTime}
          @loadedmetadata=${this.#onTime}
        ></video>
        ${error ? html`<div class="error" part="error" role="alert">${error.message}</div>` : nothing}
        <div class="bar" part="control-bar">
          <ddi-play-button></ddi-play-button>
        </div>
      </div>
    `;
  }

  #setState(patch: Partial<PlayerState>): void {
    this.#state = { ...this.#state, ...patch };
    this.#provider.setValue(this.#state);
    this.toggleAttribute('data-paused', this.#state.paused);
    this.toggleAttribute('data-ended', this.#state.ended);
    this.toggleAttribute('data-error', this.#state.error !== null);
    this.requestUpdate();
  }

  async #load(): Promise<void> {
    this.#teardown();
    const token = ++this.#loadToken;
    this.#setState({ paused: true, ended: false, currentTime: 0, duration: 0, ready: false, error: null });
    if (!this.src) return;
    await this.updateComplete;
    const entry = pickEngine(this.src, this.video);
    if (!entry) return this.#fail(`no engine can play ${this.src}`);
    try {
      const module = await entry.load();
      if (token !== this.#loadToken) return;
      const engine = await module.attach({
        video: this.video,
        url: this.src,
        onFatalError: (failure) => this.#fail(failure.details),
      });
      if (token !== this.#loadToken) return engine.destroy();
      this.#engine = engine;
      this.#setState({ ready: true });
    } catch (cause) {
      if (token === this.#loadToken) this.#fail(cause instanceof Error ? cause.message : String(cause));
    }
  }

  #teardown(): void {
    this.#engine?.destroy();
    this.#engine = undefined;
  }

  #fail(details: string): void {
    const error = { code: ErrorCode.loadVideo, message: this.#state.messages.loadError };
    console.warn(`ddi-player: ${error.code} ${details}`);
    this.#setState({ error, paused: true });
    this.dispatchEvent(playerEvent('ddi-error', error));
  }

  #onPlay = () => {
    this.#setState({ paused: false, ended: false });
    this.dispatchEvent(playerEvent('ddi-play', { currentTime: this.video.currentTime }));
  };

  #onPause = () => {
    this.#setState({ paused: true });
    this.dispatchEvent(playerEvent('ddi-pause', { currentTime: this.video.currentTime }));
  };

  #onEnded = () => {
    this.#setState({ ended: true, paused: true });
    this.dispatchEvent(playerEvent('ddi-over', {}));
  };

  #onTime = () => {
    const { currentTime, duration } = this.video;
    this.#setState({ currentTime, duration: Number.isFinite(duration) ? duration : 0 });
  };
}

if (!customElements.get('ddi-player')) customElements.define('ddi-player', DdiPlayer);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-player': DdiPlayer;
  }
}
