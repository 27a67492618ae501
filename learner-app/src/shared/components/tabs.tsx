/**
 * WAI-ARIA tabs with automatic activation: arrow keys (and Home/End) move the
 * selection and the focus; only the selected tab is in the Tab sequence.
 * Every panel stays mounted (inactive ones `hidden`) so field values survive
 * switching.
 */
import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem<Id extends string> {
  readonly id: Id;
  readonly label: string;
  readonly panel: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  readonly label: string;
  readonly items: readonly TabItem<Id>[];
  readonly selected: Id;
  readonly onSelect: (id: Id) => void;
  readonly className?: string;
}

export function Tabs<Id extends string>({ label, items, selected, onSelect, className }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const move = (toIndex: number) => {
    const count = items.length;
    const target = items[((toIndex % count) + count) % count];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => {
                onSelect(item.id);
              }}
              onKeyDown={(event) => {
                onKeyDown(event, index);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          className="tabs__panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
