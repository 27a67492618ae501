import { LitElement, html, nothing, svg, type PropertyValues } from 'lit';
import { cssProps } from '../core/css-props.js';
import { playerEvent, playerRequest } from '../core/events.js';
import { formatTime } from '../core/format.js';
import { format } from '../core/i18n.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { styles } from './ddi-slides.styles.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { overlayClient } from '../platform/platform-client.js';
import { RequestScope } from '../platform/request.js';
import { isRecord, safeHttpUrl, toNumber } from '../core/sanitize.js';
import { ResizeController } from '../controllers/resize-controller.js';
import { defineElement } from '../core/define.js';

/** A chapter after validation (spec §3 PPT page). */
export interface SlidesChapter {
  title: string;
  /** Thumbnail URL (absolute), or `''`. */
  thumb: string;
  sec: number;
  text: string;
}

/** A slide image after validation (spec §3 Slide entry). */
export interface SlidesImage {
  sec: number;
  img: string;
}

export type MainScreen = 'ppt' | 'video';

/** Arrow-key step of the small window (px); with Shift. */
const MOVE_STEP_PX = 10;
const MOVE_BIG_STEP_PX = 50;

/** Seconds: a number >= 0 (or such a numeric string), else undefined. */
const seconds = (value: unknown): number | undefined => {
  const number = toNumber(value);
  return number !== undefined && number >= 0 ? number : undefined;
};

/** An http(s) URL resolved against `base`, else undefined. */
const safeUrl = (value: unknown, base: string): string | undefined => safeHttpUrl(value, base) || undefined;

/** Spec §3 PPT page `{ title, t_img, sec, text }`: entries without a title or a start second, or with a non-http(s) thumbnail, are skipped. */
export function validChapters(raw: unknown, base: string): SlidesChapter[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    console.warn('ddi-slides: ppt.page must be a list of { title, t_img, sec, text }; no chapters are shown');
    return [];
  }
  const kept: SlidesChapter[] = [];
  let skipped = 0;
  for (const entry of raw) {
    const sec = isRecord(entry) ? seconds(entry.sec) : undefined;
    const title = isRecord(entry) && (typeof entry.title === 'string' || typeof entry.title === 'number') ? String(entry.title) : undefined;
    const hasThumb = isRecord(entry) && entry.t_img !== undefined && entry.t_img !== null && entry.t_img !== '';
    const thumb = hasThumb ? safeUrl(entry.t_img, base) : '';
    if (!isRecord(entry) || sec === undefined || title === undefined || thumb === undefined) {
      skipped += 1;
      continue;
    }
    kept.push({ title, thumb, sec, text: typeof entry.text === 'string' || typeof entry.text === 'number' ? String(entry.text) : '' });
  }
  if (skipped) console.warn(`ddi-slides: ${skipped} chapter(s) skipped: each needs a title, a start second (sec ≥ 0) and an http(s) t_img`);
  return kept.sort((a, b) => a.sec - b.sec);
}

/** Spec §3 Slide entry `{ sec, img }`: entries without a start second or an http(s) image are skipped. */
export function validSlides(raw: unknown, base: string): SlidesImage[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    console.warn('ddi-slides: slides must be a list of { sec, img }; no slide images are shown');
    return [];
  }
  const kept: SlidesImage[] = [];
  let skipped = 0;
  for (const entry of raw) {
    const sec = isRecord(entry) ? seconds(entry.sec) : undefined;
    const img = isRecord(entry) ? safeUrl(entry.img, base) : undefined;
    if (sec === undefined || img === undefined) skipped += 1;
    else kept.push({ sec, img });
  }
  if (skipped) console.warn(`ddi-slides: ${skipped} slide(s) skipped: each needs a start second (sec ≥ 0) and an http(s) img`);
  return kept.sort((a, b) => a.sec - b.sec);
}

/** The last entry whose `sec` ≤ `time` (lists are sorted), or 0 before the first. */
function currentIndex(list: { sec: number }[], time: number): number {
  let found = 0;
  for (let index = 0; index < list.length; index += 1) {
    if (list[index]!.sec <= time + 1e-3) found = index;
    else break;
  }
  return found;
}

const menuIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 6h16v2H4zm0 5h16v2H4zm0 5h16v2H4z"></path></svg>`;
const swapIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 4 3 8l4 4V9h11V7H7zm10 8v3H6v2h11v3l4-4z"></path></svg>`;
const gripIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 2 9 5h2v6H5V9l-3 3 3 3v-2h6v6H9l3 3 3-3h-2v-6h6v2l3-3-3-3v2h-6V5h2z"></path></svg>`;

/**
 * The slides (PPT) companion panel of spec §2/§4: the current slide follows the video time (the last slide
 * whose `sec` ≤ the current time, after a seek too); a chapter panel (each chapter's title and thumbnail)
 * with two APG tabs, the text tab (each chapter's title and slide text) and the thumbnails tab; clicking a
 * chapter seeks to its start; a menu handle opens and closes the panel. The main view is the slide
 * (`mainScreen: 'ppt'`, default) with the video in a small window of `subWidth` x `subHeight` (default
 * 355x200), or the video with the slide in the small window (`'video'`). The small window is moved by
 * dragging its move handle (pointer) or with the arrow keys on it (Shift: larger steps), and stays inside
 * the player; its switch button (only with `pptEnable: true`) swaps the main view.
 *
 * The host mounts it (a lazy chunk) when the options or the video info have `ppt`. Data: the `ppt` option
 * (`{ page: [{ title, t_img, sec, text }], slides: [{ sec, img }] }`), or by vid the video info's `ppt` id:
 * `GET /vod/ppt/{id}.json` (`ppt.page`) and `GET /vod/slides?vid=`. Bad entries are skipped with a
 * warning; without any valid chapter or slide it shows nothing. Without slide images the chapter
 * thumbnails are the slides. The `<video>` is the host's: the layout is asked for with
 * `ddi-slides-request` and the host moves its video into the small window when the slide is main.
 *
 * Options: `pptVisible` (default `true`) the chapter panel starts open; `pptEnable` (default `false`) the
 * viewer may swap the main view; `mainScreen`, `subWidth`, `subHeight` as above.
 *
 * @tag ddi-slides
 * @fires ddi-seek-request - a chapter was chosen: detail `{ time }`
 * @fires ddi-slides-request - the layout: detail `{ main, x, y, width, height }` (px in the stage)
 * @fires ddi-slide-change - public: the current slide changed, detail `{ index, sec }`
 * @fires ddi-main-screen-change - public: the main view changed, detail `{ main }`
 * @csspart slides-main - the main slide area
 * @csspart slides-image - the slide image
 * @csspart slides-window - the small window's frame
 * @csspart slides-bar - the small window's bar (move handle and switch button)
 * @csspart slides-move - the move handle
 * @csspart slides-switch - the switch button
 * @csspart slides-panel - the chapter panel
 * @csspart slides-handle - the menu handle opening and closing the panel
 * @csspart slides-tab - a tab
 * @csspart slides-chapter - a chapter button
 */
export class DdiSlides extends LitElement {
  static override styles = styles;
  /** Copied by the host into `exportparts`. */
  static exportParts = 'slides-main, slides-image, slides-window, slides-bar, slides-move, slides-switch, slides-panel, slides-handle, slides-tab, slides-chapter';

  #state = stateConsumer(this, (state) => this.#onState(state));
  /** The platform calls of this element, aborted when it leaves the page. */
  #calls = new RequestScope(this);
  #started = false;
  #warned = false;
  #chapters: SlidesChapter[] = [];
  #slides: SlidesImage[] = [];
  #main: MainScreen = 'ppt';
  #open = true;
  #tab: 'text' | 'thumbs' = 'text';
  #size = { width: 0, height: 0 };
  #pos = { x: 0, y: 0 };
  #box = { width: 0, height: 0 };
  #sent = '';
  #firedSlide = -1;
  #firedMain: MainScreen | null = null;
  #drag: { id: number; x: number; y: number; from: { x: number; y: number } } | undefined;
  #parent: ParentNode | null = null;

  /** The valid chapters (for tests and pages). */
  get chapters(): readonly SlidesChapter[] {
    return this.#chapters;
  }

  /** The valid slide images. */
  get slides(): readonly SlidesImage[] {
    return this.#slides;
  }

  /** The main view now. */
  get mainScreen(): MainScreen {
    return this.#main;
  }

