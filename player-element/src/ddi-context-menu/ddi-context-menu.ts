import { LitElement, html, nothing } from 'lit';
import { shortcutList } from '../controllers/shortcut-list.js';
import { cssProps } from '../core/css-props.js';
import { PLAYER_VERSION } from '../core/constants.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { playerRequest } from '../core/events.js';
import type { RightMenuItem } from '../core/options.js';
import { stateConsumer } from '../core/state.js';
import { styles } from './ddi-context-menu.styles.js';
import { defineElement } from '../core/define.js';

/**
 * The right-click menu of spec §2: the player version line (`v…-DRM11`) and the page's custom items
 * (`rightMenu` option: `rightName` shown as text, `rightUrl` opened in a new tab, `callback` called).
 * Last, `Keyboard shortcuts` (issue 28) opens the list of the keys that act in this player (none with
 * `preventKeyboardEvent`, then the item is absent). Loaded on the first right-click.
 *
 * @tag ddi-context-menu
 * @fires ddi-overlay-close-request - detail `{ overlay: 'context-menu' }`
 * @csspart menu - the menu box
 * @csspart version - the version line
 * @csspart menu-item - each custom item, and the `Keyboard shortcuts` item
 * @csspart shortcuts - the `Keyboard shortcuts` item alone (`[part="menu-item"]` matches only the custom items)
 * @csspart shortcut - a row of the shortcut list
 */
export class DdiContextMenu extends LitElement {
  static override styles = styles;
  static override properties = { x: { type: Number }, y: { type: Number } };

  /** Left edge in px from the player's left. */
  declare x: number;

  /** Top edge in px from the player's top. */
  declare y: number;

  constructor() {
    super();
    this.x = 0;
    this.y = 0;
  }

  #state = stateConsumer(this);

  /** The shortcut list is open (set with a `requestUpdate()`). */
  #keys = false;

  /** The menu's top, moved up when the open list would reach below the player (set with a `requestUpdate()`). */
  #top: number | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('pointerdown', this.#onOutside, true);
    void this.updateComplete.then(() => this.#items()[0]?.focus());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.#onOutside, true);
  }

  protected override render() {
    const state = this.#state.value;
    if (!state) return nothing;
    const items = state.options.rightMenu;
    const m = overlayMessages(state.messages);
    const keys = shortcutList(state, m);
    return html`<div class="menu" part="menu" role="menu" aria-label=${state.messages.menu} ${cssProps({ left: `${this.x}px`, top: `${this.#top ?? this.y}px` })} @keydown=${this.#onKey}>
      <div class="version" part="version" role="menuitem" aria-disabled="true" tabindex="-1">${PLAYER_VERSION}</div>
      ${items.map((item) =>
        item.rightUrl
          ? html`<a part="menu-item" role="menuitem" tabindex="-1" href=${item.rightUrl} target="_blank" rel="noopener noreferrer" @click=${() => this.#chosen(item)}
              >${item.rightName}</a
            >`
          : html`<button part="menu-item" role="menuitem" tabindex="-1" type="button" @click=${() => this.#chosen(item)}>${item.rightName}</button>`,
      )}
      ${keys.length
        ? html`<button part="menu-item shortcuts" role="menuitem" tabindex="-1" type="button" aria-haspopup="true" aria-expanded=${this.#keys ? 'true' : 'false'} @click=${this.#toggleKeys}>
            ${m.shortcuts}
          </button>`
        : nothing}
      ${this.#keys
        ? keys.map(
            (row) => html`<div class="shortcut" part="shortcut" role="menuitem" aria-disabled="true" tabindex="-1"><kbd>${row.keys}</kbd><span>${row.action}</span></div>`,
          )
        : nothing}
    </div>`;
  }

  #toggleKeys(event: Event) {
    event.stopPropagation();
    this.#keys = !this.#keys;
    this.#top = null;
    this.requestUpdate();
  }

  protected override updated(): void {
    if (this.#top !== null) return;
    const menu = this.renderRoot.querySelector<HTMLElement>('.menu');
    if (!menu) return;
    const over = menu.getBoundingClientRect().bottom - this.getBoundingClientRect().bottom;
    if (over > 0) {
      this.#top = Math.max(0, this.y - over);
      this.requestUpdate();
    }
  }

  #items(): HTMLElement[] {
    return [...(this.shadowRoot?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  }

  #chosen(item: RightMenuItem) {
    try {
      item.callback?.();
    } finally {
      this.#close();
    }
  }

  #close() {
    this.dispatchEvent(playerRequest('ddi-overlay-close-request', { overlay: 'context-menu' }));
  }

  #onKey(event: KeyboardEvent) {
    const items = this.#items();
    const index = items.indexOf(this.shadowRoot?.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) items[((moves[event.key] ?? 0) + items.length) % items.length]?.focus();
    else if (event.key === 'Escape' || event.key === 'Tab') this.#close();
    else if (event.key !== 'Enter' && event.key !== ' ') return;
    event.stopPropagation();
    if (event.key !== 'Tab' && event.key !== 'Enter' && event.key !== ' ') event.preventDefault();
  }

  #onOutside = (event: Event) => {
    if (!event.composedPath().includes(this)) this.#close();
  };
}

defineElement('ddi-context-menu', DdiContextMenu);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-context-menu': DdiContextMenu;
  }
}
