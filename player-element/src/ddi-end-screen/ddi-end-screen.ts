import { LitElement, html, nothing, svg } from 'lit';
import { cssProps } from '../core/css-props.js';
import { cssUrl } from '../core/css-url.js';
import { playerRequest } from '../core/events.js';
import { formatTime } from '../core/format.js';
import { format } from '../core/i18n.js';
import { safeHttpUrl } from '../core/sanitize.js';
import { overlayClient } from '../platform/platform-client.js';
import { isAborted, RequestScope } from '../platform/request.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-end-screen.styles.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { defineElement } from '../core/define.js';

/** A recommendation entry (spec §3): another video of the platform. */
export interface Recommendation {
  vid: string;
  title: string;
  /** Absolute http(s) URL, or `''`. */
  firstImage: string;
  /** Seconds. */
  duration: number;
}

/** Spec §4 tail recommendation types 1–4: the list of the recommend file they read. */
const LISTS = { 1: 'related', 2: 'newest', 3: 'hottest', 4: 'recommended' } as const;
/** Spec §9: recommendation pages auto-advance every 10 s. */
export const AUTO_ADVANCE_MS = 10_000;
/** Spec §8: 'copy success' is shown 2 s. */
export const COPIED_MS = 2000;

/** The entries of a recommend list that have a vid and a title; others are dropped with a warning. */
export function recommendations(list: unknown, base: string): Recommendation[] {
  if (!Array.isArray(list)) {
    if (list !== undefined) console.warn('ddi-end-screen: a recommendation list must be an array of { vid, title, firstImage, duration }');
    return [];
  }
  const valid: Recommendation[] = [];
  for (const item of list as unknown[]) {
    const entry = item as Partial<Record<keyof Recommendation, unknown>> | null;
    if (!entry || typeof entry.vid !== 'string' || !entry.vid || typeof entry.title !== 'string') {
      console.warn('ddi-end-screen: a recommendation without vid or title is skipped:', item);
      continue;
    }
    const duration = Number(entry.duration);
    valid.push({ vid: entry.vid, title: entry.title, firstImage: safeHttpUrl(entry.firstImage, base), duration: Number.isFinite(duration) && duration > 0 ? duration : 0 });
  }
  return valid;
}

/** `"` `&` `<` `>` escaped for an HTML attribute value of the embed code. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The embed code of this video: the player script plus `<ddi-player vid="…">` (or `src="…"`). */
export function embedCode(scriptUrl: string, source: { vid: string } | { src: string }): string {
  const target = 'vid' in source ? `vid="${attribute(source.vid)}"` : `src="${attribute(source.src)}"`;
  return `<script type="module" src="${attribute(scriptUrl)}"></script><ddi-player ${target}></ddi-player>`;
}

