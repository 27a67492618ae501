/**
 * A WAI-ARIA menu button: the button opens a `menu` of `menuitem`s (or
 * `menuitemradio`s when an item has `checked`). Enter, Space and ArrowDown
 * open it on the first item, ArrowUp on the last; inside, the arrow keys,
 * Home and End move, Escape closes and returns focus to the button, Tab and a
 * click outside close it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

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
}

export function MenuButton({ label, children, menuLabel, items, className }: MenuButtonProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const count = items.length;
    const move = (index: number) => {
      event.preventDefault();
      setFocusIndex(((index % count) + count) % count);
    };
    switch (event.key) {
      case 'ArrowDown':
        move(focusIndex + 1);
        break;
      case 'ArrowUp':
        move(focusIndex - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(count - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const select = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <div ref={rootRef} className={className ? `menu ${className}` : 'menu'}>
      <button
        ref={buttonRef}
        type="button"
        className="menu__button"
        aria-label={children === undefined ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open) close(false);
          else openAt(0);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <span className="menu__label">{children ?? label}</span>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={menuLabel ?? label} className="menu__list" onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.checked}
                lang={item.lang}
                tabIndex={index === focusIndex ? 0 : -1}
                className="menu__item"
                onClick={() => {
                  select(item);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