  constructor() {
    super();
    // Measured in the next frame: the layout request it leads to moves the host's video (no ResizeObserver loop).
    new ResizeController(this, () => requestAnimationFrame(() => this.#measure()));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#parent = this.parentNode;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Removed (a new source): the layout goes off, asked from where this element was (it is detached now).
    if (this.#sent && this.#parent?.isConnected) this.#parent.dispatchEvent(playerRequest('ddi-slides-request', { main: null, x: 0, y: 0, width: 0, height: 0 }));
    this.#sent = '';
    this.#firedMain = null;
    this.#firedSlide = -1;
  }

  // ---------------------------------------------------------------- data

  #onState(state: PlayerState): void {
    if (this.#started) return;
    const option = state.options.ppt;
    const id = typeof option === 'string' ? option : state.vod?.info.ppt;
    if (!isRecord(option) && !(id && state.vod)) {
      if (option !== undefined && option !== '' && !this.#warned) {
        console.warn('ddi-slides: the ppt option must be { page, slides } (or, playing by vid, a PPT id); no slides are shown');
        this.#warned = true;
      }
      return;
    }
    this.#started = true;
    const { mainScreen, subWidth, subHeight, pptVisible } = state.options;
    if (mainScreen !== 'ppt' && mainScreen !== 'video') console.warn(`ddi-slides: mainScreen must be 'ppt' or 'video'; using 'ppt'`);
    this.#main = mainScreen === 'video' ? 'video' : 'ppt';
    for (const [name, value] of [['subWidth', subWidth], ['subHeight', subHeight]] as const) {
      if (!(typeof value === 'number' && Number.isFinite(value) && value > 0)) console.warn(`ddi-slides: ${name} must be a number of px above 0; using the default`);
    }
    this.#open = pptVisible !== false;
    if (isRecord(option)) this.#use(option.page, option.slides, document.baseURI);
    else void this.#fetch(state, id!);
  }

  async #fetch(state: PlayerState, id: string): Promise<void> {
    const { base, vid } = state.vod!;
    const client = overlayClient(state, this.#calls)!;
    const [ppt, slides] = await Promise.allSettled([client.ppt(id), client.slides(vid)]);
    let pages: unknown;
    let images: unknown;
    if (ppt.status === 'rejected') console.warn(`ddi-slides: the PPT ${id} could not be loaded: ${String(ppt.reason)}`);
    else if (isRecord(ppt.value) && isRecord(ppt.value.ppt)) pages = ppt.value.ppt.page;
    else console.warn(`ddi-slides: the PPT ${id} is not { ppt: { page } }`);
    if (slides.status === 'rejected') console.warn(`ddi-slides: the slides of ${vid} could not be loaded: ${String(slides.reason)}`);
    else if (isRecord(slides.value) && slides.value.code === 0) images = slides.value.data;
    else console.warn(`ddi-slides: the slides of ${vid} answered an error`);
    if (!this.isConnected) return;
    this.#use(pages, images, `${base}/`);
  }

  #use(pages: unknown, images: unknown, base: string): void {
    this.#chapters = validChapters(pages, base);
    this.#slides = validSlides(images, base);
    this.requestUpdate();
  }

  #hasData(): boolean {
    return this.#chapters.length > 0 || this.#slides.length > 0;
  }

  /** The slide list shown: the slide images, else the chapters' thumbnails. */
  #shown(): SlidesImage[] {
    return this.#slides.length > 0 ? this.#slides : this.#chapters.filter((chapter) => chapter.thumb).map((chapter) => ({ sec: chapter.sec, img: chapter.thumb }));
  }

  // ---------------------------------------------------------------- layout

  #measure(): void {
    const { width, height } = this.getBoundingClientRect();
    if (width === this.#size.width && height === this.#size.height) return;
    this.#size = { width, height };
    this.requestUpdate();
  }

