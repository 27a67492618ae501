import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { cssProps } from '../core/css-props.js';
import { playerRequest } from '../core/events.js';
import type { MarqueeOptions } from '../core/options.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { styles } from './ddi-marquee.styles.js';
import {
  FADE_EVERY_MS,
  MIN_ALPHA,
  MIN_FONT_PX,
  SIZE_TOLERANCE_PX,
  TAMPER_EVERY_MS,
  fetchSignedMarquee,
  fixedSlots,
  resolveMarquee,
  slotAt,
  type MarqueeConfig,
} from './marquee-data.js';
import { defineElement } from '../core/define.js';

export { alphaOf, fixedSlots, hexColour, resolveMarquee, slotAt } from './marquee-data.js';

/**
 * The conditions of the tamper check, numbered (from 1) in the order spec §5 lists them. A
 * `ddi-marquee-tamper` report's `violations` are these numbers.
 */
export const TamperCondition = {
  /** The marquee's size differs from the video's by more than 1 px. */
  size: 1,
  /** The marquee, its layer or a text is hidden (`display: none`, `visibility` not visible, `hidden`). */
  hidden: 2,
  /** Opacity below 0.01 (the marquee, its layer, or a text that should be showing). */
  opacity: 3,
  /** A text's font size below 12 px. */
  font: 4,
  /** Non-zero margin, padding or border on the marquee, its layer or a text. */
  box: 5,
  /** Position other than `absolute`. */
  position: 6,
  /** z-index other than `auto` or `0`. */
  zIndex: 7,
  /** The marquee's own style sheet was altered, disabled or removed. */
  style: 8,
  /** A text was changed, or a text that should be showing was removed. */
  text: 9,
  /** The marquee was removed from the player outside a legal removal (the player leaving the page). */
  removed: 10,
  /** `marqueeUrl`: the second signed response did not confirm the first (see `fetchSignedMarquee`). */
  signature: 11,
} as const;

