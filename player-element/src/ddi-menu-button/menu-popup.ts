import { css, html, nothing, type TemplateResult } from 'lit';
import { playerRequest } from '../core/events.js';
import type { PlayerState } from '../core/state.js';
import { fitMenu, fitStyles, markScrollCue } from './menu-fit.js';
import type { MenuGroup, MenuItem } from './menu-types.js';
import { NestedMenu, nestedStyles } from './nested-menu.js';
import { playerMenus, type PlayerMenu } from './player-menus.js';

type PlayerMenus = typeof playerMenus;

/** The gold skin's menu is 135 px tall minus 30 px per item fewer than four (spec §9). */
const GOLD_FULL_ITEMS = 4;

/** What the open menu needs of its `<ddi-menu-button>`. */
export interface MenuPopupHost extends HTMLElement {
  readonly shadowRoot: ShadowRoot | null;
  readonly label: string;
  readonly groups: MenuGroup[];
  readonly nested: boolean;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
  /** Closes the menu; `focusButton` returns focus to the button. */
  hide(focusButton?: boolean): void;
}

/**
 * The lazy chunk of `<ddi-menu-button>` (fetched when a pointer or the focus reaches a menu button, attached
 * when the first menu opens, so the first load carries only the closed buttons): the open menu — its items,
 * arrow keys, Escape, a press outside, the choice's request — fitted inside the player with its scroll cue
 * (`menu-fit.ts`), the nested Settings menu (`nested-menu.ts`) and the choices of the control bar's menus
 * (`player-menus.ts`). Adds their styles to the button's shadow root.
 */
export class MenuPopup {
  readonly #host: MenuPopupHost;
  readonly #nested: NestedMenu;
  /** Items fewer than the gold skin's four (its menu is 30 px shorter for each). */
  #absent = 0;

  constructor(host: MenuPopupHost) {
    this.#host = host;
    this.#nested = new NestedMenu(host, () => this.#items());
    const root = host.shadowRoot;
    const sheets = [menuStyles, fitStyles, nestedStyles].map((sheet) => sheet.styleSheet).filter((sheet) => sheet !== undefined);
    if (root) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  }

  /** The menu opens (after its update, the current choice gets the focus) or closes. */
  toggled(open: boolean): void {
    this.#nested.reset();
    if (open) document.addEventListener('pointerdown', this.#onOutside, true);
    else document.removeEventListener('pointerdown', this.#onOutside, true);
  }

  /** Focuses the current choice (the nested menu: the first row, or the open group's current choice). */
  focusCurrent(): void {
    const items = this.#items();
    const target = this.#host.nested ? this.#nested.focusTarget(items) : items.find((item) => item.getAttribute('aria-checked') === 'true');
    (target ?? items[0])?.focus();
  }

  /** The open menu: its `groups`, or the player menu its `menu` attribute names, built from `state`. */
  render(state: PlayerState | undefined): TemplateResult {
    const { label } = this.#host;
    const menu = playerMenus[this.#host.getAttribute('menu') as PlayerMenu] as PlayerMenus[PlayerMenu] | undefined;
    const groups = menu && state ? menu(state) : this.#host.groups;
    const nested = this.#host.nested ? this.#nested : undefined;
    this.#absent = Math.max(0, GOLD_FULL_ITEMS - (nested ? nested.count(groups) : groups.reduce((count, g) => count + g.items.length, 0)));
    return html`<div
      id="menu"
      class="menu"
      part="menu"
      role="menu"
      aria-label=${nested?.group(groups)?.label ?? label}
      data-skin=${state?.options.skin ?? ''}
      @keydown=${this.#onMenuKey}
      @scroll=${(event: Event) => markScrollCue(event.currentTarget as HTMLElement)}
    >
      <div class="more up" aria-hidden="true"></div>
      ${nested
        ? nested.render(groups, state?.messages.back ?? 'Back', (item) => this.#item(item))
        : groups.map(
            (g) =>
              html`<div role="group" aria-label=${g.label}>
                ${groups.length > 1 ? html`<div class="heading" aria-hidden="true">${g.label}</div>` : nothing}
                ${g.items.map((item) => this.#item(item))}
              </div>`,
          )}
      <div class="more down" aria-hidden="true"></div>
    </div>`;
  }

  /** After an update: the gold skin's height, then fitted inside the player. */
  updated(): void {
    const menu = this.#host.shadowRoot?.querySelector<HTMLElement>('.menu');
    if (!menu) return;
    menu.style.setProperty('--ddi-menu-absent-items', String(this.#absent));
    fitMenu(menu, this.#host);
  }

  #item(item: MenuItem): TemplateResult {
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

  #items(): HTMLButtonElement[] {
    return [...(this.#host.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="menu-item"]') ?? [])];
  }

  #choose(item: MenuItem): void {
    const request = item.request;
    this.#host.dispatchEvent(playerRequest(request.name, request.detail as never));
    this.#host.hide(true);
  }

  #onMenuKey = (event: KeyboardEvent) => {
    const items = this.#items();
    const focused = this.#host.shadowRoot?.activeElement as HTMLButtonElement;
    const index = items.indexOf(focused);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = ((moves[event.key] ?? 0) + items.length) % items.length;
      items[next]?.focus();
    } else if (this.#host.nested && this.#nested.key(event, focused)) {
      // handled: a row opened, or back to the rows
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.#host.hide(true);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      // Inside a menu the arrows are the menu's, not the player's seek keys.
      event.preventDefault();
      event.stopPropagation();
    } else if (event.key === 'Tab') {
      this.#host.hide();
    } else if (event.key === ' ' || event.key === 'Enter') {
      // The focused item's own click does the work; keep the key from the player's shortcuts.
      event.stopPropagation();
    }
  };

  #onOutside = (event: Event) => {
    if (!event.composedPath().includes(this.#host)) this.#host.hide();
  };
}

/** The open menu: above its button, inside the player, as tall as `--ddi-menu-max-height` at most. */
const menuStyles = css`
/* The room (--ddi-menu-room, above the button inside the player) and the shift are set by menu-fit.ts. */
.menu {
  position: absolute;
  right: calc(0px - var(--ddi-menu-shift, 0px));
  bottom: calc(100% + 8px);
  z-index: 2;
  box-sizing: border-box;
  min-width: 96px;
  max-width: var(--ddi-menu-room-width, none);
  max-height: min(var(--ddi-menu-max-height, 200px), var(--ddi-menu-room, 100vh));
  overflow: auto;
  overscroll-behavior: contain;
  padding: 4px 0;
  border-radius: 6px;
  background: var(--ddi-menu-background, rgb(20 20 28 / 0.92));
  color: var(--ddi-control-color, #fff);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.4);
}
.menu[data-skin='gold'] {
  height: min(calc(135px - 30px * var(--ddi-menu-absent-items, 0)), var(--ddi-menu-room, 100vh));
  max-height: min(135px, var(--ddi-menu-room, 100vh));
  padding: 7px 0;
}
.menu[data-skin='gold'] [part='menu-item'] {
  height: 30px;
}
.heading {
  padding: 6px 12px 2px;
  font-size: 12px;
  opacity: 0.8;
}
[part='menu-item'] {
  display: flex;
  width: 100%;
  height: 32px;
  min-width: 0;
  padding: 0 16px;
  border-radius: 0;
  justify-content: center;
  white-space: nowrap;
}
[part='menu-item'][aria-checked='true'] {
  color: var(--ddi-menu-active-color, #9aa3ff);
  font-weight: 600;
}
[part='menu-item']:focus-visible {
  outline-offset: -2px;
}
`;
