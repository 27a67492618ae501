import { css } from 'lit';

/**
 * Keeps an open menu inside its player (issue 28 item 7): the menu opens upwards from its button, so its
 * room is the distance from the button to the player's top edge; it is shifted right when its left edge
 * would leave the player, and a menu taller than its room scrolls with a cue (`data-more`) at the edge
 * where more items are. Everything is set through the CSSOM (custom properties and attributes), which a
 * strict CSP (`style-src 'self'`) allows.
 */

/** Space kept between the menu and the player's edge (px). */
const EDGE = 4;
/** Space between the menu and its button (px), as the styles draw it. */
const GAP = 8;
/** A menu is never squeezed below this height (px), even in a player too small for it. */
const MIN_ROOM = 48;

/** The box of the `<ddi-player>` around `node` (across shadow roots), if there is one. */
export function playerFrame(node: Node): DOMRect | null {
  let current: Node | null = node;
  while (current) {
    if (current instanceof Element && current.localName === 'ddi-player') return current.getBoundingClientRect();
    current = current instanceof ShadowRoot ? current.host : current.parentNode;
  }
  return null;
}

/**
 * Sizes and shifts `menu` (absolutely placed above `anchor`, right edges aligned) to fit the player (outside
 * a player only `--ddi-menu-max-height` bounds it), then marks its scroll cue.
 */
export function fitMenu(menu: HTMLElement, anchor: Element): void {
  const frame = playerFrame(anchor);
  if (!frame) return markScrollCue(menu);
  const button = anchor.getBoundingClientRect();
  menu.style.setProperty('--ddi-menu-room', `${Math.max(MIN_ROOM, Math.floor(button.top - GAP - frame.top - EDGE))}px`);
  menu.style.setProperty('--ddi-menu-room-width', `${Math.max(0, Math.floor(frame.width - 2 * EDGE))}px`);
  menu.style.setProperty('--ddi-menu-shift', '0px');
  const box = menu.getBoundingClientRect();
  const shift = Math.max(0, Math.ceil(frame.left + EDGE - box.left));
  if (shift) menu.style.setProperty('--ddi-menu-shift', `${shift}px`);
  markScrollCue(menu);
}

/** Sets `data-more` to `up`, `down`, `both` or nothing, as the menu has hidden items above and below. */
export function markScrollCue(menu: HTMLElement): void {
  const above = menu.scrollTop > 1;
  const below = menu.scrollTop + menu.clientHeight < menu.scrollHeight - 1;
  const more = above && below ? 'both' : above ? 'up' : below ? 'down' : '';
  if (more) menu.setAttribute('data-more', more);
  else menu.removeAttribute('data-more');
}

/** The scroll cue: a fade and a chevron at the edge where more items are (`data-more`). */
export const fitStyles = css`
  /* The scroll cue: a fade and a chevron at the edge where more items are. */
  .more {
    position: sticky;
    z-index: 1;
    display: none;
    height: 0;
    pointer-events: none;
  }
  .more.up {
    top: -4px;
  }
  .more.down {
    bottom: -4px;
  }
  .menu[data-more='up'] .more.up,
  .menu[data-more='down'] .more.down,
  .menu[data-more='both'] .more {
    display: block;
  }
  .more::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: 22px;
    background: linear-gradient(var(--_fade, to top), var(--ddi-menu-background, rgb(20 20 28 / 0.92)) 35%, transparent);
  }
  .more.up::before {
    top: 0;
    --_fade: to bottom;
  }
  .more.down::before {
    bottom: 0;
  }
  .more::after {
    content: '';
    position: absolute;
    left: calc(50% - 5px);
    width: 8px;
    height: 8px;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
  }
  .more.down::after {
    bottom: 6px;
    transform: rotate(45deg);
  }
  .more.up::after {
    top: 8px;
    transform: rotate(-135deg);
  }
`;