type Pattern = 'scroll' | 'appear' | 'fade';
const patternOf = (setting: number): Pattern => (setting === 3 ? 'fade' : setting === 2 || setting === 5 || setting === 7 ? 'appear' : 'scroll');
/** Patterns 4 and 5 keep to the top 30 % of the height. */
const spanOf = (setting: number) => (setting === 4 || setting === 5 ? 30 : 100);
const random = (max: number) => Math.round(Math.random() * max);
const rulesOf = (sheet: CSSStyleSheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');

/**
 * `<ddi-marquee>`: the anti-piracy moving-text overlay of spec §2/§4 (option `marquee`, see
 * `MarqueeOptions`). It is ESSENTIAL content: a skin must not hide, cover or remove it, and it offers no
 * CSS parts. It is hidden from assistive technology (`aria-hidden`, `pointer-events: none`): it repeats a
 * viewer's name for the picture, not for reading.
 *
 * Patterns (`setting`): 1 scrolls across at a random height (4: within the top 30 %), one pass in
 * speed/10 s, a new pass every speed+2 s (default speed 20); 2 shows at a random spot for `lifeTime`
 * (default 1 s) then again after `interval` (default 3 s; 5: within the top 30 %); 3 fades in and out
 * every 3 s; 6 is 1 and 7 is 2, each plus a fixed corner text shown in the time ranges derived from the
 * vid (`fixedSlots`), or, for a `src` player without vid, a fixed text placed at random every `interval`.
 * It starts on play, fades (opacity 0) on pause, and is removed and re-created at the video's end.
 *
 * Tamper check every 5 s while playing: the violated conditions (`TamperCondition`, numbered in the order
 * of spec §5) go to the host in a `ddi-marquee-tamper-request`, which fires the public
 * `ddi-marquee-tamper` `{ violations }`. Removal outside a legal removal is reported at once (10).
 *
 * @tag ddi-marquee
 * @fires ddi-marquee-tamper-request - detail `{ violations: number[] }` (see `TamperCondition`)
 */
export class DdiMarquee extends LitElement {
  #config: MarqueeConfig | null = null;
  #input: unknown;
  #fetched: { url: string; data: MarqueeOptions | null } | undefined;
  #playing = false;
  #ended = false;
  #vid = '';
  #time = 0;
  /** Re-created on every video end. */
  #generation = 0;
  /** Main text: place (percent), shown (appear), faded (fade). */
  #spot = { x: 0, y: 0 };
  #shown = false;
  #faded = false;
  #animation: Animation | undefined;
  /** Fixed text for a `src` player without vid: placed at random every interval. */
  #fixedSpot: { x: number; y: number } | null = null;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #intervals: ReturnType<typeof setInterval>[] = [];
  /** The marquee's rules as a constructed sheet, and their text as adopted (the tamper check compares it). */
  #sheet: CSSStyleSheet | undefined;
  #sheetText = '';
  #parent: Node | null = null;

  #state = stateConsumer(this, (state) => this.#onState(state));

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = this.attachShadow({ mode: 'open' });
    // A constructed sheet (no `<style>` element, which a CSP without 'unsafe-inline' blocks), adopted once.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles.cssText);
    root.adoptedStyleSheets = [sheet];
    this.#sheet = sheet;
    this.#sheetText = rulesOf(sheet);
    return root;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('aria-hidden', 'true');
    this.#parent = this.parentNode;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
    const parent = this.#parent;
    // Legal removal: together with the player (the parent left the page too), or with no marquee configured.
    if (this.#config && parent?.isConnected) parent.dispatchEvent(playerRequest('ddi-marquee-tamper-request', { violations: [TamperCondition.removed] }));
  }

  /** The marquee in force (after the rules of spec §5), or null. */
  get config(): MarqueeConfig | null {
    return this.#config;
  }

  /**
   * Runs the tamper check now: the violated conditions (`TamperCondition`), sorted; reported to the host
   * when there are any. The marquee runs it every 5 s while playing.
   */
  checkTamper(): number[] {
    const violations = this.#violations();
    if (violations.length) this.dispatchEvent(playerRequest('ddi-marquee-tamper-request', { violations }));
    return violations;
  }

  // ---------------------------------------------------------------- state

  #onState(state: PlayerState | undefined): void {
    if (!state) return;
    const options = state.options;
    this.#vid = typeof options.vid === 'string' ? options.vid : '';
    this.#time = state.currentTime;
    this.#maybeFetch(options.marqueeUrl);
    const input = this.#fetched?.data ?? options.marquee;
    if (input !== this.#input) {
      this.#input = input;
      this.#config = input === undefined ? null : resolveMarquee(input);
      if (this.#playing) this.#start();
    }
    const playing = !state.paused && !state.ended && state.started;
    if (state.ended && !this.#ended) this.#recreate();
    this.#ended = state.ended;
    if (playing !== this.#playing) {
      this.#playing = playing;
      if (playing) this.#start();
      else this.#pauseAll();
    }
    this.requestUpdate();
  }

  #maybeFetch(url: unknown): void {
    if (typeof url !== 'string' || !url || this.#fetched?.url === url) return;
    const record: { url: string; data: MarqueeOptions | null } = { url, data: null };
    this.#fetched = record;
    fetchSignedMarquee(url, this.#vid, undefined, this).then(
      ({ data, verified }) => {
        if (this.#fetched !== record) return;
        record.data = data;
        if (!verified) {
          console.warn('ddi-marquee: the marquee data of marqueeUrl was not confirmed by its second signed response');
          this.#report([TamperCondition.signature]);
        }
        this.#onState(this.#state.value);
      },
      (error: unknown) => console.warn(`ddi-marquee: marqueeUrl failed (${error instanceof Error ? error.message : String(error)}); using the marquee option`),
    );
  }

  #report(violations: number[]): void {
    (this.isConnected ? this : this.#parent)?.dispatchEvent(playerRequest('ddi-marquee-tamper-request', { violations }));
  }

  // ---------------------------------------------------------------- patterns

  #after(ms: number, run: () => void): void {
    this.#timers.push(setTimeout(run, ms));
  }

  #every(ms: number, run: () => void): void {
    this.#intervals.push(setInterval(run, ms));
  }

  #stop(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    for (const timer of this.#intervals) clearInterval(timer);
    this.#timers = [];
    this.#intervals = [];
  }

  /** On play: the pattern's cycle and the tamper check. */
  #start(): void {
    this.#stop();
    const config = this.#config;
    if (!config) return;
    const pattern = patternOf(config.setting);
    if (pattern === 'scroll') {
      this.#newPass();
      this.#every(config.repeatMs, () => this.#newPass());
    } else if (pattern === 'appear') {
      this.#appear();
    } else {
      this.#place();
      this.#faded = false;
      this.#every(FADE_EVERY_MS, () => {
        this.#faded = !this.#faded;
        if (!this.#faded) this.#place();
        this.requestUpdate();
      });
    }
    if (config.setting >= 6 && !this.#vid) {
      this.#placeFixed();
      this.#every(config.intervalMs, () => this.#placeFixed());
    }
    this.#every(TAMPER_EVERY_MS, () => this.checkTamper());
    this.requestUpdate();
  }

  /** On pause: timers stop and the scroll pass holds; the layer fades to opacity 0. */
  #pauseAll(): void {
    this.#stop();
    this.#animation?.pause();
  }

  /** At the video's end every text is removed and created anew (fresh elements, first state). */
  #recreate(): void {
    this.#stop();
    this.#animation?.cancel();
    this.#animation = undefined;
    this.#generation += 1;
    this.#shown = false;
    this.#faded = false;
    this.#fixedSpot = null;
  }

  #place(): void {
    const span = spanOf(this.#config?.setting ?? 1);
    this.#spot = { x: random(100), y: random(span) };
  }

  #placeFixed(): void {
    this.#fixedSpot = { x: random(100), y: random(100) };
    this.requestUpdate();
  }

  #appear = () => {
    const config = this.#config;
    if (!config) return;
    this.#place();
    this.#shown = true;
    this.requestUpdate();
    this.#after(config.lifeTimeMs, () => {
      this.#shown = false;
      this.requestUpdate();
      this.#after(config.intervalMs, this.#appear);
    });
  };

  #newPass(): void {
    this.#place();
    this.requestUpdate();
    void this.updateComplete.then(() => this.#runPass());
  }

  /** One pass from the right edge to beyond the left edge in speed/10 s. */
  #runPass(): void {
    const text = this.renderRoot.querySelector<HTMLElement>('.main.scroll');
    const config = this.#config;
    this.#animation?.cancel();
    if (!text || !config || typeof text.animate !== 'function') return;
    const width = this.getBoundingClientRect().width;
    const y = `translateY(-${this.#spot.y}%)`;
    this.#animation = text.animate([{ transform: `translateX(0) ${y}` }, { transform: `translateX(-${width}px) translateX(-100%) ${y}` }], { duration: config.scrollMs, easing: 'linear' });
    if (!this.#playing) this.#animation.pause();
  }

  // ---------------------------------------------------------------- render

  /** The text style of spec §5: size, colour, opacity and the 2 px shadow. */
  #look(config: MarqueeConfig, opacity = config.opacity) {
    return { fontSize: `${config.fontSize}px`, color: config.color, opacity: String(opacity), textShadow: config.shadow || 'none' };
  }

  /** Left/top in percent, shifted back by the same share of the text so it stays inside. */
  #at(spot: { x: number; y: number }) {
    return { left: `${spot.x}%`, top: `${spot.y}%`, transform: `translate(-${spot.x}%, -${spot.y}%)` };
  }

  protected override render() {
    const config = this.#config;
    if (!config) return nothing;
    const pattern = patternOf(config.setting);
    let main: TemplateResult | typeof nothing = nothing;
    if (pattern === 'scroll') {
      main = html`<span class="text main scroll" ${cssProps({ ...this.#look(config), top: `${this.#spot.y}%` })}>${config.text}</span>`;
    } else if (pattern === 'fade') {
      main = html`<span class="text main fade" ${cssProps({ ...this.#look(config, this.#faded ? 0 : config.opacity), ...this.#at(this.#spot) })}>${config.text}</span>`;
    } else if (this.#shown) {
      main = html`<span class="text main appear" ${cssProps({ ...this.#look(config), ...this.#at(this.#spot) })}>${config.text}</span>`;
    }
    return html`<div class="layer ${this.#playing ? '' : 'paused'}">${keyed(this.#generation, html`${main}${this.#fixed(config)}`)}</div>`;
  }

  /** Patterns 6 and 7: the corner text of the vid's current slot, or the randomly placed text without a vid. */
  #fixed(config: MarqueeConfig) {
    if (config.setting < 6) return nothing;
    if (this.#vid) {
      const slot = slotAt(fixedSlots(this.#vid), this.#time);
      return slot ? html`<span class="text fixed corner-${slot.corner}" ${cssProps(this.#look(config))}>${config.text}</span>` : nothing;
    }
    return this.#fixedSpot ? html`<span class="text fixed" ${cssProps({ ...this.#look(config), ...this.#at(this.#fixedSpot) })}>${config.text}</span>` : nothing;
  }

  // ---------------------------------------------------------------- tamper check

  /** The texts that must be present now. */
  #expectedTexts(config: MarqueeConfig): number {
    const pattern = patternOf(config.setting);
    let count = pattern === 'appear' && !this.#shown ? 0 : 1;
    if (config.setting >= 6) count += (this.#vid ? slotAt(fixedSlots(this.#vid), this.#time) : this.#fixedSpot) ? 1 : 0;
    return count;
  }

  #violations(): number[] {
    const config = this.#config;
    if (!config) return [];
    const found = new Set<number>();
    const root = this.renderRoot as ShadowRoot;
    const sheet = this.#sheet;
    if (!sheet || !root.adoptedStyleSheets.includes(sheet) || sheet.disabled || sheet.media.length > 0 || rulesOf(sheet) !== this.#sheetText) {
      found.add(TamperCondition.style);
    }

    const parent = this.parentElement;
    const video = parent?.querySelector(':scope > video') ?? parent;
    if (video) {
      const own = this.getBoundingClientRect();
      const reference = video.getBoundingClientRect();
      if (Math.abs(own.width - reference.width) > SIZE_TOLERANCE_PX || Math.abs(own.height - reference.height) > SIZE_TOLERANCE_PX) found.add(TamperCondition.size);
    }

    const layer = root.querySelector<HTMLElement>('.layer');
    const texts = [...root.querySelectorAll<HTMLElement>('.layer .text')];
    if (!layer || texts.length < this.#expectedTexts(config) || texts.some((text) => text.textContent !== config.text)) found.add(TamperCondition.text);

    const fading = (element: Element) => element.getAnimations().some((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'opacity');
    const check = (element: HTMLElement, expectedOpacity: number, isText: boolean) => {
      const css = getComputedStyle(element);
      if (element.hidden || css.display === 'none' || css.visibility !== 'visible') found.add(TamperCondition.hidden);
      if (expectedOpacity >= MIN_ALPHA && Number(css.opacity) < MIN_ALPHA && !fading(element)) found.add(TamperCondition.opacity);
      if (isText && Number.parseFloat(css.fontSize) < MIN_FONT_PX) found.add(TamperCondition.font);
      const sides = ['Top', 'Right', 'Bottom', 'Left'];
      const box = sides.flatMap((side) => [css.getPropertyValue(`margin-${side.toLowerCase()}`), css.getPropertyValue(`padding-${side.toLowerCase()}`), css.getPropertyValue(`border-${side.toLowerCase()}-width`)]);
      if (box.some((value) => Number.parseFloat(value) !== 0)) found.add(TamperCondition.box);
      if (css.position !== 'absolute') found.add(TamperCondition.position);
      if (css.zIndex !== 'auto' && css.zIndex !== '0') found.add(TamperCondition.zIndex);
    };
    check(this, 1, false);
    if (layer) check(layer, this.#playing ? 1 : 0, false);
    for (const text of texts) check(text, text.classList.contains('fade') && this.#faded ? 0 : config.opacity, true);
    return [...found].sort((a, b) => a - b);
  }
}

defineElement('ddi-marquee', DdiMarquee);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-marquee': DdiMarquee;
  }
}
