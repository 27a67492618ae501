/**
 * The menu behind `MenuButton` (react-aria-components `MenuTrigger`/`Button`/`Popover`/`Menu`/`MenuItem`),
 * loaded on demand by `menu-button.tsx` (decision 0036). React Aria gives the APG menu button: Enter,
 * Space and ArrowDown open on the first item, ArrowUp on the last; inside, the arrow keys, Home, End and
 * typing a label's first letters move; Escape and a click outside close it and focus returns to the
 * button.
 */
// Per-component modules, not the package index (see load-state.tsx).
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover, RootMenuTriggerStateContext } from 'react-aria-components/Menu';
import { useContext, useEffect, useId, useRef } from 'react';
import type { MenuButtonProps, MenuStart } from './menu-button';
import { MenuButtonFace, menuButtonName, menuClassName } from './menu-button-face';

/** Opens the menu once, where `start` says, from inside its trigger (react-aria's own state). */
function OpenOnce({ start }: { start: MenuStart }) {
  const state = useContext(RootMenuTriggerStateContext);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !state) return;
    opened.current = true;
    state.open(start);
  }, [state, start]);
  return null;
}

/** `openOnMount` and `focusOnMount` carry over what the learner did with the stand-in button (menu-button.tsx). */
export function AriaMenuButton({ label, children, menuLabel, items, className, align = 'end', icon, heading, openOnMount, focusOnMount = false }: MenuButtonProps & { openOnMount?: MenuStart; focusOnMount?: boolean }) {
  const checked = items.filter((item) => item.checked).map((item) => item.id);
  const isChoice = items.some((item) => item.checked !== undefined);
  // react-aria names the menu after its button; a menu of its own name ('Account', 'Choose a language')
  // points at this hidden text instead.
  const menuLabelId = useId();
  // The focus the stand-in had moves to this button as it mounts (a ref runs before effects), and a press on the
  // stand-in opens the menu after that (OpenOnce's effect; not MenuTrigger's defaultOpen), so that the menu's focus
  // scope hands the focus back to this button when it closes.
  const focusPending = useRef(focusOnMount);
  return (
    <div className={menuClassName(className)}>
      <span id={menuLabelId} hidden>
        {menuLabel ?? label}
      </span>
      <MenuTrigger>
        {openOnMount !== undefined && <OpenOnce start={openOnMount} />}
        <Button
          ref={(button) => {
            if (!button || !focusPending.current) return;
            focusPending.current = false;
            button.focus();
          }}
          className="menu__button"
          aria-label={menuButtonName({ label, children })}
        >
          <MenuButtonFace label={label} icon={icon}>
            {children}
          </MenuButtonFace>
        </Button>
        <Popover className="menu__popover" placement={align === 'start' ? 'bottom start' : 'bottom end'} offset={4}>
          {heading !== undefined && (
            <p className="menu__heading" aria-hidden="true">
              {heading}
            </p>
          )}
          <Menu
            className="menu__list"
            aria-labelledby={menuLabelId}
            selectionMode={isChoice ? 'single' : undefined}
            selectedKeys={isChoice ? checked : undefined}
            disallowEmptySelection={isChoice}
            shouldFocusWrap
            onAction={(key) => {
              items.find((item) => item.id === key)?.onSelect();
            }}
          >
            {items.map((item) => (
              <MenuItem key={item.id} id={item.id} textValue={item.label} lang={item.lang} className="menu__item">
                {item.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
