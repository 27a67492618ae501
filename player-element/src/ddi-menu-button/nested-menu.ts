import { css, html, type TemplateResult } from 'lit';
import type { MenuGroup, MenuItem } from './menu-types.js';

/** What a nested menu needs of its `<ddi-menu-button>`. */
export interface NestedMenuHost {
  requestUpdate(): void;
  readonly updateComplete: Promise<boolean>;
}

/**
 * The nested Settings menu of issue 28 item 7 (a lazy chunk of `<ddi-menu-button nested>`): one list with a
 * row per group — its label and current value, `role="menuitem"` with `aria-haspopup="menu"` — that opens the
 * group's choices below a back row. An on/off group (one checkbox, e.g. Loop) is a checkbox in the list.
 * Enter, Space, click or → opens a row; Escape, ← or the back row returns to it, focus on that row.
 */
export class NestedMenu {
  readonly #host: NestedMenuHost;
  /** The menu's focusable items, in order. */
  readonly #items: () => HTMLButtonElement[];
  /** The label of the group whose choices show; `null` for the list of rows. */
  #sub: string | null = null;

  constructor(host: NestedMenuHost, items: () => HTMLButtonElement[]) {
    this.#host = host;
    this.#items = items;
  }

  /** The open group, if it is still among `groups`. */
  group(groups: MenuGroup[]): MenuGroup | undefined {
    return groups.find((group) => group.label === this.#sub);
  }

  /** How many items show (the gold skin's menu height counts them). */
  count(groups: MenuGroup[]): number {
    const group = this.group(groups);
    return group ? group.items.length + 1 : groups.length;
  }

  /** Back to the list of rows (the menu opens or closes). */
  reset(): void {
    this.#sub = null;
  }

  /** The menu's items: the rows, or the back row and the open group's choices. `item` draws a choice. */
  render(groups: MenuGroup[], back: string, item: (choice: MenuItem) => TemplateResult): TemplateResult {
    const group = this.group(groups);
    if (group) {
      return html`<button part="menu-item" type="button" role="menuitem" data-back tabindex="-1" aria-label=${`${back}: ${group.label}`} @click=${() => void this.back()}>
          ${group.label}
        </button>
        ${group.items.map(item)}`;
    }
    return html`${groups.map((row) => (isToggle(row) ? item(row.items[0]!) : this.#row(row)))}`;
  }

  /** The item to focus when the list shows: the current choice of an open group, else the first row. */
  focusTarget(items: HTMLButtonElement[]): HTMLButtonElement | undefined {
    const current = this.#sub === null ? undefined : items.find((item) => item.getAttribute('aria-checked') === 'true');
    return current ?? items.find((item) => !item.hasAttribute('data-back')) ?? items[0];
  }

  /** Handles → (open the focused row), ← and Escape (back) inside an open group; `true` when it did. */
  key(event: KeyboardEvent, focused: Element | null): boolean {
    const row = focused?.getAttribute('data-row');
    if (event.key === 'ArrowRight' && row != null) void this.open(row);
    else if (this.#sub !== null && (event.key === 'Escape' || event.key === 'ArrowLeft')) void this.back();
    else return false;
    event.preventDefault();
    event.stopPropagation();
    return true;
  }

  /** Shows the choices of the group labelled `label`, focus on the current one. */
  async open(label: string): Promise<void> {
    this.#sub = label;
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    this.focusTarget(this.#items())?.focus();
  }

  /** Back to the rows, focus on the row the choices came from. */
  async back(): Promise<void> {
    const label = this.#sub;
    this.#sub = null;
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    this.#items().find((item) => item.getAttribute('data-row') === label)?.focus();
  }

  #row(group: MenuGroup): TemplateResult {
    const value = group.items.find((item) => item.checked)?.label ?? '';
    return html`<button part="menu-item" type="button" role="menuitem" aria-haspopup="menu" data-row=${group.label} tabindex="-1" @click=${() => void this.open(group.label)}>
      <span class="label">${group.label}</span> <span class="value">${value}</span>
    </button>`;
  }
}

/** An on/off setting (one checkbox): a checkbox in the list, not a row with a sub-list. */
function isToggle(group: MenuGroup): boolean {
  return group.items.length === 1 && group.items[0]!.kind === 'checkbox';
}

/** Rows show their value and a chevron; the back row a chevron back; checkboxes a box. */
export const nestedStyles = css`
  [part='menu-item'][data-row],
  [part='menu-item'][data-back] {
    justify-content: space-between;
    gap: 16px;
  }
  [data-row]::after,
  [data-back]::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border: solid currentColor;
    border-width: 2px 2px 0 0;
    transform: rotate(45deg);
  }
  [data-back]::before {
    transform: rotate(-135deg);
  }
  [data-back] {
    border-bottom: 1px solid rgb(255 255 255 / 0.2);
    font-weight: 600;
  }
  [data-row] .value {
    margin-left: auto;
    opacity: 0.75;
  }
  [role='menuitemcheckbox']::after {
    content: '';
    width: 10px;
    height: 10px;
    margin-left: 10px;
    border: 2px solid currentColor;
    border-radius: 2px;
  }
  [role='menuitemcheckbox'][aria-checked='true']::after {
    background: currentColor;
  }
`;
