/**
 * A modal `<dialog>`: opened with `showModal()` (focus moves inside, the page
 * behind is inert), named by its heading, closed by its close button or Escape.
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Accessible name and text of the close button. */
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function Dialog({ open, title, closeLabel, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
      </div>
      <div className="dialog__body">{children}</div>
      <div className="dialog__footer">
        <button type="button" className="button button--primary" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