/** Share links of three social sites (intent URLs, the page URL and title encoded). */
export function shareLinks(url: string, title: string): { site: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { site: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { site: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { site: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The end screen of spec §2 ("cover with replay, share QR code, share links to three social sites,
 * copy-embed-code buttons, and a paged related-video list with previous/next arrows"), §4 tail
 * recommendation types, §8 ('copy success' shown 2 s) and §9 (pages of 4 items, 3 when the source is not
 * HLS; auto-advance every 10 s, looping to the first page).
 *
 * It opens as a modal dialog when the video has ended, no end interlude (tail clip, end ad) holds it and
 * the loop is off; focus goes to Replay, Tab stays inside, Escape closes it and focus returns to the
 * player. Replay asks the host to seek to 0 and play. The QR code of the share URL (option `shareUrl`,
 * default the page's URL) is drawn as SVG by the `uqr` encoder, loaded only when the screen first shows.
 * Recommendations by `tailRecommendOpt.type` (option over video info): 0 none, 1 related, 2 newest,
 * 3 hottest, 4 recommended (option `recommendations`, else `GET /vod/recommend/{vid}.rjson`), 5 the
 * replay cover only, 6 one custom card (`custom: { title, url, image }`, a link). Choosing a
 * recommendation fires `ddi-recommend-select`; the player does not change video itself: the page decides.
 *
 * @tag ddi-end-screen
 * @fires ddi-seek-request - replay: `{ time: 0 }`
 * @fires ddi-play-request - replay
 * @fires ddi-recommend-select - `{ vid, title }` (bubbles, composed, cancelable): the viewer chose a recommendation
 * @csspart end-screen - the dialog
 * @csspart end-replay - the replay button
 * @csspart end-share - the share block
 * @csspart end-qr - the QR code (SVG)
 * @csspart end-share-link - each social link
 * @csspart end-copy - the copy-embed-code button
 * @csspart end-copied - the 'copy success' message
 * @csspart end-list - the recommendation list
 * @csspart end-card - a recommendation
 * @csspart end-previous - previous page
 * @csspart end-next - next page
 */
export class DdiEndScreen extends LitElement {
  static override styles = styles;
  /** Copied by the host into `exportparts`. */
  static exportParts = 'end-screen, end-replay, end-share, end-qr, end-share-link, end-copy, end-copied, end-list, end-card, end-previous, end-next';

  private get replayButton(): HTMLButtonElement | null {
    return this.renderRoot?.querySelector<HTMLButtonElement>('.replay') ?? null;
  }

  #state = stateConsumer(this, (state) => this.#onState(state));
  /** The platform calls of this element, aborted when it leaves the page. */
  #calls = new RequestScope(this);
  #open = false;
  /** Closed with Escape for this round (until the video plays again). */
  #dismissed = false;
  #qr: { size: number; data: boolean[][] } | null = null;
  #qrFor = '';
  #recommendations: Recommendation[] | null = null;
  #custom: { title: string; url: string; image: string } | null = null;
  #type = 0;
  #page = 0;
  #auto: ReturnType<typeof setInterval> | undefined;
  #hovered = false;
  #focused = false;
  #copied = false;
  #copiedTimer: ReturnType<typeof setTimeout> | undefined;

  /** The end screen is shown. */
  get open(): boolean {
    return this.#open;
  }

  /** The page of recommendations shown (0-based). */
  get page(): number {
    return this.#page;
  }

  /** Recommendations per page: 4, or 3 when the source is not HLS (spec §9). */
  get pageSize(): number {
    return this.#state.value?.sourceKind === 'hls' ? 4 : 3;
  }

  get pages(): number {
    return Math.max(1, Math.ceil((this.#recommendations?.length ?? 0) / this.pageSize));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#auto);
    clearTimeout(this.#copiedTimer);
  }

  #onState(state: PlayerState): void {
    const held = Object.values(state.holds).includes('end');
    const show = state.ended && !held && !state.loop;
    if (!state.ended) this.#dismissed = false;
    if (show && !this.#open && !this.#dismissed) this.#show(state);
    else if (!show && this.#open) this.#hide(false);
  }

  #shareUrl(state: PlayerState): string {
    return safeHttpUrl(state.options.shareUrl, location.href) || location.href;
  }

  #show(state: PlayerState): void {
    this.#open = true;
    this.#page = 0;
    this.requestUpdate();
    void this.updateComplete.then(() => this.replayButton?.focus());
    void this.#loadQr(this.#shareUrl(state));
    if (this.#recommendations === null) void this.#loadRecommendations(state);
    this.#restartAuto();
  }

  #hide(returnFocus: boolean): void {
    this.#open = false;
    clearInterval(this.#auto);
    this.requestUpdate();
    if (returnFocus) {
      const root = this.getRootNode();
      const player = root instanceof ShadowRoot ? (root.host as HTMLElement) : null;
      player?.focus();
    }
  }

  async #loadQr(url: string): Promise<void> {
    if (this.#qrFor === url) return;
    this.#qrFor = url;
    try {
      const { encode } = await import('./qr-encode.js');
      const result = encode(url, { ecc: 'M', border: 0 });
      this.#qr = { size: result.size, data: result.data };
      this.requestUpdate();
    } catch (error) {
      console.warn('ddi-end-screen: the QR code cannot be drawn:', error);
    }
  }

  async #loadRecommendations(state: PlayerState): Promise<void> {
    this.#recommendations = [];
    const options = state.options;
    const info = state.vod?.info;
    const opt = options.tailRecommendOpt ?? info?.tailRecommendOpt;
    const rawType = opt && typeof opt === 'object' ? Number(opt.type) : options.recommendations ? 1 : 0;
    if (!Number.isInteger(rawType) || rawType < 0 || rawType > 6) {
      console.warn(`ddi-end-screen: tailRecommendOpt.type must be 0–6, got ${String(opt?.type)}; no recommendations`);
      this.#type = 0;
      return;
    }
    this.#type = rawType;
    if (rawType === 6) {
      const custom = opt?.custom;
      const url = safeHttpUrl(custom?.url, location.href);
      if (!custom || typeof custom.title !== 'string' || !url) {
        console.warn('ddi-end-screen: tailRecommendOpt type 6 needs custom { title, url (http(s)), image }');
        this.#type = 0;
        return;
      }
      const base = options.tailRecommendOpt || !state.vod ? location.href : `${state.vod.base}/`;
      this.#custom = { title: custom.title, url, image: safeHttpUrl(custom.image, base) };
      this.requestUpdate();
      return;
    }
    if (rawType < 1 || rawType > 4) return;
    const key = LISTS[rawType as 1 | 2 | 3 | 4];
    let lists: unknown = options.recommendations;
    let base = location.href;
    if (lists === undefined && state.vod) {
      base = `${state.vod.base}/`;
      try {
        lists = await overlayClient(state, this.#calls)?.recommendations(state.vod.vid);
      } catch (error) {
        if (!isAborted(error)) console.warn('ddi-end-screen: the recommendations cannot be loaded:', error);
        return;
      }
    }
    this.#recommendations = recommendations((lists as Record<string, unknown> | undefined)?.[key], base);
    this.requestUpdate();
    this.#restartAuto();
  }

  #restartAuto(): void {
    clearInterval(this.#auto);
    if (!this.#open) return;
    this.#auto = setInterval(() => {
      if (this.#hovered || this.#focused || this.pages < 2) return;
      this.#go(1);
    }, AUTO_ADVANCE_MS);
  }

  #go(step: number): void {
    this.#page = (this.#page + step + this.pages) % this.pages;
    this.requestUpdate();
  }

  #replay(): void {
    this.dispatchEvent(playerRequest('ddi-seek-request', { time: 0 }));
    this.dispatchEvent(playerRequest('ddi-play-request', {}));
    this.#hide(true);
  }

  #select(item: Recommendation): void {
    this.dispatchEvent(new CustomEvent('ddi-recommend-select', { detail: { vid: item.vid, title: item.title }, bubbles: true, composed: true, cancelable: true }));
  }

  async #copy(state: PlayerState): Promise<void> {
    const options = state.options;
    const script = safeHttpUrl(options.embedScriptUrl, location.href) || (state.vod ? `${state.vod.base}/player/ddi-player.js` : new URL('/player/ddi-player.js', location.href).href);
    const source = state.vod ? { vid: state.vod.vid } : { src: options.url ? new URL(options.url, location.href).href : '' };
    const code = embedCode(script, source);
    let done = false;
    try {
      await navigator.clipboard.writeText(code);
      done = true;
    } catch {
      const area = document.createElement('textarea');
      area.value = code;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      this.renderRoot.append(area);
      area.select();
      try {
        done = document.execCommand('copy');
      } catch {
        done = false;
      }
      area.remove();
      this.renderRoot.querySelector<HTMLElement>('.copy')?.focus();
    }
    if (!done) {
      console.warn('ddi-end-screen: the embed code could not be copied');
      return;
    }
    this.#copied = true;
    this.requestUpdate();
    clearTimeout(this.#copiedTimer);
    this.#copiedTimer = setTimeout(() => {
      this.#copied = false;
      this.requestUpdate();
    }, COPIED_MS);
  }

  #onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.#dismissed = true;
      this.#hide(true);
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...this.renderRoot.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = (this.renderRoot as ShadowRoot).activeElement;
    if (event.shiftKey && (active === first || !active)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !active)) {
      event.preventDefault();
      first.focus();
    }
  }

  #renderQr(url: string, label: string) {
    const qr = this.#qr;
    if (!qr) return nothing;
    let path = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return html`<svg class="qr" part="end-qr" role="img" aria-label=${format(label, { url })} data-modules=${qr.size} viewBox="0 0 ${qr.size} ${qr.size}">
      ${svg`<path d=${path} fill="#000"></path>`}
    </svg>`;
  }

  #renderList(state: PlayerState) {
    const m = overlayMessages(state.messages);
    if (this.#type === 6 && this.#custom) {
      const custom = this.#custom;
      return html`<div class="list" part="end-list" role="group" aria-label=${m.recommendations}>
        <ul ${cssProps({ '--ddi-end-columns': '1', 'max-width': '200px' })}>
          <li>
            <a class="card" part="end-card" href=${custom.url} target="_blank" rel="noopener noreferrer">
              ${custom.image ? html`<img src=${custom.image} alt="" />` : nothing}
              <span class="title">${custom.title}</span>
            </a>
          </li>
        </ul>
      </div>`;
    }
    const list = this.#recommendations ?? [];
    if (this.#type < 1 || this.#type > 4 || list.length === 0) return nothing;
    const size = this.pageSize;
    const shown = list.slice(this.#page * size, this.#page * size + size);
    const paged = this.pages > 1;
    return html`<div
        class="list"
        part="end-list"
        role="group"
        aria-label=${m.recommendations}
        @mouseenter=${() => (this.#hovered = true)}
        @mouseleave=${() => (this.#hovered = false)}
        @focusin=${() => (this.#focused = true)}
        @focusout=${() => (this.#focused = false)}
      >
        ${paged
          ? html`<button class="arrow" part="end-previous" type="button" aria-label=${m.previousPage} title=${m.previousPage} @click=${() => this.#go(-1)}>‹</button>`
          : nothing}
        <ul ${cssProps({ '--ddi-end-columns': String(size) })}>
          ${shown.map(
            (item) =>
              html`<li>
                <button class="card" part="end-card" type="button" @click=${() => this.#select(item)}>
                  ${item.firstImage ? html`<img src=${item.firstImage} alt="" />` : nothing}
                  <span class="title">${item.title}</span>
                  <span class="duration">${formatTime(item.duration)}</span>
                </button>
              </li>`,
          )}
        </ul>
        ${paged ? html`<button class="arrow" part="end-next" type="button" aria-label=${m.nextPage} title=${m.nextPage} @click=${() => this.#go(1)}>›</button>` : nothing}
      </div>
      ${paged ? html`<p class="page">${format(m.recommendPage, { page: this.#page + 1, pages: this.pages })}</p>` : nothing}`;
  }

  protected override render() {
    const state = this.#state.value;
    if (!state || !this.#open) return nothing;
    const m = overlayMessages(state.messages);
    const url = this.#shareUrl(state);
    const title = state.vod?.info.title ?? document.title;
    const cover = state.coverUrl && /^(https?:|\/)/.test(state.coverUrl) ? cssUrl(state.coverUrl) : undefined;
    return html`<div
      class="screen ${this.#type === 5 ? 'cover-only' : ''}"
      part="end-screen"
      role="dialog"
      aria-modal="true"
      aria-label=${m.endScreen}
      ${cssProps({ 'background-image': cover })}
      @keydown=${this.#onKeydown}
    >
      <button class="replay" part="end-replay" type="button" @click=${this.#replay}>${icon('play')}${m.replay}</button>
      <div class="share" part="end-share" role="group" aria-label=${m.share}>
        ${this.#renderQr(url, m.shareQr)}
        <div class="links">
          ${shareLinks(url, title).map(
            (link) =>
              html`<a part="end-share-link" href=${link.href} target="_blank" rel="noopener noreferrer" aria-label=${format(m.shareOn, { site: link.site })}>${link.site}</a>`,
          )}
          <button class="copy" part="end-copy" type="button" @click=${() => void this.#copy(state)}>${m.copyEmbed}</button>
        </div>
      </div>
      <p class="copied" part="end-copied" role="status">${this.#copied ? m.copySuccess : ''}</p>
      ${this.#type === 5 ? nothing : this.#renderList(state)}
    </div>`;
  }
}

defineElement('ddi-end-screen', DdiEndScreen);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-end-screen': DdiEndScreen;
  }
}
