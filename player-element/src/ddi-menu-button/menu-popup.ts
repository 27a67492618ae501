import { fitMenu, fitStyles, markScrollCue } from './menu-fit.js';
import { NestedMenu, nestedStyles, type NestedMenuHost } from './nested-menu.js';

/** What an open menu gets from the lazy chunk. */
export interface MenuPopup {
  /** The nested menu's state and rendering (used when the button is `nested`). */
  nested: NestedMenu;
  /** Fits the open menu inside the player (see menu-fit.ts). */
  fit: typeof fitMenu;
  /** Updates the scroll cue. */
  cue: typeof markScrollCue;
}

/**
 * The lazy chunk of `<ddi-menu-button>` (loaded when the first one connects, so the first load stays within
 * its budget): fitting an open menu inside the player with its scroll cue, and the nested Settings menu.
 * Adds their styles to the button's shadow root.
 */
export function attachPopup(root: ShadowRoot | null, host: NestedMenuHost, items: () => HTMLButtonElement[]): MenuPopup {
  const sheets = [fitStyles.styleSheet, nestedStyles.styleSheet].filter((sheet) => sheet !== undefined);
  if (root) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  return { nested: new NestedMenu(host, items), fit: fitMenu, cue: markScrollCue };
}
