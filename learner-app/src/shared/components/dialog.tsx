/**
 * A modal `<dialog>`: opened with `showModal()` (focus moves inside, the page
 * behind is inert), named by its heading. A click on the backdrop never closes
 * it. Escape closes it unless it is not `dismissible`; then only its button
 * does. After closing it stays in the document for 300 ms (spec §9, room for
 * the closing transition) and is then removed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';

/** A dialog is removed this long after it closed (spec §9). */
export const DIALOG_REMOVE_DELAY_MS = 300;

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Accessible name and text of the closing button. */
  readonly closeLabel: string;
  /** The closing button was pressed (or, when `dismissible`, Escape). */
  readonly onClose: () => void;
  /** Whether Escape closes the dialog; default true. */
  readonly dismissible?: boolean;
  /** `alertdialog` for messages that need a response, such as an expired session. */
  readonly role?: 'dialog' | 'alertdialog';
  /** Replaces the closing button with other actions (each must close the dialog itself). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

export function Dialog({ open, ...props }: DialogProps) {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);

  useEffect(() => {
    if (open || !present) return undefined;
    const timer = setTimeout(() => {
      setPresent(false);
    }, DIALOG_REMOVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [open, present]);

  return present ? <ModalDialog open={open} {...props} /> : null;
}

function ModalDialog({ open, title, closeLabel, onClose, dismissible = true, role = 'dialog', actions, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!dismissible) event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !dismissible) event.preventDefault();
  };

  // The browser closed the dialog by itself (Escape, possibly despite the
  // prevented cancel: Chrome closes on a repeated Escape without user
  // activation). Report it, or reopen a dialog that must stay.
  const onNativeClose = () => {
    if (!open) return;
    if (dismissible) onClose();
    else ref.current?.showModal();
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal={role === 'alertdialog' ? true : undefined}
      aria-labelledby={titleId}
      aria-describedby={role === 'alertdialog' ? bodyId : undefined}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClose={onNativeClose}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
      </div>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__footer">
        {actions ?? (
          <button type="button" className="button button--primary" onClick={onClose}>
            {closeLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}
