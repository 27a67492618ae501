import { LitElement, html, nothing } from 'lit';
import { formatTime } from '../core/format.js';
import { format } from '../core/i18n.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import type { PlayerOptions } from '../core/options.js';
import { safeHttpUrl } from '../core/sanitize.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-playlist.styles.js';
import { defineElement } from '../core/define.js';

/** A checked playlist entry (option `playlist`): a platform `vid` or a media URL `src`, and a title. */
export interface PlaylistEntry {
  vid: string;
  src: string;
  title: string;
  /** An http(s) picture URL, or `''`. */
  cover: string;
  /** Seconds, or 0 when not given. */
  duration: number;
}

/**
 * The `playlist` option checked: each entry needs a non-empty `title` and a `vid` or an http(s) `src`;
 * others are dropped with a console warning naming their index. Not an array: no entries.
 */
export function parsePlaylist(value: unknown): PlaylistEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    console.warn('ddi-playlist: playlist must be an array of { title, vid | src, cover?, duration? }');
    return [];
  }
  const entries: PlaylistEntry[] = [];
  value.forEach((item: unknown, index) => {
    const entry = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const title = typeof entry.title === 'string' ? entry.title.trim() : '';
    const vid = typeof entry.vid === 'string' ? entry.vid.trim() : '';
    const src = safeHttpUrl(entry.src);
    if (!title || (!vid && !src)) {
      console.warn(`ddi-playlist: playlist[${index}] skipped: it needs a title and a vid or an http(s) src`);
      return;
    }
    const duration = typeof entry.duration === 'number' && Number.isFinite(entry.duration) && entry.duration > 0 ? entry.duration : 0;
    entries.push({ vid, src: vid ? '' : src, title, cover: safeHttpUrl(entry.cover), duration });
  });
  return entries;
}

/** The entry playing now: the one with the player's vid, else the one with its media URL. */
export function currentEntry(entries: PlaylistEntry[], state: Pick<PlayerState, 'vod' | 'options'>): number {
  const vid = state.vod?.vid ?? state.options.vid;
  const url = safeHttpUrl(state.options.url);
  return entries.findIndex((entry) => (entry.vid ? entry.vid === vid : entry.src === url));
}

interface PlaylistHost {
  changeVid?(next: PlayerOptions): void;
  play?(): Promise<void>;
}

/**
 * The playlist side panel of spec §2: 350 px wide on the right, listing the `playlist` option's entries
 * (title, optional cover and duration), the playing one marked `aria-current`. A "Playlist" button on the
 * right edge opens and closes it (Escape closes it too). Choosing an entry fires `ddi-playlist-select`
 * (cancelable: `preventDefault()` keeps the player as it is); otherwise the player changes to the entry
 * (`changeVid({ vid })` or `changeVid({ url: src })`) and plays it. The panel stays open across the change.
 * Loaded only when the option lists entries.
 *
 * @tag ddi-playlist
 * @fires ddi-playlist-select - `{ index, vid, src, title }` (bubbles, composed, cancelable): the viewer chose an entry
 * @csspart playlist-toggle - the button opening and closing the panel
 * @csspart playlist - the panel
 * @csspart playlist-item - each entry's button
 */
export class DdiPlaylist extends LitElement {
  static override styles = styles;
  /** Copied by the host into `exportparts`. */
  static exportParts = 'playlist-toggle, playlist, playlist-item';
  /** Open across a change of video (the element is mounted again for the new one). */
  static #open = new WeakMap<Node, boolean>();

  #state = stateConsumer(this, (state) => this.#configure(state));
  #entries: PlaylistEntry[] = [];
  #source: unknown;

  get #player(): PlaylistHost | null {
    const root = this.getRootNode();
    return root instanceof ShadowRoot ? (root.host as PlaylistHost) : null;
  }

  get #isOpen(): boolean {
    return DdiPlaylist.#open.get(this.#key()) ?? false;
  }

  #key(): Node {
    const root = this.getRootNode();
    return root instanceof ShadowRoot ? root.host : this;
  }

  #configure(state: PlayerState): void {
    if (state.options.playlist === this.#source) return;
    this.#source = state.options.playlist;
    this.#entries = parsePlaylist(this.#source);
  }

  protected override render() {
    const state = this.#state.value;
    if (!state || this.#entries.length === 0) return nothing;
    const m = overlayMessages(state.messages);
    const open = this.#isOpen;
    const current = currentEntry(this.#entries, state);
    return html`<button class="toggle" part="playlist-toggle" type="button" aria-expanded=${open} aria-controls="panel" @click=${() => this.#toggle(!open)}>
        ${m.playlist}
      </button>
      ${open
        ? html`<section id="panel" class="panel" part="playlist" aria-labelledby="heading" @keydown=${this.#onKey}>
            <header>
              <h2 id="heading">${format(m.playlistCount, { count: this.#entries.length })}</h2>
              <button class="close" type="button" aria-label=${m.close} title=${m.close} @click=${() => this.#toggle(false)}>${icon('close')}</button>
            </header>
            <ol>
              ${this.#entries.map(
                (entry, index) => html`<li>
                  <button class="item" part="playlist-item" type="button" aria-current=${index === current ? 'true' : 'false'} @click=${() => this.#choose(index)}>
                    ${entry.cover ? html`<img src=${entry.cover} alt="" loading="lazy" />` : nothing}
                    <span class="title">${entry.title}</span>
                    ${entry.duration ? html`<span class="duration">${formatTime(entry.duration)}</span>` : nothing}
                  </button>
                </li>`,
              )}
            </ol>
          </section>`
        : nothing}`;
  }

  #toggle(open: boolean): void {
    DdiPlaylist.#open.set(this.#key(), open);
    this.requestUpdate();
    if (!open) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.toggle')?.focus());
  }

  #onKey(event: KeyboardEvent): void {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    this.#toggle(false);
  }

  #choose(index: number): void {
    const entry = this.#entries[index]!;
    const state = this.#state.value;
    const detail = { index, vid: entry.vid, src: entry.src, title: entry.title };
    const chosen = new CustomEvent('ddi-playlist-select', { detail, bubbles: true, composed: true, cancelable: true });
    if (!this.dispatchEvent(chosen) || (state && index === currentEntry(this.#entries, state))) return;
    const player = this.#player;
    player?.changeVid?.(entry.vid ? { vid: entry.vid, url: '' } : { vid: '', url: entry.src });
    void player?.play?.().catch(() => undefined);
  }
}

defineElement('ddi-playlist', DdiPlaylist);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-playlist': DdiPlaylist;
  }
}