  /** The small window's size (the options, at most the player's) and its position kept inside the player. */
  #layout(): void {
    const options = this.#state.value?.options;
    const px = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);
    const width = Math.min(px(options?.subWidth, 355), this.#size.width);
    const height = Math.min(px(options?.subHeight, 200), this.#size.height);
    this.#box = { width, height };
    this.#pos = this.#clamp(this.#pos.x, this.#pos.y);
  }

  #clamp(x: number, y: number): { x: number; y: number } {
    return {
      x: Math.round(Math.min(Math.max(0, x), Math.max(0, this.#size.width - this.#box.width))),
      y: Math.round(Math.min(Math.max(0, y), Math.max(0, this.#size.height - this.#box.height))),
    };
  }

  #moveTo(x: number, y: number): void {
    const next = this.#clamp(x, y);
    if (next.x === this.#pos.x && next.y === this.#pos.y) return;
    this.#pos = next;
    this.requestUpdate();
  }

  protected override willUpdate(): void {
    this.#layout();
  }

  protected override updated(_changed: PropertyValues<this>): void {
    const active = this.#hasData() && this.#size.width > 0;
    const detail = active ? { main: this.#main, ...this.#pos, ...this.#box } : { main: null, x: 0, y: 0, width: 0, height: 0 };
    const key = JSON.stringify(detail);
    if (key !== this.#sent && (active || this.#sent)) {
      this.#sent = key;
      this.dispatchEvent(playerRequest('ddi-slides-request', detail));
    }
    if (!active) return;
    if (this.#firedMain !== this.#main) {
      this.#firedMain = this.#main;
      this.dispatchEvent(playerEvent('ddi-main-screen-change', { main: this.#main }));
    }
    const shown = this.#shown();
    const index = currentIndex(shown, this.#state.value?.currentTime ?? 0);
    if (shown.length > 0 && index !== this.#firedSlide) {
      this.#firedSlide = index;
      this.dispatchEvent(playerEvent('ddi-slide-change', { index, sec: shown[index]!.sec }));
    }
  }

  // ---------------------------------------------------------------- render

  protected override render() {
    const state = this.#state.value;
    if (!state || !this.#hasData()) return nothing;
    const m = overlayMessages(state.messages);
    const shown = this.#shown();
    const index = currentIndex(shown, state.currentTime);
    const slide = shown[index];
    const image = slide
      ? html`<img class="image" part="slides-image" src=${slide.img} alt=${format(m.slidesSlide, { index: index + 1, total: shown.length })} draggable="false" />`
      : nothing;
    const main = this.#main;
    const chapter = currentIndex(this.#chapters, state.currentTime);
    return html`
      ${main === 'ppt' ? html`<div class="main" part="slides-main">${image}</div>` : nothing}
      <div
        class="window"
        part="slides-window"
        role="group"
        aria-label=${m.slidesWindow}
        ${cssProps({ left: `${this.#pos.x}px`, top: `${this.#pos.y}px`, width: `${this.#box.width}px`, height: `${this.#box.height}px` })}
      >
        ${main === 'video' ? image : nothing}
        <div class="bar" part="slides-bar">
          <button
            class="move"
            part="slides-move"
            type="button"
            aria-label=${m.slidesMoveWindow}
            title=${m.slidesMoveWindow}
            @keydown=${this.#onMoveKey}
            @pointerdown=${this.#onPointerDown}
            @pointermove=${this.#onPointerMove}
            @pointerup=${this.#onPointerUp}
            @pointercancel=${this.#onPointerUp}
            @lostpointercapture=${this.#onPointerUp}
          >
            ${gripIcon}
          </button>
          ${state.options.pptEnable === true
            ? html`<button class="switch" part="slides-switch" type="button" aria-label=${main === 'ppt' ? m.slidesShowVideo : m.slidesShowSlides} title=${main === 'ppt' ? m.slidesShowVideo : m.slidesShowSlides} @click=${this.#switch}>
                ${swapIcon}
              </button>`
            : nothing}
        </div>
      </div>
      ${this.#chapters.length > 0 ? this.#renderPanel(state, chapter) : nothing}
    `;
  }

  #renderPanel(state: PlayerState, current: number) {
    const m = overlayMessages(state.messages);
    const tab = (name: 'text' | 'thumbs', label: string) =>
      html`<button
        role="tab"
        class="tab"
        part="slides-tab"
        id="tab-${name}"
        type="button"
        aria-selected=${this.#tab === name ? 'true' : 'false'}
        aria-controls="tabpanel-${name}"
        tabindex=${this.#tab === name ? 0 : -1}
        @click=${() => this.#select(name, false)}
      >
        ${label}
      </button>`;
    const item = (chapter: SlidesChapter, index: number, thumbs: boolean) =>
      html`<li>
        <button
          class="chapter"
          part="slides-chapter"
          type="button"
          aria-current=${index === current ? 'true' : nothing}
          @click=${() => this.dispatchEvent(playerRequest('ddi-seek-request', { time: chapter.sec }))}
        >
          ${thumbs && chapter.thumb ? html`<img class="thumb" src=${chapter.thumb} alt="" draggable="false" />` : nothing}
          <span class="title">${chapter.title}</span>
          <span class="time">${formatTime(chapter.sec)}</span>
          ${!thumbs && chapter.text ? html`<span class="text">${chapter.text}</span>` : nothing}
        </button>
      </li>`;
    return html`
      <button
        class="handle"
        part="slides-handle"
        type="button"
        aria-label=${m.slidesChapters}
        title=${m.slidesChapters}
        aria-expanded=${this.#open ? 'true' : 'false'}
        aria-controls="panel"
        @click=${this.#toggle}
      >
        ${menuIcon}
      </button>
      <section class="panel" part="slides-panel" id="panel" aria-label=${m.slidesChapters} ?hidden=${!this.#open}>
        <div class="tabs" role="tablist" aria-label=${m.slidesTabs} @keydown=${this.#onTabKey}>
          ${tab('text', m.slidesText)} ${tab('thumbs', m.slidesThumbnails)}
        </div>
        <div class="tabpanel" role="tabpanel" id="tabpanel-text" aria-labelledby="tab-text" ?hidden=${this.#tab !== 'text'}>
          <ol class="chapters">
            ${this.#chapters.map((chapter, index) => item(chapter, index, false))}
          </ol>
        </div>
        <div class="tabpanel" role="tabpanel" id="tabpanel-thumbs" aria-labelledby="tab-thumbs" ?hidden=${this.#tab !== 'thumbs'}>
          <ol class="chapters thumbs">
            ${this.#chapters.map((chapter, index) => item(chapter, index, true))}
          </ol>
        </div>
      </section>
    `;
  }

  // ---------------------------------------------------------------- interaction

  #toggle(): void {
    this.#open = !this.#open;
    this.requestUpdate();
  }

  #switch(): void {
    this.#main = this.#main === 'ppt' ? 'video' : 'ppt';
    this.requestUpdate();
  }

  /** APG tabs, automatic activation: ←/→ move to the previous / next tab (wrapping), Home / End to the first / last. */
  #onTabKey(event: KeyboardEvent): void {
    const order = ['text', 'thumbs'] as const;
    const at = order.indexOf(this.#tab);
    const next = { ArrowRight: (at + 1) % 2, ArrowLeft: (at + 1) % 2, Home: 0, End: 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    this.#select(order[next]!, true);
  }

  #select(name: 'text' | 'thumbs', focus: boolean): void {
    this.#tab = name;
    this.requestUpdate();
    if (focus) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${name}`)?.focus());
  }

  #onMoveKey(event: KeyboardEvent): void {
    const step = event.shiftKey ? MOVE_BIG_STEP_PX : MOVE_STEP_PX;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!delta) return;
    event.preventDefault();
    event.stopPropagation(); // not the player's seek / volume shortcuts
    this.#moveTo(this.#pos.x + delta[0]!, this.#pos.y + delta[1]!);
  }

  #onPointerDown(event: PointerEvent): void {
    if (event.button !== 0) return;
    event.preventDefault();
    this.#drag = { id: event.pointerId, x: event.clientX, y: event.clientY, from: { ...this.#pos } };
    try {
      (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    } catch {
      // a synthetic pointer cannot be captured; moves on the handle still count
    }
  }

  #onPointerMove(event: PointerEvent): void {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.id) return;
    this.#moveTo(drag.from.x + event.clientX - drag.x, drag.from.y + event.clientY - drag.y);
  }

  #onPointerUp(event: PointerEvent): void {
    if (this.#drag && event.pointerId === this.#drag.id) this.#drag = undefined;
  }
}

defineElement('ddi-slides', DdiSlides);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-slides': DdiSlides;
  }
}
