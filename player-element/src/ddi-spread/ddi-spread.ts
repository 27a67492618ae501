import { LitElement, html, nothing } from 'lit';
import { cssProps } from '../core/css-props.js';
import { isRecord, safeHttpUrl } from '../core/sanitize.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-spread.styles.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { ResizeController } from '../controllers/resize-controller.js';
import { defineElement } from '../core/define.js';

/** A validated spread banner (spec §3 Spread). */
export interface SpreadBanner {
  kind: 'text' | 'image';
  /** The ticker's text, or the image's absolute URL. */
  content: string;
  /** Where the banner links to (http(s) only), or `''`. */
  url: string;
  position: 'top' | 'bottom';
  /** 0–1. */
  opacity: number;
}

const IMAGE_PREFIXES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'];

/** Spec §9: one pass of the text ticker lasts max(10 s, (text width + player width) / 100) seconds. */
export function tickerSeconds(textWidth: number, playerWidth: number): number {
  return Math.max(10, (textWidth + playerWidth) / 100);
}

/**
 * The spread option / video-info field `{ tg_url, tg_position, tg_content, tg_opacity }` checked: null
 * (with a console warning) when it cannot be shown. `base` resolves relative URLs.
 */
export function parseSpread(value: unknown, base: string): SpreadBanner | null {
  const warn = (why: string) => {
    console.warn(`ddi-spread: the spread banner is not shown: ${why}`);
    return null;
  };
  if (!isRecord(value)) return warn('spread must be an object { tg_url, tg_position, tg_content, tg_opacity }');
  const spread = value;
  const content = spread.tg_content;
  if (typeof content !== 'string') return warn('tg_content must be a string');
  const colon = content.indexOf(':');
  const prefix = colon > 0 ? content.slice(0, colon).trim().toLowerCase() : '';
  const rest = colon > 0 ? content.slice(colon + 1) : '';
  let banner: Pick<SpreadBanner, 'kind' | 'content'>;
  if (prefix === 'txt') {
    if (!rest.trim()) return warn('the tg_content text is empty');
    banner = { kind: 'text', content: rest.trim() };
  } else if (IMAGE_PREFIXES.includes(prefix)) {
    const image = safeHttpUrl(rest.trim(), base);
    if (!rest.trim() || !image) return warn(`the tg_content image URL "${rest}" is not an http(s) URL`);
    banner = { kind: 'image', content: image };
  } else {
    return warn(`tg_content must start with txt: or an image type (${IMAGE_PREFIXES.join(', ')}), got "${content.slice(0, 20)}"`);
  }
  let url = '';
  if (typeof spread.tg_url === 'string' && spread.tg_url.trim()) {
    url = safeHttpUrl(spread.tg_url, base);
    if (!url) console.warn(`ddi-spread: tg_url "${spread.tg_url}" is not an http(s) URL; the banner does not link`);
  }
  const position = spread.tg_position === 'bottom' ? 'bottom' : 'top';
  const rawOpacity = typeof spread.tg_opacity === 'string' ? Number(spread.tg_opacity) : spread.tg_opacity;
  const opacity = typeof rawOpacity === 'number' && Number.isFinite(rawOpacity) ? Math.min(100, Math.max(0, rawOpacity)) / 100 : 1;
  return { ...banner, url, position, opacity };
}

/**
 * The promotional spread banner of spec §2 ("text ticker or image, with a close control"), §3 Spread and
 * §9 (a ticker pass lasts max(10 s, (text width + player width) / 100) s). Option `spread` wins over the
 * video info's `spread`. `tg_content` `'txt:<text>'` scrolls the text across (still under
 * `prefers-reduced-motion: reduce`), an image prefix (`jpg:`, `png:`, `gif:`, `webp:`, `svg:`, `jpeg:`)
 * shows the image; both link to `tg_url` (http(s) only, in a new tab). Malformed: a console warning and
 * no banner. Loaded only when a spread is configured.
 *
 * @tag ddi-spread
 * @csspart spread - the banner
 * @csspart spread-link - the link around the content
 * @csspart spread-text - the ticker's text
 * @csspart spread-image - the image
 * @csspart spread-close - the close button
 * @cssproperty [--ddi-spread-bottom=48px] - distance of a bottom banner from the stage's bottom (clears the control bar)
 */
export class DdiSpread extends LitElement {
  static override styles = styles;
  /** Copied by the host into `exportparts`. */
  static exportParts = 'spread, spread-link, spread-text, spread-image, spread-close';

  private get text(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('.text') ?? null;
  }

  #state = stateConsumer(this, (state) => this.#configure(state));
  #banner: SpreadBanner | null | undefined;
  #closed = false;
  /** Seconds one pass of the text ticker lasts (0 until measured, and for images). */
  tickerDuration = 0;

  /** The banner shown (null: none, or closed). */
  get banner(): SpreadBanner | null {
    return this.#closed ? null : (this.#banner ?? null);
  }

  constructor() {
    super();
    new ResizeController(this, () => this.#measure());
  }

  #configure(state: PlayerState): void {
    if (this.#banner !== undefined) return;
    const fromOptions = state.options.spread !== undefined;
    const value = fromOptions ? state.options.spread : state.vod?.info.spread;
    if (value === undefined || value === null) {
      this.#banner = null;
      return;
    }
    this.#banner = parseSpread(value, fromOptions || !state.vod ? document.baseURI : `${state.vod.base}/`);
    if (this.#banner) this.dataset.position = this.#banner.position;
    this.requestUpdate();
  }

  protected override updated(): void {
    this.#measure();
  }

  #measure(): void {
    const text = this.text;
    if (!text) return;
    const textWidth = text.offsetWidth;
    const playerWidth = this.offsetWidth;
    this.tickerDuration = tickerSeconds(textWidth, playerWidth);
    text.style.setProperty('--ddi-spread-from', `${playerWidth}px`);
    text.style.setProperty('--ddi-spread-to', `${-textWidth}px`);
    text.style.setProperty('--ddi-spread-duration', `${this.tickerDuration}s`);
  }

  #close(): void {
    this.#closed = true;
    this.requestUpdate();
  }

  protected override render() {
    const state = this.#state.value;
    const banner = this.banner;
    if (!state || !banner) return nothing;
    const m = overlayMessages(state.messages);
    const content =
      banner.kind === 'text'
        ? html`<span class="text" part="spread-text">${banner.content}</span>`
        : html`<img class="image" part="spread-image" src=${banner.content} alt=${m.spread} />`;
    return html`<div class="banner" part="spread" role="region" aria-label=${m.spread} ${cssProps({ opacity: banner.opacity })}>
      <div class="viewport">
        ${banner.url ? html`<a part="spread-link" href=${banner.url} target="_blank" rel="noopener noreferrer">${content}</a>` : content}
      </div>
      <button class="close" part="spread-close" type="button" aria-label=${m.close} title=${m.close} @click=${this.#close}>${icon('close')}</button>
    </div>`;
  }
}

defineElement('ddi-spread', DdiSpread);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-spread': DdiSpread;
  }
}
