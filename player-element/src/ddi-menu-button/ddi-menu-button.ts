import { ContextConsumer } from '@lit/context';
import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { playerRequest, type PlayerRequestDetails, type PlayerRequestName } from '../core/events.js';
import { playerStateContext } from '../core/state.js';
import { styles } from './ddi-menu-button.styles.js';

/** A request event a menu item sends when chosen. */
export type MenuRequest = { [K in PlayerRequestName]: { name: K; detail: PlayerRequestDetails[K] } }[PlayerRequestName];

export interface MenuItem {
  label: string;
  checked: boolean;
  /** `radio` (default): one of the group; `checkbox`: an on/off setting. */
  kind?: 'radio' | 'checkbox';
  request: MenuRequest;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

/** The gold skin's menu is 135 px tall minus 30 px per item fewer than four (spec §9). */
const GOLD_FULL_ITEMS = 4;

/**
 * A button that opens a menu of choices (speed, quality, settings): an APG menu button with
 * `menuitemradio` / `menuitemcheckbox` items, arrow-key navigation, Escape to close. Choosing an item
 * sends its request event to the host.
 *
 * @tag ddi-menu-button
 * @fires ddi-rate-request - (and any other request) the chosen item's request
 * @slot - the button's icon, when `text` is empty
 * @csspart button - the menu button
 * @csspart menu - the popup menu
 * @csspart menu-item - each choice (`[aria-checked="true"]` for the current one)
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

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.#onOutside, true);
  }

  protected override render() {
    const items = this.groups.reduce((count, group) => count + group.items.length, 0);
    const skin = this.#state.value?.options.skin ?? '';
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
            aria-label=${this.label}
            data-skin=${skin}
            .style=${`--ddi-menu-absent-items:${Math.max(0, GOLD_FULL_ITEMS - items)}`}
            @keydown=${this.#onMenuKey}
          >
            ${this.groups.map(
              (group) =>
                html`<div role="group" aria-label=${group.label}>
                  ${this.groups.length > 1 ? html`<div class="heading" aria-hidden="true">${group.label}</div>` : nothing}
                  ${group.items.map(
                    (item) =>
                      html`<button
                        part="menu-item"
                        type="button"
                        role=${item.kind === 'checkbox' ? 'menuitemcheckbox' : 'menuitemradio'}
                        aria-checked=${item.checked ? 'true' : 'false'}
                        tabindex="-1"
                        @click=${() => this.#choose(item)}
                      >
                        ${item.label}
                      </button>`,
                  )}
                </div>`,
            )}
          </div>`
        : nothing}`;
  }

  /** Opens the menu and focuses the current choice. */
  async show(): Promise<void> {
    this.open = true;
    document.addEventListener('pointerdown', this.#onOutside, true);
    await this.updateComplete;
    const items = this.#items();
    (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])?.focus();
  }

  /** Closes the menu; `focusButton` returns focus to the button. */
  hide(focusButton = false): void {
    this.open = false;
    document.removeEventListener('pointerdown', this.#onOutside, true);
    if (focusButton) this.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]')?.focus();
  }

  #items(): HTMLButtonElement[] {
    return [...(this.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="menu-item"]') ?? [])];
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
    const index = items.indexOf(this.shadowRoot?.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = ((moves[event.key] ?? 0) + items.length) % items.length;
      items[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.hide(true);
    } else if (event.key === 'Tab') {
      this.hide();
    } else if (event.key === ' ' || event.key === 'Enter') {
      // The focused item's own click does the work; keep the key from the player's shortcuts.
      event.stopPropagation();
    }
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
