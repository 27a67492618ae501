import { LitElement, html, nothing } from 'lit';
import { cssProps } from '../core/css-props.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { styles } from './ddi-watermark.styles.js';
import { VIEWER_MOVE_MS, audioCheckpoints, resolveLogos, viewerWatermarkWidth, type Logo } from './watermark-data.js';
import { defineElement } from '../core/define.js';

export { audioCheckpoints, resolveLogo, resolveLogos, viewerWatermarkWidth } from './watermark-data.js';

/** A checkpoint counts when playback crosses it by at most this many seconds (not by a seek). */
const CROSSING_S = 2;
/** The audio marker: a short, very quiet near-ultrasonic tone. */
const MARKER_HZ = 18_500;
const MARKER_GAIN = 0.004;
const MARKER_MS = 150;

/**
 * `<ddi-watermark>`: the logo watermarks of spec §2 (option `logo`: one config or a list, see
 * `LogoOptions`), the viewer-id watermark and the audio watermark.
 *
 * - Logos: `position` 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right; at most 120x120; `opacity`
 *   0–1 (or a percentage); `lengthUnit: 'percentage'` sizes are percent of the player (pixels when width
 *   or height is not numeric); `offsetX` / `offsetY` (px from the corner's sides) only for positions 1
 *   and 2; `resize` stretches the image to width x height; `align` places it inside that box. An `href`
 *   makes it a link opened in a new tab (`rel="noopener"`). A logo that fails to load gives a console
 *   warning and is hidden.
 * - Viewer-id watermark: the viewer id (option `viewerInfo.viewerId`, else the playsafe token's viewer)
 *   when the option `viewerWatermark` is true or the video is protected; it moves to a random spot every
 *   10 s and is 14 px wide per character. Hidden from assistive technology; it has no CSS part, as it is
 *   anti-piracy content skins must not remove.
 * - Audio watermark (video info `audio_fp`): at each checkpoint of `audioCheckpoints` crossed during
 *   playback it plays a 150 ms, 18.5 kHz tone at gain 0.004 through Web Audio (inaudible to most
 *   listeners, present in a recording), and records the checkpoint in `marks`. Where Web Audio is not
 *   available or not allowed to start, the checkpoint is only recorded.
 *
 * @tag ddi-watermark
 * @csspart logo - a logo (a link when it has an `href`)
 */
export class DdiWatermark extends LitElement {
  static override styles = styles;

  #logos: Logo[] = [];
  #logoInput: unknown;
  #broken = new Set<string>();
  #viewer = '';
  #viewerSpot = { left: 0, top: 0 };
  #moveTimer: ReturnType<typeof setInterval> | undefined;
  #audio = false;
  #checkpoints: number[] = [];
  #duration = 0;
  #lastTime = 0;
  #marks: number[] = [];
  #context: AudioContext | undefined;

  #state = stateConsumer(this, (state) => this.#onState(state));

  /** The audio-watermark checkpoints (s) of the current video; empty unless `audio_fp` is on. */
  get checkpoints(): number[] {
    return [...this.#checkpoints];
  }

  /** The checkpoints (s) marked so far in this video. */
  get marks(): number[] {
    return [...this.#marks];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#moveTimer);
    this.#moveTimer = undefined;
    void this.#context?.close().catch(() => undefined);
    this.#context = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#viewer) this.#startMoving();
  }

  #onState(state: PlayerState | undefined): void {
    if (!state) return;
    const options = state.options;
    if (options.logo !== this.#logoInput) {
      this.#logoInput = options.logo;
      this.#logos = resolveLogos(options.logo);
      this.#broken.clear();
    }
    const info = state.watermark;
    const viewerId = typeof options.viewerInfo?.viewerId === 'string' ? options.viewerInfo.viewerId : '';
    const viewer = options.viewerWatermark === true || info?.protected ? viewerId || info?.viewer || '' : '';
    if (viewer !== this.#viewer) {
      this.#viewer = viewer;
      if (viewer) this.#startMoving();
      else clearInterval(this.#moveTimer);
    }
    this.#audioState(state);
    this.requestUpdate();
  }

  #audioState(state: PlayerState): void {
    const audio = state.watermark?.audioFp === true;
    if (audio !== this.#audio || state.duration !== this.#duration) {
      this.#audio = audio;
      this.#duration = state.duration;
      this.#checkpoints = audio ? audioCheckpoints(state.duration) : [];
      this.#marks = [];
    }
    const now = state.currentTime;
    const previous = this.#lastTime;
    this.#lastTime = now;
    if (!audio || state.paused || now <= previous || now - previous > CROSSING_S) return;
    for (const point of this.#checkpoints) if (previous < point && point <= now && !this.#marks.includes(point)) this.#mark(point);
  }

  #mark(point: number): void {
    this.#marks.push(point);
    try {
      const Context = globalThis.AudioContext;
      if (!Context) return;
      const context = (this.#context ??= new Context());
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = MARKER_HZ;
      gain.gain.value = MARKER_GAIN;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + MARKER_MS / 1000);
    } catch (error) {
      console.warn('ddi-watermark: the audio marker could not play', error);
    }
  }

  #startMoving(): void {
    clearInterval(this.#moveTimer);
    this.#move();
    this.#moveTimer = setInterval(() => this.#move(), VIEWER_MOVE_MS);
  }

  /** A random spot where the whole viewer id fits. */
  #move(): void {
    const box = this.getBoundingClientRect();
    const width = viewerWatermarkWidth(this.#viewer);
    this.#viewerSpot = { left: Math.round(Math.random() * Math.max(0, box.width - width)), top: Math.round(Math.random() * Math.max(0, box.height - 20)) };
    this.requestUpdate();
  }

  #onLogoError(logo: Logo): void {
    if (this.#broken.has(logo.src)) return;
    console.warn(`ddi-watermark: the logo ${logo.src} failed to load`);
    this.#broken.add(logo.src);
    this.requestUpdate();
  }

  protected override render() {
    const messages = this.#state.value?.messages;
    return html`${this.#logos.filter((logo) => !this.#broken.has(logo.src)).map((logo) => this.#logo(logo, messages?.logoLink ?? 'Logo'))}
    ${this.#viewer
      ? html`<span class="viewer" aria-hidden="true" ${cssProps({ width: `${viewerWatermarkWidth(this.#viewer)}px`, left: `${this.#viewerSpot.left}px`, top: `${this.#viewerSpot.top}px` })}
          >${this.#viewer}</span
        >`
      : nothing}`;
  }

  #logo(logo: Logo, label: string) {
    const [vertical, horizontal] = [logo.position <= 2 ? 'top' : 'bottom', logo.position % 2 === 1 ? 'left' : 'right'];
    const style = cssProps({
      [vertical]: `${logo.offsetY}px`,
      [horizontal]: `${logo.offsetX}px`,
      opacity: String(logo.opacity),
      ...(logo.width ? { width: logo.width } : {}),
      ...(logo.height ? { height: logo.height } : {}),
    });
    const classes = `logo position-${logo.position}${logo.resize ? ' resize' : ''}${logo.width || logo.height ? '' : ' natural'}`;
    const image = html`<img src=${logo.src} alt="" ${cssProps({ 'object-position': `${logo.align} center` })} @error=${() => this.#onLogoError(logo)} />`;
    return logo.href
      ? html`<a class=${classes} part="logo" ${style} href=${logo.href} target="_blank" rel="noopener" aria-label=${label}>${image}</a>`
      : html`<div class=${classes} part="logo" ${style}>${image}</div>`;
  }
}

defineElement('ddi-watermark', DdiWatermark);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-watermark': DdiWatermark;
  }
}
