/**
 * The modal behind `Dialog` (react-aria-components `ModalOverlay`/`Modal`/`Dialog`/`Heading`), loaded on
 * demand by `dialog.tsx` so the login page's first load does not carry it (decision 0036).
 * React Aria moves focus in, keeps it inside, hides the page behind from assistive technology and gives
 * focus back to the opener when the dialog is removed.
 */
// Per-component modules, not the package index (see load-state.tsx).
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Accessible name and text of the closing button. */
  readonly closeLabel: string;
  /** The closing button was pressed (or, when `dismissible`, Escape). */
  readonly onClose: () => void;
  /** Whether Escape closes the dialog; default true. */
  readonly dismissible?: boolean;
  /** `alertdialog` for messages that need a response, such as an expired session; it is described by its body. */
  readonly role?: 'dialog' | 'alertdialog';
  /** Replaces the closing button with other actions (each must close the dialog itself). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** The open or closing modal; `open: false` is the closing fade (the element still present, `data-exiting`). */
export function ModalDialog({ open, title, closeLabel, onClose, dismissible = true, role = 'dialog', actions, children }: DialogProps) {
  const bodyId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A body that scrolls (the privacy policy on a phone) is a tab stop, so the keyboard can scroll it.
  const [bodyScrolls, setBodyScrolls] = useState(false);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return undefined;
    const measure = () => {
      setBodyScrolls(body.scrollHeight > body.clientHeight);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(body);
    return () => {
      observer?.disconnect();
    };
  }, []);
  // Rendered before react-aria moves focus in, so this is what opened the dialog.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // Closed but still fading (spec §9): out of reach at once, for pointer, keyboard and assistive technology,
  // and focus back on the opener, as a native dialog's close() does.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    overlay.inert = !open;
    // react-aria hides the page behind; aria-modal says so to screen readers that read the dialog alone.
    overlay.querySelector('.dialog__frame')?.setAttribute('aria-modal', 'true');
    if (open) overlay.removeAttribute('aria-hidden');
    else {
      overlay.setAttribute('aria-hidden', 'true');
      if (opener?.isConnected) opener.focus();
    }
  }, [open, opener]);

  return (
    <ModalOverlay
      ref={overlayRef}
      className="dialog-overlay"
      isOpen={open}
      isExiting={!open}
      // A click on the backdrop never closes it; Escape only when dismissible.
      isDismissable={false}
      isKeyboardDismissDisabled={!dismissible}
      onOpenChange={(isOpen) => {
        if (!isOpen && open) onClose();
      }}
    >
      <Modal className="dialog">
        <AriaDialog role={role} className="dialog__frame" aria-describedby={role === 'alertdialog' ? bodyId : undefined}>
          <div className="dialog__header">
            <Heading slot="title" level={2} className="dialog__title">
              {title}
            </Heading>
          </div>
          {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div id={bodyId} ref={bodyRef} className="dialog__body" tabIndex={bodyScrolls ? 0 : undefined}>
            {children}
          </div>
          <div className="dialog__footer">
            {actions ?? (
              <button type="button" className="button button--primary" onClick={onClose}>
                {closeLabel}
              </button>
            )}
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
