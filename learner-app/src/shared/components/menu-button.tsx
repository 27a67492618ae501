/**
 * A WAI-ARIA menu button (react-aria-components, in `aria-menu-button.tsx`): the button opens a `menu` of
 * `menuitem`s (or `menuitemradio`s with `aria-checked` when items have `checked`). The react-aria code is
 * fetched when the learner reaches for a menu button (a pointer over it, focus, a press) or in the background
 * a few seconds after one mounts (decisions 0036, 0088): not while the page's first screen loads. Until it
 * arrives the same button stands in its place, so nothing moves when the menu's code comes: a press on it
 * opens the menu as soon as the code is there, and the button that replaces it keeps the focus.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MenuButtonFace, menuButtonName, menuClassName } from './menu-button-face';
import { BACKGROUND_LOAD_MS, onDemand, useOnDemand } from './on-demand';

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly onSelect: () => void;
  /** Present on choice items: rendered as `menuitemradio` with `aria-checked`. */
  readonly checked?: boolean;
  /** Language of the label when it differs from the page's. */
  readonly lang?: string;
}

export interface MenuButtonProps {
  /** Accessible name of the button (its visible content may be shorter). */
  readonly label: string;
  /** Visible content of the button; defaults to `label`. */
  readonly children?: ReactNode;
  /** Accessible name of the menu; defaults to `label`. */
  readonly menuLabel?: string;
  readonly items: readonly MenuItem[];
  readonly className?: string;
  /** Which edge of the button the menu lines up with; default the end (right in left-to-right text). */
  readonly align?: 'start' | 'end';
  /**
   * Shown before the visible content (e.g. an avatar), kept when a narrow layout hides that content. Mark it
   * `aria-hidden`: the button's name is its content (or `label`), and visible text outside that name fails
   * WCAG 2.5.3 (label in name).
   */
  readonly icon?: ReactNode;
  /**
   * Text shown in full above the items (not an item; the button's accessible name already says it), for a
   * button whose visible content is shorter than what it stands for — the user menu's avatar on phones.
   */
  readonly heading?: string;
}

/** The react-aria menu, fetched on demand. */
export const ariaMenuButtonModule = onDemand(() => import('./aria-menu-button'));

/**
 * Where a menu opened by the learner starts, as react-aria opens it: on its first item (Enter, Space, ArrowDown),
 * its last (ArrowUp), or on the menu itself (a pointer).
 */
export type MenuStart = 'first' | 'last' | null;

/** The keys that open a menu from its button, and where each starts it. */
const openingKeys: Readonly<Record<string, MenuStart>> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/** What the learner did with the stand-in button before the menu's code arrived. */
interface EarlyUse {
  /** A pointer went over it (a mouse's hover, a finger's touch): a press may follow. */
  readonly reached?: boolean;
  readonly focused: boolean;
  /** How it was pressed; undefined: not pressed. */
  readonly opened?: MenuStart;
}

export function MenuButton(props: MenuButtonProps) {
  const [early, setEarly] = useState<EarlyUse>({ focused: false });
  const wanted = early.reached === true || early.focused || early.opened !== undefined;
  const menu = useOnDemand(ariaMenuButtonModule, wanted, BACKGROUND_LOAD_MS);
  if (menu !== undefined) return <menu.AriaMenuButton {...props} openOnMount={early.opened} focusOnMount={early.focused} />;
  return (
    <div className={menuClassName(props.className)}>
      <button
        type="button"
        className="menu__button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={menuButtonName(props)}
        onPointerEnter={() => {
          setEarly((use) => (use.reached ? use : { ...use, reached: true }));
        }}
        onFocus={() => {
          setEarly((use) => ({ ...use, focused: true }));
        }}
        onBlur={() => {
          setEarly((use) => ({ ...use, focused: false }));
        }}
        onPointerDown={(event) => {
          // A mouse press counts from its start, as react-aria's own menu opens: if the code arrives before the
          // click, this button is gone and the click never fires on it.
          if (event.pointerType === 'mouse' && event.button === 0) setEarly({ focused: true, opened: null });
        }}
        onClick={(event) => {
          // A click with no pointer behind it (detail 0): assistive technology pressed it.
          setEarly({ focused: true, opened: event.detail === 0 ? 'first' : null });
        }}
        onKeyDown={(event) => {
          // As react-aria's menu opens: at the key's press, so a Space whose release lands on the button that
          // replaced this one still counts.
          const opened = openingKeys[event.key];
          if (opened === undefined) return;
          event.preventDefault();
          setEarly({ focused: true, opened });
        }}
      >
        <MenuButtonFace {...props} />
      </button>
    </div>
  );
}
