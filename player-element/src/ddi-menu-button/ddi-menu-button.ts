import { ContextConsumer } from '@lit/context';
import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { playerRequest } from '../core/events.js';
import { playerStateContext } from '../core/state.js';
import type { MenuGroup, MenuItem } from './menu-types.js';
import type * as PopupModule from './menu-popup.js';

let popupLoad: Promise<typeof PopupModule> | undefined;
/** The lazy chunk (fitting, scroll cue, nested menu), loaded once, when the first menu opens. */
const loadPopup = () => (popupLoad ??= import('./menu-popup.js'));
/** Fetches the chunk ahead when a pointer or the focus reaches a menu button (the intent to open it). */
const prefetchPopup = () => void loadPopup().catch(() => undefined);
import { styles } from './ddi-menu-button.styles.js';

export type { MenuGroup, MenuItem, MenuRequest } from './menu-types.js';

/** The gold skin's menu is 135 px tall minus 30 px per item fewer than four (spec §9). */
const GOLD_FULL_ITEMS = 4;

/**
 * A button that opens a menu of choices (speed, quality, settings): an APG menu button with
 * `menuitemradio` / `menuitemcheckbox` items, arrow-key navigation, Escape to close. Choosing an item
 * sends its request event to the host. The open menu stays inside the player: it is as tall as the room
 * above its button, shifted to stay inside the left edge, and scrolls with a cue (`data-more`) when taller.
 *
 * `nested` (the Settings menu, issue 28 item 7) shows one list with a row per group — its label and current
 * value — that opens the group's choices below a back row; an on/off group (one checkbox) is a checkbox in
 * that list. Enter, Space or → opens a row; Escape or ← goes back to it.
 *
 * @tag ddi-menu-button
 * @fires ddi-rate-request - (and any other request) the chosen item's request
 * @slot - the button's icon, when `text` is empty
 * @csspart button - the menu button
 * @csspart menu - the popup menu
 * @csspart menu-item - each choice (`[aria-checked="true"]` for the current one), row (`[data-row]`) and back row (`[data-back]`)
 * @cssproperty [--ddi-menu-background=rgb(20 20 28 / 0.92)] - the menu's background
 * @cssproperty [--ddi-menu-active-color=#9aa3ff] - the current choice
 * @cssproperty [--ddi-menu-max-height=200px] - taller menus scroll; `<ddi-player>` sets it by its width (docs/player.md § Custom properties); gold menus are 135 px minus 30 px per item fewer than four instead
 * @cssproperty [--ddi-focus-color=#fff] - the keyboard focus ring
 */
export class DdiMenuButton extends LitElement {
  static override styles = styles;

  /** The accessible name of the button and the menu (e.g. `Speed`). */
  @property() accessor label = '';

  /**
   * Visible text of the button (e.g. the current speed). It is drawn by CSS so the accessible name stays
   * exactly `label` (the current value is announced inside the menu); empty shows the slotted icon.
   */
  @property() accessor text = '';

  /** The choices, in groups. */
  @property({ attribute: false }) accessor groups: MenuGroup[] = [];

  /** Whether the menu is open. */
  @property({ type: Boolean, reflect: true }) accessor open = false;

  #state = new ContextConsumer(this, { context: playerStateContext, subscribe: true });
  /** The lazy chunk's part, once loaded; until then a menu is as tall as `--ddi-menu-max-height` and shows flat. */
  #popup: PopupModule.MenuPopup | undefined;
  /** Items fewer than the gold skin's four (its menu is 30 px shorter for each). */
  #absent = 0;

  /**
   * The `nested` attribute: one list of rows (a group each) that open their choices, instead of every
   * choice at once (the Settings menu).
   */
  get nested(): boolean {
    return this.hasAttribute('nested');
  }

  /** The lazy chunk being attached by `show()`; `updateComplete` waits for it, so an opening menu settles open. */
  #opening: Promise<void> | undefined;

