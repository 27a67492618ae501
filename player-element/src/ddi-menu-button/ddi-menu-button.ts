import { LitElement, html, nothing } from 'lit';
import { stateConsumer } from '../core/state.js';
import type { MenuGroup } from './menu-types.js';
import type * as PopupModule from './menu-popup.js';
import { styles } from './ddi-menu-button.styles.js';
import { defineElement } from '../core/define.js';

export type { MenuGroup, MenuItem, MenuRequest } from './menu-types.js';

let popupLoad: Promise<typeof PopupModule> | undefined;
/** The lazy chunk (the open menu: items, keys, fitting, scroll cue, nested menu), loaded once, when the first menu opens. */
const loadPopup = () => (popupLoad ??= import('./menu-popup.js'));
/** Fetches the chunk ahead when a pointer or the focus reaches a menu button (the intent to open it). */
const prefetchPopup = () => void loadPopup().catch(() => undefined);

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
 * `menu` names one of the player's own menus (`speed`, `quality`, `line`, `subtitles`, `settings`): its
 * choices are built from the player's state when it opens (the control bar's menus), instead of `groups`.
 * The open menu is a lazy chunk (`menu-popup.ts`, decision 0058); `show()` waits for it.
 *
 * @tag ddi-menu-button
 * @attr menu - a player menu built from the player's state: `speed`, `quality`, `line`, `subtitles` or `settings`
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

  // Declared without decorators: esbuild's lowering of decorated accessors costs the first load ~1 KB gzip (decision 0065).
  static override properties = {
    label: {},
    text: {},
    groups: { attribute: false },
    open: { type: Boolean, reflect: true },
  };

  /** The accessible name of the button and the menu (e.g. `Speed`). */
  declare label: string;

  /**
   * Visible text of the button (e.g. the current speed). It is drawn by CSS so the accessible name stays
   * exactly `label` (the current value is announced inside the menu); empty shows the slotted icon.
   */
  declare text: string;

  /** The choices, in groups (unless the `menu` attribute names a player menu). */
  declare groups: MenuGroup[];

  /** Whether the menu is open (it draws once its lazy chunk is attached: `show()` waits for it). */
  declare open: boolean;

  constructor() {
    super();
    this.label = '';
    this.text = '';
    this.groups = [];
    this.open = false;
  }

  #state = stateConsumer(this);
  /** The open menu, from the lazy chunk (`menu-popup.ts`) once the first menu opened. */
  #popup: PopupModule.MenuPopup | undefined;

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
    const chunk = await loadPopup().catch((error: unknown) => console.warn('ddi-player: the menu did not load', error));
    this.#popup ??= chunk ? new chunk.MenuPopup(this) : undefined;
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    await this.#opening;
    return super.getUpdateComplete();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#popup?.toggled(false);
  }

  protected override updated(): void {
    if (this.open) this.#popup?.updated();
  }

  protected override render() {
    return html`<button
        part="button"
        type="button"
        aria-haspopup="menu"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="menu"
        aria-label=${this.label}
        title=${this.label}
        data-value=${this.text}
        @click=${() => (this.open ? this.hide() : void this.show())}
        @pointerenter=${prefetchPopup}
        @focus=${prefetchPopup}
        @keydown=${this.#onButtonKey}
      >
        ${this.text ? nothing : html`<slot></slot>`}
      </button>
      ${this.open && this.#popup ? this.#popup.render(this.#state.value) : nothing}`;
  }

  /** Opens the menu and focuses the current choice. */
  async show(): Promise<void> {
    await (this.#opening = this.#attachPopup());
    this.#popup?.toggled(true);
    this.open = true;
    await this.updateComplete;
    this.#popup?.focusCurrent();
  }

  /** Closes the menu; `focusButton` returns focus to the button. */
  hide(focusButton = false): void {
    this.open = false;
    this.#popup?.toggled(false);
    if (focusButton) this.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]')?.focus();
  }

  #onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void this.show();
    }
  }
}

defineElement('ddi-menu-button', DdiMenuButton);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-menu-button': DdiMenuButton;
  }
}