  /** Loads the lazy chunk once and attaches it to this button (a page that never opens a menu never fetches it). */
  async #attachPopup(): Promise<void> {
    const popup = await loadPopup().catch(() => undefined);
    this.#popup ??= popup?.attachPopup(this.shadowRoot, this, () => this.#items());
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    await this.#opening;
    return super.getUpdateComplete();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.#onOutside, true);
  }

  protected override updated(): void {
    const menu = this.#menu();
    if (!menu) return;
    menu.style.setProperty('--ddi-menu-absent-items', String(this.#absent));
    this.#popup?.fit(menu, this);
  }

  protected override render() {
    const state = this.#state.value;
    const nested = this.nested ? this.#popup?.nested : undefined;
    const shown = nested ? nested.count(this.groups) : this.groups.reduce((count, g) => count + g.items.length, 0);
    this.#absent = Math.max(0, GOLD_FULL_ITEMS - shown);
    return html`<button
        part="button"
        type="button"
        aria-haspopup="menu"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="menu"
        aria-label=${this.label}
        title=${this.label}
        data-value=${this.text}
        @click=${this.#toggle}
        @pointerenter=${prefetchPopup}
        @focus=${prefetchPopup}
        @keydown=${this.#onButtonKey}
      >
        ${this.text ? nothing : html`<slot></slot>`}
      </button>
      ${this.open
        ? html`<div
            id="menu"
            class="menu"
            part="menu"
            role="menu"
            aria-label=${nested?.group(this.groups)?.label ?? this.label}
            data-skin=${state?.options.skin ?? ''}
            @keydown=${this.#onMenuKey}
            @scroll=${this.#onScroll}
          >
            <div class="more up" aria-hidden="true"></div>
            ${nested
              ? nested.render(this.groups, state?.messages.back ?? 'Back', (item) => this.#item(item))
              : this.groups.map(
                  (g) =>
                    html`<div role="group" aria-label=${g.label}>
                      ${this.groups.length > 1 ? html`<div class="heading" aria-hidden="true">${g.label}</div>` : nothing}
                      ${g.items.map((item) => this.#item(item))}
                    </div>`,
                )}
            <div class="more down" aria-hidden="true"></div>
          </div>`
        : nothing}`;
  }

  #item(item: MenuItem) {
    return html`<button
      part="menu-item"
      type="button"
      role=${item.kind === 'checkbox' ? 'menuitemcheckbox' : 'menuitemradio'}
      aria-checked=${item.checked ? 'true' : 'false'}
      tabindex="-1"
      @click=${() => this.#choose(item)}
    >
      ${item.label}
    </button>`;
  }

  /** Opens the menu and focuses the current choice. */
  async show(): Promise<void> {
    await (this.#opening = this.#attachPopup());
    this.#popup?.nested.reset();
    this.open = true;
    document.addEventListener('pointerdown', this.#onOutside, true);
    await this.updateComplete;
    this.#focusCurrent();
  }

  /** Closes the menu; `focusButton` returns focus to the button. */
  hide(focusButton = false): void {
    this.open = false;
    this.#popup?.nested.reset();
    document.removeEventListener('pointerdown', this.#onOutside, true);
    if (focusButton) this.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]')?.focus();
  }

  #menu(): HTMLElement | null {
    return this.shadowRoot?.querySelector<HTMLElement>('.menu') ?? null;
  }

  #items(): HTMLButtonElement[] {
    return [...(this.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="menu-item"]') ?? [])];
  }

  #focusCurrent(): void {
    const items = this.#items();
    const target = this.nested && this.#popup ? this.#popup.nested.focusTarget(items) : items.find((item) => item.getAttribute('aria-checked') === 'true');
    (target ?? items[0])?.focus();
  }

  #toggle() {
    if (this.open) this.hide();
    else void this.show();
  }

  #choose(item: MenuItem) {
    const request = item.request;
    this.dispatchEvent(playerRequest(request.name, request.detail as never));
    this.hide(true);
  }

  #onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void this.show();
    }
  }

  #onMenuKey(event: KeyboardEvent) {
    const items = this.#items();
    const focused = this.shadowRoot?.activeElement as HTMLButtonElement;
    const index = items.indexOf(focused);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = ((moves[event.key] ?? 0) + items.length) % items.length;
      items[next]?.focus();
    } else if (this.nested && this.#popup?.nested.key(event, focused)) {
      // handled: a row opened, or back to the rows
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.hide(true);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      // Inside a menu the arrows are the menu's, not the player's seek keys.
      event.preventDefault();
      event.stopPropagation();
    } else if (event.key === 'Tab') {
      this.hide();
    } else if (event.key === ' ' || event.key === 'Enter') {
      // The focused item's own click does the work; keep the key from the player's shortcuts.
      event.stopPropagation();
    }
  }

  #onScroll(event: Event) {
    this.#popup?.cue(event.currentTarget as HTMLElement);
  }

  #onOutside = (event: Event) => {
    if (!event.composedPath().includes(this)) this.hide();
  };
}

if (!customElements.get('ddi-menu-button')) customElements.define('ddi-menu-button', DdiMenuButton);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-menu-button': DdiMenuButton;
  }
}
